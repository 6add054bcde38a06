//! Who sits in each chair: a person at this keyboard, or a computer opponent. The model knows
//! only the seat (its kind and the name it plays under); the worker that thinks for a computer
//! seat is hired and owned by the driver, through the seat's [`Hire`].

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use super::work::{Opponent, SeatFault};
use crate::rules::Color;

/// Makes the worker of a computer seat (an engine process, say), when the driver first needs
/// it; called again for a worker that was ended.
pub trait Hire: Send + Sync {
    /// A worker ready to be asked, or why there is none.
    fn hire(&self) -> Result<Box<dyn Opponent>, SeatFault>;
}

/// One chair at the board.
#[derive(Clone, Default)]
pub enum Seat {
    /// A person at this keyboard: the keys play the moves.
    #[default]
    Person,
    /// A computer opponent: its worker plays the moves.
    Computer(Computer),
}

/// A computer seat: the name it plays under and how its worker is made.
#[derive(Clone)]
pub struct Computer {
    id: u32,
    name: String,
    hire: Arc<dyn Hire>,
}

impl Computer {
    /// A computer seat named `name` (in titles, questions, the PGN), its worker made by `hire`.
    pub fn new(name: impl Into<String>, hire: Arc<dyn Hire>) -> Computer {
        static NEXT: AtomicU32 = AtomicU32::new(1);
        Computer { id: NEXT.fetch_add(1, Ordering::Relaxed), name: name.into(), hire }
    }

    /// The seat's number, unique in the program: the driver keeps one worker per seat.
    #[must_use]
    pub fn id(&self) -> u32 {
        self.id
    }

    /// The name it plays under.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Makes its worker.
    pub fn hire(&self) -> Result<Box<dyn Opponent>, SeatFault> {
        self.hire.hire()
    }
}

impl fmt::Debug for Computer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Computer({:?} #{})", self.name, self.id)
    }
}

impl fmt::Debug for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Person => f.write_str("Person"),
            Seat::Computer(c) => c.fmt(f),
        }
    }
}

impl Seat {
    /// The computer in this seat, if one sits there.
    #[must_use]
    pub fn computer(&self) -> Option<&Computer> {
        match self {
            Seat::Person => None,
            Seat::Computer(c) => Some(c),
        }
    }

    /// True for a person at this keyboard.
    #[must_use]
    pub fn is_person(&self) -> bool {
        matches!(self, Seat::Person)
    }
}

/// The two chairs, White's and Black's.
#[derive(Debug, Clone, Default)]
pub struct Seats {
    white: Seat,
    black: Seat,
}

impl Seats {
    /// Persons in both chairs (the default: two players at one keyboard).
    #[must_use]
    pub fn persons() -> Seats {
        Seats::default()
    }

    /// `seat` in `side`'s chair.
    #[must_use]
    pub fn with(mut self, side: Color, seat: Seat) -> Seats {
        *self.seat_mut(side) = seat;
        self
    }

    /// Who sits in `side`'s chair.
    #[must_use]
    pub fn of(&self, side: Color) -> &Seat {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The players change colours (a new game, colours swapped): each takes the other chair.
    pub fn swap(&mut self) {
        std::mem::swap(&mut self.white, &mut self.black);
    }

    /// True when a person sits in both chairs.
    #[must_use]
    pub fn all_persons(&self) -> bool {
        self.white.is_person() && self.black.is_person()
    }

    fn seat_mut(&mut self, side: Color) -> &mut Seat {
        match side {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
