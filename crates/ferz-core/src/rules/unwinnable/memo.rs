//! Verdicts already found, by position, so that a position asked again is searched once: the
//! start position of every empty game of a file, a final position two games share, the final
//! position of a game lost on time (asked whether it is dead, then who could still mate).
//!
//! Only proofs are kept, a mate found or a proof that none exists; an undecided verdict is
//! asked again with a fresh budget. A position is found by its Zobrist key and compared in
//! full (everything the search reads: the pieces, the side to move, castling, en passant).

use rustc_hash::FxHashMap;

use super::{Budget, Verdict, dead, directed, promote, self_block, winnability_within};
use crate::rules::{Color, Position};

/// The verdicts found so far, for each side of each position asked.
///
/// ```
/// use ferz_core::rules::{Color, Position, unwinnable::Memo};
/// let mut memo = Memo::new();
/// let start = Position::new();
/// assert!(memo.dead_position(&start).is_none());
/// // The dead question found White's mate; asking again searches nothing.
/// assert!(memo.known(&start, Color::White).is_some_and(|v| v.can_mate() == Some(true)));
/// ```
#[derive(Debug, Default)]
pub struct Memo {
    entries: FxHashMap<u64, Vec<Entry>>,
}

/// One position and what is known of each side (White's, then Black's).
#[derive(Debug)]
struct Entry {
    pos: Position,
    sides: [Option<Verdict>; 2],
}

impl Memo {
    /// An empty memo.
    pub fn new() -> Memo {
        Memo::default()
    }

    /// What is known of whether `side` can mate in `pos`: a proof either way, or `None`.
    pub fn known(&self, pos: &Position, side: Color) -> Option<&Verdict> {
        self.entry(pos)?.sides[side.index()].as_ref()
    }

    /// [`winnability_within`], searched only when the memo does not know it yet.
    pub fn winnability_within(&mut self, pos: &Position, side: Color, budget: &Budget) -> Verdict {
        if let Some(known) = self.known(pos, side) {
            return known.clone();
        }
        let verdict = winnability_within(pos, side, budget);
        self.learn(pos, side, &verdict);
        verdict
    }

    /// Whether `side` can mate in `pos`, for a question that needs the answer and not the
    /// shortest line (a flag fall in `ferz check`): [`winnability_within`]'s answer, but the
    /// looks are tried first and a mate one finds is the proof (a helpmate played out and
    /// checked move by move, often longer than the search's): the directed look, and for a
    /// side whose pawns are its only hope of a queen, the look that queens one first
    /// (`promote`). A side with only minor pieces gets the self-block look's short first
    /// round before the directed look and its long second round after it: of the flag falls
    /// of `cargo bench --bench check` where such a side could mate, the self-block look finds
    /// every mate and the directed look a third of them, each failure costing as much as a
    /// short round. Searched only when the memo does not know it yet; a line the memo holds
    /// is handed back as it is.
    pub fn can_mate_within(&mut self, pos: &Position, side: Color, budget: &Budget) -> Verdict {
        if let Some(known) = self.known(pos, side) {
            return known.clone();
        }
        let found = match self_block::Rounds::new(pos, side) {
            Some(mut look) => {
                look.first().or_else(|| directed::helpmate(pos, side, dead::LOOK)).or_else(|| look.second())
            }
            None => directed::helpmate(pos, side, dead::LOOK).or_else(|| promote::helpmate(pos, side)),
        };
        if let Some(helpmate) = found {
            let verdict = Verdict::Winnable { helpmate };
            self.learn(pos, side, &verdict);
            return verdict;
        }
        self.winnability_within(pos, side, budget)
    }

    /// Keeps `verdict` for `side` in `pos` when it is a proof.
    pub(super) fn learn(&mut self, pos: &Position, side: Color, verdict: &Verdict) {
        if verdict.can_mate().is_none() {
            return;
        }
        let entries = self.entries.entry(pos.hash()).or_default();
        let at = match entries.iter().position(|e| e.pos.is_same_position(pos)) {
            Some(at) => at,
            None => {
                entries.push(Entry { pos: pos.clone(), sides: [None, None] });
                entries.len() - 1
            }
        };
        entries[at].sides[side.index()] = Some(verdict.clone());
    }

