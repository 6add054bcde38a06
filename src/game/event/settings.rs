//! How a match is set up besides its players: the tie-break after a level match, who has
//! White first, and the Chess960 positions.

/// The clock of an armageddon game, in whole minutes: White has more, Black has draw odds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ArmageddonTimes {
    /// White's minutes.
    pub white_minutes: u32,
    /// Black's minutes.
    pub black_minutes: u32,
}

impl ArmageddonTimes {
    /// FIDE's usual armageddon: White 5 minutes, Black 4.
    pub const DEFAULT: ArmageddonTimes = ArmageddonTimes { white_minutes: 5, black_minutes: 4 };
}

/// What decides a match that ends level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Tiebreak {
    /// Nothing: a level match is drawn.
    #[default]
    None,
    /// One more game, White with more time, a draw counting as a win for Black.
    Armageddon(ArmageddonTimes),
}

/// How the colours of game 1 are chosen (`--colours`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ColourDraw {
    /// As `--white` and `--black` say.
    #[default]
    AsGiven,
    /// By lot: the caller tosses the coin.
    ByLot,
}

impl ColourDraw {
    /// The colours of game 1, with `heads` the caller's random bit (used only for a lot:
    /// heads swaps the names given). The event itself draws nothing.
    #[must_use]
    pub const fn draw(self, heads: bool) -> FirstColours {
        match self {
            ColourDraw::AsGiven => FirstColours::AsGiven,
            ColourDraw::ByLot => FirstColours::ByLot { swapped: heads },
        }
    }
}

/// Who has White in game 1 of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FirstColours {
    /// The first name given (`--white`).
    #[default]
    AsGiven,
    /// Drawn by lot; `swapped` when the lot gave White to the second name.
    ByLot {
        /// The lot gave White in game 1 to the second name given.
        swapped: bool,
    },
}

impl FirstColours {
    /// The player (0 or 1) with White in game 1.
    #[must_use]
    pub const fn first_white(self) -> usize {
        match self {
            FirstColours::ByLot { swapped: true } => 1,
            FirstColours::AsGiven | FirstColours::ByLot { swapped: false } => 0,
        }
    }
}

/// Which Chess960 positions a Chess960 match plays. Each position is played twice, colours
/// swapped: games 1 and 2 from one position, 3 and 4 from the next, and so on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Chess960Policy {
    /// Every game from this position (`--chess960 N`).
    Fixed(u16),
    /// A new position for each pair of games, drawn by the caller (`--chess960` alone).
    Drawn,
}

/// The start of the next game of a Chess960 match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Start960 {
    /// This position (fixed, or the second game of a pair).
    Position(u16),
    /// The first game of a pair: the caller draws a new position and records it with the game.
    DrawNew,
}
