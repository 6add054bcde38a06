//! The round-robin by name: Berger pairings with byes and a second cycle, the crosstable,
//! the standings' tie-breaks on hand-made tables, and resumption.

use crate::game::Termination;
use crate::rules::Color;

use super::*;

fn names(list: &str) -> Vec<String> {
    list.split(',').map(str::to_string).collect()
}

fn round_robin(list: &str, double: bool) -> RoundRobin {
    RoundRobin::new(RoundRobinSettings { players: names(list), double, event: None }).expect("valid")
}

/// The schedule as `"R.B White-Black"` by name.
fn schedule(rr: &RoundRobin) -> Vec<String> {
    rr.schedule().iter().map(|p| format!("{} {}-{}", p.round_tag(), rr.name(p.white), rr.name(p.black))).collect()
}

/// Plays every game of `rr` in order, the winner of each pair as `winner` says (by player
/// index, `None` for a draw), saving and reading back after each game.
fn play(rr: &mut RoundRobin, winner: impl Fn(usize, usize) -> Option<usize>) {
    while let RoundRobinNext::Play { pairing, .. } = rr.next() {
        let won = winner(pairing.white.min(pairing.black), pairing.white.max(pairing.black));
        let colour = won.map(|w| if w == pairing.white { Color::White } else { Color::Black });
        let game = GameResult {
            white: pairing.white,
            black: pairing.black,
            winner: colour,
            termination: if won.is_some() { Termination::Resignation } else { Termination::Agreement },
            moves: 30,
            chess960: None,
        };
        rr.record(game).expect("the game due");
        let back = Event::from_json(&rr.to_json());
        assert_eq!(back, Ok(Event::RoundRobin(rr.clone())), "read back after {} games", rr.results().len());
    }
}

/// A table of results as the search for examples wrote it: for each pair (a, b), a < b, in
/// order, 0 = a wins, 1 = draw, 2 = b wins.
fn table(players: usize, codes: &[u8]) -> impl Fn(usize, usize) -> Option<usize> {
    let mut pairs = Vec::new();
    for a in 0..players {
        for b in a + 1..players {
            pairs.push((a, b));
        }
    }
    let results: Vec<((usize, usize), u8)> = pairs.into_iter().zip(codes.iter().copied()).collect();
    move |a, b| match results.iter().find(|(p, _)| *p == (a, b)).map(|(_, c)| *c) {
        Some(0) => Some(a),
        Some(2) => Some(b),
        _ => None,
    }
}

/// The standings as `"place name points"`.
fn standings(rr: &RoundRobin) -> Vec<String> {
    let words = crate::lang::English;
    rr.standings()
        .iter()
        .map(|s| format!("{} {} {}", EventWords::place(&words, s), rr.name(s.player), s.points))
        .collect()
}

#[test]
fn four_players_play_the_berger_table_by_name() {
    let rr = round_robin("Anna,Boris,Vera,Gleb", false);
    assert_eq!(rr.rounds(), 3);
    assert_eq!(
        schedule(&rr),
        ["1.1 Anna-Gleb", "1.2 Boris-Vera", "2.1 Gleb-Vera", "2.2 Anna-Boris", "3.1 Boris-Gleb", "3.2 Vera-Anna"]
    );
    assert_eq!(rr.bye(1), None);
    assert_eq!(rr.event(), "Round-robin");
    let RoundRobinNext::Play { pairing, bye } = rr.next() else { panic!("a game is due") };
    assert_eq!(bye, None);
    assert_eq!(rr.tags(&pairing), [("Event", "Round-robin".to_string()), ("Round", "1.1".to_string())]);
    assert_eq!(crate::lang::English.pairing(rr.players(), &pairing), "Round 1, board 1: Anna – Gleb");
}

#[test]
fn an_odd_field_gives_each_player_one_bye_and_no_board() {
    let rr = round_robin("Anna,Boris,Vera,Gleb,Dina", false);
    assert_eq!(rr.rounds(), 5);
    // The table for six, number 6 the bye: round 1 is 1–6 (Anna sits out), 2–5, 3–4.
    assert_eq!(&schedule(&rr)[..2], ["1.1 Boris-Dina", "1.2 Vera-Gleb"]);
    let byes: Vec<&str> = (1..=5).map(|r| rr.bye(r).map_or("-", |p| rr.name(p))).collect();
    // Number 6 meets 1, 4, 2, 5, 3 in rounds 1 to 5.
    assert_eq!(byes, ["Anna", "Gleb", "Boris", "Dina", "Vera"]);
    assert_eq!(rr.schedule().len(), 10);
    assert!(rr.schedule().iter().all(|p| p.board <= 2));
    assert_eq!(rr.bye(6), None);
    assert_eq!(rr.bye(0), None);
    // A bye scores nothing.
    let mut rr = rr;
    play(&mut rr, |_, _| None);
    assert!(rr.crosstable().rows().iter().all(|r| r.points == Score::from_halves(4) && r.played == 4));
}

