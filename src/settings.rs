//! The choices of a new game, as the start screen asks them and `settings.toml` remembers them
//! (`$XDG_CONFIG_HOME/ferz/settings.toml`, else `~/.config/ferz/settings.toml`): the two names,
//! the time control, the opponent, the start, the arbiter and the language. Plain data, read
//! and written here; the start screen's faces ask the [`Question`]s, the binary turns the
//! answers into the game the flags would have asked for.
//!
//! The file is a small TOML table of `key = value` lines, written whole and crash-safe
//! ([`storage::write_atomic`]); a key ferz does not know is passed over (a later version's),
//! a line that is no `key = value` or a value that is wrong for its key makes the file
//! [`Damaged`]: it is set aside, never a reason not to play.

use std::io;
use std::path::{Path, PathBuf};

use crate::game::{Arbiter, PieceOdds, SetupError, TimeControl, TimeControlError, parse_chess960_number, parse_odds};
use crate::lang::Lang;
use crate::rules::Color;
use crate::storage;

/// The environment variable of the configuration directory (the XDG base directory spec).
const CONFIG_HOME: &str = "XDG_CONFIG_HOME";

/// The largest settings file read; anything longer is damaged.
const MAX_SETTINGS_BYTES: u64 = 16 * 1024;

/// The time controls of a club's clock, offered in this order.
pub const CLUB_CONTROLS: [&str; 13] =
    ["1+0", "2+1", "3+0", "3+2", "5+0", "5+3", "10+0", "10+5", "15+10", "30+0", "90+30", "40/90+30,30+30", "none"];

/// The lowest and the highest level of the computer.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=8;

/// The level offered when none was chosen before.
pub const DEFAULT_LEVEL: u8 = 3;

/// The questions of a new game, in the order they are asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Question {
    /// White's name.
    White,
    /// Black's name.
    Black,
    /// The time control.
    Time,
    /// A friend at this keyboard, or the computer (and its colour).
    Opponent,
    /// The computer's level.
    Level,
    /// Standard chess, Chess960 or odds.
    Start,
    /// The Chess960 position or the odds given.
    Position,
    /// The arbiter's mode.
    Arbiter,
    /// The language of the screen.
    Language,
}

impl Question {
    /// Every question, in order.
    pub const ALL: [Question; 9] = [
        Question::White,
        Question::Black,
        Question::Time,
        Question::Opponent,
        Question::Level,
        Question::Start,
        Question::Position,
        Question::Arbiter,
        Question::Language,
    ];
}

/// Who plays against the player at the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Opponent {
    /// A friend at the same keyboard (hot-seat): both chairs are people's.
    #[default]
    Friend,
    /// The computer, in one chair, at a level from 1 to 8.
    Computer {
        /// The computer's colour; `None`: drawn when the game starts.
        color: Option<Color>,
        /// Its strength, 1 (a beginner can win) to 8 (full strength).
        level: u8,
    },
}

impl Opponent {
    /// The choices of the opponent at `level`, in the order they are offered.
    pub fn choices(level: u8) -> [Opponent; 4] {
        [
            Opponent::Friend,
            Opponent::Computer { color: Some(Color::Black), level },
            Opponent::Computer { color: Some(Color::White), level },
            Opponent::Computer { color: None, level },
        ]
    }

    /// The computer's level, or none against a friend.
    pub fn level(self) -> Option<u8> {
        match self {
            Opponent::Friend => None,
            Opponent::Computer { level, .. } => Some(level),
        }
    }
}

/// How the game starts.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum StartChoice {
    /// The standard position.
    #[default]
    Standard,
    /// Chess960: position N (0–959), or a random one (`None`).
    Chess960(Option<u16>),
    /// The standard position, one side giving piece odds.
    Odds(PieceOdds),
}

/// The kinds of start, in the order they are offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartKindChoice {
    /// The standard position.
    Standard,
    /// Chess960.
    Chess960,
    /// Piece odds.
    Odds,
}

