//! What the players chose about the screen and the arbiter: the piece set, the board's
//! orientation, the notation, colours and their depth, the language, the arbiter's strictness.
//! Plain data, read by the setup, the theme and the view.

pub use crate::game::Arbiter;
use crate::game::Duration;
use crate::lang::Lang;
use crate::rules::Notation;

/// How pieces are drawn on the board: the players' choice ([`PieceChoice`]) as it is drawn in
/// the terminal at hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PieceSet {
    /// The board as a picture (kitty graphics or sixel), where the terminal shows one; the
    /// text board under it draws [`PieceSet::Art`].
    Image,
    /// Pictures of block characters wherever a square has two rows or more: quadrant blocks
    /// on squares of two and three rows, half blocks from four on; a Unicode figure on the
    /// smallest squares, of one row.
    Art,
    /// Unicode chess figures (♚ ♛ ♜ ♝ ♞ ♟), each one column wide, and the block pictures on
    /// squares of four rows and more, where one figure is lost.
    #[default]
    Unicode,
    /// Letters: `K Q R B N P` for White, `k q r b n p` for Black.
    Letters,
    /// Letters and plain ASCII marks only, for the Linux console and old fonts.
    Ascii,
}

impl PieceSet {
    /// The piece set for a terminal when the players asked for none (`--pieces`, `:pieces`
    /// and `ferz clock --ascii` win over it): [`PieceChoice::Auto`] for the terminal `term`.
    pub fn for_terminal(term: Option<&str>) -> PieceSet {
        PieceChoice::Auto.resolve(term, false)
    }

    /// The piece set for the terminal ferz runs in, from its `TERM`.
    pub fn from_env() -> PieceSet {
        PieceChoice::Auto.in_this_terminal()
    }

    /// Whether pieces are block pictures on squares of two and three rows too.
    pub fn art(self) -> bool {
        matches!(self, PieceSet::Art | PieceSet::Image)
    }
}

/// How the players asked for the pieces to be drawn (`--pieces`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PieceChoice {
    /// The best the terminal shows: a picture where it can, block pictures elsewhere, ASCII on
    /// the Linux console.
    #[default]
    Auto,
    /// The board as a picture; block pictures where the terminal cannot show one.
    Image,
    /// Block pictures.
    Art,
    /// Unicode figures.
    Unicode,
    /// Letters.
    Letters,
    /// ASCII only.
    Ascii,
}

impl PieceChoice {
    /// The set drawn for this choice in the terminal `term`, `images` telling whether it
    /// shows pictures ([`terminal_shows_images`]). `auto` is ASCII on the Linux console
    /// (`TERM=linux`), whose font has no chess figures and no quadrant blocks (it would draw
    /// `♜` as a box) — the same `TERM` that gives it the 16 colours ([`ColorDepth::detect`]);
    /// a picture where the terminal shows one, block pictures everywhere else (tmux and
    /// screen without graphics passthrough among them). Block pictures draw a Unicode figure
    /// where a square is a single row, as `auto` asks.
    pub fn resolve(self, term: Option<&str>, images: bool) -> PieceSet {
        let term = term.unwrap_or("").trim().to_ascii_lowercase();
        let console = term == "linux" || term.starts_with("linux-");
        match self {
            PieceChoice::Auto if console => PieceSet::Ascii,
            PieceChoice::Auto | PieceChoice::Image if images => PieceSet::Image,
            PieceChoice::Auto | PieceChoice::Image | PieceChoice::Art => PieceSet::Art,
            PieceChoice::Unicode => PieceSet::Unicode,
            PieceChoice::Letters => PieceSet::Letters,
            PieceChoice::Ascii => PieceSet::Ascii,
        }
    }

    /// The set drawn for this choice in the terminal ferz runs in.
    pub fn in_this_terminal(self) -> PieceSet {
        self.resolve(std::env::var("TERM").ok().as_deref(), terminal_shows_images())
    }
}

/// May this terminal show the board as a picture (kitty graphics or sixel)? Not inside tmux or
/// screen, nor when `FERZ_GRAPHICS=none`; elsewhere the terminal is asked when the screen is
/// taken, and one that shows none gets the block pictures the image set draws as text.
pub fn terminal_shows_images() -> bool {
    super::graphics_env::verdict(|k| std::env::var(k).ok()) != super::graphics_env::Verdict::Never
}

/// Which side is at the bottom of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FlipMode {
    /// The board turns to the player to move after every move.
    Auto,
    /// White at the bottom (the default).
    #[default]
    White,
    /// Black at the bottom.
    Black,
}

