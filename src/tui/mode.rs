//! What the board is doing: one mode instead of flags that could contradict each other.

/// What the board is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Moves are made on the board and typed.
    #[default]
    Play,
    /// Claim mode: the next move made is the intended move of a draw claim.
    Claim,
    /// Review: the position with this index is shown (0 = the start); nothing is played.
    Review(usize),
}

impl Mode {
    /// The position shown in review, if reviewing.
    pub fn review(self) -> Option<usize> {
        match self {
            Mode::Review(i) => Some(i),
            _ => None,
        }
    }

    /// True in claim mode.
    pub fn is_claiming(self) -> bool {
        self == Mode::Claim
    }
}
