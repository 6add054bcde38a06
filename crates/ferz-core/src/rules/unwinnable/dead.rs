//! The dead-position question alone (5.2.2) — "can either side still mate?" — asked after
//! every move of a game and of the last position of every game a check reads, where one
//! helpmate found for either side answers it. The side with more material is asked first:
//! in an ordinary position it mates after the cheap stage of [`winnability`], and the other
//! side's proof is never needed. When it does not, both sides get short looks before the
//! long proofs. The cheap stage here tries the promising moves of each position first
//! ([`Order::ByClass`]): a mate found is a proof whatever the order, and a round that finds
//! none has searched every line to its end, so only the number of positions it takes to
//! find a mate changes (about 40% fewer on the final positions of `cargo bench --bench
//! check`). The answer is always [`neither_can_mate`]'s.
//!
//! [`neither_can_mate`]: super::neither_can_mate

use super::budget::Stop;
use super::ordering::Order;
use super::{Budget, Memo, Stage, Verdict, Why, shallow_in};
use super::{directed, self_block};
use crate::rules::{Color, Position, Role};

/// Why neither side can mate in `pos` (White's reason, then Black's), or `None` when one of
/// them can or the search could not decide: the answer of [`neither_can_mate`], with the
/// side that has more material asked first and the other only when the first cannot mate.
///
/// [`neither_can_mate`]: super::neither_can_mate
///
/// ```
/// use ferz_core::rules::{Position, unwinnable::dead_position};
/// let locked = Position::from_fen("8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1").unwrap();
/// assert!(dead_position(&locked).is_some());
/// assert!(dead_position(&Position::new()).is_none());
/// ```
pub fn dead_position(pos: &Position) -> Option<[Why; 2]> {
    dead_position_within(pos, &Budget::default())
}

/// [`dead_position`] within `budget`, which both sides' questions share.
pub fn dead_position_within(pos: &Position, budget: &Budget) -> Option<[Why; 2]> {
    decide(pos, budget, [None, None], &mut |_, _| {})
}

impl Memo {
    /// [`dead_position`], searched only for the sides the memo does not know yet.
    pub fn dead_position(&mut self, pos: &Position) -> Option<[Why; 2]> {
        self.dead_position_within(pos, &Budget::default())
    }

    /// [`dead_position_within`], searched only for the sides the memo does not know yet.
    pub fn dead_position_within(&mut self, pos: &Position, budget: &Budget) -> Option<[Why; 2]> {
        let known = [Color::White, Color::Black].map(|side| self.known(pos, side).cloned());
        let mut learnt = Vec::new();
        let dead = decide(pos, budget, known, &mut |side, verdict| learnt.push((side, verdict)));
        for (side, verdict) in learnt {
            self.learn(pos, side, &verdict);
        }
        dead
    }
}

/// The dead question, with what is `known` of each side (White's, then Black's) already;
/// `learn` is told each side's verdict as it is found.
fn decide(
    pos: &Position,
    budget: &Budget,
    known: [Option<Verdict>; 2],
    learn: &mut dyn FnMut(Color, Verdict),
) -> Option<[Why; 2]> {
    if known.iter().any(|v| matches!(v, Some(Verdict::Winnable { .. }))) {
        return None;
    }
    let strong = stronger(pos);
    // The directed look first, for each side not known yet: a mate it finds is a proof, and
    // in most positions it finds one within a few dozen positions (see `directed`). A side
    // with only minor pieces mates with the other side's pieces around its king: a look aimed
    // at such a mate (see `self_block`) next, before the searches; its short first round
    // first, when both sides have minor pieces and nothing else (the directed look seldom
    // finds those mates). Its long second round comes last, so that a mate the other side's
    // short looks find spares it.
    let order = if minor_ending(pos) {
        [Look::First, Look::Directed, Look::Second]
    } else {
        [Look::Directed, Look::First, Look::Second]
    };
    // Each side's self-block look, its pictures worked out when first wanted.
    let mut rounds: [Option<Option<self_block::Rounds>>; 2] = [None, None];
    for look in order {
        for side in [strong, !strong] {
            if known[side.index()].is_some() {
                continue;
            }
            let found = match look {
                Look::Directed => directed::helpmate(pos, side, LOOK),
                Look::First | Look::Second => {
                    let rounds = rounds[side.index()].get_or_insert_with(|| self_block::Rounds::new(pos, side));
                    match (rounds, look) {
                        (Some(rounds), Look::First) => rounds.first(),
                        (Some(rounds), _) => rounds.second(),
                        (None, _) => None,
                    }
                }
            };
            if let Some(helpmate) = found {
                learn(side, Verdict::Winnable { helpmate });
                return None;
            }
        }
    }
    let mut stop = budget.start();
    let [mut first, mut second] = [strong, !strong].map(|side| known[side.index()].clone().map(Stage::Done));
    let stage = |side: Color, stop: &Stop| match &known[side.index()] {
        Some(verdict) => Stage::Done(verdict.clone()),
        None => shallow_in(pos, side, stop, Order::ByClass),
    };
    // A mate by either side, or a side the search could not decide, leaves the position alive.
    let open = first.get_or_insert_with(|| stage(strong, &stop));
    if let Stage::Done(Verdict::Winnable { helpmate }) = open {
        learn(strong, Verdict::Winnable { helpmate: std::mem::take(helpmate) });
        return None;
    }
    if matches!(open, Stage::Open(_)) {
        // The cheap stage left the stronger side open: the other side's cheap stage, then
        // short looks at both, before the long proofs. A mate found is a proof whatever the
        // budget, and the side with more material is not always the one that mates first.
        let other = second.get_or_insert_with(|| stage(!strong, &stop));
        if let Stage::Done(Verdict::Winnable { helpmate }) = other {
            learn(!strong, Verdict::Winnable { helpmate: std::mem::take(helpmate) });
            return None;
        }
        for look in LOOKS {
            for (side, stage) in [(strong, &first), (!strong, &second)] {
                if let Some(Stage::Open(open)) = stage
                    && let Some(helpmate) = open.mate_within(look)
                {
                    learn(side, Verdict::Winnable { helpmate });
                    return None;
                }
            }
        }
    }
    let first = settle(first, strong, &mut stop, learn)?;
    let second = second.unwrap_or_else(|| stage(!strong, &stop));
    let second = settle(Some(second), !strong, &mut stop, learn)?;
    Some(match strong {
        Color::White => [first, second],
        Color::Black => [second, first],
    })
}

