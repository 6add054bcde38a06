//! Saving and resuming a game, and the adjournment envelope — as PGN a
//! person can read, with the clock in `[%clk]` and the rest of the state in
//! `Ferz…` tags:
//!
//! ```text
//! [FerzSave "1"]
//! [FerzClock "white=893210 black=900000 moves=3,2 periods=0,0 to_move=white used=1234"]
//! [FerzPenalty "60000"]
//! [FerzOffer "white"]
//! ```
//!
//! Each side's time control is read from the `WhiteTimeControl` and `BlackTimeControl` tags
//! every record of a game has (see [`export`](super::export)); a save written before those
//! tags held it has `[FerzTimeControl "15+10"]` (and `FerzBlackTimeControl` under time odds).
//!
//! An envelope adds who sealed which move, `[FerzSealedBy "white"]`,
//! `[FerzSealedMove "41"]`, and the sealed move locked by a code shown once at sealing,
//! `[FerzSealed "v4-…"]` (see [`envelope`](super::envelope)).

use crate::pgn::{PgnError, PgnReader, parse_clk};
use crate::rules::{Color, Move, Position, Role, Square};

use super::envelope::{self, Code, Envelope, EnvelopeError, Sealed};
use super::{
    Arbiter, Clock, ClockError, ClockState, Duration, FindingContext, Game, GameError, GameOptions, HandPly, Instant,
    Outcome, RecordWords, SavedFinding, SavedMove, Termination, TimeControl, TimeControlError,
};

/// The version of the save format this build writes and reads.
pub const SAVE_VERSION: &str = "1";

/// Save files larger than this are refused as not ours (a real save of a
/// 100,000-move game is far smaller).
pub const MAX_SAVE_BYTES: u64 = 64 * 1024 * 1024;

/// A game read back from a save or an envelope.
#[derive(Debug, Clone)]
pub struct Saved {
    /// The game, its clock paused.
    pub game: Game,
    /// The sealed envelope, not opened yet.
    pub envelope: Option<Envelope>,
}

/// Why a file could not be resumed, in words for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// The file is not PGN that can be read.
    Pgn(PgnError),
    /// The file holds no game.
    Empty,
    /// PGN, but not a ferz save (no `FerzSave` tag), or from a newer version.
    NotASave(NotASave),
    /// A `Ferz…` tag is damaged.
    BadTag {
        /// The tag name.
        name: &'static str,
        /// Its value.
        value: String,
        /// What is wrong.
        why: TagFault,
    },
    /// The moves do not fit the game (the refusal of the game layer).
    Game(GameError),
    /// The saved clock does not fit the time control.
    Clock(ClockError),
}

impl std::error::Error for SaveError {}

/// Why a PGN file is not a save this ferz reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotASave {
    /// It has no `FerzSave` tag.
    NoTag,
    /// It is another format version (as written in its `FerzSave` tag).
    Version(String),
}

/// What is wrong with a damaged `Ferz…` tag; the language layer says it in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagFault {
    /// The tag is not there.
    Missing,
    /// The tag should be a whole number.
    NotANumber,
    /// The tag should be `white` or `black`.
    NotASide,
    /// The tag names no way a game ends.
    NotATermination,
    /// The tag is not a time control.
    TimeControl(TimeControlError),
    /// `FerzClock`: a field has no `=`.
    FieldWithoutEquals,
    /// `FerzClock`: a field of an unknown name.
    UnknownField(String),
    /// `FerzClock`: `to_move` names no side.
    NoSideToMove,
    /// `FerzClock`: White's time is missing.
    LacksWhiteTime,
    /// `FerzClock`: Black's time is missing.
    LacksBlackTime,
    /// `FerzClock`: the move counts are missing.
    LacksMoveCounts,
    /// `FerzClock`: the periods are missing.
    LacksPeriods,
    /// `FerzClock`: the side to move is missing.
    LacksSideToMove,
    /// `FerzHandPlies`: a move is not UCI.
    MoveNotUci,
    /// `FerzHandPlies`: a clock is not a number.
    ClockNotANumber,
    /// `FerzHandPlies`: a ply has no clock.
    LacksClock,
    /// `FerzHandPlies`: a ply has no draw offer mark.
    LacksDrawOfferMark,
    /// `FerzHandPlies`: a time spent is not a number.
    SpentNotANumber,
    /// `FerzHandPlies`: a ply has a field too many.
    FieldTooMany,
    /// `FerzIllegalFound`: a finding is not of the form it should be.
    FindingShape,
}

