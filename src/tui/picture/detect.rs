//! Whether the terminal can show pictures, and how: asked of the terminal itself, before the
//! first frame, unless `FERZ_GRAPHICS` says it or a multiplexer stands between.
//!
//! The questions go out together and the primary device attributes last: every terminal
//! answers those, and answers in order, so their answer means every other answer that will
//! come has come. A terminal that answers nothing costs [`PATIENCE`] once, at the start.

use std::io::{self, Write};
use std::os::fd::AsFd;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

pub use crate::tui::graphics_env::{Protocol, Verdict, verdict};

/// What the terminal can show: the protocol and the size of a character cell in pixels, which
/// the pictures are drawn to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Graphics {
    /// How pictures are sent.
    pub protocol: Protocol,
    /// A character cell's width and height in pixels.
    pub cell: (u16, u16),
    /// How many colours a sixel picture may use (the terminal's colour registers).
    pub colors: u16,
}

/// How long to wait for a terminal that does not answer.
pub const PATIENCE: Duration = Duration::from_millis(200);

/// The questions, in one write: kitty's graphics query (a 1×1 picture it checks but does not
/// keep), the cell size in pixels (`CSI 16 t`), the text area in pixels (`CSI 14 t`), the
/// number of sixel colour registers (XTSMGRAPHICS), then the primary device attributes.
pub const QUESTIONS: &str = "\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\\x1b[16t\x1b[14t\x1b[?1;1;0S\x1b[c";

/// What the terminal answered.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Answers {
    /// Kitty's graphics query was answered OK.
    pub kitty: bool,
    /// The device attributes came, with attribute 4 (sixel) or without.
    pub attributes: Option<bool>,
    /// A cell's width and height in pixels (`CSI 16 t`).
    pub cell: Option<(u16, u16)>,
    /// The text area's width and height in pixels (`CSI 14 t`).
    pub area: Option<(u16, u16)>,
    /// The sixel colour registers.
    pub colors: Option<u16>,
}

impl Answers {
    /// Reads every complete answer in `bytes`; anything else (keys typed meanwhile) is passed
    /// over.
    pub fn parse(bytes: &[u8]) -> Answers {
        let mut answers = Answers::default();
        let mut i = 0;
        while i + 1 < bytes.len() {
            if bytes[i] != 0x1b {
                i += 1;
                continue;
            }
            match bytes[i + 1] {
                b'_' => {
                    // An APC: kitty's answer `ESC _ G i=31;OK ESC \`.
                    let Some(end) = find(&bytes[i..], b"\x1b\\") else { break };
                    let body = &bytes[i + 2..i + end];
                    if body.starts_with(b"G") && find(body, b";OK").is_some() {
                        answers.kitty = true;
                    }
                    i += end + 2;
                }
                b'[' => {
                    let start = i + 2;
                    let Some(len) = bytes[start..].iter().position(|b| (0x40..=0x7e).contains(b)) else { break };
                    let params = &bytes[start..start + len];
                    let numbers = |p: &[u8]| -> Vec<u16> {
                        String::from_utf8_lossy(p).split(';').map(|n| n.parse().unwrap_or(0)).collect()
                    };
                    match (bytes[start + len], params.first()) {
                        (b'c', Some(b'?')) => {
                            answers.attributes = Some(numbers(&params[1..]).iter().skip(1).any(|&n| n == 4))
                        }
                        (b't', _) => match numbers(params)[..] {
                            [6, h, w] if h > 0 && w > 0 => answers.cell = Some((w, h)),
                            [4, h, w] if h > 0 && w > 0 => answers.area = Some((w, h)),
                            _ => {}
                        },
                        (b'S', Some(b'?')) => {
                            if let [1, 0, n] = numbers(&params[1..])[..] {
                                answers.colors = Some(n);
                            }
                        }
                        _ => {}
                    }
                    i = start + len + 1;
                }
                _ => i += 1,
            }
        }
        answers
    }

