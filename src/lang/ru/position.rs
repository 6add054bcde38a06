//! Russian: why a FEN or a setup is refused, beside the English of `en/position.rs`.

use super::grammar::{side_gen, side_nom};
use crate::rules::{BoardError, Color, EnPassantError, FenError, PositionError};

/// Why a FEN was refused.
pub(in crate::lang) fn fen_error(error: &FenError) -> String {
    match error {
        FenError::Empty => "неверный FEN: строка пуста".to_string(),
        FenError::FieldCount(n) => format!(
            "неверный FEN: полей — {n}; нужно 6 (доска, очередь хода, рокировки, взятие на проходе, \
             счётчик полуходов, номер хода)"
        ),
        FenError::Board(why) => format!("неверная доска в FEN: {}", board_error(why)),
        FenError::Turn(v) => format!("неверная очередь хода в FEN «{v}»: нужно «w» или «b»"),
        FenError::Castling(v) => format!("неверное поле рокировок в FEN «{v}»: нужно «-» или буквы из «KQkq»"),
        FenError::Chess960Castling(v) => format!(
            "поле рокировок в FEN «{v}» называет ладьи по вертикалям: похоже, это позиция Chess960; добавьте --chess960, чтобы её прочесть"
        ),
        FenError::EnPassant(v) => {
            format!("неверное поле взятия на проходе в FEN «{v}»: нужно «-» или поле, например «e3»")
        }
        FenError::Halfmoves(v) => {
            format!("неверный счётчик полуходов в FEN «{v}»: нужно целое число не больше 100000")
        }
        FenError::Fullmoves(v) => format!("неверный номер хода в FEN «{v}»: нужно целое число от 1"),
        FenError::Position(e) => format!("невозможная позиция: {}", position_error(e)),
    }
}

fn board_error(error: &BoardError) -> String {
    match error {
        BoardError::RankCount { field, ranks } => {
            format!("в «{field}» горизонталей — {ranks}; нужно 8, разделённых «/»")
        }
        BoardError::NotAPiece { c, rank } => {
            format!("«{c}» на {rank}-й горизонтали — не буква фигуры (KQRBNP, kqrbnp) и не число 1–8")
        }
        BoardError::RankTooLong { rank, row } => format!("в {rank}-й горизонтали («{row}») больше 8 полей"),
        BoardError::RankTooShort { rank, row, squares } => {
            format!("в {rank}-й горизонтали («{row}») полей — {squares}; нужно 8")
        }
    }
}

/// Why a setup is not a position of a real game.
pub(in crate::lang) fn position_error(error: &PositionError) -> String {
    match error {
        PositionError::MissingKing(c) => format!("у {} нет короля", side_gen(*c)),
        PositionError::TooManyKings(c, n) => format!("у {} королей — {n}; у каждой стороны ровно один", side_gen(*c)),
        PositionError::TooManyPieces(c, n) => {
            format!("у {} фигур — {n}; у стороны их не больше 16", side_gen(*c))
        }
        PositionError::TooManyPawns(c, n) => format!("у {} пешек — {n}; у стороны их не больше 8", side_gen(*c)),
        PositionError::PawnOnBackRank(sq) => {
            format!("пешка стоит на {sq}; пешки не бывают на первой и восьмой горизонталях")
        }
        PositionError::OppositeCheck(c) => format!("{} под шахом, но сейчас не их ход", side_nom(*c)),
        PositionError::ImpossibleCheck(n) => {
            format!("королю стороны, чей ход, шах от {n} фигур; ни один ход не даёт больше двух шахов")
        }
        PositionError::ImpossibleMaterial { color, promoted, pawns } => format!(
            "у {} лишних фигур сверх начального набора (второй ферзь, третья ладья или конь, два слона \
             одного цвета полей) — {promoted}, а недостающих пешек, которые могли в них превратиться, — {}",
            side_gen(*color),
            8 - pawns
        ),
        PositionError::ImpossibleDoubleCheck(a, b) => {
            format!("королю стороны, чей ход, шах с {a} и {b}; ни один ход не может дать оба шаха")
        }
        PositionError::CastlingWithoutPieces(c) => {
            format!("для права рокировки «{c}» король и эта ладья должны стоять на исходных полях")
        }
        PositionError::BadEnPassant(sq, EnPassantError::ImpossibleCheck { checker, from, to }) => {
            format!(
                "поле взятия на проходе {sq}: королю стороны, чей ход, шах с {checker}, а такой шах не мог \
                 возникнуть от хода {from}–{to}, который, судя по этому полю, только что сделан"
            )
        }
        PositionError::BadEnPassant(sq, why) => format!("поле взятия на проходе {sq}: {}", en_passant_error(*why)),
    }
}

const fn en_passant_error(error: EnPassantError) -> &'static str {
    match error {
        EnPassantError::WrongRank(Color::White) => "при ходе белых оно должно быть на 6-й горизонтали",
        EnPassantError::WrongRank(Color::Black) => "при ходе чёрных оно должно быть на 3-й горизонтали",
        EnPassantError::NotSkippable => "пешка не может перескочить через это поле",
        EnPassantError::NoPawn => "перед ним нет пешки, которая могла только что сделать двойной ход",
        EnPassantError::NotEmpty => "поля, через которые прошла пешка, не пусты",
        EnPassantError::ImpossibleCheck { .. } => "такой шах не мог возникнуть от двойного хода пешки",
    }
}
