//! What a UCI engine says, read into types: one line of its standard output becomes one
//! [`Reply`]. Only the messages a GUI needs to analyse are read; any other line is
//! [`Reply::Other`], ignored as the protocol asks. A message ferz needs whose arguments are
//! broken (`info score cp abc`, `bestmove` without a move) is [`Reply::Malformed`], so that a
//! confused engine is told apart from a quiet one.

/// An evaluation as an engine gives it, from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns: positive when the side to move stands better.
    Cp(i32),
    /// Mate in N moves: positive when the side to move mates, negative when it is mated;
    /// 0 when the side to move is checkmated already.
    Mate(i32),
}

impl Score {
    /// The same score from the other side's point of view.
    #[must_use]
    pub fn flipped(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }
}

/// Whether a score is exact or only a bound found while searching (`lowerbound`,
/// `upperbound`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The score of the line.
    Exact,
    /// The score is at least this.
    Lower,
    /// The score is at most this.
    Upper,
}

/// An `info` line: what the search found so far. Fields the engine did not send are `None`
/// or empty.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Info {
    /// `depth`: plies searched.
    pub depth: Option<u32>,
    /// `multipv`: which of the best lines this is (1 for the best).
    pub multipv: Option<u32>,
    /// `score`, with its bound.
    pub score: Option<(Score, Bound)>,
    /// `pv`: the line, moves in UCI notation as the engine wrote them.
    pub pv: Vec<String>,
}

/// One line of an engine's output, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// `id name NAME`.
    Name(String),
    /// `option name NAME type …`: the engine has this option.
    Option(String),
    /// `uciok`: the engine speaks UCI and has said its options.
    UciOk,
    /// `readyok`.
    ReadyOk,
    /// `info …` with at least one field ferz reads.
    Info(Info),
    /// `bestmove MOVE [ponder MOVE]`; the move is `None` for `(none)` / `0000`, a position
    /// without legal moves.
    BestMove(Option<String>),
    /// A message ferz reads whose arguments are broken.
    Malformed,
    /// Anything else (an `info string`, `copyprotection`, text of the engine's own).
    Other,
}

/// Reads one line of engine output.
///
/// ```
/// use ferz::engine::{Bound, Reply, Score, read_reply};
/// let Reply::Info(info) = read_reply("info depth 12 seldepth 15 multipv 1 score cp -31 nodes 9 pv e7e5 g1f3")
/// else { panic!() };
/// assert_eq!(info.score, Some((Score::Cp(-31), Bound::Exact)));
/// assert_eq!(info.pv, ["e7e5", "g1f3"]);
/// assert_eq!(read_reply("bestmove e2e4 ponder e7e5"), Reply::BestMove(Some("e2e4".into())));
/// assert_eq!(read_reply("info score cp x"), Reply::Malformed);
/// ```
pub fn read_reply(line: &str) -> Reply {
    let mut words = line.split_whitespace();
    match words.next() {
        Some("uciok") => Reply::UciOk,
        Some("readyok") => Reply::ReadyOk,
        Some("id") => match words.next() {
            Some("name") => Reply::Name(words.collect::<Vec<_>>().join(" ")),
            _ => Reply::Other,
        },
        Some("option") => match words.next() {
            Some("name") => Reply::Option(words.take_while(|w| *w != "type").collect::<Vec<_>>().join(" ")),
            _ => Reply::Other,
        },
        Some("bestmove") => match words.next() {
            Some("(none)" | "0000") => Reply::BestMove(None),
            Some(mv) if looks_like_uci(mv) => Reply::BestMove(Some(mv.to_string())),
            _ => Reply::Malformed,
        },
        Some("info") => read_info(words),
        _ => Reply::Other,
    }
}