impl From<PgnError> for SaveError {
    fn from(e: PgnError) -> Self {
        SaveError::Pgn(e)
    }
}

fn clock_tag(state: &ClockState) -> String {
    let to_move = state.to_move.map_or("none", Color::name);
    format!(
        "white={} black={} moves={},{} periods={},{} to_move={to_move} used={}",
        state.remaining[0].as_ms(),
        state.remaining[1].as_ms(),
        state.moves_made[0],
        state.moves_made[1],
        state.period_index[0],
        state.period_index[1],
        state.used_in_move.as_ms()
    )
}

fn parse_pair<T: std::str::FromStr>(text: &str) -> Option<[T; 2]> {
    let (a, b) = text.split_once(',')?;
    Some([a.parse().ok()?, b.parse().ok()?])
}

fn parse_clock_tag(value: &str) -> Result<ClockState, SaveError> {
    let bad = |why: TagFault| SaveError::BadTag { name: "FerzClock", value: value.to_string(), why };
    let (mut white, mut black, mut moves, mut periods, mut to_move, mut used) = (None, None, None, None, None, None);
    for field in value.split_whitespace() {
        let (key, v) = field.split_once('=').ok_or_else(|| bad(TagFault::FieldWithoutEquals))?;
        match key {
            "white" => white = v.parse::<u64>().ok(),
            "black" => black = v.parse::<u64>().ok(),
            "moves" => moves = parse_pair::<u32>(v),
            "periods" => periods = parse_pair::<usize>(v),
            "to_move" => {
                to_move = Some(match v {
                    "white" => Some(Color::White),
                    "black" => Some(Color::Black),
                    "none" => None,
                    _ => return Err(bad(TagFault::NoSideToMove)),
                })
            }
            "used" => used = v.parse::<u64>().ok(),
            _ => return Err(bad(TagFault::UnknownField(key.to_string()))),
        }
    }
    Ok(ClockState {
        remaining: [
            Duration::from_ms(white.ok_or_else(|| bad(TagFault::LacksWhiteTime))?),
            Duration::from_ms(black.ok_or_else(|| bad(TagFault::LacksBlackTime))?),
        ],
        moves_made: moves.ok_or_else(|| bad(TagFault::LacksMoveCounts))?,
        period_index: periods.ok_or_else(|| bad(TagFault::LacksPeriods))?,
        to_move: to_move.ok_or_else(|| bad(TagFault::LacksSideToMove))?,
        used_in_move: Duration::from_ms(used.unwrap_or(0)),
    })
}

/// `FerzHandPlies`: `uci/clock/offer/spent` for each ply, `-` for no clock, no offer or no
/// time spent known (older saves have no `/spent`).
fn hand_plies_tag(plies: &[HandPly]) -> String {
    let one = |p: &HandPly| {
        let clock = p.clock.map_or("-".to_string(), |t| t.as_ms().to_string());
        let spent = p.spent.map_or("-".to_string(), |t| t.as_ms().to_string());
        format!("{}/{clock}/{}/{spent}", p.mv.uci(), if p.draw_offer { "=" } else { "-" })
    };
    plies.iter().map(one).collect::<Vec<_>>().join(" ")
}