impl StartKindChoice {
    /// Every kind, in order.
    pub const ALL: [StartKindChoice; 3] = [StartKindChoice::Standard, StartKindChoice::Chess960, StartKindChoice::Odds];
}

impl StartChoice {
    /// Its kind.
    pub fn kind(&self) -> StartKindChoice {
        match self {
            StartChoice::Standard => StartKindChoice::Standard,
            StartChoice::Chess960(_) => StartKindChoice::Chess960,
            StartChoice::Odds(_) => StartKindChoice::Odds,
        }
    }
}

/// The odds offered in a list: White's, then Black's, each side giving any of the pieces
/// `--odds` takes, alone or together (every set one `--odds COLOR:PIECES` accepts), from the
/// smallest handicap to the largest — by the pieces' usual values (pawn 1, knight 3, rook 5,
/// queen 9), fewer pieces first at equal value — each set named from its largest piece.
pub fn odds_choices() -> Vec<PieceOdds> {
    use crate::game::OddsPiece;
    let value = |p: &OddsPiece| match p {
        OddsPiece::Pawn => 1,
        OddsPiece::Knight => 3,
        OddsPiece::Rook => 5,
        OddsPiece::Queen => 9,
    };
    let largest_first = [OddsPiece::Queen, OddsPiece::Rook, OddsPiece::Knight, OddsPiece::Pawn];
    let mut sets: Vec<Vec<OddsPiece>> = (1u8..1 << largest_first.len())
        .map(|mask| (0..largest_first.len()).filter(|i| mask & (1 << i) != 0).map(|i| largest_first[i]).collect())
        .collect();
    sets.sort_by_key(|set: &Vec<OddsPiece>| (set.iter().map(value).sum::<u32>(), set.len()));
    Color::ALL
        .into_iter()
        .flat_map(|color| sets.iter().map(move |pieces| PieceOdds { color, pieces: pieces.clone() }))
        .collect()
}

/// The odds offered first: White gives knight odds.
pub fn default_odds() -> PieceOdds {
    PieceOdds { color: Color::White, pieces: vec![crate::game::OddsPiece::Knight] }
}

/// `odds` as the list of [`odds_choices`] writes it (`white:pawn,knight` is its
/// `white:knight,pawn`): the same side giving the same pieces.
pub fn listed_odds(odds: &PieceOdds) -> PieceOdds {
    let same = |o: &PieceOdds| {
        o.color == odds.color && o.pieces.len() == odds.pieces.len() && o.pieces.iter().all(|p| odds.pieces.contains(p))
    };
    odds_choices().into_iter().find(same).unwrap_or_else(|| odds.clone())
}

/// Everything a new game is started from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// White's name as typed (empty: no name, "White" is shown).
    pub white: String,
    /// Black's name as typed.
    pub black: String,
    /// The time control as a player writes it (`15+10`, `40/90+30,30+30`, `none`).
    pub time: String,
    /// Who plays against whom.
    pub opponent: Opponent,
    /// How the game starts.
    pub start: StartChoice,
    /// The arbiter's mode.
    pub arbiter: Arbiter,
    /// The language of the screen.
    pub lang: Lang,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            white: String::new(),
            black: String::new(),
            time: "15+10".to_string(),
            opponent: Opponent::Friend,
            start: StartChoice::Standard,
            arbiter: Arbiter::Assist,
            lang: Lang::default(),
        }
    }
}

/// Why an answer cannot start a game: the typed reason, for the words of the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerError {
    /// The time control does not read.
    Time(TimeControlError),
    /// The Chess960 number or the odds do not read.
    Setup(SetupError),
}

impl Settings {
    /// The time control, read by the one parser of `--time`.
    pub fn time_control(&self) -> Result<TimeControl, TimeControlError> {
        self.time.parse()
    }

    /// The first answer that cannot start a game, and why.
    pub fn check(&self) -> Result<(), (Question, AnswerError)> {
        self.time_control().map_err(|e| (Question::Time, AnswerError::Time(e)))?;
        Ok(())
    }

