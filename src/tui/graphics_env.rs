//! What the environment says of pictures before the terminal is asked: `FERZ_GRAPHICS`, and
//! tmux or screen, which keep pictures to themselves. Read by the pieces' `auto` choice (the
//! model) and by the picture layer, which then asks the terminal.

/// The picture protocols ferz speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    Kitty,
    /// DEC sixel graphics (xterm `-ti vt340`, foot, WezTerm, Windows Terminal, mlterm).
    Sixel,
}

/// What the environment says before the terminal is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// `FERZ_GRAPHICS=kitty|sixel`: this protocol, whatever the terminal says.
    Force(Protocol),
    /// `FERZ_GRAPHICS=none`, or inside tmux or screen: no pictures.
    Never,
    /// Ask the terminal.
    Ask,
}

/// The environment's verdict from `FERZ_GRAPHICS`, `TMUX`, `STY` and `TERM` (read by `var`).
/// tmux and screen keep pictures to themselves unless told to pass them through, and a
/// picture they do pass lands where their own redraw paints over it.
pub fn verdict(var: impl Fn(&str) -> Option<String>) -> Verdict {
    match var("FERZ_GRAPHICS").map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        Some("kitty") => return Verdict::Force(Protocol::Kitty),
        Some("sixel") => return Verdict::Force(Protocol::Sixel),
        Some("none" | "off" | "no" | "0") => return Verdict::Never,
        _ => {}
    }
    let term = var("TERM").unwrap_or_default();
    let inside = var("TMUX").is_some_and(|v| !v.is_empty())
        || var("STY").is_some_and(|v| !v.is_empty())
        || term.starts_with("screen")
        || term.starts_with("tmux");
    if inside { Verdict::Never } else { Verdict::Ask }
}
