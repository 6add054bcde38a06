//! The real `ferz` binary in a pseudo-terminal, read as a person reads the
//! screen: keys go in as bytes, the output goes through a VT100 parser.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

mod place;
#[allow(unused_imports)] // not every test file keeps its places
pub use place::Place;

/// How long to wait for a screen to show something before failing the test:
/// generous, since CI machines are slow; this is not a speed assertion.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// The terminal's keyboard, shared by the test's keys and the terminal's own answers.
#[derive(Clone)]
struct SharedWriter(Arc<Mutex<Box<dyn Write + Send>>>);

impl Write for SharedWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.lock().unwrap().flush()
    }
}

/// A running program in a terminal of a given size.
pub struct Term {
    parser: Arc<Mutex<vt100::Parser>>,
    /// The screen as last shown whole (see [`Frames`]).
    shown: Arc<Mutex<String>>,
    raw: Arc<Mutex<Vec<u8>>>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    reader: Option<JoinHandle<()>>,
}

impl Term {
    /// Starts `program args` in a `cols`×`rows` terminal with `env` added.
    pub fn spawn(program: &str, args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)], cwd: &Path) -> Term {
        Term::spawn_answering(program, args, cols, rows, env, cwd, &[])
    }

    /// As [`Term::spawn`], in a terminal that answers as a real one does: whenever the program
    /// writes a question of `answers`, the reply is typed back at once.
    pub fn spawn_answering(
        program: &str,
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
        cwd: &Path,
        answers: &[(&'static [u8], &'static [u8])],
    ) -> Term {
        let pty = native_pty_system();
        let pair = pty.openpty(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).expect("a pty");
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.cwd(cwd);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        // The settings a test's ferz remembers are its own, never the user's (a test may give
        // its own folder in `env`).
        cmd.env("XDG_CONFIG_HOME", config_dir());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).expect("the program starts");
        drop(pair.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let raw = Arc::new(Mutex::new(Vec::new()));
        let mut reader = pair.master.try_clone_reader().expect("a reader");
        let shown = Arc::new(Mutex::new(String::new()));
        let (p, r, s) = (parser.clone(), raw.clone(), shown.clone());
        let writer = SharedWriter(Arc::new(Mutex::new(pair.master.take_writer().expect("a writer"))));
        let (answerer, answers) = (writer.clone(), answers.to_vec());
        let handle = std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            let mut frames = Frames::default();
            // Where each question was last looked for in the output.
            let mut looked = vec![0usize; answers.len()];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        frames.feed(&buf[..n], &mut p.lock().unwrap(), &s);
                        let mut raw = r.lock().unwrap();
                        raw.extend_from_slice(&buf[..n]);
                        for ((question, reply), from) in answers.iter().zip(&mut looked) {
                            if let Some(at) = raw[*from..].windows(question.len()).position(|w| w == *question) {
                                *from += at + question.len();
                                let mut out = answerer.0.lock().unwrap();
                                let _ = out.write_all(reply).and_then(|()| out.flush());
                            }
                        }
                    }
                }
            }
        });
        let writer = Box::new(writer);
        Term { parser, shown, raw, master: pair.master, writer, child, reader: Some(handle) }
    }

    /// The screen as text, one line per row, trailing blanks trimmed: as last shown whole,
    /// never a frame half drawn (see [`Frames`]).
    pub fn screen(&self) -> String {
        self.shown.lock().unwrap().clone()
    }

    /// Everything the program wrote, as bytes.
    pub fn raw(&self) -> Vec<u8> {
        self.raw.lock().unwrap().clone()
    }

    /// Whether the program shows the alternate screen and hides the cursor.
    pub fn modes(&self) -> (bool, bool) {
        let parser = self.parser.lock().unwrap();
        (parser.screen().alternate_screen(), parser.screen().hide_cursor())
    }

    /// Types text (each character as its key).
    pub fn type_text(&mut self, text: &str) {
        self.send(text.as_bytes());
    }

    /// Sends raw bytes.
    pub fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("the program reads its input");
        self.writer.flush().expect("flush");
        // Keys typed by a person come apart: a pause between bursts, so the program reads each
        // key as its own (an Esc followed at once by a letter would read as Alt+letter). Not a
        // wait for the program: the tests wait for what it shows with `wait_for` / `wait_until`.
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Presses a named key: Enter, Esc, Up, Down, Left, Right, Home, End, Tab, Backspace, Space,
    /// PageUp, PageDown, F1…F10, or Ctrl-<letter> (Ctrl-C, Ctrl-R…).
    pub fn key(&mut self, name: &str) {
        if let Some(letter) = name.strip_prefix("Ctrl-")
            && let [c] = letter.as_bytes()
            && c.is_ascii_alphabetic()
        {
            self.send(&[c.to_ascii_lowercase() & 0x1f]);
            return;
        }
        let bytes: &[u8] = match name {
            "Enter" => b"\r",
            "Esc" => b"\x1b",
            "Up" => b"\x1b[A",
            "Down" => b"\x1b[B",
            "Right" => b"\x1b[C",
            "Left" => b"\x1b[D",
            "Home" => b"\x1b[H",
            "End" => b"\x1b[F",
            "Tab" => b"\t",
            "Backspace" => b"\x7f",
            "Space" => b" ",
            "F1" => b"\x1bOP",
            "F2" => b"\x1bOQ",
            "F3" => b"\x1bOR",
            "F4" => b"\x1bOS",
            "F5" => b"\x1b[15~",
            "F6" => b"\x1b[17~",
            "F7" => b"\x1b[18~",
            "F8" => b"\x1b[19~",
            "F9" => b"\x1b[20~",
            "F10" => b"\x1b[21~",
            "PageUp" => b"\x1b[5~",
            "PageDown" => b"\x1b[6~",
            other => panic!("unknown key {other}"),
        };
        self.send(bytes);
    }

    /// Waits until the screen shows `text`; fails with the screen if it never does.
    pub fn wait_for(&self, text: &str) {
        self.wait_until(&format!("the screen to show {text:?}"), |s| s.contains(text));
    }

    /// Waits until `ok(screen)` holds.
    pub fn wait_until(&self, what: &str, ok: impl Fn(&str) -> bool) {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ok(&screen) {
                return;
            }
            if start.elapsed() > PATIENCE {
                panic!("waited {PATIENCE:?} for {what}; the screen is:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Resizes the terminal, as a window manager would.
    /// The parser takes the new size first: the program's redraw for the new size (which comes
    /// after the signal) must not be read at the old one.
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.parser.lock().unwrap().screen_mut().set_size(rows, cols);
        self.master.resize(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).expect("resize");
    }

    /// Waits for the program to exit and returns its exit code.
    pub fn wait_exit(&mut self) -> u32 {
        let start = Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                if let Some(h) = self.reader.take() {
                    let _ = h.join();
                }
                return status.exit_code();
            }
            if start.elapsed() > PATIENCE {
                let _ = self.child.kill();
                panic!("the program did not exit; the screen is:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The process id, to kill it as a crash would.
    pub fn pid(&self) -> Option<u32> {
        self.child.process_id()
    }

    /// Kills the program at once (SIGKILL), as a crash or a closed window would.
    pub fn kill_hard(&mut self) {
        if let Some(pid) = self.pid() {
            let _ = std::process::Command::new("kill").arg("-9").arg(pid.to_string()).status();
        }
        let _ = self.wait_exit();
    }
}

/// The marks around one frame drawn as a synchronized update (DEC mode 2026): ferz draws each
/// frame between them, and a terminal that knows them shows the frame only once it is whole.
const BEGIN_FRAME: &[u8] = b"\x1b[?2026h";
const END_FRAME: &[u8] = b"\x1b[?2026l";

/// The program's output cut into what a terminal that knows mode 2026 shows: the screen is
/// taken as shown at the end of each frame and after output outside frames, never in the middle
/// of one. A frame leaves the program in pieces (standard output's buffer is 1 KiB), so a test
/// that read the parser at any moment could see the top of a new frame over the bottom of the
/// old one.
#[derive(Default)]
struct Frames {
    /// Bytes not yet given to the parser: the start of what may be a mark, cut at a read.
    pending: Vec<u8>,
    /// Inside a frame: between its two marks.
    drawing: bool,
}

impl Frames {
    /// Gives `bytes` to `parser` and puts the screen into `shown` at each point where it is
    /// whole.
    fn feed(&mut self, bytes: &[u8], parser: &mut vt100::Parser, shown: &Mutex<String>) {
        self.pending.extend_from_slice(bytes);
        while let Some((at, begin)) = find_mark(&self.pending) {
            let end = at + BEGIN_FRAME.len();
            parser.process(&self.pending[..end]);
            self.pending.drain(..end);
            if !self.drawing || !begin {
                *shown.lock().unwrap() = parser.screen().contents();
            }
            self.drawing = begin;
        }
        // A mark's first bytes at the end wait for the rest of it.
        let keep = (1..BEGIN_FRAME.len())
            .rev()
            .find(|&n| n <= self.pending.len() && BEGIN_FRAME.starts_with(&self.pending[self.pending.len() - n..]))
            .unwrap_or(0);
        let upto = self.pending.len() - keep;
        parser.process(&self.pending[..upto]);
        self.pending.drain(..upto);
        if !self.drawing {
            *shown.lock().unwrap() = parser.screen().contents();
        }
    }
}

/// Where the first mark in `bytes` starts, and whether it begins a frame.
fn find_mark(bytes: &[u8]) -> Option<(usize, bool)> {
    bytes.windows(BEGIN_FRAME.len()).enumerate().find_map(|(i, w)| match w {
        _ if w == BEGIN_FRAME => Some((i, true)),
        _ if w == END_FRAME => Some((i, false)),
        _ => None,
    })
}

impl Drop for Term {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
    }
}

/// A fresh, empty configuration directory for one program.
fn config_dir() -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("ferz-e2e-config-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A fresh, empty directory for one test's saves.
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ferz-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// The process ids whose parent is `parent` (from /proc).
pub fn children(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            // "pid (name) state ppid …": the name may hold spaces, so read after the last ')'.
            let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
            after.split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok()) == Some(parent)
        })
        .collect()
}

