//! The board as a picture: ferz asks the terminal what it can show before the first frame and
//! draws each square as a sixel or kitty picture where it can — and sends a square again only
//! when what it shows changes; inside tmux it asks nothing and draws text.

use crate::pty;

use pty::{Place, Term, play};

const FERZ: &str = env!("CARGO_BIN_EXE_ferz");

/// xterm started as a VT340 (`xterm -ti vt340`): device attributes with 4 (sixel), cells of
/// 9×17 pixels, 256 colour registers.
const SIXEL_TERMINAL: &[(&[u8], &[u8])] = &[
    (b"\x1b[16t", b"\x1b[6;17;9t"),
    (b"\x1b[?1;1;0S", b"\x1b[?1;0;256S"),
    (b"\x1b[c", b"\x1b[?63;1;2;4;6;9;15;16;22;28;29c"),
];

/// kitty: its graphics query answered OK; device attributes without sixel.
const KITTY_TERMINAL: &[(&[u8], &[u8])] =
    &[(b"\x1b_Gi=31,", b"\x1b_Gi=31;OK\x1b\\"), (b"\x1b[16t", b"\x1b[6;20;10t"), (b"\x1b[c", b"\x1b[?62;c")];

/// ferz in an answering terminal of 80×24, outside any multiplexer unless `env` says so.
fn ferz(place: &Place, answers: &[(&'static [u8], &'static [u8])], env: &[(&str, &str)]) -> Term {
    let data = place.data.to_string_lossy().into_owned();
    let mut all = vec![("FERZ_DATA_DIR", data.as_str()), ("TMUX", ""), ("STY", ""), ("FERZ_GRAPHICS", "")];
    all.extend_from_slice(env);
    Term::spawn_answering(FERZ, &["--white", "Ann", "--black", "Bob"], 80, 24, &all, &place.cwd, answers)
}

/// How many times `needle` occurs in `hay`.
fn count(hay: &[u8], needle: &[u8]) -> usize {
    hay.windows(needle.len()).filter(|w| w == &needle).count()
}

/// The sixel pictures in `raw`: a DCS whose parameters end in `q` (`ESC P 9;1;0 q`).
fn sixels(raw: &[u8]) -> usize {
    raw.windows(2)
        .enumerate()
        .filter(|(i, w)| {
            *w == b"\x1bP" && {
                let rest = &raw[i + 2..raw.len().min(i + 12)];
                let params = rest.iter().take_while(|b| b.is_ascii_digit() || **b == b';').count();
                rest.get(params) == Some(&b'q')
            }
        })
        .count()
}

/// Waits until `what` of the output holds.
fn wait_raw(term: &Term, what: &str, ok: impl Fn(&[u8]) -> bool) {
    let start = std::time::Instant::now();
    while !ok(&term.raw()) {
        assert!(start.elapsed() < pty::PATIENCE, "waited for {what}; the screen is:\n{}", term.screen());
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_sixel_terminal_gets_sixel_squares_a_move_resends_only_its_own_a_resize_all() {
    let place = Place::new("picture-sixel");
    let mut term = ferz(&place, SIXEL_TERMINAL, &[]);
    term.wait_for("Press Enter to start");
    // The whole board: one picture per square.
    wait_raw(&term, "64 sixel squares", |raw| sixels(raw) >= 64);
    assert_eq!(count(&term.raw(), b"\x1b_Ga=T"), 0, "no kitty pictures for a sixel terminal");
    term.key("Enter");
    term.wait_for("(White) to move");
    let before = sixels(&term.raw());
    play(&mut term, "e4");
    term.wait_for("1. e4");
    wait_raw(&term, "the move's squares", |raw| sixels(raw) > before);
    let after = sixels(&term.raw());
    // e2, e4 and the cursor's squares change; the other squares are not sent again.
    assert!(after - before <= 6, "{} squares sent again for one move", after - before);
    // The clock runs: its seconds change on the screen, no square is sent.
    let shown = term.screen();
    term.wait_until("the clock to tick", |s| s != shown);
    term.wait_until("the clock to tick again", |s| s != shown);
    assert_eq!(sixels(&term.raw()), after, "a ticking clock sends no picture");
    // A new size clears the screen: the whole board is sent again, at its new place.
    term.resize(100, 30);
    wait_raw(&term, "the board again after a resize", |raw| sixels(raw) >= after + 64);
    term.key("F10");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
}

#[test]
fn a_kitty_terminal_gets_the_board_as_kitty_pictures_deleted_at_the_end() {
    let place = Place::new("picture-kitty");
    let mut term = ferz(&place, KITTY_TERMINAL, &[]);
    term.wait_for("Press Enter to start");
    wait_raw(&term, "64 kitty squares", |raw| count(raw, b"\x1b_Ga=T,f=100") >= 64);
    assert_eq!(sixels(&term.raw()), 0, "no sixel for kitty");
    term.key("F10");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
    // The pictures leave with the program.
    let raw = term.raw();
    let last = |needle: &[u8]| raw.windows(needle.len()).rposition(|w| w == needle);
    let last_picture = last(b"\x1b_Ga=T").unwrap();
    let goodbye = last(b"\x1b_Ga=d,d=R").expect("the pictures are deleted");
    assert!(goodbye > last_picture, "the pictures are deleted when the game ends");
}

#[test]
fn inside_tmux_the_terminal_is_not_asked_and_the_board_is_text() {
    let place = Place::new("picture-tmux");
    for env in [("TMUX", "/tmp/tmux-0/default,4242,0"), ("FERZ_GRAPHICS", "none")] {
        let mut term = ferz(&place, SIXEL_TERMINAL, &[env]);
        term.wait_for("Press Enter to start");
        let screen = term.screen();
        // Text: the pieces drawn in characters (block pictures, as `auto` draws them where no
        // picture can be shown).
        let drawn = |c: char| c == '♜' || ('\u{2580}'..='\u{259f}').contains(&c);
        assert!(screen.lines().any(|l| l.starts_with('8') && l.chars().any(drawn)), "{screen}");
        term.key("F10");
        term.type_text("y");
        assert_eq!(term.wait_exit(), 0);
        let raw = term.raw();
        assert_eq!(sixels(&raw), 0, "{env:?}: no sixel");
        assert_eq!(count(&raw, b"\x1b_G"), 0, "{env:?}: no kitty question or picture");
        assert_eq!(count(&raw, b"\x1b[c"), 0, "{env:?}: the terminal is not asked");
    }
}

#[test]
fn ferz_graphics_sixel_draws_pictures_in_a_terminal_that_says_nothing() {
    let place = Place::new("picture-forced");
    let mut term = ferz(&place, &[], &[("FERZ_GRAPHICS", "sixel")]);
    term.wait_for("Press Enter to start");
    wait_raw(&term, "64 sixel squares", |raw| sixels(raw) >= 64);
    term.key("F10");
    term.type_text("y");
    assert_eq!(term.wait_exit(), 0);
}