/// `FerzIllegalFound`: `ply/uci/later/penalty/undone,…/fen/last/taken,…` for each illegal
/// move found: its place, the move, how much later it was found, the penalty, the moves taken
/// back in SAN; then the position it was made in (the FEN with `.` for `/` and `_` for
/// spaces), the move before it (`-` for none) and the moves taken back in UCI, from which the
/// illegal moves taken back unfound come back.
fn findings_tag(findings: &[SavedFinding]) -> String {
    let one = |f: &SavedFinding| {
        let mut field =
            format!("{}/{}/{}/{}/{}", f.ply, f.mv.uci(), f.later_plies, f.penalty.as_ms(), f.undone.join(","));
        if let Some(c) = &f.context {
            let fen = c.before.fen().replace('/', ".").replace(' ', "_");
            let last = c.last.map_or_else(|| "-".to_string(), |m| m.uci());
            let taken: Vec<String> = c.taken.iter().map(|m| m.uci()).collect();
            field.push_str(&format!("/{fen}/{last}/{}", taken.join(",")));
        }
        field
    };
    findings.iter().map(one).collect::<Vec<_>>().join(" ")
}

/// A move in UCI as a save writes it (`e1e1` for a clock pressed without a move).
fn saved_move(text: &str) -> Option<Move> {
    let from = Square::parse(text.get(0..2)?)?;
    let to = Square::parse(text.get(2..4)?)?;
    let promotion = match text.get(4..)? {
        "" => None,
        p => Some(Role::from_char(p.chars().next()?).filter(|_| p.len() == 1)?),
    };
    Some(Move::new(from, to, promotion))
}

fn parse_hand_plies(value: &str) -> Result<Vec<HandPly>, SaveError> {
    let bad = |why: TagFault| SaveError::BadTag { name: "FerzHandPlies", value: value.to_string(), why };
    value
        .split_whitespace()
        .map(|field| {
            let mut parts = field.split('/');
            let mv = parts.next().and_then(saved_move).ok_or_else(|| bad(TagFault::MoveNotUci))?;
            let clock = match parts.next() {
                Some("-") => None,
                Some(ms) => Some(Duration::from_ms(ms.parse().map_err(|_| bad(TagFault::ClockNotANumber))?)),
                None => return Err(bad(TagFault::LacksClock)),
            };
            let draw_offer = match parts.next() {
                Some("=") => true,
                Some("-") => false,
                _ => return Err(bad(TagFault::LacksDrawOfferMark)),
            };
            let spent = match parts.next() {
                None | Some("-") => None,
                Some(ms) => Some(Duration::from_ms(ms.parse().map_err(|_| bad(TagFault::SpentNotANumber))?)),
            };
            if parts.next().is_some() {
                return Err(bad(TagFault::FieldTooMany));
            }
            Ok(HandPly { mv, clock, draw_offer, spent })
        })
        .collect()
}

fn parse_findings(value: &str) -> Result<Vec<SavedFinding>, SaveError> {
    let bad = || SaveError::BadTag { name: "FerzIllegalFound", value: value.to_string(), why: TagFault::FindingShape };
    value
        .split_whitespace()
        .map(|field| {
            let parts: Vec<&str> = field.split('/').collect();
            let (ply, mv, later, penalty, undone, context) = match parts[..] {
                [ply, mv, later, penalty, undone] => (ply, mv, later, penalty, undone, None),
                [ply, mv, later, penalty, undone, fen, last, taken] => {
                    (ply, mv, later, penalty, undone, Some((fen, last, taken)))
                }
                _ => return Err(bad()),
            };
            let context = match context {
                None => None,
                Some((fen, last, taken)) => Some(FindingContext {
                    before: Position::from_fen(&fen.replace('.', "/").replace('_', " ")).map_err(|_| bad())?,
                    last: match last {
                        "-" => None,
                        uci => Some(saved_move(uci).ok_or_else(bad)?),
                    },
                    taken: taken
                        .split(',')
                        .filter(|s| !s.is_empty())
                        .map(|m| saved_move(m).ok_or_else(bad))
                        .collect::<Result<_, _>>()?,
                }),
            };
            Ok(SavedFinding {
                ply: ply.parse().map_err(|_| bad())?,
                mv: saved_move(mv).ok_or_else(bad)?,
                later_plies: later.parse().map_err(|_| bad())?,
                penalty: Duration::from_ms(penalty.parse().map_err(|_| bad())?),
                undone: undone.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect(),
                context,
            })
        })
        .collect()
}