/// Why `side` cannot mate, its stage finished (and its verdict learnt); `None` when it can
/// or the search could not decide.
fn settle(stage: Option<Stage>, side: Color, stop: &mut Stop, learn: &mut dyn FnMut(Color, Verdict)) -> Option<Why> {
    let verdict = stage?.finish(stop);
    let why = verdict.why();
    learn(side, verdict);
    why
}

/// The positions of each short look at both sides, when the stronger side's cheap stage
/// leaves it open (measured on the final positions of `cargo bench --bench check`).
const LOOKS: [u64; 2] = [300, 1200];

/// The positions the directed look visits for each side before the searches. On the 20,000
/// final positions of `cargo bench --bench check` its mates take a median of 17–23 positions
/// and 99% of them fewer than 90; a cap of 200 instead of 400 loses 4 of its 18,221 mates
/// (to the searches) and spares half of what the 2,047 looks that find none visit: 27.6 →
/// 23.7 positions a final position.
pub(super) const LOOK: u32 = 200;

/// The looks before the searches, in the order [`decide`] may take them.
#[derive(Clone, Copy)]
enum Look {
    /// The directed look (see `directed`).
    Directed,
    /// The self-block look's short first round, and its long second one (see `self_block`).
    First,
    Second,
}

/// Whether both sides have knights or bishops and nothing else besides their kings.
fn minor_ending(pos: &Position) -> bool {
    let minors = pos.by_role(Role::Knight) | pos.by_role(Role::Bishop);
    let others = pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    others.is_empty() && [Color::White, Color::Black].iter().all(|&side| (pos.by_color(side) & minors).any())
}