    /// The choices that start a game like `game` (a game taken up from a save, whose choices
    /// were never the screen's), shown in `lang`: its players' names (none for the computer's
    /// chair, whose name is its engine's), its time control, its computer and level, its
    /// Chess960 number or odds, its arbiter. What the screen cannot ask (a FEN, time odds, a
    /// second side's odds) is left at what comes nearest: the standard start, the game's
    /// control, the first odds.
    pub fn of_game(game: &crate::game::Game, lang: Lang) -> Settings {
        let computer = game.options().computer.as_ref();
        let name = |color: Color| {
            let person = computer.is_none_or(|c| c.color != color);
            game.name(color).filter(|_| person).unwrap_or_default().to_string()
        };
        let kind = &game.options().start;
        let start = match (kind.chess960, kind.odds.first()) {
            (true, _) => StartChoice::Chess960(kind.number),
            (false, Some(odds)) => StartChoice::Odds(listed_odds(odds)),
            (false, None) => StartChoice::Standard,
        };
        Settings {
            white: name(Color::White),
            black: name(Color::Black),
            time: game.time_control().to_string(),
            opponent: computer
                .map_or(Opponent::Friend, |c| Opponent::Computer { color: Some(c.color), level: c.level.number() }),
            start,
            arbiter: game.arbiter(),
            lang,
        }
    }

    /// The same game with the colours swapped: the names change chairs, and so do the computer
    /// and the piece odds, which belong to the player who gives them
    /// ([`PieceOdds::other_side`]). A Chess960 number stays: the same position, colours swapped.
    pub fn swapped(&self) -> Settings {
        let mut next = self.clone();
        std::mem::swap(&mut next.white, &mut next.black);
        if let StartChoice::Odds(odds) = &next.start {
            next.start = StartChoice::Odds(listed_odds(&odds.other_side()));
        }
        if let Opponent::Computer { color: Some(c), level } = next.opponent {
            next.opponent = Opponent::Computer { color: Some(!c), level };
        }
        next
    }

    /// The file's text: one `key = value` line for each choice.
    pub fn to_toml(&self) -> String {
        let mut out = String::from("# ferz: the choices of the last new game, offered on the next start screen.\n");
        let mut line = |key: &str, value: String| out.push_str(&format!("{key} = {value}\n"));
        line("white", quoted(&self.white));
        line("black", quoted(&self.black));
        line("time", quoted(&self.time));
        match self.opponent {
            Opponent::Friend => line("opponent", quoted("friend")),
            Opponent::Computer { color, level } => {
                line("opponent", quoted("computer"));
                line("computer", quoted(color.map_or("random", Color::name)));
                line("level", level.to_string());
            }
        }
        match &self.start {
            StartChoice::Standard => line("start", quoted("standard")),
            StartChoice::Chess960(n) => {
                line("start", quoted("chess960"));
                line("chess960", n.map_or_else(|| quoted("random"), |n| n.to_string()));
            }
            StartChoice::Odds(odds) => {
                line("start", quoted("odds"));
                let pieces: Vec<&str> = odds.pieces.iter().map(|p| p.name()).collect();
                line("odds", quoted(&format!("{}:{}", odds.color.name(), pieces.join(","))));
            }
        }
        line("arbiter", quoted(arbiter_name(self.arbiter)));
        line("lang", quoted(self.lang.code()));
        out
    }

