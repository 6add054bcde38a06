//! Colours, modifiers and marks: how each thing on the screen looks, with colours or without
//! (`NO_COLOR`), with Unicode or plain ASCII.
//!
//! Squares and pieces always get an explicit foreground *and* background, chosen so that both
//! the white and the black pieces stand out on every square colour (a contrast ratio of at
//! least 3 — see the tests), whatever the terminal's own theme. Texts outside the board keep
//! the terminal's colours and use modifiers (reverse, bold) and the ANSI red, which read well on
//! dark and light themes alike. Without colours, highlights are modifiers and marks.

use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::symbols::border;

use super::setup::PieceSet;
use crate::rules::{Color, Piece};

/// The light squares.
pub const LIGHT: Tint = Tint::Rgb(172, 138, 98);
/// The dark squares.
pub const DARK: Tint = Tint::Rgb(120, 90, 62);
/// The last move, on a light square.
pub const LAST_LIGHT: Tint = Tint::Rgb(158, 146, 62);
/// The last move, on a dark square.
pub const LAST_DARK: Tint = Tint::Rgb(128, 118, 40);
/// The king in check.
pub const CHECK: Tint = Tint::Rgb(204, 58, 58);
/// The picked-up piece.
pub const SELECTED: Tint = Tint::Rgb(84, 140, 98);
/// A legal target of the picked-up piece, light square.
pub const TARGET_LIGHT: Tint = Tint::Rgb(138, 150, 100);
/// A legal target of the picked-up piece, dark square.
pub const TARGET_DARK: Tint = Tint::Rgb(104, 122, 78);
/// The cursor.
pub const CURSOR: Tint = Tint::Rgb(70, 116, 176);
/// White's pieces.
pub const WHITE_PIECE: Tint = Tint::Rgb(255, 255, 255);
/// Black's pieces.
pub const BLACK_PIECE: Tint = Tint::Rgb(0, 0, 0);

/// What is special about a square now.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Marks {
    /// One end of the last move.
    pub last: bool,
    /// The king in check stands here.
    pub check: bool,
    /// The picked-up piece stands here.
    pub selected: bool,
    /// The picked-up piece may go here (hints on).
    pub target: bool,
    /// The cursor is here.
    pub cursor: bool,
}

/// How to draw one square: its style, and the marks at its left and right edge and in the
/// middle when it is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareLook {
    /// Background (and modifiers) of every cell of the square.
    pub style: Style,
    /// A mark at the left edge of the middle row.
    pub left: Option<char>,
    /// A mark at the right edge of the middle row.
    pub right: Option<char>,
    /// What an empty square shows in the middle, with its style.
    pub empty: Option<(char, Style)>,
}

/// The look of the whole screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Colours on (false under `NO_COLOR`).
    pub color: bool,
    /// The piece set, which also decides whether marks may be Unicode.
    pub pieces: PieceSet,
}

impl Theme {
    /// True when only ASCII may be drawn on the board.
    fn ascii(self) -> bool {
        self.pieces == PieceSet::Ascii
    }

    /// The character of a piece. With colours the filled figure serves both sides (the colour
    /// tells them apart and a filled shape is easier to see); without, White's are hollow.
    pub fn piece_char(self, piece: Piece) -> char {
        match self.pieces {
            PieceSet::Unicode if self.color => Piece::new(Color::Black, piece.role).figure(),
            PieceSet::Unicode => piece.figure(),
            PieceSet::Letters | PieceSet::Ascii => piece.fen_char(),
        }
    }

    /// The style of a piece's character; the square's background is added by the caller.
    pub fn piece_style(self, color: Color) -> Style {
        match (self.color, color) {
            (true, Color::White) => Style::new().fg(WHITE_PIECE).add_modifier(Modifier::BOLD),
            (true, Color::Black) => Style::new().fg(BLACK_PIECE),
            (false, Color::White) => Style::new().add_modifier(Modifier::BOLD),
            (false, Color::Black) => Style::new(),
        }
    }

    /// How a square looks with the given marks.
    pub fn square(self, light: bool, marks: Marks) -> SquareLook {
        if self.color { self.square_color(light, marks) } else { self.square_plain(light, marks) }
    }

    fn square_color(self, light: bool, m: Marks) -> SquareLook {
        let bg = if m.cursor {
            CURSOR
        } else if m.check {
            CHECK
        } else if m.selected {
            SELECTED
        } else if m.target {
            if light { TARGET_LIGHT } else { TARGET_DARK }
        } else if m.last {
            if light { LAST_LIGHT } else { LAST_DARK }
        } else if light {
            LIGHT
        } else {
            DARK
        };
        let style = Style::new().bg(bg).fg(BLACK_PIECE);
        let (left, right) = if m.cursor { (Some('['), Some(']')) } else { (None, None) };
        let empty = m.target.then(|| (self.target_dot(), Style::new().fg(BLACK_PIECE).bg(bg)));
        SquareLook { style, left, right, empty }
    }