/// The side with more material (by the usual 1, 3, 3, 5, 9), White when level.
pub(super) fn stronger(pos: &Position) -> Color {
    let worth = |side: Color| {
        [(Role::Pawn, 1), (Role::Knight, 3), (Role::Bishop, 3), (Role::Rook, 5), (Role::Queen, 9)]
            .iter()
            .map(|&(role, value)| value * pos.pieces(side, role).count())
            .sum::<u32>()
    };
    // Knights and bishops alone mate only a king its own pieces hem in: a side with a pawn,
    // a rook or a queen is asked first whatever the count.
    let minors_only = |side: Color| {
        (pos.by_color(side) & (pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen))).is_empty()
    };
    match (minors_only(Color::White), minors_only(Color::Black)) {
        (true, false) => Color::Black,
        (false, true) => Color::White,
        _ if worth(Color::Black) > worth(Color::White) => Color::Black,
        _ => Color::White,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::neither_can_mate;
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    /// Positions of random games from the start (xorshift, so always the same ones).
    fn random_positions(count: usize) -> Vec<Position> {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut out = Vec::new();
        while out.len() < count {
            let mut p = Position::new();
            for _ in 0..(next() % 160) {
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                p = p.play_unchecked(legal[(next() % legal.len() as u64) as usize]);
            }
            out.push(p);
        }
        out
    }

    #[test]
    fn the_answer_is_the_full_proofs() {
        let mut positions: Vec<Position> = [
            "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1",
            "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1",
            "qK6/3k4/8/8/8/8/8/8 w - - 0 1",
            "8/2n5/8/KB6/3k4/8/8/8 b - - 0 1",
            "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "k7/8/8/8/8/8/8/6NK w - - 0 1",
        ]
        .iter()
        .map(|fen| pos(fen))
        .collect();
        positions.extend(random_positions(60));
        for p in &positions {
            assert_eq!(dead_position(p), neither_can_mate(p), "{}", p.fen());
        }
    }

    #[test]
    fn a_memo_gives_the_same_answers_the_first_time_and_after() {
        let mut memo = Memo::new();
        let positions = random_positions(40);
        for p in positions.iter().chain(&positions) {
            assert_eq!(memo.dead_position(p), dead_position(p), "{}", p.fen());
        }
        // A flag fall's question asked first, as `ferz check` does, changes no answer either.
        let mut memo = Memo::new();
        for p in &positions {
            let side = !p.turn();
            let verdict = memo.winnability_within(p, side, &Budget::default());
            assert_eq!(verdict, super::super::winnability(p, side), "{}", p.fen());
            assert_eq!(memo.dead_position(p), dead_position(p), "{}", p.fen());
        }
    }

    #[test]
    fn the_cheap_stage_by_class_proves_what_chasolvers_order_proves() {
        let mut positions: Vec<Position> = [
            "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1",
            "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
            "k7/8/8/8/8/8/8/6NK w - - 0 1",
            "8/8/8/8/8/5k2/4p3/4K3 w - - 0 1",
        ]
        .iter()
        .map(|fen| pos(fen))
        .collect();
        positions.extend(random_positions(80));
        let (mut mates, mut proofs) = (0, 0);
        for p in &positions {
            for side in [Color::White, Color::Black] {
                let stop = Stop::never();
                let verdict = |stage: Stage| match stage {
                    Stage::Done(verdict) => Some(verdict),
                    Stage::Open(_) => None,
                };
                let by_class = verdict(shallow_in(p, side, &stop, Order::ByClass));
                let chasolver = verdict(super::super::shallow(p, side, &stop));
                // "No mate" comes from a round that searched every line: the same in any order.
                let none = |v: &Option<Verdict>| v.as_ref().and_then(Verdict::why);
                assert_eq!(none(&by_class), none(&chasolver), "{} {side:?}", p.fen());
                proofs += usize::from(none(&by_class).is_some());
                if let Some(Verdict::Winnable { helpmate }) = &by_class {
                    let mut at = p.clone();
                    for &mv in helpmate {
                        assert!(at.is_legal(mv), "{} {side:?}: {helpmate:?}", p.fen());
                        at = at.play_unchecked(mv);
                    }
                    assert!(at.is_checkmate() && at.turn() != side, "{} {side:?}: {helpmate:?}", p.fen());
                    mates += 1;
                }
            }
        }
        assert!(mates > 50 && proofs >= 4, "{mates} mates, {proofs} proofs");
    }

    /// The CPU time this thread has run, in nanoseconds (Linux's scheduler statistics).
    pub(in super::super) fn thread_cpu_ns() -> u64 {
        let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
        text.split_whitespace().next().and_then(|n| n.parse().ok()).unwrap_or(0)
    }

    /// The kind of a position, for the measurements.
    pub(in super::super) fn kind(p: &Position) -> &'static str {
        let bare = [Color::White, Color::Black].iter().any(|&c| p.by_color(c).count() == 1);
        match (bare, p.occupied().count()) {
            (true, _) => "bare king",
            (false, 0..=6) => "up to 6 men",
            (false, 7..=12) => "7 to 12 men",
            _ => "13 men or more",
        }
    }

    /// The time of the dead question on each position of the file `FERZ_FINALS` names (one
    /// FEN a line; `FERZ_CHECK_BENCH_FINALS=file cargo bench --bench check` writes the bench's
    /// final positions), by kind of position: median, 90th and 99th percentile, worst (each
    /// position's best of three runs, in wall time), and the CPU time of all of them.
    /// `FERZ_FINALS=file cargo test --profile ci -p ferz-core --lib spread -- --ignored --nocapture`
    #[test]
    #[ignore = "a measurement, on a file the bench writes"]
    fn spread_of_the_dead_question() {
        let Some(path) = std::env::var_os("FERZ_FINALS") else { return };
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let positions: Vec<Position> = text.lines().filter_map(|l| Position::from_fen(l).ok()).collect();
        let mut times: Vec<(&str, u128, String)> = Vec::new();
        let cpu = thread_cpu_ns();
        for p in &positions {
            let best = (0..3)
                .map(|_| {
                    let start = std::time::Instant::now();
                    std::hint::black_box(dead_position(p));
                    start.elapsed().as_nanos()
                })
                .min()
                .unwrap_or(0);
            times.push((kind(p), best, p.fen()));
        }
        let cpu = (thread_cpu_ns() - cpu) as f64 / 3.0;
        println!("CPU time: {:.1} ms, {:.2} µs a position", cpu / 1e6, cpu / 1e3 / positions.len() as f64);
        let total: u128 = times.iter().map(|t| t.1).sum();
        for class in ["all", "bare king", "up to 6 men", "7 to 12 men", "13 men or more"] {
            let mut ns: Vec<u128> = times.iter().filter(|t| class == "all" || t.0 == class).map(|t| t.1).collect();
            ns.sort_unstable();
            let Some(&max) = ns.last() else { continue };
            let at = |q: f64| ns[((ns.len() - 1) as f64 * q) as usize] as f64 / 1000.0;
            let sum: u128 = ns.iter().sum();
            println!(
                "{class:>15}: {:6} positions, median {:6.1} µs, p90 {:7.1}, p99 {:8.1}, max {:8.1}, mean {:6.1}, {:3.0}% of the time",
                ns.len(),
                at(0.5),
                at(0.9),
                at(0.99),
                max as f64 / 1000.0,
                sum as f64 / 1000.0 / ns.len() as f64,
                100.0 * sum as f64 / total as f64,
            );
        }
        let mut slow = times.clone();
        slow.sort_by_key(|t| std::cmp::Reverse(t.1));
        let tenth: u128 = slow.iter().take(slow.len() / 10).map(|t| t.1).sum();
        println!("the slowest 10%: {:.0}% of the time", 100.0 * tenth as f64 / total as f64);
        for (class, ns, fen) in
            slow.iter().take(std::env::var("FERZ_TOP").ok().and_then(|n| n.parse().ok()).unwrap_or(10))
        {
            println!("{:9.1} µs  {class:>15}  {fen}", *ns as f64 / 1000.0);
        }
    }

    /// The answers on every position of the file `FERZ_FINALS` names are the full proofs'
    /// (`neither_can_mate`'s), as on the positions of `the_answer_is_the_full_proofs`.
    #[test]
    #[ignore = "on a file the bench writes"]
    fn the_answers_on_the_bench_are_the_full_proofs() {
        let Some(path) = std::env::var_os("FERZ_FINALS") else { return };
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let positions: Vec<Position> = text.lines().filter_map(|l| Position::from_fen(l).ok()).collect();
        let differ: Vec<String> =
            positions.iter().filter(|p| dead_position(p) != neither_can_mate(p)).map(Position::fen).collect();
        let dead = positions.iter().filter(|p| dead_position(p).is_some()).count();
        println!("{} positions, {dead} dead, {} answers differ", positions.len(), differ.len());
        assert!(differ.is_empty(), "{differ:?}");
    }

    #[test]
    fn the_side_with_more_material_is_asked_first() {
        assert_eq!(stronger(&Position::new()), Color::White);
        assert_eq!(stronger(&pos("4k3/8/8/8/8/8/3q4/R3K3 w - - 0 1")), Color::Black);
        assert_eq!(stronger(&pos("4k3/pp6/8/8/8/8/8/RN2K3 w - - 0 1")), Color::White);
        assert_eq!(stronger(&pos("4kn2/pp6/8/8/8/8/8/1N2K3 w - - 0 1")), Color::Black);
    }

    /// Knights and bishops alone count for less than a pawn: the pawn promotes and mates
    /// where the minor pieces need the other side's pieces around its king.
    #[test]
    fn a_pawn_is_asked_before_minor_pieces_alone() {
        assert_eq!(stronger(&pos("4k3/pp6/8/8/8/8/8/1N2K3 w - - 0 1")), Color::Black);
        assert_eq!(stronger(&pos("4k3/p7/8/8/8/8/8/1NB1K3 w - - 0 1")), Color::Black);
        assert_eq!(stronger(&pos("4kbn1/8/8/8/8/8/P7/4K3 b - - 0 1")), Color::White);
        // Minor pieces on both sides: the count decides.
        assert_eq!(stronger(&pos("4kbn1/8/8/8/8/8/8/1N2K3 w - - 0 1")), Color::Black);
    }

    /// Both sides with minor pieces and nothing else: the self-block look goes first.
    #[test]
    fn minor_endings_are_told_apart() {
        assert!(minor_ending(&pos("4kb2/8/8/8/8/8/8/1N2K3 w - - 0 1")));
        assert!(!minor_ending(&pos("4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1")));
        assert!(!minor_ending(&pos("4kb2/p7/8/8/8/8/8/1N2K3 w - - 0 1")));
    }
}