/// White's and Black's time control as saved: from `WhiteTimeControl` and `BlackTimeControl`,
/// or, in a save written before they held the exact control (when they were in seconds, and
/// only under time odds), from `FerzTimeControl` and `FerzBlackTimeControl`.
fn saved_time_controls(pgn: &crate::pgn::PgnGame) -> Result<[TimeControl; 2], SaveError> {
    let read = |name: &'static str, text: &str| {
        text.parse::<TimeControl>().map_err(|e| SaveError::BadTag {
            name,
            value: text.to_string(),
            why: TagFault::TimeControl(e),
        })
    };
    let required = |name: &'static str| {
        let text =
            pgn.tag(name).ok_or_else(|| SaveError::BadTag { name, value: String::new(), why: TagFault::Missing })?;
        read(name, text)
    };
    if let Some(old) = pgn.tag("FerzTimeControl") {
        let white = read("FerzTimeControl", old)?;
        let black = match pgn.tag("FerzBlackTimeControl") {
            Some(text) => read("FerzBlackTimeControl", text)?,
            None => white.clone(),
        };
        return Ok([white, black]);
    }
    let [white, black] = super::export::TIME_CONTROL_TAGS;
    Ok([required(white)?, required(black)?])
}

fn color_tag(name: &'static str, value: &str) -> Result<Color, SaveError> {
    match value {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(SaveError::BadTag { name, value: value.to_string(), why: TagFault::NotASide }),
    }
}

impl Game {
    /// The game as a save file (PGN with `Ferz…` tags), its clock as at `now`, its comments in
    /// `words`.
    pub fn to_save(&self, words: &dyn RecordWords, now: Instant, sealed: Option<&Sealed>) -> String {
        self.to_save_tagged(words, now, sealed, &[])
    }

