//! The keys, as data: one table per context (the board, the command line, each window), each
//! row a key, when it applies, the action it stands for, the footer entries it is shown as and
//! the help row it belongs to, over the model's own key type (`key_event.rs`). Each window's
//! table is in `overlay/keys.rs`, given by `Overlay::keys`; the game's tables and the
//! machinery are here.
//! [`map_key`](super::keys::map_key) reads these tables, and so do the help screen
//! ([`help_rows`]), the footer ([`footer_name`]) and the sentences that name a key ([`name`]):
//! the help can never say a key the board does not answer.

use std::borrow::Cow;
use std::sync::OnceLock;

use crate::tui::key_event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::{Action, Intent, UiEvent};
use super::overlay;
use crate::lang::FooterKey;

/// A key, or a class of keys, a binding answers. Only [`Key::Ctrl`] and [`Key::AnyCtrl`] look
/// at the modifiers: Shift is part of the character, and Alt never reaches a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// A function key, F1–F12.
    F(u8),
    /// Ctrl and this (lowercase ASCII) letter, in either case.
    Ctrl(char),
    /// Ctrl and any of these characters, exactly as typed, shown as the name.
    CtrlChars(&'static str, &'static str),
    /// Any key with Ctrl held (what a context does not bind with Ctrl does nothing there).
    AnyCtrl,
    /// A key with no character of its own: Enter, Esc, the arrows, Backspace…
    Code(KeyCode),
    /// Any of these characters (a letter in both cases, on both layouts), shown as the name.
    Chars(&'static str, &'static str),
    /// Any character (typed into a line).
    AnyChar,
    /// Any key at all (a window that any key closes).
    Any,
}

/// The names of the function keys.
const F_NAMES: [&str; 12] = ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12"];

/// The names of the Ctrl letters, as the help and the footer write them.
const CTRL_NAMES: [&str; 26] = [
    "^A", "^B", "^C", "^D", "^E", "^F", "^G", "^H", "^I", "^J", "^K", "^L", "^M", "^N", "^O", "^P", "^Q", "^R", "^S",
    "^T", "^U", "^V", "^W", "^X", "^Y", "^Z",
];

impl Key {
    /// True when `key` is this key (or one of this class).
    pub fn matches(self, key: &KeyEvent) -> bool {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match self {
            F(n) => key.code == KeyCode::F(n),
            Ctrl(c) => ctrl && matches!(key.code, KeyCode::Char(k) if k.to_ascii_lowercase() == c),
            Key::CtrlChars(chars, _) => ctrl && matches!(key.code, KeyCode::Char(k) if chars.contains(k)),
            Key::AnyCtrl => ctrl,
            Code(code) => key.code == code,
            Chars(chars, _) => matches!(key.code, KeyCode::Char(k) if chars.contains(k)),
            Key::AnyChar => matches!(key.code, KeyCode::Char(_)),
            Key::Any => true,
        }
    }

    /// The key's name as the screen writes it (`F5`, `^R`, `Enter`, `←`); empty for a class
    /// of keys, which has no one name.
    pub fn name(self) -> &'static str {
        match self {
            F(n) => F_NAMES.get(usize::from(n).wrapping_sub(1)).copied().unwrap_or(""),
            Ctrl(c) => {
                let i = (c as usize).wrapping_sub('a' as usize);
                CTRL_NAMES.get(i).copied().unwrap_or("")
            }
            Code(code) => code_name(code),
            Chars(_, name) | Key::CtrlChars(_, name) => name,
            Key::AnyCtrl | Key::AnyChar | Key::Any => "",
        }
    }

    /// Where a key stands among the keys of a help row, and which of the keys of an action a
    /// sentence names: function keys, then Ctrl letters, then the rest in the order of the
    /// table.
    fn rank(self) -> u8 {
        Key::rank_of(self.name())
    }

    /// [`Key::rank`] of the key named `name`.
    fn rank_of(name: &str) -> u8 {
        if F_NAMES.contains(&name) {
            0
        } else if name.starts_with('^') {
            1
        } else {
            2
        }
    }
}