    /// The graphics these answers allow, with `cols`×`rows` and `window` (the pixels the
    /// kernel knows, 0 when it does not) to size a cell when the terminal did not say it.
    pub fn graphics(self, cols: u16, rows: u16, window: (u16, u16)) -> Option<Graphics> {
        let protocol = if self.kitty {
            Protocol::Kitty
        } else if self.attributes == Some(true) {
            Protocol::Sixel
        } else {
            return None;
        };
        let cell = self.cell.or_else(|| per_cell(self.area?, cols, rows)).or_else(|| per_cell(window, cols, rows))?;
        Some(Graphics { protocol, cell, colors: self.colors.unwrap_or(16).clamp(2, 256) })
    }
}

/// The keys typed while the terminal was being asked (a player who types moves as the program
/// starts): everything in `bytes` that is not an answer, read as the keys they are.
pub fn typed(bytes: &[u8]) -> Vec<KeyEvent> {
    let mut keys = Vec::new();
    let text = String::from_utf8_lossy(bytes);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let key = match c {
            '\x1b' => match chars.peek() {
                Some('_') => {
                    // An APC answer, to its end.
                    while let Some(c) = chars.next() {
                        if c == '\x1b' && chars.peek() == Some(&'\\') {
                            chars.next();
                            break;
                        }
                    }
                    continue;
                }
                Some('[') => {
                    chars.next();
                    let mut params = String::new();
                    let mut last = None;
                    for c in chars.by_ref() {
                        if ('\x40'..='\x7e').contains(&c) {
                            last = Some(c);
                            break;
                        }
                        params.push(c);
                    }
                    match (last, params.is_empty()) {
                        (Some('A'), true) => KeyCode::Up,
                        (Some('B'), true) => KeyCode::Down,
                        (Some('C'), true) => KeyCode::Right,
                        (Some('D'), true) => KeyCode::Left,
                        // An answer (`…c`, `…t`, `…S`) or a key not typed ahead in practice.
                        _ => continue,
                    }
                }
                _ => KeyCode::Esc,
            },
            '\r' | '\n' => KeyCode::Enter,
            '\t' => KeyCode::Tab,
            '\x7f' | '\x08' => KeyCode::Backspace,
            '\x01'..='\x1a' => {
                let letter = char::from(b'a' + (c as u8 - 1));
                keys.push(KeyEvent::new(KeyCode::Char(letter), KeyModifiers::CONTROL));
                continue;
            }
            c if !c.is_control() => KeyCode::Char(c),
            _ => continue,
        };
        keys.push(KeyEvent::new(key, KeyModifiers::NONE));
    }
    keys
}

/// A cell's size from a whole area's pixels, when both are known.
pub fn per_cell((w, h): (u16, u16), cols: u16, rows: u16) -> Option<(u16, u16)> {
    (w > 0 && h > 0 && cols > 0 && rows > 0 && w >= cols && h >= rows).then(|| (w / cols, h / rows))
}

/// Where `needle` starts in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The terminal's size in cells and in pixels as the kernel knows it (pixels 0 when unknown).
pub fn window() -> (u16, u16, (u16, u16)) {
    match crossterm::terminal::window_size() {
        Ok(size) => (size.columns, size.rows, (size.width, size.height)),
        Err(_) => (0, 0, (0, 0)),
    }
}

