//! How much a move lost, as lichess counts it: the loss in winning chances (its
//! `WinPercent.winningChances`, a logistic curve of the centipawns fitted to games of its
//! players) marks a move as an inaccuracy, a mistake or a blunder; a mate that appears or
//! vanishes is judged by how lost or won the position was without it.

use crate::rules::Color;

/// An evaluation from White's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns: positive when White stands better.
    Cp(i32),
    /// `winner` mates in `moves` moves (0: the position is checkmate).
    Mate {
        /// Who mates.
        winner: Color,
        /// In how many moves.
        moves: u32,
    },
}

/// The centipawns lichess caps an evaluation at, and gives a mate.
pub const CP_CEILING: i32 = 1000;
/// The slope of lichess's winning-chances curve (lila pull request 11148).
const MULTIPLIER: f64 = -0.003_682_08;

impl Eval {
    /// The evaluation as lichess writes it in `[%eval]`, here with a sign on every advantage:
    /// pawns with two decimals (`+0.31`, `-1.50`, `0.00`) or `#N` / `#-N` for a mate in N
    /// (`#0` / `#-0` once it is given: text no PGN carries, see [`Eval::is_given_mate`]).
    ///
    /// ```
    /// use ferz::review::Eval;
    /// use ferz::rules::Color;
    /// assert_eq!(Eval::Cp(31).pgn(), "+0.31");
    /// assert_eq!(Eval::Cp(-150).pgn(), "-1.50");
    /// assert_eq!(Eval::Mate { winner: Color::Black, moves: 3 }.pgn(), "#-3");
    /// ```
    #[must_use]
    pub fn pgn(self) -> String {
        match self {
            Eval::Cp(0) => "0.00".to_string(),
            Eval::Cp(cp) => {
                let sign = if cp > 0 { '+' } else { '-' };
                let abs = cp.unsigned_abs();
                format!("{sign}{}.{:02}", abs / 100, abs % 100)
            }
            Eval::Mate { winner: Color::White, moves } => format!("#{moves}"),
            Eval::Mate { winner: Color::Black, moves } => format!("#-{moves}"),
        }
    }

