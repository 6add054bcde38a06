//! Colours, modifiers and marks: how each thing on the screen looks, with colours or without
//! (`NO_COLOR`), with Unicode or plain ASCII.
//!
//! Squares and pieces always get an explicit foreground *and* background, chosen so that both
//! the white and the black pieces stand out on every square colour (a contrast ratio of at
//! least 3 — see the tests), whatever the terminal's own theme. There is one palette for each
//! colour depth a terminal may have ([`ColorDepth`]): 24-bit colour, the 256-colour palette,
//! the 16 ANSI colours of the Linux console (eight of them as backgrounds) and those of a
//! terminal emulator such as a plain `xterm` (all 16, in whatever palette its theme has; the
//! contrast in xterm's, VGA's, Tango's and Solarized's palettes is in the tests). With 16
//! colours the highlights that have no colour to spare are marks, as without colours. Texts outside the board keep the terminal's colours
//! and use modifiers (reverse, bold) and the ANSI red, which read well on dark and light themes
//! alike. Without colours, highlights are modifiers and marks.

use std::borrow::Cow;

use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::symbols::border;

use super::ascii::spelt;
use super::prefs::{ColorDepth, PieceSet, Prefs};
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

/// The colours of the board in one colour depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    /// The light squares.
    pub light: Tint,
    /// The dark squares.
    pub dark: Tint,
    /// The last move, light square (the square's own colour where the depth has none to spare:
    /// then the last move is underlined).
    pub last_light: Tint,
    /// The last move, dark square.
    pub last_dark: Tint,
    /// The king in check.
    pub check: Tint,
    /// The picked-up piece.
    pub selected: Tint,
    /// A legal target, light square (the square's own colour where marked by dots only).
    pub target_light: Tint,
    /// A legal target, dark square.
    pub target_dark: Tint,
    /// The cursor.
    pub cursor: Tint,
    /// White's pieces.
    pub white_piece: Tint,
    /// Black's pieces.
    pub black_piece: Tint,
    /// The depth has too few colours for the last move and the targets: they are marked as
    /// without colours (underline, dots), and check with `+` beside the king.
    pub few: bool,
    /// A piece drawn as one character stands on a badge: its character in bright white
    /// (White) or black (Black) on a cell of the other colour, whatever the square — for a
    /// terminal's own 16 colours, where no pair of colours reads on both squares in every
    /// palette (see [`Palette::ANSI_16_BRIGHT`]). A picture on a big square stands on a tile,
    /// the whole rectangle it occupies, in the badge's colours. The army colours above are then
    /// not drawn. A badge is rounded off by half blocks of its colour on both sides of the
    /// figure, a token two columns wide, where no mark stands there.
    pub badges: bool,
    /// The light squares are the terminal's brightest white, which may be its very background
    /// (a light theme): the board gets an edge, a thin line in the terminal's own foreground
    /// colour, which reads on a light background and a dark one alike.
    pub edge: bool,
}

impl Palette {
    /// 24-bit colour: warm wood, a green piece in hand, a blue cursor.
    pub const TRUE_COLOR: Palette = Palette {
        light: LIGHT,
        dark: DARK,
        last_light: LAST_LIGHT,
        last_dark: LAST_DARK,
        check: CHECK,
        selected: SELECTED,
        target_light: TARGET_LIGHT,
        target_dark: TARGET_DARK,
        cursor: CURSOR,
        white_piece: WHITE_PIECE,
        black_piece: BLACK_PIECE,
        few: false,
        badges: false,
        edge: false,
    };

    /// The 256-colour palette: the nearest colours of the 6×6×6 cube (indices 16–231, which
    /// terminal themes leave alone, unlike 0–15) that keep both sides readable.
    pub const ANSI_256: Palette = Palette {
        light: Tint::Indexed(137),
        dark: Tint::Indexed(94),
        last_light: Tint::Indexed(136),
        last_dark: Tint::Indexed(100),
        check: Tint::Indexed(167),
        selected: Tint::Indexed(65),
        target_light: Tint::Indexed(101),
        target_dark: Tint::Indexed(66),
        cursor: Tint::Indexed(67),
        white_piece: Tint::Indexed(231),
        black_piece: Tint::Indexed(16),
        few: false,
        badges: false,
        edge: false,
    };

