//! A game whose record goes on after the Laws ended it, as `ferz analyse` reports it: analysed
//! up to the end, the moves after it kept without analysis. Said by each language in one
//! place (`en/analysed_until.rs`, `ru/analysed_until.rs`).

use crate::game::Termination;

/// Where the game ended and how much of its record came after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysedUntil {
    /// The plies played when the game ended (0: it was over at the start).
    pub ended_at: usize,
    /// The move that ended it, numbered as in a record (`8... Ng8`); `None` at 0.
    pub last_move: Option<String>,
    /// How it ended.
    pub termination: Termination,
    /// The plies the record holds.
    pub plies: usize,
}

impl AnalysedUntil {
    /// The plies recorded after the end.
    #[must_use]
    pub fn after(&self) -> usize {
        self.plies.saturating_sub(self.ended_at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn fivefold(ended_at: usize) -> AnalysedUntil {
        let last_move = (ended_at > 0).then(|| "8... Ng8".to_string());
        AnalysedUntil { ended_at, last_move, termination: Termination::FivefoldRepetition, plies: 12_000 }
    }

    #[test]
    fn where_the_game_ended_is_said_in_both_languages() {
        let en = Lang::En.words();
        assert_eq!(
            en.analysed_until(&fivefold(16)),
            "the game ended by fivefold repetition after ply 16 (8... Ng8), yet the record goes on to ply 12000: \
             analysed up to the end, the 11984 plies after it kept without analysis"
        );
        assert_eq!(
            en.analysed_until_note(&fivefold(16)),
            "The game ended here by fivefold repetition: the 11984 plies after this were played after the end and \
             are not analysed."
        );
        assert!(en.analysed_until_note(&fivefold(0)).starts_with("The game was already over at the start"));
        let ru = Lang::Ru.words();
        for said in [
            ru.analysed_until(&fivefold(16)),
            ru.analysed_until_note(&fivefold(16)),
            ru.analysed_until(&fivefold(0)),
            ru.analysed_until_note(&fivefold(0)),
        ] {
            assert!(
                said.contains("пятикратное повторение") && (said.contains("12000") || said.contains("11984")),
                "{said}"
            );
            assert!(!said.contains("ply") && !said.contains("game"), "{said}");
        }
        assert!(ru.analysed_until(&fivefold(16)).contains("после 16-го полухода (8... Ng8)"));
    }
}