/// What the player chose about the screen. The look (pieces, orientation, hints, notation) is
/// changeable during the game; the language and the arbiter are fixed for the session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefs {
    /// How pieces are drawn.
    pub pieces: PieceSet,
    /// Board orientation.
    pub flip: FlipMode,
    /// Show the legal targets of the selected piece (never under a strict arbiter).
    pub hints: bool,
    /// Notation of the move list (SAN, figurine, long algebraic or Russian).
    pub notation: Notation,
    /// Colours on; false when `NO_COLOR` is set.
    pub color: bool,
    /// How many colours the terminal shows (from `COLORTERM` and `TERM`).
    pub depth: ColorDepth,
    /// The language of every word on the screen.
    pub lang: Lang,
    /// The arbiter asked for (`--arbiter`): a new game is played under it, and a resumed one
    /// saved under the assisting arbiter ([`Arbiter::resumed`]); the game then keeps the
    /// arbiter it is played under, which is the one that counts ([`Game::arbiter`]).
    ///
    /// [`Game::arbiter`]: crate::game::Game::arbiter
    pub arbiter: Arbiter,
    /// The low-time threshold (`--warn`); `None`: 10% of each side's base, at most 20 s.
    pub warn: Option<Duration>,
    /// Ring the terminal bell when a running clock goes under the threshold and when a flag
    /// falls (`--bell`).
    pub bell: bool,
    /// Plain `ferz` (no flag asked for a game): a new game is asked for on the start screen —
    /// N after a game, N in the list of unfinished games found — rather than started at once.
    pub new_game_screen: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            pieces: PieceSet::Unicode,
            flip: FlipMode::White,
            hints: true,
            notation: Notation::San,
            color: true,
            depth: ColorDepth::TrueColor,
            lang: Lang::default(),
            arbiter: Arbiter::Assist,
            warn: None,
            bell: false,
            new_game_screen: false,
        }
    }
}

/// How many colours the terminal can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorDepth {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    #[default]
    TrueColor,
    /// The 256-colour palette (`TERM=xterm-256color` and the like).
    Ansi256,
    /// The 16 ANSI colours as the Linux console shows them (`TERM=linux`, or no `TERM`): only
    /// the eight dim ones as backgrounds, in the VGA palette.
    Ansi16,
    /// The 16 ANSI colours of a terminal emulator (`TERM=xterm` and any other terminal without
    /// `256color`), all 16 as backgrounds, in a palette of the user's theme (xterm's own,
    /// VGA, Tango, Solarized …).
    Ansi16Bright,
}

impl ColorDepth {
    /// The depth that `COLORTERM` and `TERM` announce: `truecolor`/`24bit` in `COLORTERM` (or a
    /// `-direct` terminal) is 24-bit, a `TERM` naming `256color` is the 256-colour palette, the
    /// Linux console (and an unknown terminal, no `TERM`) gets the 16 colours with eight
    /// backgrounds, and anything else (`xterm`, `rxvt`, `screen` …) all 16.
    pub fn detect(colorterm: Option<&str>, term: Option<&str>) -> ColorDepth {
        let colorterm = colorterm.unwrap_or("").trim().to_ascii_lowercase();
        let term = term.unwrap_or("").trim().to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" || term.ends_with("-direct") {
            ColorDepth::TrueColor
        } else if term.contains("256color") {
            ColorDepth::Ansi256
        } else if term.is_empty() || term == "linux" || term.starts_with("linux-") {
            ColorDepth::Ansi16
        } else {
            ColorDepth::Ansi16Bright
        }
    }

    /// The depth of the terminal ferz runs in, from its environment.
    pub fn from_env() -> ColorDepth {
        let var = |name: &str| std::env::var(name).ok();
        ColorDepth::detect(var("COLORTERM").as_deref(), var("TERM").as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_linux_console_gets_ascii_pieces_and_other_terminals_block_pictures() {
        for term in ["linux", "Linux", " linux ", "linux-16color"] {
            assert_eq!(PieceSet::for_terminal(Some(term)), PieceSet::Ascii, "{term}");
            assert_eq!(ColorDepth::detect(None, Some(term)), ColorDepth::Ansi16, "{term}");
        }
        for term in [None, Some(""), Some("xterm"), Some("xterm-256color"), Some("screen"), Some("tmux-256color")] {
            assert_eq!(PieceSet::for_terminal(term), PieceSet::Art, "{term:?}");
        }
    }

    #[test]
    fn auto_and_image_draw_a_picture_only_where_the_terminal_shows_one() {
        let xterm = Some("xterm-256color");
        assert_eq!(PieceChoice::Auto.resolve(xterm, true), PieceSet::Image);
        assert_eq!(PieceChoice::Image.resolve(xterm, true), PieceSet::Image);
        assert_eq!(PieceChoice::Image.resolve(xterm, false), PieceSet::Art);
        assert_eq!(PieceChoice::Auto.resolve(xterm, false), PieceSet::Art);
        // What the players name is drawn, on the console too.
        for images in [true, false] {
            for term in [xterm, Some("linux")] {
                assert_eq!(PieceChoice::Art.resolve(term, images), PieceSet::Art);
                assert_eq!(PieceChoice::Unicode.resolve(term, images), PieceSet::Unicode);
                assert_eq!(PieceChoice::Letters.resolve(term, images), PieceSet::Letters);
                assert_eq!(PieceChoice::Ascii.resolve(term, images), PieceSet::Ascii);
            }
        }
    }
}