#[test]
fn a_double_round_robin_reverses_colours_and_never_gives_three_in_a_row() {
    let rr = round_robin("Anna,Boris,Vera,Gleb", true);
    assert_eq!(rr.rounds(), 6);
    // C.05 Annex 1: in a double round-robin the last two rounds of the first cycle swap.
    assert_eq!(
        schedule(&rr),
        [
            "1.1 Anna-Gleb",
            "1.2 Boris-Vera",
            "2.1 Boris-Gleb",
            "2.2 Vera-Anna",
            "3.1 Gleb-Vera",
            "3.2 Anna-Boris",
            "4.1 Gleb-Anna",
            "4.2 Vera-Boris",
            "5.1 Vera-Gleb",
            "5.2 Boris-Anna",
            "6.1 Gleb-Boris",
            "6.2 Anna-Vera"
        ]
    );
    for players in 3..=12 {
        let list = (1..=players).map(|i| format!("P{i}")).collect::<Vec<_>>().join(",");
        let rr = round_robin(&list, true);
        for p in 0..players {
            let colours: Vec<bool> = rr.schedule().iter().filter(|g| g.played_by(p)).map(|g| g.white == p).collect();
            assert_eq!(colours.len(), 2 * (players - 1), "{players}: P{}", p + 1);
            assert_eq!(colours.iter().filter(|w| **w).count(), players - 1, "{players}: P{} colours", p + 1);
            assert!(colours.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])), "{players}: P{} {colours:?}", p + 1);
            for q in 0..players {
                let met = rr.schedule().iter().filter(|g| p != q && g.played_by(p) && g.played_by(q)).count();
                assert_eq!(met, if p == q { 0 } else { 2 }, "{players}: P{} and P{}", p + 1, q + 1);
            }
        }
    }
}

#[test]
fn the_crosstable_holds_each_pairs_result_points_sonneborn_berger_and_wins() {
    let mut rr = round_robin("Anna,Boris,Vera,Gleb", false);
    // Anna beats Boris and Vera, draws Gleb; Boris beats Vera; Gleb beats Boris; Vera beats Gleb.
    play(&mut rr, table(4, &[0, 0, 1, 0, 2, 0]));
    let ct = rr.crosstable();
    let row = |p: usize| &ct.rows()[p];
    assert_eq!(ct.against(0, 1), [Score::ONE]);
    assert_eq!(ct.against(1, 0), [Score::ZERO]);
    assert_eq!(ct.against(0, 3), [Score::HALF]);
    assert!(ct.against(0, 0).is_empty());
    let points: Vec<String> = ct.rows().iter().map(|r| r.points.to_string()).collect();
    assert_eq!(points, ["2½", "1", "1", "1½"]);
    // Anna: 1 × Boris 1 + 1 × Vera 1 + ½ × Gleb 1½ = 2¾.
    let sb: Vec<String> = ct.rows().iter().map(|r| r.sonneborn_berger.to_string()).collect();
    assert_eq!(sb, ["2¾", "1", "1½", "2¼"]);
    assert_eq!((row(0).wins, row(1).wins, row(3).wins), (2, 1, 1));
    assert_eq!(rr.next(), RoundRobinNext::Finished);
}

#[test]
fn direct_encounter_decides_before_sonneborn_berger() {
    let mut rr = round_robin("Anna,Boris,Vera,Gleb", false);
    play(&mut rr, table(4, &[0, 0, 1, 0, 2, 0]));
    // Boris and Vera have 1 each; Vera's SB is better (1½ to 1), but Boris beat her.
    assert_eq!(standings(&rr), ["1 Anna 2½", "2 Gleb 1½", "3 Boris 1", "4 Vera 1"]);
    let s = rr.standings();
    assert_eq!((s[2].direct, s[3].direct), (Some(Score::ONE), Some(Score::ZERO)));
    assert_eq!(s[0].direct, None, "no one else on 2½");
}

#[test]
fn sonneborn_berger_decides_a_drawn_direct_encounter_before_wins() {
    let mut rr = round_robin("Anna,Boris,Vera,Gleb", false);
    play(&mut rr, table(4, &[0, 1, 0, 1, 2, 1]));
    // Vera and Gleb: 1½ each, drew each other; Vera's SB 2¼ beats Gleb's 1¼, though Gleb
    // has a win and Vera none.
    assert_eq!(standings(&rr), ["1 Anna 2½", "2 Vera 1½", "3 Gleb 1½", "4 Boris ½"]);
    let s = rr.standings();
    assert_eq!((s[1].sonneborn_berger.to_string(), s[2].sonneborn_berger.to_string()), ("2¼".into(), "1¼".into()));
    assert_eq!((s[1].wins, s[2].wins), (0, 1));
}