    /// Reads the file's text; what it does not say keeps its default.
    pub fn from_toml(text: &str) -> Result<Settings, Damage> {
        let mut s = Settings::default();
        let (mut opponent, mut computer, mut level) = (None, None, None);
        let (mut start, mut chess960, mut odds) = (None, None, None);
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let bad = |why: DamageKind| Damage { line: line_no, why };
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line.split_once('=').ok_or(bad(DamageKind::NotKeyValue))?;
            let key = key.trim();
            let value = Value::read(value.trim()).ok_or(bad(DamageKind::BadValue(key.to_string())))?;
            let wrong = || bad(DamageKind::BadValue(key.to_string()));
            match key {
                "white" => s.white = value.text().ok_or_else(wrong)?,
                "black" => s.black = value.text().ok_or_else(wrong)?,
                "time" => {
                    let text = value.text().ok_or_else(wrong)?;
                    text.parse::<TimeControl>().map_err(|_| wrong())?;
                    s.time = text;
                }
                "opponent" => opponent = Some(value.text().ok_or_else(wrong)?),
                "computer" => computer = Some(value.text().ok_or_else(wrong)?),
                "level" => {
                    let n = value.number().and_then(|n| u8::try_from(n).ok()).filter(|n| LEVELS.contains(n));
                    level = Some(n.ok_or_else(wrong)?);
                }
                "start" => start = Some(value.text().ok_or_else(wrong)?),
                "chess960" => chess960 = Some(value),
                "odds" => odds = Some(value.text().ok_or_else(wrong)?),
                "arbiter" => {
                    let text = value.text().ok_or_else(wrong)?;
                    s.arbiter = Arbiter::ALL.into_iter().find(|a| arbiter_name(*a) == text).ok_or_else(wrong)?;
                }
                "lang" => s.lang = value.text().and_then(|t| t.parse().ok()).ok_or_else(wrong)?,
                _ => {}
            }
        }
        let bad_key = |key: &str| Damage { line: 0, why: DamageKind::BadValue(key.to_string()) };
        let level = level.unwrap_or(DEFAULT_LEVEL);
        s.opponent = match opponent.as_deref() {
            None | Some("friend") => Opponent::Friend,
            Some("computer") => {
                let color = match computer.as_deref() {
                    None | Some("random") => None,
                    Some("white") => Some(Color::White),
                    Some("black") => Some(Color::Black),
                    Some(_) => return Err(bad_key("computer")),
                };
                Opponent::Computer { color, level }
            }
            Some(_) => return Err(bad_key("opponent")),
        };
        s.start = match start.as_deref() {
            None | Some("standard") => StartChoice::Standard,
            Some("chess960") => StartChoice::Chess960(match chess960 {
                None => None,
                Some(v) if v.text().as_deref() == Some("random") => None,
                Some(v) => Some(
                    v.number()
                        .and_then(|n| parse_chess960_number(&n.to_string()).ok())
                        .ok_or_else(|| bad_key("chess960"))?,
                ),
            }),
            Some("odds") => StartChoice::Odds(
                odds.as_deref()
                    .and_then(|o| parse_odds(o).ok())
                    .map(|o| listed_odds(&o))
                    .ok_or_else(|| bad_key("odds"))?,
            ),
            Some(_) => return Err(bad_key("start")),
        };
        Ok(s)
    }
}

/// The arbiter's mode as `--arbiter` names it.
pub fn arbiter_name(a: Arbiter) -> &'static str {
    match a {
        Arbiter::Assist => "assist",
        Arbiter::Strict => "strict",
        Arbiter::Practice => "practice",
    }
}

/// A TOML basic string.
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A value of a line: a string or a whole number (the only kinds the file holds).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Text(String),
    Number(i64),
}

impl Value {
    /// Reads a TOML basic string (with its escapes), a literal string or an integer, with an
    /// optional comment after it.
    fn read(text: &str) -> Option<Value> {
        if let Some(rest) = text.strip_prefix('"') {
            let mut out = String::new();
            let mut chars = rest.chars();
            while let Some(c) = chars.next() {
                match c {
                    '"' => return trailing_ok(chars.as_str()).then_some(Value::Text(out)),
                    '\\' => match chars.next()? {
                        '"' => out.push('"'),
                        '\\' => out.push('\\'),
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'u' => {
                            let hex: String = chars.by_ref().take(4).collect();
                            out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                        }
                        _ => return None,
                    },
                    c => out.push(c),
                }
            }
            None
        } else if let Some(rest) = text.strip_prefix('\'') {
            let (inside, after) = rest.split_once('\'')?;
            trailing_ok(after).then(|| Value::Text(inside.to_string()))
        } else {
            let number = text.split('#').next()?.trim();
            number.replace('_', "").parse().ok().map(Value::Number)
        }
    }

