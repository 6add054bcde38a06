//! The start screen's model: the [`Settings`] being chosen, the question in focus, what is
//! being typed and the last refusal. Keys of its own ([`FormKey`]) come in, an [`Outcome`]
//! goes out; no terminal, no files.

use crate::game::{MAX_NAME_CHARS, PieceOdds, parse_chess960_number};
use crate::lang::Lang;
use crate::rules::Color;
use crate::settings::{
    AnswerError, CLUB_CONTROLS, LEVELS, Opponent, Question, Settings, StartChoice, StartKindChoice, default_odds,
    listed_odds, odds_choices,
};

/// A key as the start screen reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormKey {
    /// A printable character typed.
    Char(char),
    /// The last character typed taken back.
    Backspace,
    /// The whole answer in focus cleared (Ctrl+U).
    Clear,
    /// The next question (Tab, ↓).
    Next,
    /// The previous question (Shift+Tab, ↑).
    Prev,
    /// The choice before (←).
    Left,
    /// The choice after (→).
    Right,
    /// Start the game as shown.
    Enter,
    /// Leave ferz.
    Quit,
}

/// What a key did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The screen stays.
    Stay,
    /// The game starts from these settings.
    Start(Settings),
    /// The players left.
    Quit,
}

/// The start screen as the players fill it in.
#[derive(Debug, Clone)]
pub struct Form {
    settings: Settings,
    focus: Question,
    /// True once a key typed into the answer in focus (the first one replaces a choice).
    typing: bool,
    /// The Chess960 number as typed, when one is (empty: random).
    chess960: String,
    /// The last odds chosen, kept while another start is shown.
    odds: PieceOdds,
    /// The last level, kept while a friend is the opponent.
    level: u8,
    /// A refusal of an answer: which, and the words.
    error: Option<(Question, String)>,
    /// A line said once at the foot (a damaged settings file).
    notice: Option<String>,
}

impl Form {
    /// The screen offering `settings`, the first question it asks in focus.
    pub fn new(settings: Settings) -> Form {
        let chess960 = match settings.start {
            StartChoice::Chess960(Some(n)) => n.to_string(),
            _ => String::new(),
        };
        let mut settings = settings;
        let odds = match &mut settings.start {
            StartChoice::Odds(o) => {
                *o = listed_odds(o);
                o.clone()
            }
            _ => default_odds(),
        };
        let level = settings.opponent.level().unwrap_or(crate::settings::DEFAULT_LEVEL);
        let mut form =
            Form { settings, focus: Question::White, typing: false, chess960, odds, level, error: None, notice: None };
        // The first question asked: Black's name when the computer sits in White's chair.
        if !form.asks(Question::White) {
            form.step(1);
        }
        form
    }

    /// The same screen with a line to say at its foot.
    pub fn with_notice(mut self, notice: Option<String>) -> Form {
        self.notice = notice;
        self
    }

    /// The settings as shown.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The question in focus.
    pub fn focus(&self) -> Question {
        self.focus
    }

    /// The language of the screen (the one chosen).
    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// The refusal said, for which question.
    pub fn error(&self) -> Option<&(Question, String)> {
        self.error.as_ref()
    }

    /// The notice said at the foot, until the first key.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// The Chess960 number as typed (empty: a random position).
    pub fn chess960_text(&self) -> &str {
        &self.chess960
    }

    /// True when the question is asked as things stand: the level only of the computer, the
    /// position only of Chess960 and odds, a name only of a chair a person sits in.
    pub fn asks(&self, q: Question) -> bool {
        match q {
            Question::Level => self.settings.opponent.level().is_some(),
            Question::Position => self.settings.start != StartChoice::Standard,
            Question::White => self.computer_sits() != Some(Color::White),
            Question::Black => self.computer_sits() != Some(Color::Black),
            _ => true,
        }
    }

    /// The chair the computer takes, when its colour is chosen.
    pub fn computer_sits(&self) -> Option<Color> {
        match self.settings.opponent {
            Opponent::Computer { color, .. } => color,
            Opponent::Friend => None,
        }
    }

