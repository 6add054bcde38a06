//! Files, ranks and squares of the board, numbered a1 = 0 … h8 = 63.

use std::fmt;

use super::Color;

/// A file (column) of the board, `a` to `h`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

/// A rank (row) of the board, `1` to `8`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

/// One of the 64 squares; `a1` is 0, `b1` is 1, …, `h8` is 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl File {
    /// The a-file.
    pub const A: File = File(0);
    /// The b-file.
    pub const B: File = File(1);
    /// The c-file.
    pub const C: File = File(2);
    /// The d-file.
    pub const D: File = File(3);
    /// The e-file.
    pub const E: File = File(4);
    /// The f-file.
    pub const F: File = File(5);
    /// The g-file.
    pub const G: File = File(6);
    /// The h-file.
    pub const H: File = File(7);
    /// All files from `a` to `h`.
    pub const ALL: [File; 8] = [File::A, File::B, File::C, File::D, File::E, File::F, File::G, File::H];

    /// The file with index 0–7, or `None` outside that range.
    pub const fn new(index: u8) -> Option<File> {
        if index < 8 { Some(File(index)) } else { None }
    }

    /// The file named by a letter `a`–`h` (lowercase only).
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }

    /// 0 for `a` … 7 for `h`.
    #[inline]
    pub const fn index(self) -> usize {
        (self.0 & 7) as usize
    }

    /// The letter `a`–`h`.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
}

impl Rank {
    /// The first rank, White's back rank.
    pub const FIRST: Rank = Rank(0);
    /// The second rank, where White's pawns start.
    pub const SECOND: Rank = Rank(1);
    /// The third rank, which White's pawns cross on a double step.
    pub const THIRD: Rank = Rank(2);
    /// The fourth rank.
    pub const FOURTH: Rank = Rank(3);
    /// The fifth rank.
    pub const FIFTH: Rank = Rank(4);
    /// The sixth rank, which Black's pawns cross on a double step.
    pub const SIXTH: Rank = Rank(5);
    /// The seventh rank, where Black's pawns start.
    pub const SEVENTH: Rank = Rank(6);
    /// The eighth rank, Black's back rank.
    pub const EIGHTH: Rank = Rank(7);
    /// All ranks from `1` to `8`.
    pub const ALL: [Rank; 8] =
        [Rank::FIRST, Rank::SECOND, Rank::THIRD, Rank::FOURTH, Rank::FIFTH, Rank::SIXTH, Rank::SEVENTH, Rank::EIGHTH];

    /// The rank with index 0–7 (rank 1 is 0), or `None` outside that range.
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 { Some(Rank(index)) } else { None }
    }

    /// The rank named by a digit `1`–`8`.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }

    /// 0 for rank 1 … 7 for rank 8.
    #[inline]
    pub const fn index(self) -> usize {
        (self.0 & 7) as usize
    }

    /// The digit `1`–`8`.
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }

    /// This rank as seen by `color`: rank 1 for White is rank 8 for Black.
    pub const fn relative(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank(7 - self.0),
        }
    }
}

impl Square {
    /// The square with index 0–63, or `None` outside that range.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 { Some(Square(index)) } else { None }
    }

    /// The square with index `index & 63`; for indices known to be in range.
    #[inline]
    pub const fn from_index(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// 0 for a1 … 63 for h8: an index into per-square tables.
    #[inline]
    pub const fn index(self) -> usize {
        (self.0 & 63) as usize
    }

    /// The file of the square.
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    /// The rank of the square.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 { Some(Square((r * 8 + f) as u8)) } else { None }
    }

    /// The square mirrored vertically (a1 ↔ a8), for the other side's point of view.
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// True for the light squares (h1, a8, …), false for the dark ones (a1, h8, …).
    pub const fn is_light(self) -> bool {
        ((self.0 >> 3) + (self.0 & 7)) % 2 == 1
    }

    /// Reads a square written as `e4` (lowercase file letter, rank digit).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let file = File::from_char(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        Some(Square::from_coords(file, rank))
    }

    /// All 64 squares from a1 to h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

macro_rules! square_consts {
    ($($name:ident = $idx:expr),* $(,)?) => {
        impl Square {
            $(
                #[allow(missing_docs)]
                pub const $name: Square = Square($idx);
            )*
        }
    };
}

square_consts! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::E4.to_string(), "e4");
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("e9"), None);
        assert_eq!(Square::parse("e44"), None);
    }

    #[test]
    fn colours_of_squares() {
        assert!(!Square::A1.is_light());
        assert!(Square::H1.is_light());
        assert!(!Square::H8.is_light());
        assert!(Square::D1.is_light());
    }
}