#[test]
fn wins_decide_when_direct_encounter_and_sonneborn_berger_are_level() {
    let mut rr = round_robin("Anna,Boris,Vera,Gleb,Dina", false);
    play(&mut rr, table(5, &[0, 0, 0, 2, 1, 0, 1, 1, 1, 0]));
    // Boris and Dina on 2: drew, SB 3¼ against Dina's 4¾: Dina. Vera and Gleb on 1½: drew,
    // SB 2¾ each; Gleb won a game, Vera none: Gleb.
    assert_eq!(standings(&rr), ["1 Anna 3", "2 Dina 2", "3 Boris 2", "4 Gleb 1½", "5 Vera 1½"]);
    let s = rr.standings();
    assert_eq!(s[3].sonneborn_berger, s[4].sonneborn_berger);
    assert_eq!((s[3].wins, s[4].wins), (1, 0));
}

#[test]
fn a_tie_nothing_breaks_shares_the_places() {
    let mut rr = round_robin("Anna,Boris,Vera", false);
    play(&mut rr, |_, _| None);
    assert_eq!(standings(&rr), ["1–3 Anna 1", "1–3 Boris 1", "1–3 Vera 1"]);
    // Before any game everyone shares every place, and direct encounter waits for all to meet.
    let fresh = round_robin("Anna,Boris,Vera", false);
    assert!(fresh.standings().iter().all(|s| (s.place, s.place_to, s.direct) == (1, 3, None)));
}

#[test]
fn a_game_out_of_turn_is_refused_and_the_end_is_the_end() {
    let mut rr = round_robin("Anna,Boris,Vera,Gleb", false);
    let swapped =
        GameResult { white: 3, black: 0, winner: None, termination: Termination::Agreement, moves: 20, chess960: None };
    assert_eq!(rr.record(swapped.clone()), Err(RecordError::WrongPlayers { expected: [0, 3], found: [3, 0] }));
    assert!(rr.results().is_empty());
    play(&mut rr, |_, _| None);
    assert_eq!(rr.record(swapped), Err(RecordError::Finished));
}

#[test]
fn bad_round_robins_are_refused_before_a_game() {
    let new = |list: &str| RoundRobin::new(RoundRobinSettings { players: names(list), double: false, event: None });
    assert_eq!(new("Anna,Boris").err(), Some(EventError::PlayerCount { count: 2 }));
    assert_eq!(new("Anna,Boris,Anna").err(), Some(EventError::NameTwice { name: "Anna".into() }));
    let named = RoundRobin::new(RoundRobinSettings {
        players: names("Anna,Boris,Vera"),
        double: true,
        event: Some(" ".into()),
    });
    assert_eq!(named.err(), Some(EventError::EmptyEventName));
}

#[test]
fn a_round_robin_read_back_goes_on_where_it_stopped() {
    let mut rr = RoundRobin::new(RoundRobinSettings {
        players: names("Anna,Boris,Vera,Gleb,Dina"),
        double: true,
        event: Some("Club «Ферзь» 2026".into()),
    })
    .expect("valid");
    play(&mut rr, table(5, &[0, 1, 2, 0, 1, 2, 0, 1, 2, 0]));
    let back = Event::from_json(&rr.to_json());
    let Ok(Event::RoundRobin(back)) = back else { panic!("{back:?}") };
    assert_eq!(back.standings(), rr.standings());
    assert_eq!(back.event(), "Club «Ферзь» 2026");
    assert_eq!(back.results().len(), 20);
}

#[test]
fn a_damaged_round_robin_file_is_refused() {
    let mut rr = round_robin("Anna,Boris,Vera", false);
    play(&mut rr, |a, _| Some(a));
    let good = rr.to_json();
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        Event::from_json(&good.replacen(from, to, 1))
    };
    assert_eq!(edit(r#""double": false"#, r#""double": 0"#), Err(EventFileError::Field { name: "double" }));
    assert_eq!(
        edit(r#""Vera""#, r#""Anna""#),
        Err(EventFileError::Settings(EventError::NameTwice { name: "Anna".into() }))
    );
    assert_eq!(edit(r#""Anna","#, ""), Err(EventFileError::Settings(EventError::PlayerCount { count: 2 })));
    // Game 1 is Boris–Vera (Anna has the bye); a file claiming Vera had White is refused.
    assert_eq!(
        edit(
            r#""white": 1,
      "black": 2"#,
            r#""white": 2,
      "black": 1"#
        ),
        Err(EventFileError::Game { number: 1, why: RecordError::WrongPlayers { expected: [1, 2], found: [2, 1] } })
    );
}

#[test]
fn a_new_round_robin_after_one_turns_the_pairing_numbers_round() {
    let rr = RoundRobin::new(RoundRobinSettings {
        players: vec!["Anna".into(), "Boris".into(), "Vera".into(), "Gleb".into()],
        double: true,
        event: Some("Club evening".into()),
    })
    .expect("four players");
    let again = rr.again();
    assert_eq!(again.players(), ["Gleb", "Vera", "Boris", "Anna"]);
    assert_eq!((again.event(), again.double(), again.results().len()), ("Club evening", true, 0));
    // Number 1 (White in the first game) is now the one who was last.
    let RoundRobinNext::Play { pairing, .. } = again.next() else { panic!("a game to play") };
    assert_eq!((again.name(pairing.white), again.name(pairing.black)), ("Gleb", "Anna"));
}