    /// Puts `q` in focus (a click), when it is asked.
    pub fn focus_on(&mut self, q: Question) {
        if self.asks(q) && q != self.focus {
            self.focus = q;
            self.typing = false;
        }
    }

    /// Answers a key.
    pub fn key(&mut self, key: FormKey) -> Outcome {
        self.notice = None;
        match key {
            FormKey::Quit => return Outcome::Quit,
            FormKey::Enter => return self.enter(),
            FormKey::Next => self.step(1),
            FormKey::Prev => self.step(-1),
            FormKey::Left => self.choose(-1),
            FormKey::Right => self.choose(1),
            FormKey::Char(c) => self.typed(c),
            FormKey::Backspace => self.erase(false),
            FormKey::Clear => self.erase(true),
        }
        Outcome::Stay
    }

    /// Enter: the game starts when every answer reads, else the first that does not is in
    /// focus with its reason.
    fn enter(&mut self) -> Outcome {
        let words = self.lang().words();
        if let StartChoice::Chess960(_) = self.settings.start {
            let number = if self.chess960.trim().is_empty() {
                Ok(None)
            } else {
                parse_chess960_number(&self.chess960).map(Some)
            };
            match number {
                Ok(n) => self.settings.start = StartChoice::Chess960(n),
                Err(e) => return self.refuse(Question::Position, words.setup_error(&e)),
            }
        }
        match self.settings.check() {
            Ok(()) => {
                let mut settings = self.settings.clone();
                settings.white = settings.white.trim().to_string();
                settings.black = settings.black.trim().to_string();
                Outcome::Start(settings)
            }
            Err((q, AnswerError::Time(e))) => self.refuse(q, words.time_control_error(&e)),
            Err((q, AnswerError::Setup(e))) => self.refuse(q, words.setup_error(&e)),
        }
    }

    fn refuse(&mut self, q: Question, text: String) -> Outcome {
        self.focus = q;
        self.typing = true;
        self.error = Some((q, text));
        Outcome::Stay
    }

    /// To the next (or previous) question asked, round the end.
    fn step(&mut self, by: isize) {
        let all = Question::ALL;
        let mut i = all.iter().position(|&q| q == self.focus).unwrap_or(0);
        for _ in 0..all.len() {
            i = (i as isize + by).rem_euclid(all.len() as isize) as usize;
            if self.asks(all[i]) {
                break;
            }
        }
        self.focus = all[i];
        self.typing = false;
    }

    /// ← or →: the choice before or after, in the question in focus.
    fn choose(&mut self, by: isize) {
        let s = &mut self.settings;
        match self.focus {
            Question::White | Question::Black => {}
            Question::Time => {
                let at = club_index(&s.time);
                let i = match at {
                    Some(i) => (i as isize + by).clamp(0, CLUB_CONTROLS.len() as isize - 1) as usize,
                    None if by > 0 => 0,
                    None => CLUB_CONTROLS.len() - 1,
                };
                s.time = CLUB_CONTROLS[i].to_string();
                self.error = None;
            }
            Question::Opponent => {
                let choices = Opponent::choices(self.level);
                s.opponent = cycle(&choices, &s.opponent, by);
                // The player's name goes with the player to the chair the computer leaves.
                if let Opponent::Computer { color: Some(c), .. } = s.opponent {
                    let (taken, left) = match c {
                        Color::White => (&mut s.white, &mut s.black),
                        Color::Black => (&mut s.black, &mut s.white),
                    };
                    if left.is_empty() {
                        std::mem::swap(taken, left);
                    }
                }
            }
            Question::Level => {
                let level = (i16::from(self.level) + by as i16).clamp(1, 8) as u8;
                self.set_level(level);
            }
            Question::Start => {
                let kinds = StartKindChoice::ALL;
                let kind = cycle(&kinds, &s.start.kind(), by);
                self.settings.start = self.start_of(kind);
                if self.error.as_ref().is_some_and(|(q, _)| *q == Question::Position) {
                    self.error = None;
                }
            }
            Question::Position => match &s.start {
                StartChoice::Chess960(_) => {
                    // ← → between a random position and the number typed (518 when none).
                    self.chess960 = if self.chess960.is_empty() { "518".to_string() } else { String::new() };
                    s.start = StartChoice::Chess960(self.chess960.parse().ok());
                    self.error = None;
                }
                StartChoice::Odds(odds) => {
                    let next = cycle(&odds_choices(), odds, by);
                    self.odds = next.clone();
                    s.start = StartChoice::Odds(next);
                }
                StartChoice::Standard => {}
            },
            Question::Arbiter => s.arbiter = cycle(&crate::game::Arbiter::ALL, &s.arbiter, by),
            Question::Language => s.lang = cycle(&Lang::ALL, &s.lang, by),
        }
        self.typing = false;
    }