    /// [`Game::to_save`] with `extra` tags (`Event`, `Site`, `Date`, …) that replace the
    /// defaults: the file is a PGN any program reads and ferz can resume.
    pub fn to_save_tagged(
        &self,
        words: &dyn RecordWords,
        now: Instant,
        sealed: Option<&Sealed>,
        extra: &[(&str, &str)],
    ) -> String {
        let state = self.clock().state(now);
        let penalty = self.penalty().as_ms().to_string();
        let clock = clock_tag(&state);
        let offer = self.draw_offer().map(Color::name);
        let no_offers = self.options().no_offers_before.to_string();
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", "ferz game".to_string()),
            ("FerzSave", SAVE_VERSION.to_string()),
            ("FerzClock", clock),
            ("FerzPenalty", penalty),
            ("FerzNoOffersBefore", no_offers),
        ];
        if let Some(offer) = offer {
            tags.push(("FerzOffer", offer.to_string()));
        }
        if self.options().touch_move {
            tags.push(("FerzTouchMove", "1".to_string()));
        }
        if let Some(n) = self.options().start.number {
            tags.push(("FerzChess960", n.to_string()));
        }
        if self.options().arbiter != Arbiter::Assist {
            tags.push(("FerzArbiter", self.options().arbiter.name().to_string()));
        }
        if let Some(seat) = &self.options().computer {
            tags.push(("FerzComputer", seat.tag()));
        }
        // Practice: the plies from the first unfound illegal move on cannot be PGN moves, so
        // they are kept in a tag; the findings keep the counts of 7.5.5 and the record.
        let hand_plies = self.hand_plies();
        if self.is_practice() {
            if !hand_plies.is_empty() {
                tags.push(("FerzHandPlies", hand_plies_tag(&hand_plies)));
            }
            let findings = self.saved_findings();
            if !findings.is_empty() {
                tags.push(("FerzIllegalFound", findings_tag(&findings)));
            }
        }
        if let Some(o) = self.outcome() {
            tags.push(("FerzTermination", o.termination.name().to_string()));
            if let Some(by) = o.by {
                tags.push(("FerzBy", by.name().to_string()));
            }
        }
        if let Some(s) = sealed {
            tags.push(("FerzSealedBy", s.by.name().to_string()));
            tags.push(("FerzSealedMove", s.move_number.to_string()));
            // The time each side has left, as the clocks showed it when the envelope was sealed.
            let left = |c: Color| super::format_clock(self.clock().remaining(c, now));
            tags.push(("WhiteClock", left(Color::White)));
            tags.push(("BlackClock", left(Color::Black)));
        }
        let mut borrowed: Vec<(&str, &str)> = tags.iter().map(|(n, v)| (*n, v.as_str())).collect();
        // The event's tags come last: they name the game whatever the defaults say.
        let event: Vec<(&str, &str)> = self.options().event.as_ref().map_or_else(Vec::new, |e| {
            vec![("Event", e.event.as_str()), ("Round", e.round.as_str()), ("FerzEvent", e.id.as_str())]
        });
        for &(name, value) in extra.iter().chain(&event) {
            match borrowed.iter_mut().find(|(n, _)| *n == name) {
                Some(tag) => tag.1 = value,
                None => borrowed.push((name, value)),
            }
        }
        let mut pgn = self.to_pgn_game(words, &borrowed);
        pgn.moves.truncate(self.moves().len() - hand_plies.len());
        // Every field write_game checks (result, tag names) is set by us.
        crate::pgn::write_game(&pgn).unwrap_or_default()
    }

    /// The envelope of this game adjourned with `sealed`, its clocks as at `now`, with
    /// `extra` tags as [`Game::to_save_tagged`] takes them: the text to write, and the code
    /// that opens it — to be shown once, for the scoresheet.
    pub fn to_envelope(
        &self,
        words: &dyn RecordWords,
        now: Instant,
        sealed: &Sealed,
        extra: &[(&str, &str)],
    ) -> Result<(String, Code), EnvelopeError> {
        let text = self.to_save_tagged(words, now, Some(sealed), extra);
        let code = Code::random()?;
        Ok((envelope::seal(&text, &sealed.text, &code)?, code))
    }

    /// Reads a save file or an envelope. The clock comes back paused, with
    /// each side's time as saved.
    pub fn from_save(text: &str) -> Result<Saved, SaveError> {
        let mut games = PgnReader::new(text.as_bytes());
        let pgn = games.next().ok_or(SaveError::Empty)??;
        let version = pgn.tag("FerzSave").ok_or(SaveError::NotASave(NotASave::NoTag))?;
        if version != SAVE_VERSION {
            return Err(SaveError::NotASave(NotASave::Version(version.to_string())));
        }
        let tag = |name: &'static str| {
            pgn.tag(name).ok_or_else(|| SaveError::BadTag { name, value: String::new(), why: TagFault::Missing })
        };
        let [tc, black_tc] = saved_time_controls(&pgn)?;
        let state = parse_clock_tag(tag("FerzClock")?)?;
        let clock = Clock::with_odds(&tc, &black_tc).and_then(|c| c.restored(&state)).map_err(SaveError::Clock)?;
        let number = |name: &'static str| -> Result<u64, SaveError> {
            let v = tag(name)?;
            v.parse().map_err(|_| SaveError::BadTag { name, value: v.to_string(), why: TagFault::NotANumber })
        };
        let penalty_ms = number("FerzPenalty")?;
        let no_offers_before = u32::try_from(number("FerzNoOffersBefore")?).unwrap_or(u32::MAX);
        let draw_offer = pgn.tag("FerzOffer").map(|v| color_tag("FerzOffer", v)).transpose()?;
        let options = GameOptions {
            white: player_tag(pgn.tag("White"), "White"),
            black: player_tag(pgn.tag("Black"), "Black"),
            penalty: Some(Duration::from_ms(penalty_ms)),
            no_offers_before,
            touch_move: pgn.tag("FerzTouchMove") == Some("1"),
            arbiter: Arbiter::from_tag(pgn.tag("FerzArbiter")),
            // A damaged seat leaves both chairs to people: the game itself is intact.
            computer: pgn.tag("FerzComputer").and_then(super::ComputerSeat::from_tag),
            start: super::StartKind::from_tags(pgn.tag("Variant"), pgn.tag("FerzChess960"), pgn.tag("Odds")),
            event: pgn.tag("FerzEvent").filter(|id| super::event::EventTags::valid_id(id)).map(|id| {
                super::event::EventTags {
                    event: pgn.tag("Event").unwrap_or_default().to_string(),
                    round: pgn.tag("Round").unwrap_or_default().to_string(),
                    id: id.to_string(),
                }
            }),
        };
        let outcome = match pgn.tag("FerzTermination") {
            None => None,
            Some(name) => {
                let termination = Termination::from_name(name).ok_or_else(|| SaveError::BadTag {
                    name: "FerzTermination",
                    value: name.to_string(),
                    why: TagFault::NotATermination,
                })?;
                let by = pgn.tag("FerzBy").map(|v| color_tag("FerzBy", v)).transpose()?;
                let winner = match pgn.result.as_str() {
                    "1-0" => Some(Color::White),
                    "0-1" => Some(Color::Black),
                    _ => None,
                };
                Some(Outcome { winner, termination, by })
            }
        };
        let moves: Vec<SavedMove> = pgn
            .moves
            .iter()
            .map(|m| SavedMove {
                mv: m.mv,
                draw_offer: m.comment.as_deref().is_some_and(|c| c.starts_with("(=)")),
                clock: m.clock_ms.map(Duration::from_ms),
                spent: m
                    .commands
                    .iter()
                    .find(|(name, _)| name == "emt")
                    .and_then(|(_, args)| parse_clk(args))
                    .map(Duration::from_ms),
            })
            .collect();
        let mut game =
            Game::restore(pgn.start.clone(), &moves, clock, options, draw_offer, outcome).map_err(SaveError::Game)?;
        if game.is_practice() {
            let plies = pgn.tag("FerzHandPlies").map(parse_hand_plies).transpose()?.unwrap_or_default();
            let findings = pgn.tag("FerzIllegalFound").map(parse_findings).transpose()?.unwrap_or_default();
            game.resume_practice(&plies, &findings).map_err(SaveError::Game)?;
        }
        let envelope = match pgn.tag(envelope::SEALED_TAG) {
            None => None,
            Some(lock) => Some(Envelope::new(
                color_tag("FerzSealedBy", tag("FerzSealedBy")?)?,
                u32::try_from(number("FerzSealedMove")?).unwrap_or(u32::MAX),
                lock,
                &pgn,
                text,
                // Whatever follows the sealed game in the file was not sealed.
                games.next().is_none(),
            )),
        };
        Ok(Saved { game, envelope })
    }
}