    /// The 16 ANSI colours, as the Linux console shows them (a background is one of the eight
    /// dim colours there): green and brown squares, magenta for the cursor, the piece in hand
    /// and the king in check (told apart by their marks), bright white and black pieces.
    pub const ANSI_16: Palette = Palette {
        light: Tint::Green,
        dark: Tint::Yellow,
        last_light: Tint::Green,
        last_dark: Tint::Yellow,
        check: Tint::Magenta,
        selected: Tint::Magenta,
        target_light: Tint::Green,
        target_dark: Tint::Yellow,
        cursor: Tint::Magenta,
        white_piece: Tint::White,
        black_piece: Tint::Black,
        few: true,
        badges: false,
        edge: false,
    };

    /// The 16 ANSI colours of a terminal emulator (`TERM=xterm`), whose theme decides what each
    /// colour looks like: bright white and bright green squares (a tournament board in xterm's,
    /// VGA's and Tango's palettes, white and slate in Solarized's). No choice of two square
    /// colours and two army colours reads in every palette (xterm's dim colours are bright,
    /// Solarized's bright ones grey; the best, green and red squares, reaches 2.15:1, and this
    /// board's 1.46:1 in Solarized): so each piece brings its own ground, a badge — White's
    /// figure bright white on black, Black's black on bright white (10.9:1 at worst, in
    /// Tango), the same figure for both; a picture on a big square stands on a tile of the
    /// badge's colour, the whole rectangle it occupies. A cyan
    /// cursor, a bright yellow piece in hand, a bright magenta king in check; the last move and
    /// the targets are marked as with few colours. The contrast in each palette is in the
    /// tests, with the search over every choice of colours.
    pub const ANSI_16_BRIGHT: Palette = Palette {
        light: Tint::White,
        dark: Tint::LightGreen,
        last_light: Tint::White,
        last_dark: Tint::LightGreen,
        check: Tint::LightMagenta,
        selected: Tint::LightYellow,
        target_light: Tint::White,
        target_dark: Tint::LightGreen,
        cursor: Tint::Cyan,
        white_piece: Tint::Blue,
        black_piece: Tint::Black,
        few: true,
        badges: true,
        edge: true,
    };

    /// The palette of a colour depth.
    pub const fn of(depth: ColorDepth) -> Palette {
        match depth {
            ColorDepth::TrueColor => Palette::TRUE_COLOR,
            ColorDepth::Ansi256 => Palette::ANSI_256,
            ColorDepth::Ansi16 => Palette::ANSI_16,
            ColorDepth::Ansi16Bright => Palette::ANSI_16_BRIGHT,
        }
    }
}

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
    /// How many colours the terminal shows, which chooses the palette.
    pub depth: ColorDepth,
}

impl Theme {
    /// The theme `prefs` ask for.
    pub fn of(prefs: &Prefs) -> Theme {
        Theme { color: prefs.color, pieces: prefs.pieces, depth: prefs.depth }
    }

    /// True when only ASCII may be drawn (letters of the player's language aside).
    pub fn ascii(self) -> bool {
        self.pieces == PieceSet::Ascii
    }

    /// The colours of the board.
    pub fn palette(self) -> Palette {
        Palette::of(self.depth)
    }

    /// The character of a piece. With colours the filled figure serves both sides (the colour
    /// tells them apart and a filled shape is easier to see); without, White's are hollow.
    pub fn piece_char(self, piece: Piece) -> char {
        match self.pieces {
            PieceSet::Image | PieceSet::Art | PieceSet::Unicode if self.color => {
                Piece::new(Color::Black, piece.role).figure()
            }
            PieceSet::Image | PieceSet::Art | PieceSet::Unicode => piece.figure(),
            PieceSet::Letters | PieceSet::Ascii => piece.fen_char(),
        }
    }

    /// Whether each piece stands on a badge of its own (see [`Palette::badges`]).
    pub fn badges(self) -> bool {
        self.color && self.palette().badges
    }

    /// Whether the board is drawn with an edge (see [`Palette::edge`]); its lines are block
    /// characters, so not with ASCII pieces.
    pub fn edge(self) -> bool {
        self.color && self.palette().edge && !self.ascii()
    }

