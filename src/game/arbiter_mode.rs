//! How strict the arbiter of a game is (`--arbiter`): one choice, kept with the game (and its
//! save), that the terminal and `ferz script` both read through the predicates below, so that
//! the two never disagree about what the arbiter points out.

/// How an arbiter treats the players (`--arbiter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Arbiter {
    /// Legal-move hints, "a draw can be claimed" and the claim the next move makes valid shown;
    /// a claim that would be wrong is asked about first, with its cost.
    #[default]
    Assist,
    /// No hints and no claim indicator: notice repetitions and the fifty-move count yourself.
    Strict,
    /// As strict, and illegal moves are completed as at a real board until the opponent
    /// points them out (FIDE 7.5, 7.8): practise catching them.
    Practice,
}

impl Arbiter {
    /// Every mode, the default first.
    pub const ALL: [Arbiter; 3] = [Arbiter::Assist, Arbiter::Strict, Arbiter::Practice];

    /// The arbiter says when a draw can be claimed (the terminal's indicator, the script's
    /// `claimable`), shows the claim the next move makes valid and asks before a wrong claim.
    /// Only the assisting one does: under a strict or a practice arbiter the players notice
    /// repetitions and the fifty-move count themselves.
    #[must_use]
    pub const fn assists_claims(self) -> bool {
        matches!(self, Arbiter::Assist)
    }

    /// The arbiter lets the legal targets of a picked-up piece be shown.
    #[must_use]
    pub const fn gives_hints(self) -> bool {
        matches!(self, Arbiter::Assist)
    }

    /// A strict arbiter, as in a tournament: no hints, no claim assistance (practice is one too).
    #[must_use]
    pub const fn is_strict(self) -> bool {
        !matches!(self, Arbiter::Assist)
    }

    /// Illegal moves a hand could make are completed and stand until pointed out (7.5, 7.8).
    #[must_use]
    pub const fn accepts_completed_illegal_moves(self) -> bool {
        matches!(self, Arbiter::Practice)
    }

    /// The name on the command line and in the save's `FerzArbiter` tag.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Arbiter::Assist => "assist",
            Arbiter::Strict => "strict",
            Arbiter::Practice => "practice",
        }
    }

    /// The mode of a save's `FerzArbiter` tag: `strict` or `practice`; none (saves of an
    /// assisting arbiter carry no tag) or any other value is the assisting arbiter, as it
    /// always was read.
    #[must_use]
    pub fn from_tag(tag: Option<&str>) -> Arbiter {
        match tag {
            Some("strict") => Arbiter::Strict,
            Some("practice") => Arbiter::Practice,
            _ => Arbiter::Assist,
        }
    }

    /// The arbiter of a resumed game: the one it was saved under, unless it was saved under the
    /// assisting one and the players now ask for a stricter one (`ferz resume --arbiter …`
    /// never makes a strict game assisted, nor a practice game merely strict, or back).
    #[must_use]
    pub const fn resumed(saved: Arbiter, asked: Arbiter) -> Arbiter {
        match saved {
            Arbiter::Assist => asked,
            kept => kept,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_assisting_arbiter_helps_and_only_practice_lets_illegal_moves_stand() {
        let helps: Vec<bool> = Arbiter::ALL.iter().map(|a| a.assists_claims()).collect();
        assert_eq!(helps, [true, false, false]);
        let hints: Vec<bool> = Arbiter::ALL.iter().map(|a| a.gives_hints()).collect();
        assert_eq!(hints, [true, false, false]);
        let strict: Vec<bool> = Arbiter::ALL.iter().map(|a| a.is_strict()).collect();
        assert_eq!(strict, [false, true, true]);
        let stand: Vec<bool> = Arbiter::ALL.iter().map(|a| a.accepts_completed_illegal_moves()).collect();
        assert_eq!(stand, [false, false, true]);
    }

    #[test]
    fn the_tag_reads_back_what_was_written() {
        for arbiter in Arbiter::ALL {
            let tag = (arbiter != Arbiter::Assist).then_some(arbiter.name());
            assert_eq!(Arbiter::from_tag(tag), arbiter);
        }
        assert_eq!(Arbiter::from_tag(Some("lenient")), Arbiter::Assist);
    }

    #[test]
    fn a_resumed_game_keeps_a_strict_arbiter() {
        use Arbiter::{Assist, Practice, Strict};
        for (saved, asked, got) in [
            (Assist, Assist, Assist),
            (Assist, Strict, Strict),
            (Assist, Practice, Practice),
            (Strict, Assist, Strict),
            (Strict, Practice, Strict),
            (Practice, Assist, Practice),
            (Practice, Strict, Practice),
        ] {
            assert_eq!(Arbiter::resumed(saved, asked), got, "{saved:?} asked {asked:?}");
        }
    }
}