/// A player's name from its tag: none when the tag is missing or holds the side itself
/// (`side`, the tag's own name), which is how a save writes an unnamed player.
fn player_tag(tag: Option<&str>, side: &str) -> Option<String> {
    tag.filter(|name| *name != side).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::English;
    use crate::rules::Position;

    /// The instant `ms` milliseconds into the test's timeline.
    fn at(ms: u64) -> Instant {
        Instant::from_ms(ms)
    }

    /// A save as the builds before the one `Arbiter` wrote it (two booleans in the options,
    /// one `FerzArbiter` tag), with `arbiter` the tag's value.
    fn old_save(arbiter: Option<&str>) -> String {
        let tag = arbiter.map_or(String::new(), |a| format!("[FerzArbiter \"{a}\"]\n"));
        format!(
            "[Event \"ferz game\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"White\"]\n\
             [Black \"Black\"]\n[Result \"*\"]\n[FerzSave \"1\"]\n[FerzTimeControl \"3+2\"]\n\
             [FerzClock \"white=182000 black=180000 moves=1,0 periods=0,0 to_move=black used=0\"]\n\
             [FerzPenalty \"60000\"]\n[FerzNoOffersBefore \"0\"]\n{tag}\n1. e4 {{[%clk 0:03:02]}} *\n"
        )
    }

    #[test]
    fn saves_written_before_the_one_arbiter_come_back_under_theirs() {
        for (tag, arbiter) in
            [(None, Arbiter::Assist), (Some("strict"), Arbiter::Strict), (Some("practice"), Arbiter::Practice)]
        {
            let saved = Game::from_save(&old_save(tag));
            let back = match saved {
                Ok(saved) => saved.game,
                Err(e) => panic!("{tag:?}: {e:?}"),
            };
            assert_eq!(back.arbiter(), arbiter, "{tag:?}");
            assert_eq!(back.moves().len(), 1);
            assert_eq!(back.is_practice(), arbiter == Arbiter::Practice);
            // Written again, the save carries the same tag as before.
            let again = back.to_save(&English, Instant::START, None);
            let written = again.lines().find(|l| l.starts_with("[FerzArbiter")).map(str::to_string);
            assert_eq!(written, tag.map(|a| format!("[FerzArbiter \"{a}\"]")), "{again}");
        }
    }

    #[test]
    fn an_unnamed_player_is_saved_as_the_side_and_read_back_unnamed() {
        let tc: TimeControl = "3+2".parse().unwrap();
        let options = GameOptions { black: Some("Boris".into()), ..GameOptions::default() };
        let text = Game::new(Position::new(), tc, options).to_save(&English, at(0), None);
        assert!(text.contains("[White \"White\"]") && text.contains("[Black \"Boris\"]"), "{text}");
        let back = Game::from_save(&text).unwrap().game;
        assert_eq!((back.name(Color::White), back.name(Color::Black)), (None, Some("Boris")));
    }

    #[test]
    fn an_envelope_is_read_back_and_opens_with_its_code_only() {
        let tc: TimeControl = "3+2".parse().unwrap();
        let mut game = Game::new(Position::new(), tc, GameOptions::default());
        game.start_clock(at(0));
        game.play_text("e4", at(5_000)).unwrap();
        let sealed = game.adjourn("Nf6", at(9_000)).unwrap();
        let (text, code) = game.to_envelope(&English, at(9_000), &sealed, &[]).unwrap();
        assert!(!text.contains("Nf6"), "{text}");
        let envelope = Game::from_save(&text).unwrap().envelope.unwrap();
        assert_eq!((envelope.by, envelope.move_number), (Color::Black, 1));
        assert_eq!(envelope.open(&code.to_string()), Ok(sealed));
        let edited = text.replace("white=", "white=1");
        let envelope = Game::from_save(&edited).unwrap().envelope.unwrap();
        assert_eq!(envelope.open(&code.to_string()), Err(EnvelopeError::Tampered));
    }

    #[test]
    fn a_game_in_progress_round_trips() {
        let tc: TimeControl = "3+2".parse().unwrap();
        let mut game = Game::new(Position::new(), tc, GameOptions::default());
        game.start_clock(at(0));
        game.play_text("e4", at(5_000)).unwrap();
        game.play_text("e5", at(9_000)).unwrap();
        game.offer_draw(at(10_000)).unwrap();
        let text = game.to_save(&English, at(12_345), None);
        let back = Game::from_save(&text).unwrap();
        let g = back.game;
        assert_eq!(g.moves().len(), 2);
        assert_eq!(g.draw_offer(), Some(Color::White));
        assert!(g.clock().is_paused());
        assert_eq!(
            g.clock().remaining(Color::White, at(99_999)).as_ms(),
            game.clock().remaining(Color::White, at(12_345)).as_ms()
        );
        assert_eq!(
            g.clock().remaining(Color::Black, at(99_999)).as_ms(),
            game.clock().remaining(Color::Black, at(12_345)).as_ms()
        );
        assert_eq!(g.position(), game.position());
    }

    #[test]
    fn foreign_and_damaged_files_are_refused_in_words() {
        assert!(matches!(Game::from_save(""), Err(SaveError::Empty)));
        let plain = "[Event \"x\"]\n\n1. e4 *\n";
        assert!(matches!(Game::from_save(plain), Err(SaveError::NotASave(_))));
        let tc: TimeControl = "5".parse().unwrap();
        let game = Game::new(Position::new(), tc, GameOptions::default());
        let text = game.to_save(&English, at(0), None).replace("white=300000", "white=lots");
        let err = Game::from_save(&text).unwrap_err();
        assert!(err.to_string().contains("FerzClock"), "{err}");
    }
}