    /// The half blocks that round a badge off at its left and right (see [`Palette::badges`]),
    /// in the badge's colour on the square's: none in ASCII.
    pub fn badge_ends(self, piece: Color, square: Style) -> Option<[(char, Style); 2]> {
        if !self.badges() || self.ascii() {
            return None;
        }
        let badge = self.piece_style(piece).bg.unwrap_or(Tint::Reset);
        let style = square.fg(badge);
        Some([('▐', style), ('▌', style)])
    }

    /// The style of a piece, one character or a picture; the square's background is added by
    /// the caller (a badge's, where the palette has [badges](Palette::badges), overrides it:
    /// a picture's badge is the whole rectangle it stands in, its tile).
    pub fn piece_style(self, color: Color) -> Style {
        if self.badges() {
            let (fg, bg) = color.fold((Tint::White, Tint::Black), (Tint::Black, Tint::White));
            // Not bold: a terminal may draw bold black as grey.
            return Style::new().fg(fg).bg(bg);
        }
        let palette = self.palette();
        match (self.color, color) {
            (true, Color::White) => Style::new().fg(palette.white_piece).add_modifier(Modifier::BOLD),
            (true, Color::Black) => Style::new().fg(palette.black_piece),
            (false, Color::White) => Style::new().add_modifier(Modifier::BOLD),
            (false, Color::Black) => Style::new(),
        }
    }

    /// How a square looks with the given marks.
    pub fn square(self, light: bool, marks: Marks) -> SquareLook {
        if self.color { self.square_color(light, marks) } else { self.square_plain(light, marks) }
    }