/// Whether the tokens of `stty -a` say the tty is in cooked mode with echo.
pub fn cooked(stty: &str) -> bool {
    let tokens: Vec<&str> = stty.split(|c: char| c.is_whitespace() || c == ';').collect();
    tokens.contains(&"icanon") && tokens.contains(&"echo") && !tokens.contains(&"-icanon") && !tokens.contains(&"-echo")
}

/// Waits until the screen shows `text`, read across wrapped lines (whitespace folded).
pub fn wait_folded(term: &Term, text: &str) {
    let fold = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let want = fold(text);
    term.wait_until(&format!("the screen to show {text:?}"), |s| fold(s).contains(&want));
}

/// At ferz's first screen: Enter starts the clock, and White plays 1. e4.
pub fn start_and_play_e4(term: &mut Term) {
    term.wait_for("Press Enter to start");
    term.key("Enter");
    // "Anna (White) to move" when the players gave names.
    term.wait_until("White to move", |s| s.contains("White to move") || s.contains("(White) to move"));
    play(term, "e4");
    term.wait_for("1. e4");
}

/// Types a move and presses Enter.
pub fn play(term: &mut Term, mv: &str) {
    term.type_text(mv);
    term.key("Enter");
}

/// Waits for `ended` (what the shell prints when the program under it ends, with its
/// status), then for the shell's `stty -a`, and checks that the terminal was given back as it
/// was found: cooked mode with echo, the main screen, the cursor shown, mouse tracking off.
pub fn given_back(term: &Term, ended: &str) {
    term.wait_for(ended);
    term.wait_until("the output of stty -a", |s| s.contains("icanon"));
    let screen = term.screen();
    assert_eq!(term.modes(), (false, false), "main screen, cursor visible:\n{screen}");
    assert!(cooked(&screen), "raw mode was left:\n{screen}");
    let raw = term.raw();
    let last_on = raw.windows(8).rposition(|w| w == b"\x1b[?1000h");
    let last_off = raw.windows(8).rposition(|w| w == b"\x1b[?1000l");
    assert!(last_off > last_on, "mouse tracking was turned off");
}