    fn text(&self) -> Option<String> {
        match self {
            Value::Text(t) => Some(t.clone()),
            Value::Number(_) => None,
        }
    }

    fn number(&self) -> Option<i64> {
        match self {
            Value::Number(n) => Some(*n),
            Value::Text(_) => None,
        }
    }
}

/// True when what follows a value is nothing or a comment.
fn trailing_ok(rest: &str) -> bool {
    let rest = rest.trim();
    rest.is_empty() || rest.starts_with('#')
}

/// Where and why a settings file does not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// The line (from 1); 0 when the fault is of the file as a whole.
    pub line: usize,
    /// What is wrong.
    pub why: DamageKind,
}

/// What is wrong in a settings file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DamageKind {
    /// A line that is not `key = value`.
    NotKeyValue,
    /// The value of this key is not one ferz reads.
    BadValue(String),
    /// Not text, too large, or not a regular file.
    Unreadable(String),
}

/// What reading the settings gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The settings to offer.
    pub settings: Settings,
    /// The file did not read: where and why, and what became of it (set aside as, when it could be).
    pub damaged: Option<(Damage, Option<PathBuf>)>,
}

/// The directory of ferz's settings: `$XDG_CONFIG_HOME/ferz`, else `~/.config/ferz`.
pub fn config_dir() -> Option<PathBuf> {
    let xdg = std::env::var_os(CONFIG_HOME).map(PathBuf::from).filter(|p| p.is_absolute());
    xdg.or_else(|| dirs::home_dir().map(|h| h.join(".config"))).map(|d| d.join("ferz"))
}

/// The settings file.
pub fn settings_path() -> Option<PathBuf> {
    config_dir().map(|d| d.join("settings.toml"))
}

/// Reads the settings of `path` without touching the file: the defaults when there is none.
pub fn peek(path: &Path) -> Result<Settings, Damage> {
    match storage::read_limited(path, MAX_SETTINGS_BYTES) {
        Ok(text) => Settings::from_toml(&text),
        Err(e) if matches!(e.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory) => Ok(Settings::default()),
        Err(e) => Err(Damage { line: 0, why: DamageKind::Unreadable(e.to_string()) }),
    }
}

/// Reads the settings of `path`; a damaged file is set aside (kept for a person to look at)
/// and replaced by the defaults at once.
pub fn load(path: &Path) -> Loaded {
    match peek(path) {
        Ok(settings) => Loaded { settings, damaged: None },
        Err(damage) => {
            let kept = storage::set_aside(path).ok();
            let settings = Settings::default();
            let _ = save(path, &settings);
            Loaded { settings, damaged: Some((damage, kept)) }
        }
    }
}

