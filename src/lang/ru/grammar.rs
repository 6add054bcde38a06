//! Russian words many sentences share: the sides in the cases they take, and why a game ended.
//! Their own file, apart from the `MessageWords` methods of the same names that say them.

use crate::game::Termination;
use crate::rules::Color;

/// "белых" / "чёрных": whose (genitive plural, as in "ход белых").
pub(super) const fn side_gen(c: Color) -> &'static str {
    match c {
        Color::White => "белых",
        Color::Black => "чёрных",
    }
}

/// "Белые", "Чёрные": who, as a heading.
pub(super) const fn side(c: Color) -> &'static str {
    side_nom(c)
}

/// "Белые" / "Чёрные": who, in the nominative.
pub(super) const fn side_nom(c: Color) -> &'static str {
    match c {
        Color::White => "Белые",
        Color::Black => "Чёрные",
    }
}

/// Why a game ended, in a few words.
pub(super) const fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "мат",
        Termination::Stalemate => "пат",
        Termination::InsufficientMaterial => "недостаточно материала",
        Termination::DeadPosition => "мёртвая позиция",
        Termination::SeventyFiveMoves => "правило 75 ходов",
        Termination::FivefoldRepetition => "пятикратное повторение",
        Termination::ThreefoldRepetition => "троекратное повторение",
        Termination::FiftyMoves => "правило 50 ходов",
        Termination::Agreement => "ничья по соглашению",
        Termination::Resignation => "сдача",
        Termination::Timeout => "просрочка времени",
        Termination::IllegalSealedMove => "невозможный записанный ход",
        Termination::IllegalMove => "второй невозможный ход",
    }
}