/// The name of a key without a character.
fn code_name(code: KeyCode) -> &'static str {
    match code {
        KeyCode::Enter => "Enter",
        KeyCode::Esc => "Esc",
        KeyCode::Backspace => "Backspace",
        KeyCode::Tab => "Tab",
        KeyCode::Left => "←",
        KeyCode::Right => "→",
        KeyCode::Up => "↑",
        KeyCode::Down => "↓",
        KeyCode::PageUp => "PgUp",
        KeyCode::PageDown => "PgDn",
        KeyCode::Home => "Home",
        KeyCode::End => "End",
        _ => "",
    }
}

/// When a binding of the board applies, besides its key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Always.
    Always,
    /// A move is being typed (the input holds text).
    Typing,
    /// Nothing is typed.
    NotTyping,
    /// The clock has not been started and the game is not over.
    BeforeStart,
}

/// What the app is like, as far as [`When`] asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct State {
    /// The input holds text.
    pub typing: bool,
    /// The clock has not been started and the game is not over.
    pub before_start: bool,
}

impl When {
    /// True when the binding applies in `state`.
    pub fn holds(self, state: State) -> bool {
        match self {
            When::Always => true,
            When::Typing => state.typing,
            When::NotTyping => !state.typing,
            When::BeforeStart => state.before_start,
        }
    }
}

/// What a key does: an [`Action`] of the game, or what another program's keys stand for
/// (`ferz clock`).
#[derive(Debug, Clone)]
pub enum Does<A: 'static = Action> {
    /// This action.
    Act(A),
    /// The action of the character typed.
    Typed(fn(char) -> A),
    /// Nothing: the key is taken and goes no further.
    Nothing,
}

/// One row of a keymap.
#[derive(Debug, Clone)]
pub struct Binding<A: 'static = Action> {
    /// The key.
    pub key: Key,
    /// When it applies.
    pub when: When,
    /// What it does.
    pub does: Does<A>,
    /// The footer entries it is shown as.
    pub footer: &'static [FooterKey],
    /// The help row it is listed in.
    pub help: Option<HelpItem>,
}

impl<A: Clone> Binding<A> {
    /// `key` does `action`, always.
    pub const fn act(key: Key, action: A) -> Binding<A> {
        Binding { key, when: When::Always, does: Does::Act(action), footer: &[], help: None }
    }

    /// `key` types its character as `typed` says.
    pub const fn typed(key: Key, typed: fn(char) -> A) -> Binding<A> {
        Binding { key, when: When::Always, does: Does::Typed(typed), footer: &[], help: None }
    }

    /// `key` is taken and does nothing.
    pub const fn nothing(key: Key) -> Binding<A> {
        Binding { key, when: When::Always, does: Does::Nothing, footer: &[], help: None }
    }

    /// `key` does `action` when `when` holds.
    pub const fn when(mut self, when: When) -> Binding<A> {
        self.when = when;
        self
    }

    /// Shown in the footer as these entries.
    pub const fn footer(mut self, footer: &'static [FooterKey]) -> Binding<A> {
        self.footer = footer;
        self
    }

    /// Listed in this help row.
    pub const fn help(mut self, help: HelpItem) -> Binding<A> {
        self.help = Some(help);
        self
    }

    /// The action of this binding for `key`, if it does one.
    pub fn action(&self, key: &KeyEvent) -> Option<A> {
        match &self.does {
            Does::Act(action) => Some(action.clone()),
            Does::Typed(typed) => match key.code {
                KeyCode::Char(c) => Some(typed(c)),
                _ => None,
            },
            Does::Nothing => None,
        }
    }
}

/// `key` does the player's intent `intent`.
pub(super) const fn intent(key: Key, intent: Intent) -> Binding {
    Binding::act(key, Action::Intent(intent))
}

/// `key` does the screen's mechanic `event`.
pub(super) const fn ui(key: Key, event: UiEvent) -> Binding {
    Binding::act(key, Action::Ui(event))
}

/// `key` types its character as `typed` says.
pub(super) const fn typed(key: Key, typed: fn(char) -> Action) -> Binding {
    Binding::typed(key, typed)
}