/// The fields of an `info` line ferz reads; `info string …` and lines with none of them are
/// [`Reply::Other`].
fn read_info<'a>(mut words: impl Iterator<Item = &'a str>) -> Reply {
    let mut info = Info::default();
    let mut any = false;
    while let Some(word) = words.next() {
        match word {
            "string" => break,
            "depth" => match words.next().and_then(|w| w.parse().ok()) {
                Some(d) => info.depth = Some(d),
                None => return Reply::Malformed,
            },
            "multipv" => match words.next().and_then(|w| w.parse().ok()) {
                Some(n) => info.multipv = Some(n),
                None => return Reply::Malformed,
            },
            "score" => {
                let score = match (words.next(), words.next().and_then(|w| w.parse::<i32>().ok())) {
                    (Some("cp"), Some(cp)) => Score::Cp(cp),
                    (Some("mate"), Some(n)) => Score::Mate(n),
                    _ => return Reply::Malformed,
                };
                info.score = Some((score, Bound::Exact));
                any = true;
            }
            "lowerbound" | "upperbound" => {
                if let Some((score, _)) = info.score {
                    let bound = if word == "lowerbound" { Bound::Lower } else { Bound::Upper };
                    info.score = Some((score, bound));
                }
            }
            "pv" => {
                // The line runs to the end of the message.
                for mv in words.by_ref() {
                    if !looks_like_uci(mv) {
                        return Reply::Malformed;
                    }
                    info.pv.push(mv.to_string());
                }
                any = true;
            }
            _ => {}
        }
    }
    if any { Reply::Info(info) } else { Reply::Other }
}

/// Whether `text` has the shape of a UCI move (`e2e4`, `e7e8q`); whether it is legal is the
/// position's to say.
fn looks_like_uci(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    match b {
        [f1, r1, f2, r2] => square(*f1, *r1) && square(*f2, *r2),
        [f1, r1, f2, r2, p] => square(*f1, *r1) && square(*f2, *r2) && b"qrbnQRBN".contains(p),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stockfish_lines() {
        assert_eq!(read_reply("id name Stockfish 17"), Reply::Name("Stockfish 17".into()));
        assert_eq!(
            read_reply("option name Hash type spin default 16 min 1 max 33554432"),
            Reply::Option("Hash".into())
        );
        assert_eq!(read_reply("option name Clear Hash type button"), Reply::Option("Clear Hash".into()));
        assert_eq!(read_reply("uciok"), Reply::UciOk);
        assert_eq!(read_reply("readyok"), Reply::ReadyOk);
        assert_eq!(read_reply("bestmove (none)"), Reply::BestMove(None));
        assert_eq!(read_reply("bestmove e7e8q"), Reply::BestMove(Some("e7e8q".into())));
        let Reply::Info(info) = read_reply("info depth 0 score mate 0") else { panic!() };
        assert_eq!(info.score, Some((Score::Mate(0), Bound::Exact)));
        let Reply::Info(info) = read_reply("info depth 20 seldepth 2 multipv 1 score mate -1 nodes 3 pv h2h3") else {
            panic!()
        };
        assert_eq!((info.depth, info.multipv), (Some(20), Some(1)));
        assert_eq!(info.score, Some((Score::Mate(-1), Bound::Exact)));
        let Reply::Info(info) = read_reply("info depth 9 score cp 40 lowerbound nodes 100 pv d2d4") else { panic!() };
        assert_eq!(info.score, Some((Score::Cp(40), Bound::Lower)));
    }

    #[test]
    fn noise_and_garbage() {
        assert_eq!(read_reply("Stockfish 17 by the Stockfish developers"), Reply::Other);
        assert_eq!(read_reply("info string NNUE evaluation using nn-1111.nnue"), Reply::Other);
        assert_eq!(read_reply("info depth 3 currmove e2e4 currmovenumber 1"), Reply::Other);
        assert_eq!(read_reply(""), Reply::Other);
        assert_eq!(read_reply("bestmove"), Reply::Malformed);
        assert_eq!(read_reply("bestmove e9e4"), Reply::Malformed);
        assert_eq!(read_reply("info depth x"), Reply::Malformed);
        assert_eq!(read_reply("info score mate"), Reply::Malformed);
        assert_eq!(read_reply("info score cp 10 pv e2e4 hello"), Reply::Malformed);
    }
}
