//! The crosstable of a round-robin (each pair's results, points, Sonneborn–Berger, wins) and
//! the standings with FIDE's tie-breaks in the order of INTERFACE.md: points, direct
//! encounter among the tied, Sonneborn–Berger, number of wins.

use super::{GameResult, Score, SonnebornBerger};

/// A player's line of the crosstable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrossRow {
    /// The player.
    pub player: usize,
    /// Against each opponent (by index; the player's own entry stays empty), what the player
    /// scored in each game played, in order.
    pub against: Vec<Vec<Score>>,
    /// Points so far (a bye scores nothing).
    pub points: Score,
    /// Sonneborn–Berger: each game's points times that opponent's total.
    pub sonneborn_berger: SonnebornBerger,
    /// Games won.
    pub wins: u32,
    /// Games played.
    pub played: u32,
}

/// The crosstable: one row per player, in pairing-number order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    rows: Vec<CrossRow>,
}

/// A line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub player: usize,
    /// The place, from 1; a tie no tie-break breaks shares places `place`…`place_to`.
    pub place: u32,
    /// The last place of a shared one (equal to `place` when not shared).
    pub place_to: u32,
    /// Points.
    pub points: Score,
    /// The points scored against the others on the same points, when they have all met
    /// (`None` when no one else has as many, or they have not all met).
    pub direct: Option<Score>,
    /// Sonneborn–Berger.
    pub sonneborn_berger: SonnebornBerger,
    /// Games won.
    pub wins: u32,
}

impl Crosstable {
    /// The crosstable of `players` players after `games`.
    #[must_use]
    pub fn new(players: usize, games: &[GameResult]) -> Crosstable {
        let mut rows: Vec<CrossRow> = (0..players)
            .map(|player| CrossRow {
                player,
                against: vec![Vec::new(); players],
                points: Score::ZERO,
                sonneborn_berger: SonnebornBerger::default(),
                wins: 0,
                played: 0,
            })
            .collect();
        for game in games.iter().filter(|g| g.white < players && g.black < players && g.white != g.black) {
            for (me, them) in [(game.white, game.black), (game.black, game.white)] {
                let row = &mut rows[me];
                let scored = game.points(me);
                row.against[them].push(scored);
                row.points += scored;
                row.played += 1;
                row.wins += u32::from(scored == Score::ONE);
            }
        }
        let totals: Vec<Score> = rows.iter().map(|r| r.points).collect();
        for row in &mut rows {
            row.sonneborn_berger = row
                .against
                .iter()
                .zip(&totals)
                .flat_map(|(scores, &total)| scores.iter().map(move |&s| SonnebornBerger::of_game(s, total)))
                .sum();
        }
        Crosstable { rows }
    }

    /// The rows, in pairing-number order.
    #[must_use]
    pub fn rows(&self) -> &[CrossRow] {
        &self.rows
    }

    /// What `player` scored against `opponent`, game by game.
    #[must_use]
    pub fn against(&self, player: usize, opponent: usize) -> &[Score] {
        self.rows.get(player).and_then(|r| r.against.get(opponent)).map_or(&[], Vec::as_slice)
    }

    /// True when every two of `group` have played each other at least once.
    fn all_met(&self, group: &[usize]) -> bool {
        group.iter().all(|&a| group.iter().all(|&b| a == b || !self.against(a, b).is_empty()))
    }

    /// What `player` scored against the others of `group`.
    fn direct_score(&self, player: usize, group: &[usize]) -> Score {
        group.iter().filter(|&&o| o != player).flat_map(|&o| self.against(player, o).iter().copied()).sum()
    }

    /// `group` split by direct encounter, best first, repeated among those still tied while
    /// it separates anyone; a group that has not all met stays whole.
    fn by_direct_encounter(&self, group: Vec<usize>) -> Vec<Vec<usize>> {
        if group.len() < 2 || !self.all_met(&group) {
            return vec![group];
        }
        let split = split_by(group.clone(), |&p| self.direct_score(p, &group));
        if split.len() == 1 {
            return split;
        }
        split.into_iter().flat_map(|g| self.by_direct_encounter(g)).collect()
    }

    /// The standings: by points, then among the tied by direct encounter, Sonneborn–Berger and
    /// wins; a tie that survives them all shares the places (listed in pairing-number order).
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        let everyone: Vec<usize> = (0..self.rows.len()).collect();
        let mut standings = Vec::with_capacity(self.rows.len());
        for on_points in split_by(everyone, |&p| self.rows[p].points) {
            let direct = (on_points.len() > 1 && self.all_met(&on_points))
                .then(|| on_points.iter().map(|&p| (p, self.direct_score(p, &on_points))).collect::<Vec<_>>());
            let tied: Vec<Vec<usize>> = self
                .by_direct_encounter(on_points)
                .into_iter()
                .flat_map(|g| split_by(g, |&p| self.rows[p].sonneborn_berger))
                .flat_map(|g| split_by(g, |&p| self.rows[p].wins))
                .collect();
            for group in tied {
                let place = standings.len() as u32 + 1;
                let place_to = place + group.len() as u32 - 1;
                for player in group {
                    let row = &self.rows[player];
                    standings.push(Standing {
                        player,
                        place,
                        place_to,
                        points: row.points,
                        direct: direct.as_ref().and_then(|d| d.iter().find(|(p, _)| *p == player).map(|(_, s)| *s)),
                        sonneborn_berger: row.sonneborn_berger,
                        wins: row.wins,
                    });
                }
            }
        }
        standings
    }
}

/// `group` split into runs of equal `key`, highest first; each run keeps the group's order.
fn split_by<K: Ord + Copy>(mut group: Vec<usize>, key: impl Fn(&usize) -> K) -> Vec<Vec<usize>> {
    group.sort_by_key(|p| std::cmp::Reverse(key(p)));
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for p in group {
        match runs.last_mut() {
            Some(run) if run.first().is_some_and(|q| key(q) == key(&p)) => run.push(p),
            _ => runs.push(vec![p]),
        }
    }
    runs
}