/// `key` is taken and does nothing.
const fn nothing(key: Key) -> Binding {
    Binding::nothing(key)
}

/// The first row of `rows` that `key` matches in `state`, if any.
pub fn find<A: Clone>(rows: &'static [Binding<A>], key: &KeyEvent, state: State) -> Option<&'static Binding<A>> {
    rows.iter().find(|b| b.key.matches(key) && b.when.holds(state))
}

/// The name of the first key of `rows` that does `action` (function keys first), if any.
pub fn name_in<A: PartialEq>(rows: &'static [Binding<A>], action: &A) -> Option<&'static str> {
    rows.iter()
        .filter(|b| matches!(&b.does, Does::Act(a) if a == action) && !b.key.name().is_empty())
        .min_by_key(|b| b.key.rank())
        .map(|b| b.key.name())
}

/// Where a key is read: a window that is open takes the keys first; under none of them, the
/// game's commands, then the command line, the menu after the game, review and the board.
#[derive(Debug, Clone, Copy)]
pub enum Context {
    /// Everywhere, before anything else: Ctrl+C.
    Global,
    /// The open window, with its keymap (each window's module in `tui/overlay` holds its
    /// own).
    Window(&'static [Binding]),
    /// The game's commands: function keys and Ctrl letters.
    Game,
    /// The command line is open.
    Command,
    /// After the game, with nothing typed: the banner's menu.
    GameOver,
    /// Review.
    Review,
    /// The board and the move input.
    Board,
}

impl PartialEq for Context {
    fn eq(&self, other: &Context) -> bool {
        match (self, other) {
            // A window's keymap is one static table: the same table, the same context.
            (Context::Window(a), Context::Window(b)) => std::ptr::eq(*a, *b),
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

impl Eq for Context {}

impl Context {
    /// Every context, for the tests and the help: the windows' (one of each kind of window)
    /// after Ctrl+C's, before the game's.
    pub fn all() -> Vec<Context> {
        let windows = overlay::Overlay::every()
            .iter()
            .filter_map(overlay::Overlay::keys)
            .map(Context::Window)
            .collect::<Vec<_>>();
        let mut all = vec![Context::Global];
        all.extend(windows);
        all.extend([Context::Game, Context::Command, Context::GameOver, Context::Review, Context::Board]);
        all
    }

    /// The context's keymap, read from the top: the first row that matches wins.
    pub fn bindings(self) -> &'static [Binding] {
        match self {
            Context::Global => GLOBAL,
            Context::Window(rows) => rows,
            Context::Game => GAME,
            Context::Command => COMMAND,
            Context::GameOver => GAME_OVER,
            Context::Review => REVIEW,
            Context::Board => BOARD,
        }
    }

    /// True when a key this context does not bind goes no further (a window, the command
    /// line); otherwise it goes on to the next context.
    pub fn takes_every_key(self) -> bool {
        !matches!(self, Context::Global | Context::Game | Context::GameOver | Context::Review)
    }

    /// The row `key` matches in this context in `state`, if any.
    pub fn find(self, key: &KeyEvent, state: State) -> Option<&'static Binding> {
        find(self.bindings(), key, state)
    }
}

use FooterKey as Fk;
use HelpItem as H;
use Intent as I;
use Key::{Chars, Code, Ctrl, F};
use UiEvent as U;

/// Everywhere.
static GLOBAL: &[Binding] = &[intent(Ctrl('c'), I::QuitNow).help(H::QuitNow)];

/// The game's commands: Ctrl letters (any other Ctrl key does nothing), then function keys.
/// None of them can begin a move, so typing and commands never collide.
static GAME: &[Binding] = &[
    intent(Ctrl('o'), I::Offer).help(H::Offer),
    intent(Ctrl('a'), I::Accept).help(H::Accept),
    intent(Ctrl('d'), I::Decline).help(H::Decline),
    intent(Ctrl('e'), I::Claim).help(H::Claim),
    intent(Ctrl('r'), I::Resign(None)).footer(&[Fk::Resign]).help(H::Resign),
    intent(Ctrl('z'), I::Takeback).help(H::Takeback),
    intent(Ctrl('x'), I::PointOut).help(H::PointOut),
    intent(Ctrl('p'), I::Pause(None)).help(H::Pause),
    ui(Ctrl('f'), U::Flip).help(H::Flip),
    intent(Ctrl('s'), I::Save(None)).help(H::Save),
    intent(Ctrl('q'), I::Quit).help(H::Quit),
    ui(Ctrl('l'), U::Redraw).help(H::Redraw),
    nothing(Key::AnyCtrl),
    ui(F(1), U::Help).footer(&[Fk::Help]).help(H::Help),
    intent(F(2), I::Offer).footer(&[Fk::Offer]).help(H::Offer),
    intent(F(3), I::Accept).footer(&[Fk::Accept]).help(H::Accept),
    intent(F(4), I::Decline).footer(&[Fk::Decline]).help(H::Decline),
    intent(F(5), I::Claim).footer(&[Fk::Claim]).help(H::Claim),
    ui(F(6), U::Review).footer(&[Fk::Review]).help(H::Review),
    ui(F(7), U::Flip).footer(&[Fk::Flip]).help(H::Flip),
    intent(F(8), I::Pause(None)).footer(&[Fk::Pause, Fk::Resume]).help(H::Pause),
    intent(F(9), I::Save(None)).footer(&[Fk::Save]).help(H::Save),
    intent(F(10), I::Quit).footer(&[Fk::Quit]).help(H::Quit),
];

/// The command line: what is typed, Backspace, Enter runs it, Esc closes it.
static COMMAND: &[Binding] = &[
    typed(Key::AnyChar, |c| Action::Ui(U::Type(c))),
    ui(Code(KeyCode::Backspace), U::Backspace),
    ui(Code(KeyCode::Enter), U::Submit),
    ui(Code(KeyCode::Esc), U::Cancel),
];

/// After the game: single letters choose from the banner's menu (no move can be typed now) —
/// the same keys with a Russian (ЙЦУКЕН) layout switched on: т ы к е й.
static GAME_OVER: &[Binding] = &[
    intent(Chars("nNтТ", "N"), I::NewGame).footer(&[Fk::NewGame]).help(H::OverMenu),
    intent(Chars("sSыЫ", "S"), I::Save(None)).footer(&[Fk::OverSave]).help(H::OverMenu),
    ui(Chars("rRкК", "R"), U::Review).footer(&[Fk::OverReview]).help(H::OverMenu),
    ui(Chars("tTеЕ", "T"), U::TimeChart).footer(&[Fk::TimeChart]).help(H::TimeChart),
    intent(Chars("qQйЙ", "Q"), I::Quit).footer(&[Fk::OverQuit]).help(H::OverMenu),
];

/// Review. T opens the time chart: no move begins with it (a typed move in review begins with
/// a file or a piece letter).
static REVIEW: &[Binding] = &[
    ui(Chars("tT", "T"), U::TimeChart).footer(&[Fk::TimeChart]).help(H::TimeChart),
    ui(Code(KeyCode::Left), U::Step(-1)).footer(&[Fk::Step]),
    ui(Code(KeyCode::Up), U::Step(-1)),
    ui(Code(KeyCode::Right), U::Step(1)).footer(&[Fk::Step]),
    ui(Code(KeyCode::Down), U::Step(1)),
    ui(Code(KeyCode::PageUp), U::Step(-10)).help(H::ReviewJump),
    ui(Code(KeyCode::PageDown), U::Step(10)).help(H::ReviewJump),
    ui(Code(KeyCode::Home), U::First).footer(&[Fk::Ends]),
    ui(Code(KeyCode::End), U::Last).footer(&[Fk::Ends]),
    ui(Code(KeyCode::Esc), U::Review).footer(&[Fk::Back]),
];

/// The board and the move input. A key that can begin a move (letters, digits, Cyrillic,
/// `O`/`0`) always goes to the move input.
static BOARD: &[Binding] = &[
    ui(Code(KeyCode::Left), U::Cursor(-1, 0)).help(H::Cursor),
    ui(Code(KeyCode::Up), U::Cursor(0, -1)).help(H::Cursor),
    ui(Code(KeyCode::Right), U::Cursor(1, 0)).help(H::Cursor),
    ui(Code(KeyCode::Down), U::Cursor(0, 1)).help(H::Cursor),
    ui(Code(KeyCode::Enter), U::Submit).when(When::Typing),
    intent(Code(KeyCode::Enter), I::Start).when(When::BeforeStart).footer(&[Fk::Start]).help(H::Start),
    ui(Code(KeyCode::Enter), U::Pick).footer(&[Fk::Pick]).help(H::Pick),
    ui(Chars(" ", "Space"), U::Pick).when(When::NotTyping),
    nothing(Chars(" ", "Space")),
    ui(Chars(":", ":"), U::OpenCommand).when(When::NotTyping).footer(&[Fk::Command]),
    ui(Chars("?", "?"), U::Help).when(When::NotTyping).help(H::Help),
    typed(Key::AnyChar, |c| Action::Ui(U::Type(c))),
    ui(Code(KeyCode::Backspace), U::Backspace).help(H::Erase),
    ui(Code(KeyCode::Esc), U::Cancel).footer(&[Fk::Back]).help(H::Cancel),
    ui(Code(KeyCode::PageUp), U::Review).help(H::IntoReview),
    ui(Code(KeyCode::Home), U::Review).help(H::IntoReview),
];

/// The contexts a game's own keys are looked up in for [`name`], in order.
const GAME_CONTEXTS: [Context; 6] =
    [Context::Global, Context::Game, Context::Command, Context::GameOver, Context::Review, Context::Board];

/// The name of the key that does `action` on the board (a function key first, then a Ctrl
/// letter, then any other), for the sentences that tell the players which key to press:
/// `name(Intent::Claim)` is `"F5"`. Empty when no key does it.
pub fn name(action: impl Into<Action>) -> &'static str {
    let action = &action.into();
    let names = GAME_CONTEXTS.iter().filter_map(|c| name_in(c.bindings(), action).map(|n| (Key::rank_of(n), n)));
    names.min_by_key(|&(rank, _)| rank).map_or("", |(_, n)| n)
}

/// The name of the Ctrl letter that does `action` among the game's commands (`^E` for a
/// claim), for the sentences that give both keys. Empty when no Ctrl letter does it.
pub fn ctrl_name(action: impl Into<Action>) -> &'static str {
    let action = &action.into();
    GAME.iter()
        .find(|b| matches!(b.key, Ctrl(_)) && matches!(&b.does, Does::Act(a) if a == action))
        .map_or("", |b| b.key.name())
}

/// The footer's name for `key`: the names of every key shown as it, `/` between them (`←/→`).
pub fn footer_name(key: FooterKey) -> Cow<'static, str> {
    // Read off the tables once per key: the footer is drawn on every frame.
    static NAMES: [OnceLock<Cow<'static, str>>; 32] = [const { OnceLock::new() }; 32];
    match NAMES.get(key as usize) {
        Some(name) => name.get_or_init(|| footer_name_of(key)).clone(),
        None => footer_name_of(key),
    }
}

/// [`footer_name`], read off the tables.
fn footer_name_of(key: FooterKey) -> Cow<'static, str> {
    if key == FooterKey::Adjourn {
        // Adjourning is a command of the command line, not a key.
        return Cow::Borrowed(":adjourn");
    }
    let mut names: Vec<&'static str> = Vec::new();
    for b in Context::all().into_iter().flat_map(Context::bindings).filter(|b| b.footer.contains(&key)) {
        if !names.contains(&b.key.name()) {
            names.push(b.key.name());
        }
    }
    match names.as_slice() {
        [one] => Cow::Borrowed(one),
        _ => Cow::Owned(names.join("/")),
    }
}

/// A row of the help screen whose keys the keymap gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpItem {
    /// Move the cursor.
    Cursor,
    /// Pick up, put down.
    Pick,
    /// Correct the typed move.
    Erase,
    /// Drop, clear, close.
    Cancel,
    /// Promotion: move the choice.
    PickerStep,
    /// Promotion: take the choice.
    PickerTake,
    /// Start the clock.
    Start,
    /// Offer a draw.
    Offer,
    /// Accept the offer.
    Accept,
    /// Decline the offer.
    Decline,
    /// Claim a draw.
    Claim,
    /// Resign.
    Resign,
    /// Take back.
    Takeback,
    /// Point out an illegal move.
    PointOut,
    /// Answer a question.
    Answer,
    /// The computer's engine failed: restart it, or take its chair.
    SeatFault,
    /// Pause or resume.
    Pause,
    /// The menu after the game.
    OverMenu,
    /// Review.
    Review,
    /// Go into review during the game.
    IntoReview,
    /// Ten moves at a time in review.
    ReviewJump,
    /// The time chart.
    TimeChart,
    /// A round-robin's whole crosstable, or its short standings.
    Crosstable,
    /// Turn the board.
    Flip,
    /// Redraw.
    Redraw,
    /// Save.
    Save,
    /// Quit.
    Quit,
    /// Quit at once.
    QuitNow,
    /// This help.
    Help,
}