    fn square_plain(self, light: bool, m: Marks) -> SquareLook {
        let mut style = Style::new();
        if m.last {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        if m.selected {
            style = style.add_modifier(Modifier::REVERSED);
        }
        let (left, right) = if m.cursor {
            style = style.add_modifier(Modifier::BOLD);
            (Some('['), Some(']'))
        } else if m.check {
            style = style.add_modifier(Modifier::BOLD);
            (Some('+'), Some('+'))
        } else if m.target {
            (Some(self.target_dot()), Some(self.target_dot()))
        } else {
            (None, None)
        };
        let empty = if m.target {
            Some((self.target_dot(), style))
        } else if !light {
            Some((if self.ascii() { '.' } else { '·' }, style.add_modifier(Modifier::DIM)))
        } else {
            None
        };
        SquareLook { style, left, right, empty }
    }

    /// The mark of a legal target.
    fn target_dot(self) -> char {
        if self.ascii() { '*' } else { '•' }
    }

    /// The mark before the running clock's name.
    pub fn running_mark(self) -> &'static str {
        if self.ascii() { ">" } else { "▶" }
    }

    /// What separates items in a line: a middle dot, or a comma in ASCII.
    pub fn separator(self) -> &'static str {
        if self.ascii() { ", " } else { " · " }
    }

    /// The style of the running clock: reversed, so it stands out on any theme.
    pub fn running(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// The style of a time that is running low, or of a fallen flag.
    pub fn warning(self) -> Style {
        if self.color {
            Style::new().fg(Tint::Red).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
        }
    }

    /// The style of an error message.
    pub fn error(self) -> Style {
        if self.color { Style::new().fg(Tint::Red) } else { Style::new().add_modifier(Modifier::BOLD) }
    }

    /// The style of a key name in the footer.
    pub fn key(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// The style of the current move in the move list.
    pub fn current_move(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// Less important text (hints, labels).
    pub fn dim(self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    /// Titles and emphasis.
    pub fn bold(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The frame of a window drawn over the board.
    pub fn popup(self) -> Style {
        if self.color { Style::new().fg(Tint::Reset).bg(Tint::Reset) } else { Style::new() }
    }

    /// A piece shown in a text (the promotion picker, a clock title), drawn on the terminal's own
    /// background: the hollow and filled figures tell the sides apart there.
    pub fn piece_in_text(self, piece: Piece) -> char {
        match self.pieces {
            PieceSet::Unicode => piece.figure(),
            PieceSet::Letters | PieceSet::Ascii => piece.fen_char(),
        }
    }

    /// The lines of a window's frame: box drawing, or `+-|` in ASCII.
    pub fn border_set(self) -> border::Set<'static> {
        if self.ascii() { ASCII_BORDER } else { border::PLAIN }
    }
}

/// A frame of plain ASCII, for the Linux console.
const ASCII_BORDER: border::Set<'static> = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

#[cfg(test)]
mod tests {
    use super::*;

    fn luminance(t: Tint) -> f64 {
        let Tint::Rgb(r, g, b) = t else { panic!("not an RGB colour: {t:?}") };
        let lin = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    fn contrast(a: Tint, b: Tint) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// Every square colour.
    const SQUARE_TINTS: [Tint; 9] =
        [LIGHT, DARK, LAST_LIGHT, LAST_DARK, CHECK, SELECTED, TARGET_LIGHT, TARGET_DARK, CURSOR];

    #[test]
    fn both_sides_readable_on_every_square() {
        for bg in SQUARE_TINTS {
            for fg in [WHITE_PIECE, BLACK_PIECE] {
                let c = contrast(fg, bg);
                assert!(c >= 3.0, "{fg:?} on {bg:?}: contrast {c:.2}");
            }
        }
        assert!(contrast(LIGHT, DARK) >= 1.5, "light and dark squares must differ");
    }

    #[test]
    fn squares_and_pieces_set_both_colours() {
        let theme = Theme { color: true, pieces: PieceSet::Unicode };
        for light in [true, false] {
            let look = theme.square(light, Marks::default());
            assert!(look.style.fg.is_some() && look.style.bg.is_some());
        }
        for side in Color::ALL {
            assert!(theme.piece_style(side).fg.is_some());
        }
    }

    #[test]
    fn no_colour_means_no_colour() {
        let theme = Theme { color: false, pieces: PieceSet::Unicode };
        let all = Marks { last: true, check: true, selected: true, target: true, cursor: true };
        for light in [true, false] {
            for marks in [Marks::default(), all] {
                let look = theme.square(light, marks);
                assert_eq!((look.style.fg, look.style.bg), (None, None));
            }
        }
        assert_eq!(theme.warning().fg, None);
        assert_eq!(theme.error().fg, None);
        assert_eq!(theme.piece_char(Piece::new(Color::White, crate::rules::Role::King)), '♔');
    }
}