/// Asks the terminal and reads its answers, for at most [`PATIENCE`]. The terminal must be in
/// raw mode (the answers are not echoed, and come without a line's end).
pub fn ask() -> io::Result<(Answers, Vec<KeyEvent>)> {
    let stdin = io::stdin();
    if !rustix::termios::isatty(stdin.as_fd()) {
        return Ok((Answers::default(), Vec::new()));
    }
    let mut out = io::stdout();
    out.write_all(QUESTIONS.as_bytes())?;
    out.flush()?;
    let start = Instant::now();
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    while let Some(left) = PATIENCE.checked_sub(start.elapsed()) {
        let mut fds = [rustix::event::PollFd::new(&stdin, rustix::event::PollFlags::IN)];
        let timeout = rustix::event::Timespec::try_from(left).unwrap_or_default();
        match rustix::event::poll(&mut fds, Some(&timeout)) {
            Ok(0) => break,
            Ok(_) => {}
            Err(rustix::io::Errno::INTR) => continue,
            Err(e) => return Err(e.into()),
        }
        match rustix::io::read(stdin.as_fd(), &mut buf) {
            Ok(0) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(rustix::io::Errno::INTR | rustix::io::Errno::AGAIN) => continue,
            Err(e) => return Err(e.into()),
        }
        if Answers::parse(&got).attributes.is_some() {
            break;
        }
    }
    Ok((Answers::parse(&got), typed(&got)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn the_environment_forces_or_forbids_pictures() {
        assert_eq!(verdict(env(&[("TERM", "xterm")])), Verdict::Ask);
        assert_eq!(verdict(env(&[("FERZ_GRAPHICS", "sixel")])), Verdict::Force(Protocol::Sixel));
        assert_eq!(
            verdict(env(&[("FERZ_GRAPHICS", "Kitty"), ("TMUX", "/tmp/x,1,0")])),
            Verdict::Force(Protocol::Kitty)
        );
        assert_eq!(verdict(env(&[("FERZ_GRAPHICS", "none")])), Verdict::Never);
        assert_eq!(verdict(env(&[("TMUX", "/tmp/tmux-0/default,12,0")])), Verdict::Never);
        assert_eq!(verdict(env(&[("STY", "1234.pts-0.host")])), Verdict::Never);
        assert_eq!(verdict(env(&[("TERM", "screen-256color")])), Verdict::Never);
        assert_eq!(verdict(env(&[("TERM", "tmux-256color")])), Verdict::Never);
        assert_eq!(verdict(env(&[("TMUX", "")])), Verdict::Ask);
    }

    #[test]
    fn an_xterm_vt340_answers_sixel_with_its_cell_size() {
        let answers = Answers::parse(b"\x1b[6;17;9t\x1b[?1;0;256S\x1b[?63;1;2;4;6;9;15;16;22;28;29c");
        assert_eq!(answers.attributes, Some(true));
        assert_eq!(answers.cell, Some((9, 17)));
        assert_eq!(answers.colors, Some(256));
        let graphics = answers.graphics(80, 24, (0, 0)).unwrap();
        assert_eq!(graphics, Graphics { protocol: Protocol::Sixel, cell: (9, 17), colors: 256 });
    }

    #[test]
    fn kitty_answers_its_query_and_a_plain_xterm_shows_no_pictures() {
        let kitty = Answers::parse(b"\x1b_Gi=31;OK\x1b\\\x1b[6;20;10t\x1b[?62;c");
        assert_eq!(kitty.graphics(80, 24, (0, 0)).map(|g| g.protocol), Some(Protocol::Kitty));
        let plain = Answers::parse(b"\x1b[6;17;9t\x1b[?64;1;2;6;9;15;18;21;22c");
        assert_eq!(plain.attributes, Some(false));
        assert_eq!(plain.graphics(80, 24, (720, 408)), None);
        let refused = Answers::parse(b"\x1b_Gi=31;ENOTSUPPORTED:no\x1b\\\x1b[?62;c");
        assert_eq!(refused.graphics(80, 24, (720, 408)), None);
    }

    #[test]
    fn the_cell_size_comes_from_the_area_or_the_kernel_when_not_said() {
        let area = Answers::parse(b"\x1b[4;408;720t\x1b[?62;4c");
        assert_eq!(area.graphics(80, 24, (0, 0)).unwrap().cell, (9, 17));
        let none = Answers::parse(b"\x1b[?62;4c");
        assert_eq!(none.graphics(80, 24, (800, 480)).unwrap().cell, (10, 20));
        assert_eq!(none.graphics(80, 24, (0, 0)), None, "a picture of unknown size is not drawn");
        // A key typed while asking is passed over.
        assert_eq!(Answers::parse(b"e\x1b[?62;4c").attributes, Some(true));
    }

    #[test]
    fn keys_typed_while_asking_are_kept_and_the_answers_are_not_keys() {
        let keys = typed(b"e4\r\x1b_Gi=31;OK\x1b\\\x1b[6;17;9te5\x1b[?62;4c\x1b[A\x7f\x03");
        let codes: Vec<KeyCode> = keys.iter().map(|k| k.code).collect();
        assert_eq!(
            codes,
            [
                KeyCode::Char('e'),
                KeyCode::Char('4'),
                KeyCode::Enter,
                KeyCode::Char('e'),
                KeyCode::Char('5'),
                KeyCode::Up,
                KeyCode::Backspace,
                KeyCode::Char('c'),
            ]
        );
        assert_eq!(keys[7].modifiers, KeyModifiers::CONTROL);
    }
}