impl HelpItem {
    /// What stands between the names of this row's keys.
    fn separator(self) -> &'static str {
        match self {
            HelpItem::Cursor => " ",
            HelpItem::PickerStep => "/",
            _ => "  ",
        }
    }

    /// The names of this row's keys, each once, function keys first.
    pub fn keys(self) -> Vec<&'static str> {
        let mut rows: Vec<&Binding> =
            Context::all().into_iter().flat_map(Context::bindings).filter(|b| b.help == Some(self)).collect();
        rows.sort_by_key(|b| b.key.rank());
        let mut names: Vec<&'static str> = Vec::new();
        for b in rows {
            if !names.contains(&b.key.name()) {
                names.push(b.key.name());
            }
        }
        names
    }
}

/// Which rows of the help screen's sections list keys of the keymap, and which: row by row, as
/// the languages write the sections (a row without items is the language's own words: the
/// mouse, commands, a line continued).
const HELP_LAYOUT: [&[&[HelpItem]]; 4] = [
    &[&[H::Cursor], &[H::Pick], &[], &[], &[H::Erase], &[H::Cancel], &[], &[H::PickerStep, H::PickerTake]],
    &[
        &[H::Start],
        &[H::Offer],
        &[H::Accept],
        &[H::Decline],
        &[H::Claim],
        &[],
        &[],
        &[],
        &[H::Resign],
        &[],
        &[H::Takeback],
        &[H::PointOut],
        &[],
        &[H::Answer],
        &[H::SeatFault],
        &[H::Pause],
        &[],
        &[H::OverMenu],
    ],
    &[
        &[H::Review],
        &[H::IntoReview],
        &[H::ReviewJump],
        &[H::TimeChart],
        &[H::Crosstable],
        &[],
        &[H::Flip],
        &[],
        &[],
        &[],
        &[],
        &[H::Redraw],
    ],
    &[&[H::Save], &[], &[], &[], &[H::Quit], &[], &[H::QuitNow], &[], &[H::Help]],
];