    fn square_color(self, light: bool, m: Marks) -> SquareLook {
        let p = self.palette();
        // The piece in hand keeps its colour under the cursor (the cursor's brackets show).
        let bg = if m.selected {
            p.selected
        } else if m.cursor {
            p.cursor
        } else if m.check {
            p.check
        } else if m.target {
            if light { p.target_light } else { p.target_dark }
        } else if m.last {
            if light { p.last_light } else { p.last_dark }
        } else if light {
            p.light
        } else {
            p.dark
        };
        let mut style = Style::new().bg(bg).fg(p.black_piece);
        if p.few && m.last {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        let (left, right) = if m.cursor {
            (Some('['), Some(']'))
        } else if p.few && m.check {
            (Some('+'), Some('+'))
        } else if p.few && m.target {
            (Some(self.target_dot()), Some(self.target_dot()))
        } else if m.last {
            self.last_marks()
        } else {
            (None, None)
        };
        let empty = m.target.then(|| (self.target_dot(), Style::new().fg(p.black_piece).bg(bg)));
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
        } else if m.last {
            self.last_marks()
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

    /// The marks around both ends of the last move, `‹♞›` (`<N>` in ASCII): a mark, not only a
    /// shade, so the move is seen without telling colours apart (and under `NO_COLOR`).
    fn last_marks(self) -> (Option<char>, Option<char>) {
        if self.ascii() { (Some('<'), Some('>')) } else { (Some('‹'), Some('›')) }
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

    /// A text as it may be drawn: itself, or in ASCII with `--pieces ascii` ([`spelt`]).
    pub fn text<'a>(self, text: &'a str) -> Cow<'a, str> {
        spelt(text, self.ascii())
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
            PieceSet::Image | PieceSet::Art | PieceSet::Unicode => piece.figure(),
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
    use crate::rules::Role;
    use crate::tui::ascii::ascii_cell;

    /// The colour a terminal shows for `t` in `depth`: RGB itself; the xterm values of the
    /// 256-colour cube and grey ramp; and for the 16 ANSI colours the VGA palette of the Linux
    /// console.
    fn rgb(t: Tint) -> (u8, u8, u8) {
        const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];
        match t {
            Tint::Rgb(r, g, b) => (r, g, b),
            Tint::Indexed(i @ 16..=231) => {
                let i = usize::from(i - 16);
                (CUBE[i / 36], CUBE[i / 6 % 6], CUBE[i % 6])
            }
            Tint::Indexed(i @ 232..=255) => {
                let v = 8 + 10 * (i - 232);
                (v, v, v)
            }
            Tint::Black => (0, 0, 0),
            Tint::Red => (170, 0, 0),
            Tint::Green => (0, 170, 0),
            Tint::Yellow => (170, 85, 0),
            Tint::Blue => (0, 0, 170),
            Tint::Magenta => (170, 0, 170),
            Tint::Cyan => (0, 170, 170),
            Tint::Gray => (170, 170, 170),
            Tint::White => (255, 255, 255),
            other => panic!("no fixed colour for {other:?}"),
        }
    }

    fn luminance(t: Tint) -> f64 {
        luminance_of(rgb(t))
    }

    fn luminance_of((r, g, b): (u8, u8, u8)) -> f64 {
        let lin = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }

    fn contrast(a: Tint, b: Tint) -> f64 {
        ratio(luminance(a), luminance(b))
    }

    /// The WCAG contrast ratio of two relative luminances, 1 to 21.
    fn ratio(la: f64, lb: f64) -> f64 {
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// The 16 ANSI colours, 0–15, in the palettes terminals commonly ship: xterm's own, the VGA
    /// palette (the Linux console, PuTTY), Tango (GNOME Terminal and other VTE terminals) and
    /// Solarized (dark), the most common theme users pick.
    const PALETTES_16: [(&str, [u32; 16]); 4] = [
        (
            "xterm",
            [
                0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5, 0x7f7f7f, 0xff0000,
                0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
            ],
        ),
        (
            "VGA",
            [
                0x000000, 0xaa0000, 0x00aa00, 0xaa5500, 0x0000aa, 0xaa00aa, 0x00aaaa, 0xaaaaaa, 0x555555, 0xff5555,
                0x55ff55, 0xffff55, 0x5555ff, 0xff55ff, 0x55ffff, 0xffffff,
            ],
        ),
        (
            "Tango",
            [
                0x2e3436, 0xcc0000, 0x4e9a06, 0xc4a000, 0x3465a4, 0x75507b, 0x06989a, 0xd3d7cf, 0x555753, 0xef2929,
                0x8ae234, 0xfce94f, 0x729fcf, 0xad7fa8, 0x34e2e2, 0xeeeeec,
            ],
        ),
        (
            "Solarized",
            [
                0x073642, 0xdc322f, 0x859900, 0xb58900, 0x268bd2, 0xd33682, 0x2aa198, 0xeee8d5, 0x002b36, 0xcb4b16,
                0x586e75, 0x657b83, 0x839496, 0x6c71c4, 0x93a1a1, 0xfdf6e3,
            ],
        ),
    ];

    /// The ANSI number of a named colour.
    fn ansi_index(t: Tint) -> usize {
        use Tint::*;
        let order = [
            Black,
            Red,
            Green,
            Yellow,
            Blue,
            Magenta,
            Cyan,
            Gray,
            DarkGray,
            LightRed,
            LightGreen,
            LightYellow,
            LightBlue,
            LightMagenta,
            LightCyan,
            White,
        ];
        order.iter().position(|&c| c == t).unwrap_or_else(|| panic!("{t:?} is not one of the 16 colours"))
    }

    /// The luminance of a named colour in a 16-colour palette.
    fn luminance_in(table: &[u32; 16], t: Tint) -> f64 {
        let [_, r, g, b] = table[ansi_index(t)].to_be_bytes();
        luminance_of((r, g, b))
    }

    #[test]
    fn the_16_colour_board_reads_in_every_common_palette() {
        // Floors: WCAG's 3:1 for graphical objects (SC 1.4.11; a piece is a picture, or one
        // bold figure) in xterm's palette and in VGA's, on the squares, the cursor and the
        // piece in hand; 2.5 on the king in check, which the `+ +` marks also show. Tango's and
        // Solarized's colours are the theme's own taste (their users mostly announce 256
        // colours): the plain squares keep 3:1 in Tango and 1.4:1 in Solarized, where every
        // colour but two is mid-grey. Light and dark squares differ by 1.3:1 at least
        // (by hue too), and the two armies by 1.5:1.
        let p = Palette::ANSI_16_BRIGHT;
        let armies = [p.white_piece, p.black_piece];
        for (name, table) in &PALETTES_16 {
            let lum = |t| luminance_in(table, t);
            let worst = |bg: Tint| armies.iter().map(|&fg| ratio(lum(fg), lum(bg))).fold(f64::MAX, f64::min);
            let (squares, marks, check) = match *name {
                "xterm" | "VGA" => (3.0, 3.0, 2.5),
                "Tango" => (3.0, 1.6, 1.6),
                _ => (1.4, 1.1, 1.1),
            };
            for bg in [p.light, p.dark, p.last_light, p.last_dark, p.target_light, p.target_dark] {
                assert!(worst(bg) >= squares, "{name}: {bg:?}: {:.2}", worst(bg));
            }
            for bg in [p.cursor, p.selected] {
                assert!(worst(bg) >= marks, "{name}: {bg:?}: {:.2}", worst(bg));
            }
            assert!(worst(p.check) >= check, "{name}: check: {:.2}", worst(p.check));
            let squares_apart = ratio(lum(p.light), lum(p.dark));
            assert!(squares_apart >= 1.3 && lum(p.light) > lum(p.dark), "{name}: squares {squares_apart:.2}");
            let armies_apart = ratio(lum(p.white_piece), lum(p.black_piece));
            assert!(armies_apart >= 1.5 && lum(p.white_piece) > lum(p.black_piece), "{name}: armies {armies_apart:.2}");
            for mark in [p.cursor, p.selected, p.check] {
                assert!(![p.light, p.dark].contains(&mark), "{name}: {mark:?} is a square's colour");
            }
        }
    }

    /// The worst contrast, over the four palettes, of either army on either square when the
    /// pieces are `white` and `black` on `light` and `dark` squares (ANSI numbers), or `None`
    /// when in some palette the squares or the armies are not told apart (light above dark
    /// by 1.3:1, White's colour above Black's by 1.5:1).
    fn worst_of_board(light: usize, dark: usize, white: usize, black: usize) -> Option<f64> {
        let mut worst = f64::MAX;
        for (_, table) in &PALETTES_16 {
            let lum = |i: usize| {
                let [_, r, g, b] = table[i].to_be_bytes();
                luminance_of((r, g, b))
            };
            let apart = |a: usize, b: usize, by: f64| lum(a) > lum(b) && ratio(lum(a), lum(b)) >= by;
            if !apart(light, dark, 1.3) || !apart(white, black, 1.5) {
                return None;
            }
            for (fg, bg) in [(white, light), (black, light), (white, dark), (black, dark)] {
                worst = worst.min(ratio(lum(fg), lum(bg)));
            }
        }
        Some(worst)
    }

    #[test]
    fn on_16_colours_a_badge_reads_where_no_choice_of_colours_does() {
        // Every choice of two square colours and two army colours among the 16: the best reads
        // at 2.15:1 in all four palettes (green and red squares, bright white and black
        // pieces), and this board's squares with blue and black pieces at 1.46:1 (Solarized).
        let mut best = (0.0, [0; 4]);
        for choice in (0..16usize.pow(4)).map(|n| [n % 16, n / 16 % 16, n / 256 % 16, n / 4096]) {
            let [light, dark, white, black] = choice;
            if let Some(worst) = worst_of_board(light, dark, white, black)
                && worst > best.0
                && [dark, white, black].iter().all(|&c| c != light)
                && ![white, black].contains(&dark)
            {
                best = (worst, choice);
            }
        }
        let (worst, [light, dark, white, black]) = best;
        assert_eq!((light, dark, white, black), (2, 1, 15, 0), "{worst:.2}");
        assert!((2.1..2.2).contains(&worst), "{worst:.2}");
        let p = Palette::ANSI_16_BRIGHT;
        let [light, dark, white, black] = [p.light, p.dark, p.white_piece, p.black_piece].map(ansi_index);
        let pictures = worst_of_board(light, dark, white, black).expect("squares and armies apart");
        assert!((1.4..1.5).contains(&pictures), "{pictures:.2}");
        // A piece on its badge reads whatever the square: 21, 21, 10.9 and 12.0 in xterm's, VGA's,
        // Tango's and Solarized's palettes, the same for both armies.
        let theme = Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::Ansi16Bright };
        let expected = [21.0, 21.0, 10.89, 12.05];
        for ((name, table), expected) in PALETTES_16.iter().zip(expected) {
            for side in [Color::White, Color::Black] {
                let style = theme.piece_style(side);
                let (Some(fg), Some(bg)) = (style.fg, style.bg) else { panic!("{side:?}: no badge") };
                let c = ratio(luminance_in(table, fg), luminance_in(table, bg));
                assert!((c - expected).abs() < 0.01 && c > 5.0 * worst, "{name}: {side:?}: {c:.2}");
            }
        }
        // The same figure for both armies, in the other's colours: equal weight.
        let (w, b) = (theme.piece_style(Color::White), theme.piece_style(Color::Black));
        assert_eq!((w.fg, w.bg), (b.bg, b.fg));
        assert_eq!(
            theme.piece_char(Piece::new(Color::White, Role::King)),
            theme.piece_char(Piece::new(Color::Black, Role::King))
        );
    }

    #[test]
    fn on_16_colours_a_picture_reads_on_its_tile_in_every_palette() {
        use ratatui::buffer::Buffer;
        use ratatui::layout::Rect;
        use ratatui::widgets::Widget;

        use crate::rules::{Position, Square};
        use crate::tui::view::{BoardView, Highlights};

        // 1. f3 e5 2. g4 Qh4#: White's king in check, pieces of both armies on both colours.
        let pos = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
        let last = pos.legal_moves().iter().next().copied();
        let theme = Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::Ansi16Bright };
        // Every picture cell's colours, by army: a cell where both halves show (`▀`, `▄`) and
        // a whole block `█` (whose ground must be the tile too).
        let mut pairs: Vec<(Color, Tint, Tint)> = Vec::new();
        let mut tiles = 0;
        // Squares of 8×4, 10×5 and 12×6 and up (the largest board), each mark on every square
        // in turn: plain, last move, cursor, piece in hand with every square a target.
        for (w, h) in [(130, 40), (160, 50), (200, 60), (250, 80)] {
            for sq in Square::all() {
                let marks = [
                    Highlights { check: Some(Square::E1), ..Highlights::default() },
                    Highlights { cursor: Some(sq), last, ..Highlights::default() },
                    Highlights { selected: Some(sq), targets: u64::MAX, ..Highlights::default() },
                ];
                for highlights in marks {
                    let area = Rect::new(0, 0, w, h);
                    let mut buf = Buffer::empty(area);
                    BoardView { position: &pos, bottom: Color::White, theme, highlights }.render(area, &mut buf);
                    for cell in buf.content() {
                        let (fg, bg) = (cell.fg, cell.bg);
                        let side = if (fg, bg) == (Tint::White, Tint::Black) {
                            Color::White
                        } else if (fg, bg) == (Tint::Black, Tint::White) {
                            Color::Black
                        } else {
                            assert!(!"█▀▄".contains(cell.symbol()), "{w}x{h}: a picture off its tile: {cell:?}");
                            continue;
                        };
                        if "█▀▄".contains(cell.symbol()) {
                            pairs.push((side, fg, bg));
                        } else if cell.symbol() == " " {
                            tiles += 1;
                        }
                    }
                }
            }
        }
        assert!(tiles > 0 && [Color::White, Color::Black].iter().all(|&s| pairs.iter().any(|p| p.0 == s)));
        pairs.sort_by_key(|p| format!("{p:?}"));
        pairs.dedup();
        // One pair per army, the one of the badges: 21, 21, 10.9 and 12.0 in xterm's, VGA's,
        // Tango's and Solarized's palettes (blue and black on the squares: 1.46 in Solarized).
        assert_eq!(pairs.len(), 2, "{pairs:?}");
        let expected = [21.0, 21.0, 10.89, 12.05];
        for ((name, table), expected) in PALETTES_16.iter().zip(expected) {
            for &(side, fg, bg) in &pairs {
                let c = ratio(luminance_in(table, fg), luminance_in(table, bg));
                assert!((c - expected).abs() < 0.01, "{name}: {side:?}: {c:.2}");
            }
        }
    }