/// Writes the settings to `path`, whole or not at all.
pub fn save(path: &Path, settings: &Settings) -> io::Result<()> {
    storage::write_atomic(path, settings.to_toml().as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::OddsPiece;

    #[test]
    fn every_choice_reads_back_as_written() {
        let all = [
            Settings::default(),
            Settings {
                white: "Anna \"the rook\" \\ K".into(),
                black: "Борис".into(),
                time: "40/90+30,30+30".into(),
                opponent: Opponent::Computer { color: None, level: 8 },
                start: StartChoice::Chess960(Some(42)),
                arbiter: Arbiter::Practice,
                lang: Lang::Ru,
            },
            Settings {
                opponent: Opponent::Computer { color: Some(Color::White), level: 1 },
                start: StartChoice::Odds(PieceOdds { color: Color::Black, pieces: vec![OddsPiece::Knight] }),
                ..Settings::default()
            },
            Settings { start: StartChoice::Chess960(None), ..Settings::default() },
        ];
        for s in all {
            assert_eq!(Settings::from_toml(&s.to_toml()), Ok(s.clone()), "{}", s.to_toml());
        }
    }

    #[test]
    fn a_damaged_file_says_where() {
        let text = "white = \"Anna\"\nthis is no line\n";
        assert_eq!(Settings::from_toml(text).map_err(|d| d.line), Err(2));
        let text = "time = \"5 minutes\"\n";
        assert_eq!(Settings::from_toml(text), Err(Damage { line: 1, why: DamageKind::BadValue("time".into()) }));
        assert!(Settings::from_toml("level = 9").is_err());
        assert!(Settings::from_toml("start = \"odds\"\nodds = \"white:king\"").is_err());
        // A key of a later version is passed over.
        assert_eq!(
            Settings::from_toml("colour_theme = 'dark' # later\nwhite = 'Anna'").map(|s| s.white),
            Ok("Anna".into())
        );
    }

    #[test]
    fn a_game_taken_up_gives_its_own_choices() {
        use crate::game::{ComputerSeat, Game, GameOptions, Level, StartKind};
        let odds = PieceOdds { color: Color::White, pieces: vec![OddsPiece::Knight] };
        let options = GameOptions {
            white: Some("Anna".into()),
            black: Some("Stockfish 15.1 (level 5)".into()),
            arbiter: Arbiter::Strict,
            start: StartKind { chess960: false, number: None, odds: vec![odds.clone()] },
            computer: Some(ComputerSeat { color: Color::Black, level: Level::new(5).expect("5"), engine: None }),
            ..GameOptions::default()
        };
        let tc: TimeControl = "10+5".parse().expect("10+5");
        let mut game = Game::new(crate::rules::Position::new(), tc.clone(), options);
        let s = Settings::of_game(&game, Lang::Ru);
        let want = Settings {
            white: "Anna".into(),
            black: String::new(),
            time: "10+5".into(),
            opponent: Opponent::Computer { color: Some(Color::Black), level: 5 },
            start: StartChoice::Odds(odds),
            arbiter: Arbiter::Strict,
            lang: Lang::Ru,
        };
        assert_eq!(s, want);
        assert_eq!(Settings::from_toml(&s.to_toml()), Ok(s.clone()), "it is remembered as it is shown");
        // Once a person took the computer's chair, the game is one between persons.
        game.seat_person(Color::Black);
        assert_eq!(Settings::of_game(&game, Lang::En).opponent, Opponent::Friend);
        let chess960 = GameOptions { start: StartKind::chess960(42), ..GameOptions::default() };
        let game = Game::new(crate::rules::Position::new(), tc, chess960);
        assert_eq!(Settings::of_game(&game, Lang::En).start, StartChoice::Chess960(Some(42)));
    }

    #[test]
    fn the_swap_changes_the_chairs() {
        let s = Settings {
            white: "Anna".into(),
            black: "Boris".into(),
            opponent: Opponent::Computer { color: Some(Color::Black), level: 3 },
            ..Settings::default()
        };
        let t = s.swapped();
        assert_eq!((t.white.as_str(), t.black.as_str()), ("Boris", "Anna"));
        assert_eq!(t.opponent, Opponent::Computer { color: Some(Color::White), level: 3 });
        // Piece odds go with the player who gave them; a Chess960 number stays.
        let odds = |color| StartChoice::Odds(PieceOdds { color, pieces: vec![OddsPiece::Knight, OddsPiece::Pawn] });
        let t = Settings { start: odds(Color::White), ..s.clone() }.swapped();
        assert_eq!(t.start, odds(Color::Black));
        assert_eq!(t.swapped().start, odds(Color::White));
        let t = Settings { start: StartChoice::Chess960(Some(42)), ..s }.swapped();
        assert_eq!(t.start, StartChoice::Chess960(Some(42)));
    }
}
