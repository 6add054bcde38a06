//! Pieces drawn as small pictures, for board squares of at least [`MIN_W`]×[`MIN_H`] characters,
//! where one character in the middle of the square looks lost.
//!
//! Each picture is [`ART_H`] lines of [`ART_W`] characters, all one column wide, and a space is
//! left as the square shows it. White's pieces are drawn hollow and Black's filled, so the sides
//! are told apart without colours too (`NO_COLOR`); with colours they also get their usual
//! foreground. The Unicode set fills Black's pieces with block characters (`█ ▄ ▀ ▐ ▌`, which
//! every terminal font has); the letter and ASCII sets draw with plain ASCII only.

use crate::rules::{Color, Piece};
use crate::tui::prefs::PieceSet;

/// The least square width that gets pictures.
pub const MIN_W: u16 = 10;
/// The least square height that gets pictures.
pub const MIN_H: u16 = 5;
/// Columns of a picture.
pub const ART_W: u16 = 7;
/// Lines of a picture.
pub const ART_H: u16 = 3;

/// One picture: its lines, top first.
pub type Art = [&'static str; ART_H as usize];

/// White's pieces, hollow, in ASCII (every set), by [`Role`](crate::rules::Role) order: pawn, knight, bishop, rook,
/// queen, king.
const HOLLOW: [Art; 6] = [
    ["   _   ", "  ( )  ", " /___\\ "],
    ["  __|\\ ", " (_o  \\", " /___\\ "],
    ["   o   ", "  (/)  ", " /___\\ "],
    [" |_|_| ", " |   | ", " [___] "],
    [" \\^^^/ ", "  ) (  ", " /___\\ "],
    ["   +   ", "  [ ]  ", " /___\\ "],
];

/// Black's pieces, filled with `#`, in ASCII (the letter and ASCII sets), by [`Role`](crate::rules::Role) order.
const FILLED_ASCII: [Art; 6] = [
    ["   _   ", "  (#)  ", " /###\\ "],
    ["  __|\\ ", " (_o##\\", " /###\\ "],
    ["   @   ", "  (/)  ", " /###\\ "],
    [" |_|_| ", " |###| ", " [###] "],
    [" \\^^^/ ", "  )#(  ", " /###\\ "],
    ["   +   ", "  [#]  ", " /###\\ "],
];

/// Black's pieces, filled with blocks (the Unicode set), by [`Role`](crate::rules::Role) order.
const FILLED_BLOCKS: [Art; 6] = [
    ["       ", "  ▄█▄  ", " ▄███▄ "],
    ["  ▄██▄ ", " ▀▀▀██ ", " ▄███▄ "],
    ["   ▄   ", "  █╱█  ", " ▄███▄ "],
    [" █▄█▄█ ", "  ███  ", " ▄███▄ "],
    [" ▄ ▄ ▄ ", " ▐███▌ ", " ▄███▄ "],
    ["  ▀█▀  ", " ▐███▌ ", " ▄███▄ "],
];

/// The picture of `piece` in the piece set `set`.
pub fn art(set: PieceSet, piece: Piece) -> &'static Art {
    let role = piece.role as usize;
    match (piece.color, set) {
        (Color::White, _) => &HOLLOW[role],
        (Color::Black, PieceSet::Unicode) => &FILLED_BLOCKS[role],
        (Color::Black, PieceSet::Letters | PieceSet::Ascii) => &FILLED_ASCII[role],
    }
}

/// True when a square of `w`×`h` characters gets pictures rather than one character.
pub fn fits(w: u16, h: u16) -> bool {
    w >= MIN_W && h >= MIN_H
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_is_a_block_of_single_width_characters() {
        for table in [&HOLLOW, &FILLED_ASCII, &FILLED_BLOCKS] {
            for art in table {
                for line in art {
                    assert_eq!(line.chars().count(), ART_W as usize, "{line:?}");
                    assert!(line.chars().all(|c| c.is_ascii_graphic() || " █▄▀▐▌╱".contains(c)), "{line:?}");
                }
            }
        }
        for art in HOLLOW.iter().chain(&FILLED_ASCII) {
            assert!(art.iter().all(|l| l.is_ascii()), "{art:?}");
        }
    }

    #[test]
    fn the_roles_and_the_sides_all_look_different() {
        for table in [&HOLLOW, &FILLED_ASCII, &FILLED_BLOCKS] {
            for (i, a) in table.iter().enumerate() {
                assert!(table[i + 1..].iter().all(|b| a != b), "{a:?}");
            }
        }
        for role in 0..6 {
            assert_ne!(HOLLOW[role], FILLED_ASCII[role]);
            assert_ne!(HOLLOW[role], FILLED_BLOCKS[role]);
        }
    }
}