    fn entry(&self, pos: &Position) -> Option<&Entry> {
        self.entries.get(&pos.hash())?.iter().find(|e| e.pos.is_same_position(pos))
    }
}

#[cfg(test)]
mod tests {
    use super::super::dead::tests::thread_cpu_ns;
    use super::super::test_support::{mates, pos};
    use super::*;

    /// The slowest flag falls of `cargo bench --bench check` where the side that did not flag
    /// has only minor pieces (a bishop against a knight, a knight against a bishop, a bishop
    /// against a rook and pawns): each is answered with a line that mates, whichever look
    /// finds it.
    #[test]
    fn the_minor_piece_flag_falls_are_answered_with_a_mate() {
        for (fen, side) in [
            ("B3k3/1K2n3/8/8/8/8/8/8 b - - 2 77", Color::White),
            ("2k5/8/8/8/8/8/1KB5/6n1 b - - 11 80", Color::White),
            ("4b3/8/8/8/1k6/5K2/6N1/8 b - - 13 72", Color::Black),
            ("8/8/k4b2/2R5/PR2P3/3PP3/8/3K4 w - - 7 49", Color::Black),
            ("3k4/b7/8/4n3/Q7/5R2/2P5/4K1b1 w - - 0 1", Color::Black),
            ("8/8/8/8/4r3/5N2/3k4/7K b - - 22 71", Color::White),
        ] {
            let p = pos(fen);
            let verdict = Memo::new().can_mate_within(&p, side, &Budget::default());
            let Verdict::Winnable { helpmate } = verdict else { panic!("{fen} {side:?}: {verdict:?}") };
            assert!(mates(&p, side, &helpmate), "{fen} {side:?}: {helpmate:?}");
        }
    }

    /// The flag fall's question (`can_mate_within`) of both sides of every position of the
    /// file `FERZ_FINALS` names (see `spread_of_the_dead_question`): how many the look
    /// answers, and what the rest cost, by how they were answered.
    /// `FERZ_FINALS=file cargo test --profile ci -p ferz-core --lib spread_of_the_flag -- --ignored --nocapture`
    #[test]
    #[ignore = "a measurement, on a file the bench writes"]
    fn spread_of_the_flag_question() {
        let Some(path) = std::env::var_os("FERZ_FINALS") else { return };
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let positions: Vec<Position> = text.lines().filter_map(|l| Position::from_fen(l).ok()).collect();
        let mut rows: std::collections::BTreeMap<String, (u32, u64, u64)> = Default::default();
        let mut slow = Vec::new();
        for p in &positions {
            for side in [Color::White, Color::Black] {
                let cpu = thread_cpu_ns();
                let look = directed::helpmate(p, side, dead::LOOK);
                let look_ns = thread_cpu_ns() - cpu;
                let (label, rest_ns) = if look.is_some() {
                    ("look mates".to_string(), 0)
                } else {
                    let cpu = thread_cpu_ns();
                    let verdict = winnability_within(p, side, &Budget::default());
                    let ns = thread_cpu_ns() - cpu;
                    slow.push((ns, p.fen(), side));
                    (format!("then {verdict:?}").chars().take(40).collect(), ns)
                };
                let label = label.split(['{', '(']).next().unwrap_or("").trim().to_string();
                let row = rows.entry(label).or_default();
                row.0 += 1;
                row.1 += look_ns;
                row.2 += rest_ns;
            }
        }
        for (label, (n, look, rest)) in &rows {
            println!(
                "{label:>30}: {n:6} questions, look {:7.1} ms ({:5.1} µs each), the rest {:7.1} ms ({:6.1} µs each)",
                *look as f64 / 1e6,
                *look as f64 / 1e3 / f64::from(*n),
                *rest as f64 / 1e6,
                *rest as f64 / 1e3 / f64::from(*n)
            );
        }
        slow.sort_by_key(|s| std::cmp::Reverse(s.0));
        for (ns, fen, side) in slow.iter().take(12) {
            println!("{:9.1} µs {side:?} {fen}", *ns as f64 / 1e3);
        }
    }
}