/// A language's help sections: a heading and (keys, what they do) rows.
pub type HelpWords = [(&'static str, Vec<(String, String)>)];

/// The help screen's sections, each a heading and (keys, what they do) rows: the keys come
/// from the keymap, followed by what the language adds to them (commands, keys of its own
/// layout); the headings and what the keys do are the language's.
pub fn help_rows(words: &HelpWords) -> Vec<(&'static str, Vec<(String, String)>)> {
    words
        .iter()
        .enumerate()
        .map(|(g, (heading, rows))| {
            let layout = HELP_LAYOUT.get(g).copied().unwrap_or(&[]);
            let rows = rows
                .iter()
                .enumerate()
                .map(|(r, (said, what))| (help_keys(layout.get(r).copied().unwrap_or(&[]), said), what.clone()))
                .collect();
            (*heading, rows)
        })
        .collect()
}

/// The keys column of a help row: the names of its items' keys, then whatever else the
/// language wrote there (its words of the keys given are left out, so they are never said
/// twice).
fn help_keys(items: &[HelpItem], said: &str) -> String {
    if items.is_empty() {
        return said.to_string();
    }
    let groups: Vec<(HelpItem, Vec<&str>)> = items.iter().map(|&item| (item, item.keys())).collect();
    let mut parts: Vec<String> = groups.iter().map(|(item, names)| names.join(item.separator())).collect();
    let given: Vec<&str> = groups.iter().flat_map(|(_, names)| names.iter().copied()).collect();
    let ours: Vec<&str> = parts.iter().map(String::as_str).collect();
    let rest: Vec<String> = said
        .split("  ")
        .map(str::trim)
        .filter(|word| !word.is_empty() && !given.contains(word) && !ours.contains(word))
        .map(str::to_string)
        .collect();
    parts.extend(rest);
    parts.join("  ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Instant;
    use crate::lang::Lang;
    use crate::tui::key_names::keys;

    /// The terminal's words in `lang`.
    fn terminal(lang: Lang) -> &'static dyn crate::lang::terminal::TerminalWords {
        lang.words()
    }
    use crate::rules::Position;
    use crate::tui::app::App;
    use crate::tui::keys::{chain, map_key};
    use crate::tui::overlay::Overlay;
    use crate::tui::prefs::Prefs;
    use crate::tui::setup::GameSetup;
    use crate::tui::update::update;

    /// A timed game, not yet started.
    fn fresh() -> App {
        match GameSetup::new(Position::new(), "5+3".parse().expect("5+3"), None, None, Prefs::default()) {
            Ok(setup) => App::new(setup, Instant::START),
            Err(e) => panic!("{e}"),
        }
    }

    /// An app in `context`, the clock started unless the row asks for the time before the
    /// start, a move typed when it asks for one.
    fn app_in(context: Context, when: When) -> App {
        let mut app = fresh();
        if when == When::BeforeStart {
            return app;
        }
        update(&mut app, Intent::Start, Instant::START);
        if when == When::Typing {
            update(&mut app, UiEvent::Type('e'), Instant::START);
        }
        let window = match context {
            Context::Global | Context::Game | Context::Board => None,
            Context::Command => {
                update(&mut app, UiEvent::OpenCommand, Instant::START);
                None
            }
            Context::GameOver => {
                update(&mut app, Intent::Resign(None), Instant::START);
                update(&mut app, Intent::Answer(true), Instant::START);
                assert!(app.game().is_over());
                None
            }
            Context::Review => {
                update(&mut app, UiEvent::Review, Instant::START);
                None
            }
            // The window of each kind whose keymap this is.
            Context::Window(_) => Overlay::every().into_iter().find(|o| o.keys().map(Context::Window) == Some(context)),
        };
        if window.is_some() {
            app.overlay = window;
        }
        assert!(chain(&app).contains(&context), "{context:?}: {:?}", chain(&app));
        app
    }

    /// Key presses that are `key` (each character of a set of characters; a character no
    /// earlier row of the context takes for a class of keys).
    fn presses(key: Key) -> Vec<KeyEvent> {
        let plain = |code| KeyEvent::new(code, KeyModifiers::NONE);
        match key {
            F(n) => vec![plain(KeyCode::F(n))],
            Ctrl(c) => vec![
                KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL),
                KeyEvent::new(KeyCode::Char(c.to_ascii_uppercase()), KeyModifiers::CONTROL | KeyModifiers::SHIFT),
            ],
            Key::CtrlChars(chars, _) => {
                chars.chars().map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)).collect()
            }
            Key::AnyCtrl => vec![KeyEvent::new(KeyCode::Char('w'), KeyModifiers::CONTROL)],
            Code(code) => vec![plain(code)],
            Chars(chars, _) => chars.chars().map(|c| plain(KeyCode::Char(c))).collect(),
            Key::AnyChar => vec![plain(KeyCode::Char('e')), plain(KeyCode::Char('Ж'))],
            Key::Any => vec![plain(KeyCode::Tab), plain(KeyCode::F(12))],
        }
    }

    /// What `binding` gives for `key`.
    fn expected(binding: &Binding, key: &KeyEvent) -> Option<Action> {
        binding.action(key)
    }

    /// The state an earlier row with the same key leaves for this one: a row for any state
    /// after one for nothing typed is reached with a move typed.
    fn when_reached(rows: &[Binding], i: usize) -> When {
        let row = &rows[i];
        if row.when != When::Always {
            return row.when;
        }
        let shadowed = rows[..i].iter().any(|b| b.key == row.key && b.when == When::NotTyping);
        if shadowed { When::Typing } else { When::Always }
    }

    #[test]
    fn every_row_of_every_keymap_does_what_it_says() {
        let mut checked = 0;
        for context in Context::all() {
            let rows = context.bindings();
            for (i, binding) in rows.iter().enumerate() {
                let app = app_in(context, when_reached(rows, i));
                for key in presses(binding.key) {
                    assert_eq!(map_key(&app, key), expected(binding, &key), "{context:?} row {i}: {key:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 120, "{checked}");
    }

    #[test]
    fn every_help_row_names_keys_that_do_its_action() {
        // Each item's keys, pressed in the context of their row, do the row's action: the
        // help is generated from the rows, so what it lists is what the keys do.
        for item in HELP_LAYOUT.iter().flat_map(|rows| rows.iter()).flat_map(|items| items.iter()) {
            let mut rows = 0;
            for context in Context::all() {
                let bindings = context.bindings();
                for (i, b) in bindings.iter().enumerate().filter(|(_, b)| b.help == Some(*item)) {
                    let app = app_in(context, when_reached(bindings, i));
                    let key = presses(b.key)[0];
                    assert!(!b.key.name().is_empty(), "{item:?} lists a key without a name");
                    assert_eq!(map_key(&app, key), b.action(&key), "{item:?}: {}", b.key.name());
                    rows += 1;
                }
            }
            assert!(rows > 0, "{item:?} has no key");
        }
    }

    #[test]
    fn the_layout_follows_every_language_row_by_row() {
        for lang in [Lang::En, Lang::Ru] {
            let words = terminal(lang).help(keys());
            assert_eq!(words.len(), HELP_LAYOUT.len());
            for ((_, rows), layout) in words.iter().zip(HELP_LAYOUT) {
                assert_eq!(rows.len(), layout.len(), "{rows:?}");
            }
        }
    }

    #[test]
    fn the_help_and_the_footer_write_the_keys_of_the_keymap() {
        let rows = help_rows(&terminal(Lang::En).help(keys()));
        let keys: Vec<&str> = rows.iter().flat_map(|(_, r)| r.iter()).map(|(k, _)| k.as_str()).collect();
        for row in
            ["← ↑ → ↓", "Enter  Space", "←/→  Enter  Space", "F2  ^O  :offer  :draw", "y  n", "F1  ?  :help  :h  :?"]
        {
            assert!(keys.contains(&row), "{row} in {keys:?}");
        }
        let ru = help_rows(&terminal(Lang::Ru).help(crate::tui::key_names::keys()));
        assert!(ru.iter().flat_map(|(_, r)| r.iter()).any(|(k, _)| k == "y  n  д  н"));
        assert_eq!(footer_name(FooterKey::Step), "←/→");
        assert_eq!(footer_name(FooterKey::Ends), "Home/End");
        assert_eq!(footer_name(FooterKey::Resume), "F8");
        assert_eq!(footer_name(FooterKey::Resign), "^R");
        assert_eq!(footer_name(FooterKey::ResumeFound), "R");
        for key in [FooterKey::Help, FooterKey::Quit, FooterKey::Save, FooterKey::Back, FooterKey::Command] {
            assert!(!footer_name(key).is_empty(), "{key:?}");
        }
    }

    #[test]
    fn sentences_name_the_function_key_first() {
        assert_eq!(name(Intent::Claim), "F5");
        assert_eq!(name(Intent::Pause(None)), "F8");
        assert_eq!(name(Intent::Quit), "F10");
        assert_eq!(name(Intent::Resign(None)), "^R");
        assert_eq!(name(Intent::PointOut), "^X");
        assert_eq!(name(Intent::Start), "Enter");
        assert_eq!(name(Intent::Answer(true)), "");
    }
}