    #[test]
    fn the_console_board_reads_in_the_vga_palette() {
        // The Linux console shows only the eight dim colours as backgrounds.
        let p = Palette::ANSI_16;
        for bg in square_tints(p) {
            assert!(ansi_index(bg) < 8, "{bg:?} is no background on the console");
        }
        let vga = &PALETTES_16[1].1;
        for bg in square_tints(p) {
            for fg in [p.white_piece, p.black_piece] {
                let c = ratio(luminance_in(vga, fg), luminance_in(vga, bg));
                assert!(c >= 3.0, "{fg:?} on {bg:?}: {c:.2}");
            }
        }
    }

    /// Every square colour of a palette.
    fn square_tints(p: Palette) -> [Tint; 9] {
        [p.light, p.dark, p.last_light, p.last_dark, p.check, p.selected, p.target_light, p.target_dark, p.cursor]
    }

    #[test]
    fn both_sides_readable_on_every_square_in_every_depth() {
        for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256, ColorDepth::Ansi16] {
            let p = Palette::of(depth);
            for bg in square_tints(p) {
                for fg in [p.white_piece, p.black_piece] {
                    let c = contrast(fg, bg);
                    assert!(c >= 3.0, "{depth:?}: {fg:?} on {bg:?}: contrast {c:.2}");
                }
            }
            assert!(contrast(p.light, p.dark) >= 1.5, "{depth:?}: light and dark squares must differ");
            assert_ne!(p.dark, Tint::Black, "{depth:?}: black pieces on black squares");
        }
    }

    #[test]
    fn the_colour_depth_comes_from_the_environment() {
        use ColorDepth::*;
        let cases = [
            (Some("truecolor"), Some("xterm-256color"), TrueColor),
            (Some("24bit"), Some("linux"), TrueColor),
            (None, Some("xterm-direct"), TrueColor),
            (None, Some("xterm-256color"), Ansi256),
            (Some(""), Some("screen-256color"), Ansi256),
            (None, Some("linux"), Ansi16),
            (None, Some("xterm"), Ansi16Bright),
            (None, Some("rxvt-unicode"), Ansi16Bright),
            (None, None, Ansi16),
        ];
        for (colorterm, term, depth) in cases {
            assert_eq!(ColorDepth::detect(colorterm, term), depth, "{colorterm:?} {term:?}");
        }
    }

    #[test]
    fn each_depth_draws_with_its_own_colours() {
        let light = |depth| Theme { color: true, pieces: PieceSet::Unicode, depth }.square(true, Marks::default());
        assert_eq!(light(ColorDepth::TrueColor).style.bg, Some(LIGHT));
        assert!(matches!(light(ColorDepth::Ansi256).style.bg, Some(Tint::Indexed(16..=231))));
        assert_eq!(light(ColorDepth::Ansi16).style.bg, Some(Tint::Green));
        assert_eq!(light(ColorDepth::Ansi16Bright).style.bg, Some(Tint::White));
        // Few colours: check and the targets are marked, the last move underlined.
        let theme = Theme { color: true, pieces: PieceSet::Ascii, depth: ColorDepth::Ansi16 };
        let check = theme.square(false, Marks { check: true, ..Marks::default() });
        assert_eq!((check.left, check.right), (Some('+'), Some('+')));
        let last = theme.square(false, Marks { last: true, ..Marks::default() });
        assert!(last.style.add_modifier.contains(Modifier::UNDERLINED));
        assert_eq!(last.style.bg, Some(Tint::Yellow));
    }

    #[test]
    fn the_piece_in_hand_keeps_its_colour_under_the_cursor() {
        let theme = Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor };
        let look = theme.square(true, Marks { selected: true, cursor: true, ..Marks::default() });
        assert_eq!(look.style.bg, Some(SELECTED));
        assert_eq!((look.left, look.right), (Some('['), Some(']')), "the cursor still shows");
    }

    #[test]
    fn squares_and_pieces_set_both_colours() {
        let theme = Theme { color: true, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor };
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
        let theme = Theme { color: false, pieces: PieceSet::Unicode, depth: ColorDepth::TrueColor };
        let all = Marks { last: true, check: true, selected: true, target: true, cursor: true };
        for light in [true, false] {
            for marks in [Marks::default(), all] {
                let look = theme.square(light, marks);
                assert_eq!((look.style.fg, look.style.bg), (None, None));
            }
        }
        assert_eq!(theme.warning().fg, None);
        assert_eq!(theme.error().fg, None);
        assert_eq!(theme.piece_char(Piece::new(Color::White, Role::King)), '♔');
    }

    #[test]
    fn ascii_spells_out_symbols_and_keeps_letters() {
        let theme = Theme { color: true, pieces: PieceSet::Ascii, depth: ColorDepth::Ansi16 };
        assert_eq!(theme.text("½–½ — ничья · ←/→ шаг… ♘f3 ●●"), "1/2-1/2 - ничья, <-/-> шаг... Nf3 **");
        let unicode = Theme { pieces: PieceSet::Unicode, ..theme };
        assert_eq!(unicode.text("½–½"), "½–½");
        assert_eq!(ascii_cell("─"), Some('-'));
        assert_eq!(ascii_cell("ж"), None);
        assert_eq!(ascii_cell("a"), None);
        assert_eq!(ascii_cell("✓"), Some('?'));
    }
}
