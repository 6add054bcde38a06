//! FIDE's Berger tables (Handbook C.05, Annex 1): the rounds of a round-robin and the colours
//! of each board, for an even number of pairing numbers (an odd field adds the highest number
//! as a bye).
//!
//! In round `r` of `n` numbers, the highest number `n` meets `p = 1 + (r − 1)·n/2` (taken
//! 1 to n − 1, cyclically): `p` has White in odd rounds, `n` in even ones; the other boards pair
//! `p + k` (White) with `p − k`, for k = 1 … n/2 − 1, both again taken cyclically in 1 … n − 1.
//! The board with `n` comes first, as the published tables list it.
//!
//! ```
//! use ferz::game::event::berger_round;
//!
//! assert_eq!(berger_round(4, 2), [(4, 3), (1, 2)]);
//! assert_eq!(berger_round(6, 2), [(6, 4), (5, 3), (1, 2)]);
//! ```

/// The pairings of round `round` (from 1) for `numbers` pairing numbers (even, at least 2),
/// as (White, Black) pairing numbers from 1, board 1 first. Empty for a round or a field
/// that has none.
#[must_use]
pub fn berger_round(numbers: usize, round: usize) -> Vec<(usize, usize)> {
    if numbers < 2 || numbers % 2 == 1 || round == 0 || round >= numbers {
        return Vec::new();
    }
    let (n, half, ring) = (numbers, numbers / 2, numbers - 1);
    // 1 … ring, cyclically.
    let wrap = |x: usize| (x + ring - 1) % ring + 1;
    let p = wrap(1 + (round - 1) * half);
    let mut boards = Vec::with_capacity(half);
    boards.push(if round % 2 == 1 { (p, n) } else { (n, p) });
    for k in 1..half {
        boards.push((wrap(p + k), wrap(p + ring - k)));
    }
    boards
}

/// The pairing numbers of a field of `players`: the next even number (the highest is the bye
/// when `players` is odd).
#[must_use]
pub const fn pairing_numbers(players: usize) -> usize {
    players + players % 2
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE Handbook C.05, Annex 1 (Berger tables for round-robin tournaments), written out as
    /// published: for each field, round by round, the boards as `white-black`.
    const PUBLISHED: [(usize, &[&str]); 5] = [
        (4, &["1-4 2-3", "4-3 1-2", "2-4 3-1"]),
        (6, &["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"]),
        (
            8,
            &[
                "1-8 2-7 3-6 4-5",
                "8-5 6-4 7-3 1-2",
                "2-8 3-1 4-7 5-6",
                "8-6 7-5 1-4 2-3",
                "3-8 4-2 5-1 6-7",
                "8-7 1-6 2-5 3-4",
                "4-8 5-3 6-2 7-1",
            ],
        ),
        (
            10,
            &[
                "1-10 2-9 3-8 4-7 5-6",
                "10-6 7-5 8-4 9-3 1-2",
                "2-10 3-1 4-9 5-8 6-7",
                "10-7 8-6 9-5 1-4 2-3",
                "3-10 4-2 5-1 6-9 7-8",
                "10-8 9-7 1-6 2-5 3-4",
                "4-10 5-3 6-2 7-1 8-9",
                "10-9 1-8 2-7 3-6 4-5",
                "5-10 6-4 7-3 8-2 9-1",
            ],
        ),
        (
            12,
            &[
                "1-12 2-11 3-10 4-9 5-8 6-7",
                "12-7 8-6 9-5 10-4 11-3 1-2",
                "2-12 3-1 4-11 5-10 6-9 7-8",
                "12-8 9-7 10-6 11-5 1-4 2-3",
                "3-12 4-2 5-1 6-11 7-10 8-9",
                "12-9 10-8 11-7 1-6 2-5 3-4",
                "4-12 5-3 6-2 7-1 8-11 9-10",
                "12-10 11-9 1-8 2-7 3-6 4-5",
                "5-12 6-4 7-3 8-2 9-1 10-11",
                "12-11 1-10 2-9 3-8 4-7 5-6",
                "6-12 7-5 8-4 9-3 10-2 11-1",
            ],
        ),
    ];

    fn written(boards: &[(usize, usize)]) -> String {
        boards.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn the_tables_are_fides_for_three_to_twelve_players() {
        for (numbers, rounds) in PUBLISHED {
            assert_eq!(rounds.len(), numbers - 1, "{numbers}: rounds");
            for (r, published) in rounds.iter().enumerate() {
                assert_eq!(written(&berger_round(numbers, r + 1)), *published, "{numbers} numbers, round {}", r + 1);
            }
            assert!(berger_round(numbers, numbers).is_empty(), "no round {numbers}");
        }
        // Odd fields play the next even table, the highest number being the bye.
        for players in 3..=12 {
            assert!(PUBLISHED.iter().any(|(n, _)| *n == pairing_numbers(players)), "{players}");
        }
    }

    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for numbers in (4..=12).step_by(2) {
            let mut met = vec![vec![0u32; numbers + 1]; numbers + 1];
            let mut whites = vec![0usize; numbers + 1];
            for round in 1..numbers {
                let boards = berger_round(numbers, round);
                assert_eq!(boards.len(), numbers / 2);
                for (w, b) in boards {
                    met[w][b] += 1;
                    met[b][w] += 1;
                    whites[w] += 1;
                }
            }
            for a in 1..=numbers {
                for (b, &times) in met[a].iter().enumerate().skip(1) {
                    assert_eq!(times, u32::from(a != b), "{numbers}: {a} and {b}");
                }
                let w = whites[a];
                assert!(w == numbers / 2 || w + 1 == numbers / 2, "{numbers}: {a} has White {w} times");
            }
        }
    }

    #[test]
    fn there_is_nothing_to_pair_in_a_field_that_cannot_play() {
        assert!(berger_round(0, 1).is_empty());
        assert!(berger_round(5, 1).is_empty());
        assert!(berger_round(4, 0).is_empty());
        assert_eq!(berger_round(2, 1), [(1, 2)]);
    }
}