    /// The start of `kind`, with the number or odds chosen before.
    fn start_of(&self, kind: StartKindChoice) -> StartChoice {
        match kind {
            StartKindChoice::Standard => StartChoice::Standard,
            StartKindChoice::Chess960 => StartChoice::Chess960(self.chess960.parse().ok()),
            StartKindChoice::Odds => StartChoice::Odds(self.odds.clone()),
        }
    }

    fn set_level(&mut self, level: u8) {
        self.level = level;
        if let Opponent::Computer { color, .. } = self.settings.opponent {
            self.settings.opponent = Opponent::Computer { color, level };
        }
    }

    /// A character typed into the answer in focus: a name, a time control, a Chess960 number,
    /// a level.
    fn typed(&mut self, c: char) {
        if c.is_control() {
            return;
        }
        let fresh = !self.typing;
        self.typing = true;
        match self.focus {
            Question::White | Question::Black => {
                let name =
                    if self.focus == Question::White { &mut self.settings.white } else { &mut self.settings.black };
                if name.chars().count() < MAX_NAME_CHARS {
                    name.push(c);
                }
            }
            Question::Time => {
                if fresh {
                    self.settings.time.clear();
                }
                if self.settings.time.chars().count() < 40 {
                    self.settings.time.push(c);
                }
                self.error = None;
            }
            Question::Level => {
                if let Some(n) = c.to_digit(10).and_then(|n| u8::try_from(n).ok()).filter(|n| LEVELS.contains(n)) {
                    self.set_level(n);
                }
            }
            Question::Position if matches!(self.settings.start, StartChoice::Chess960(_)) => {
                if fresh {
                    self.chess960.clear();
                }
                if self.chess960.chars().count() < 6 {
                    self.chess960.push(c);
                }
                self.settings.start = StartChoice::Chess960(self.chess960.parse().ok());
                self.error = None;
            }
            // The choices answer to the first letter of each (Space: the next one).
            _ if c == ' ' => self.choose(1),
            _ => {}
        }
    }

    /// Backspace (one character) or Ctrl+U (all) in the answer in focus.
    fn erase(&mut self, all: bool) {
        let text = match self.focus {
            Question::White => &mut self.settings.white,
            Question::Black => &mut self.settings.black,
            Question::Time => &mut self.settings.time,
            Question::Position if matches!(self.settings.start, StartChoice::Chess960(_)) => &mut self.chess960,
            _ => return,
        };
        if all {
            text.clear();
        } else {
            text.pop();
        }
        self.typing = true;
        if self.focus == Question::Position {
            self.settings.start = StartChoice::Chess960(self.chess960.parse().ok());
        }
        if self.focus != Question::White && self.focus != Question::Black {
            self.error = None;
        }
    }
}

/// The place of a time control in the club's list, by what it means (`15 + 10` is `15+10`).
pub fn club_index(text: &str) -> Option<usize> {
    let tc: crate::game::TimeControl = text.parse().ok()?;
    CLUB_CONTROLS.iter().position(|c| c.parse::<crate::game::TimeControl>().ok().as_ref() == Some(&tc))
}

/// The choice `by` steps from `now` in `all`, round the end (the first when `now` is none).
fn cycle<T: Clone + PartialEq>(all: &[T], now: &T, by: isize) -> T {
    let i = all.iter().position(|x| x == now).map_or(0, |i| (i as isize + by).rem_euclid(all.len() as isize) as usize);
    all[i].clone()
}