    /// Reads an evaluation as `[%eval]` carries it: pawns (`+0.31`, `0.3`, `-1.5`, `0`) or a
    /// mate (`#3`, `#+3`, `#-3`), with or without the depth lichess may add after a comma
    /// (`0.17,20`); `None` for anything else.
    ///
    /// ```
    /// use ferz::review::Eval;
    /// use ferz::rules::Color;
    /// assert_eq!(Eval::from_pgn("+0.31"), Some(Eval::Cp(31)));
    /// assert_eq!(Eval::from_pgn("-1.5"), Some(Eval::Cp(-150)));
    /// assert_eq!(Eval::from_pgn("#-3"), Some(Eval::Mate { winner: Color::Black, moves: 3 }));
    /// assert_eq!(Eval::from_pgn("0.17,20"), Some(Eval::Cp(17)));
    /// assert_eq!(Eval::from_pgn("good"), None);
    /// ```
    #[must_use]
    pub fn from_pgn(text: &str) -> Option<Eval> {
        let text = text.split(',').next()?.trim();
        if let Some(mate) = text.strip_prefix('#') {
            let (winner, n) = match mate.strip_prefix('-') {
                Some(n) => (Color::Black, n),
                None => (Color::White, mate.strip_prefix('+').unwrap_or(mate)),
            };
            if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            return Some(Eval::Mate { winner, moves: n.parse().ok()? });
        }
        let (negative, digits) = match text.as_bytes().first()? {
            b'-' => (true, &text[1..]),
            b'+' => (false, &text[1..]),
            _ => (false, text),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
        if whole.len() > 6 || fraction.len() > 2 || (whole.is_empty() && fraction.is_empty()) {
            return None;
        }
        if !all_digits(whole) || !all_digits(fraction) {
            return None;
        }
        let pawns: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
        let hundredths: i32 = format!("{fraction:0<2}").parse().ok()?;
        let cp = pawns * 100 + hundredths;
        Some(Eval::Cp(if negative { -cp } else { cp }))
    }

    /// Whether this is the evaluation of a position already checkmated: a game over, which
    /// PGN leaves without `[%eval]` as lichess does (the result says it).
    #[must_use]
    pub fn is_given_mate(self) -> bool {
        matches!(self, Eval::Mate { moves: 0, .. })
    }

    /// Centipawns from `side`'s point of view, a mate counted as [`CP_CEILING`] and any
    /// score capped there.
    #[must_use]
    pub fn capped_cp(self, side: Color) -> i32 {
        let white = match self {
            Eval::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
            Eval::Mate { winner: Color::White, .. } => CP_CEILING,
            Eval::Mate { winner: Color::Black, .. } => -CP_CEILING,
        };
        if side == Color::White { white } else { -white }
    }

    /// White's winning chances from −1 (lost) to +1 (won), as lichess computes them.
    #[must_use]
    pub fn winning_chances(self) -> f64 {
        winning_chances(self.capped_cp(Color::White))
    }

    /// The centipawns from `side`'s point of view, `None` for a mate.
    fn cp(self, side: Color) -> Option<i32> {
        match self {
            Eval::Cp(_) => Some(self.capped_cp(side)),
            Eval::Mate { .. } => None,
        }
    }

    /// Whether `side` mates (`Some(true)`), is mated (`Some(false)`), or no mate (`None`).
    fn mates(self, side: Color) -> Option<bool> {
        match self {
            Eval::Cp(_) => None,
            Eval::Mate { winner, .. } => Some(winner == side),
        }
    }
}

/// Winning chances from −1 to +1 of a side `cp` centipawns up (capped at ±1000).
///
/// ```
/// use ferz::review::winning_chances;
/// assert_eq!(winning_chances(0), 0.0);
/// assert!((winning_chances(100) - 0.1820).abs() < 1e-3);
/// assert_eq!(winning_chances(5000), winning_chances(1000));
/// ```
#[must_use]
pub fn winning_chances(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-CP_CEILING, CP_CEILING));
    (2.0 / (1.0 + (MULTIPLIER * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// `?!`: lost a tenth of the winning chances' range (0.1 of 2), or let a mate in when
    /// already lost.
    Inaccuracy,
    /// `?`: lost 0.2.
    Mistake,
    /// `??`: lost 0.3, or walked into a forced mate, or let a forced mate go.
    Blunder,
}

impl Judgement {
    /// The numeric annotation glyph: `$6` (`?!`), `$2` (`?`), `$4` (`??`).
    #[must_use]
    pub const fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// The judgement a NAG of move assessment stands for: `$6`, `$2`, `$4` (the others mark
    /// no loss).
    #[must_use]
    pub const fn from_nag(nag: u8) -> Option<Judgement> {
        match nag {
            6 => Some(Judgement::Inaccuracy),
            2 => Some(Judgement::Mistake),
            4 => Some(Judgement::Blunder),
            _ => None,
        }
    }

    /// The mark as written after a move: `?!`, `?`, `??`.
    #[must_use]
    pub const fn mark(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// The judgement of a move by `mover` that took the evaluation from `before` to `after`,
/// as lichess's advice gives it; `None` for a move that lost too little to mark.
///
/// ```
/// use ferz::review::{Eval, Judgement, judge};
/// use ferz::rules::Color;
/// // From +0.30 to -2.00 for White: a blunder.
/// assert_eq!(judge(Eval::Cp(30), Eval::Cp(-200), Color::White), Some(Judgement::Blunder));
/// assert_eq!(judge(Eval::Cp(30), Eval::Cp(10), Color::White), None);
/// ```
#[must_use]
pub fn judge(before: Eval, after: Eval, mover: Color) -> Option<Judgement> {
    if let (Some(b), Some(a)) = (before.cp(mover), after.cp(mover)) {
        let delta = winning_chances(b) - winning_chances(a);
        return if delta >= 0.3 {
            Some(Judgement::Blunder)
        } else if delta >= 0.2 {
            Some(Judgement::Mistake)
        } else if delta >= 0.1 {
            Some(Judgement::Inaccuracy)
        } else {
            None
        };
    }
    match (before.mates(mover), after.mates(mover)) {
        // A mate against the mover appeared: how lost was the position already?
        (None, Some(false)) => {
            let was = before.cp(mover).unwrap_or(0);
            Some(if was < -999 {
                Judgement::Inaccuracy
            } else if was < -700 {
                Judgement::Mistake
            } else {
                Judgement::Blunder
            })
        }
        // The mover's own mate vanished: how won is the position still?
        (Some(true), None) => {
            let is = after.cp(mover).unwrap_or(0);
            Some(if is > 999 {
                Judgement::Inaccuracy
            } else if is > 700 {
                Judgement::Mistake
            } else {
                Judgement::Blunder
            })
        }
        (Some(true), Some(false)) => Some(Judgement::Blunder),
        _ => None,
    }
}

/// The centipawns a move by `mover` lost (never negative), mates counted as 1000 and
/// scores capped there: what the average centipawn loss adds up.
#[must_use]
pub fn centipawn_loss(before: Eval, after: Eval, mover: Color) -> u32 {
    (before.capped_cp(mover) - after.capped_cp(mover)).max(0).unsigned_abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Color = Color::White;
    const B: Color = Color::Black;

    #[test]
    fn thresholds_in_winning_chances() {
        // From equal, a loss of 0.1 of the range is about 55 centipawns, 0.2 about 111,
        // 0.3 about 170.
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(-50), W), None);
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(-60), W), Some(Judgement::Inaccuracy));
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(-115), W), Some(Judgement::Mistake));
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(-175), W), Some(Judgement::Blunder));
        // The same for Black, scores being White's.
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(175), B), Some(Judgement::Blunder));
        assert_eq!(judge(Eval::Cp(0), Eval::Cp(-175), B), None);
        // Far ahead, a big drop in centipawns costs little in chances.
        assert_eq!(judge(Eval::Cp(900), Eval::Cp(750), W), None);
    }

    #[test]
    fn mates_appearing_and_vanishing() {
        let white_mates = Eval::Mate { winner: W, moves: 3 };
        let black_mates = Eval::Mate { winner: B, moves: 2 };
        assert_eq!(judge(Eval::Cp(50), black_mates, W), Some(Judgement::Blunder));
        assert_eq!(judge(Eval::Cp(-800), black_mates, W), Some(Judgement::Mistake));
        assert_eq!(judge(Eval::Cp(-1200), black_mates, W), Some(Judgement::Inaccuracy));
        assert_eq!(judge(white_mates, Eval::Cp(300), W), Some(Judgement::Blunder));
        assert_eq!(judge(white_mates, Eval::Cp(1500), W), Some(Judgement::Inaccuracy));
        assert_eq!(judge(white_mates, black_mates, W), Some(Judgement::Blunder));
        // Mating, and mating still (or giving it): nothing to mark.
        assert_eq!(judge(white_mates, Eval::Mate { winner: W, moves: 0 }, W), None);
        assert_eq!(centipawn_loss(Eval::Cp(40), Eval::Cp(-20), W), 60);
        assert_eq!(centipawn_loss(Eval::Cp(40), Eval::Cp(-20), B), 0);
        assert_eq!(centipawn_loss(Eval::Cp(0), black_mates, W), 1000);
    }

    #[test]
    fn pgn_text() {
        assert_eq!(Eval::Cp(5).pgn(), "+0.05");
        assert_eq!(Eval::Cp(-5).pgn(), "-0.05");
        assert_eq!(Eval::Cp(1234).pgn(), "+12.34");
        assert_eq!(Eval::Mate { winner: W, moves: 0 }.pgn(), "#0");
        assert_eq!(Eval::Mate { winner: B, moves: 0 }.pgn(), "#-0");
    }

    #[test]
    fn pgn_text_reads_back() {
        for eval in [Eval::Cp(0), Eval::Cp(5), Eval::Cp(-5), Eval::Cp(1234), Eval::Mate { winner: W, moves: 3 }] {
            assert_eq!(Eval::from_pgn(&eval.pgn()), Some(eval));
        }
        assert_eq!(Eval::from_pgn("#-2"), Some(Eval::Mate { winner: B, moves: 2 }));
        assert_eq!(Eval::from_pgn(".5"), Some(Eval::Cp(50)));
        assert_eq!(Eval::from_pgn("-0.07"), Some(Eval::Cp(-7)));
        for bad in ["", "#", "#x", "1.234", "+", "1e3", "--1", "9999999"] {
            assert_eq!(Eval::from_pgn(bad), None, "{bad:?}");
        }
        for (nag, judgement) in [(6, Judgement::Inaccuracy), (2, Judgement::Mistake), (4, Judgement::Blunder)] {
            assert_eq!(Judgement::from_nag(judgement.nag()), Some(judgement));
            assert_eq!(judgement.nag(), nag);
        }
        assert_eq!(Judgement::from_nag(1), None);
    }
}
