//! Russian: the sentences of a match and a round-robin («Матч Анна–Борис», «Партия 3 из 4»,
//! армагеддон, круговой турнир), beside the English of `en/event.rs`.

use crate::game::event::{
    ArmageddonFault, ArmageddonWin, Column, EVENT_FORMAT, EventError, EventFileError, EventWords, GameResult,
    MAX_ARMAGEDDON_MINUTES, MAX_MATCH_GAMES, MAX_ROUND_ROBIN, MIN_ROUND_ROBIN, Match, MatchNext, MatchResult, Pairing,
    RecordError,
};
use crate::lang::{Lang, Russian};

impl Lang {
    /// The sentences of a match and a round-robin in this language.
    #[must_use]
    pub fn event_words(self) -> &'static dyn EventWords {
        self.words()
    }
}

fn event_error(e: &EventError) -> String {
    use EventError as E;
    match e {
        E::MatchGames { input } => format!("--match «{input}»: нужно число партий от 1 до {MAX_MATCH_GAMES}"),
        E::Armageddon { input, fault } => {
            let why = match fault {
                ArmageddonFault::Shape => "нужны минуты белых и чёрных через запятую, например 5,4".to_string(),
                ArmageddonFault::NotMinutes { part } => format!("«{part}» — не целое число минут"),
                ArmageddonFault::Zero => "каждой стороне нужна хотя бы 1 минута".to_string(),
                ArmageddonFault::TooLong => format!("не больше {MAX_ARMAGEDDON_MINUTES} минут на сторону"),
                ArmageddonFault::WhiteNotMore => {
                    "у белых должно быть больше минут, чем у чёрных: им ничья засчитывается как победа".to_string()
                }
            };
            format!("--armageddon «{input}»: {why}")
        }
        E::ArmageddonWithoutTiebreak => {
            "--armageddon задаёт часы армагеддона, а --tiebreak none его отменяет".to_string()
        }
        E::Tiebreak { input } => format!("--tiebreak «{input}»: нужно none или armageddon"),
        E::Colours { input } => format!("--colours «{input}»: нужно given или lot"),
        E::PlayerCount { count } => {
            format!("в круговом турнире от {MIN_ROUND_ROBIN} до {MAX_ROUND_ROBIN} участников; указано: {count}")
        }
        E::EmptyName { position } => format!("у участника № {position} пустое имя"),
        E::NameTwice { name } => format!("имя «{name}» указано дважды: у каждого участника должно быть своё"),
        E::EmptyEventName => "--event: пустое название соревнования".to_string(),
        E::Chess960Number { number } => format!("позиция Chess960 № {number}: нужно число от 0 до 959"),
        E::MatchAndRoundRobin => {
            "--match и --round-robin: за раз одно соревнование — матч или круговой турнир".to_string()
        }
        E::NameWithoutEvent => {
            "--event называет матч или круговой турнир: укажите --match N или --round-robin A,B,C".to_string()
        }
        E::DoubleWithoutRoundRobin => {
            "--double играет круговой турнир в два круга: укажите участников через --round-robin A,B,C".to_string()
        }
    }
}

fn record_error(e: &RecordError) -> String {
    let start = |p: Option<u16>, none: &str| p.map_or_else(|| none.to_string(), |n| format!("позиции Chess960 № {n}"));
    match e {
        RecordError::Finished => "соревнование окончено: партий больше не осталось".to_string(),
        RecordError::WrongPlayers { expected: [w, b], found: [fw, fb] } => format!(
            "по расписанию играют участник № {} (белые) и участник № {} (чёрные), а не № {} и № {}",
            w + 1,
            b + 1,
            fw + 1,
            fb + 1
        ),
        RecordError::WrongPosition { expected, found } => format!(
            "партия должна была начаться с {}, а не с {}",
            start(*expected, "новой позиции Chess960"),
            start(*found, "обычной начальной позиции")
        ),
    }
}

fn file_error(e: &EventFileError) -> String {
    use EventFileError as E;
    match e {
        E::TooLarge { bytes } => format!(
            "это не файл соревнования: {bytes} {}, больше любого, что пишет ferz",
            super::plural(*bytes as u64, "байт", "байта", "байт")
        ),
        E::NotJson => "это не файл соревнования: он повреждён или записан не ferz".to_string(),
        E::NotAnEvent => "это не файл соревнования ferz".to_string(),
        E::Version { found } => format!(
            "файл соревнования записан более новой версией ferz (формат {found}, эта читает {EVENT_FORMAT}): \
             обновите ferz"
        ),
        E::Field { name } => format!("файл соревнования повреждён: поле «{name}» отсутствует или неверно"),
        E::Settings(e) => format!("файл соревнования повреждён: {}", event_error(e)),
        E::Game { number, why } => format!("файл соревнования повреждён: партия {number}: {}", record_error(why)),
    }
}

/// The result from White's side: `1–0`, `0–1`, `½–½`.
fn board_score(game: &GameResult) -> &'static str {
    match game.pgn_result() {
        "1-0" => "1–0",
        "0-1" => "0–1",
        _ => "½–½",
    }
}

impl EventWords for Russian {
    fn event_error(&self, error: &EventError) -> String {
        event_error(error)
    }

    fn file_error(&self, error: &EventFileError) -> String {
        file_error(error)
    }

    fn match_name(&self, players: &[String; 2]) -> String {
        format!("Матч {}–{}", players[0], players[1])
    }

    fn player(&self, n: usize) -> String {
        format!("Игрок {n}")
    }

    fn round_robin_name(&self) -> String {
        "Круговой турнир".to_string()
    }

    fn score_line(&self, m: &Match) -> String {
        let [a, b] = m.score();
        format!("{} {a} – {} {b}", m.name(0), m.name(1))
    }

    fn match_title(&self, m: &Match) -> String {
        match m.next() {
            MatchNext::Play(game) if game.draw_odds() => format!("Армагеддон · {}", self.score_line(m)),
            MatchNext::Play(game) => format!("Партия {} из {} · {}", game.number, m.games(), self.score_line(m)),
            MatchNext::Finished(result) => self.match_result(m, &result),
        }
    }

    fn match_game(&self, m: &Match, number: u32, game: &GameResult) -> String {
        let armageddon = number > m.games();
        let label = if armageddon { "Армагеддон".to_string() } else { format!("Партия {number}") };
        let mut line = format!(
            "{label}: {} (белые) – {} {}, {}, {} {}",
            m.name(game.white),
            m.name(game.black),
            board_score(game),
            super::grammar::termination(game.termination),
            game.moves,
            super::plural(u64::from(game.moves), "ход", "хода", "ходов")
        );
        if armageddon && game.winner.is_none() {
            line.push_str(": победа чёрных");
        }
        line
    }

    fn match_result(&self, m: &Match, result: &MatchResult) -> String {
        match *result {
            MatchResult::Won { winner, score, armageddon: None } => {
                format!("Победа в матче: {}, {}–{}", m.name(winner), score[winner], score[1 - winner])
            }
            MatchResult::Won { winner, score, armageddon: Some(ArmageddonWin::Outright) } => {
                format!("Победа в матче: {} — в армагеддоне, после {}–{}", m.name(winner), score[0], score[1])
            }
            MatchResult::Won { winner, score, armageddon: Some(ArmageddonWin::DrawOdds) } => format!(
                "Победа в матче: {} — ничья в армагеддоне засчитана чёрным, после {}–{}",
                m.name(winner),
                score[0],
                score[1]
            ),
            MatchResult::Drawn { score } => format!("Матч закончился вничью: {}–{}", score[0], score[1]),
        }
    }

    fn lot(&self, white: &str) -> String {
        format!("Жребий (пешка в одной из рук): в партии 1 белыми играет {white}.")
    }

    fn armageddon_rule(&self, white: &str, black: &str, white_minutes: u32, black_minutes: u32) -> String {
        format!(
            "Счёт равный: всё решит армагеддон. {white} (белые) — {white_minutes} мин., {black} (чёрные) — \
             {black_minutes} мин.; ничья засчитывается как победа чёрных."
        )
    }

    fn next_game(&self, m: &Match, number: u32, white: &str, black: &str) -> String {
        let label =
            if number > m.games() { "Армагеддон".to_string() } else { format!("Партия {number}") };
        format!("{label}: {white} (белые) – {black}. Начать?")
    }

    fn save_event(&self, round_robin: bool) -> String {
        let what = if round_robin { "весь турнир" } else { "весь матч" };
        format!("Сохранить {what} одним файлом PGN?")
    }

    fn keep_event(&self, players: &[String], round_robin: bool) -> String {
        let what = if round_robin { "турнир" } else { "матч" };
        format!("{}: сохранить {what} на потом (ferz resume продолжит его)?", players.join(", "))
    }

    fn standings_keys(&self) -> String {
        "y да · n нет · Esc назад".to_string()
    }

    fn start_keys(&self) -> String {
        "y, Enter или ход белых: начать · n, Esc: позже".to_string()
    }

    fn standings_close(&self) -> String {
        "Esc назад".to_string()
    }

    fn event_unsaved(&self, why: &str) -> String {
        format!("Матч не удалось сохранить: {why}")
    }

    fn event_saved(&self, path: &str) -> String {
        format!("Сохранено одним файлом PGN: {path}")
    }

    fn event_waits(&self, title: &str, round_robin: bool) -> String {
        let what = if round_robin { "круговой турнир" } else { "матч" };
        format!("Ждёт продолжения {what} ({title}): его продолжит ferz resume.")
    }

    fn event_held(&self, title: &str, round_robin: bool, pid: Option<u32>) -> String {
        let what = if round_robin { "Круговой турнир" } else { "Матч" };
        match pid {
            Some(pid) => format!("{what} ({title}) идёт в другом окне (процесс {pid})."),
            None => format!("{what} ({title}) идёт в другом окне."),
        }
    }

    fn found_event(&self, title: &str, round_robin: bool) -> String {
        let what = if round_robin { "Круговой турнир" } else { "Матч" };
        format!("{what}: {title}")
    }

    fn again_prompt(&self, round_robin: bool) -> String {
        let what = if round_robin {
            "новый турнир с теми же игроками"
        } else {
            "новый матч с теми же игроками"
        };
        format!("Введите y — {what}, n — выход.")
    }

    fn game_colours(&self, white: &str, black: &str) -> String {
        format!("{white} играет белыми, {black} — чёрными.")
    }

    fn match_game_title(&self, m: &Match, number: u32, game: &GameResult) -> String {
        let label = if number > m.games() {
            "Армагеддон".to_string()
        } else {
            format!("Партия {number} из {}", m.games())
        };
        let (w, b, score) = (m.name(game.white), m.name(game.black), board_score(game));
        format!("{label}: {w} – {b} {score} · {}", self.score_line(m))
    }

    fn pairing_result(&self, players: &[String], pairing: &Pairing, game: &GameResult) -> String {
        format!("{} {}", self.pairing(players, pairing), board_score(game))
    }

    fn again(&self, players: &[String], round_robin: bool, white: &str) -> String {
        if round_robin {
            format!("{}: новый турнир с теми же участниками, номера в обратном порядке?", players.join(", "))
        } else {
            format!("{}: новый матч со сменой цвета (в партии 1 белыми играет {white})?", players.join(", "))
        }
    }

    fn again_keys(&self, round_robin: bool) -> String {
        let what = if round_robin { "новый турнир" } else { "новый матч" };
        format!("y {what} · n выход · Esc назад")
    }

    fn more_rows(&self, first: usize, last: usize, of: usize) -> String {
        format!("строки {first}–{last} из {of}")
    }

    fn start_it(&self) -> &'static str {
        "Начать?"
    }

    fn short_column(&self, column: Column) -> &'static str {
        match column {
            Column::Place => "№",
            Column::Player => "Участник",
            Column::Points => "Очки",
            Column::DirectEncounter => "ЛВ",
            Column::SonnebornBerger => "Бергер",
            Column::Wins => "Побед",
            Column::Games => "Партий",
        }
    }

    fn round_robin_won(&self, winners: &[&str], points: crate::game::event::Score) -> String {
        match winners {
            [one] => format!("Победитель турнира: {one}, {points} очк."),
            many => format!("Первое место делят: {}, по {points} очк.", many.join(", ")),
        }
    }

    fn pairing(&self, players: &[String], p: &Pairing) -> String {
        let name = |i: usize| players.get(i).map_or("", String::as_str);
        format!("Тур {}, доска {}: {} – {}", p.round, p.board, name(p.white), name(p.black))
    }

    fn bye(&self, name: &str) -> String {
        format!("Свободен от игры: {name}")
    }

    fn crosstable_key(&self, whole: bool) -> &'static str {
        if whole { "Tab: вся таблица" } else { "Tab: кратко" }
    }

    fn column(&self, column: Column) -> &'static str {
        match column {
            Column::Place => "Место",
            Column::Player => "Участник",
            Column::Points => "Очки",
            Column::DirectEncounter => "Личная встреча",
            Column::SonnebornBerger => "Коэффициент Зоннеборна–Бергера",
            Column::Wins => "Победы",
            Column::Games => "Партий",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::event::{parse_armageddon, parse_match_games, parse_round_robin};

    /// Every variant once (a new one does not compile here until it is sampled).
    fn samples() -> Vec<EventError> {
        use EventError as E;
        let all = vec![
            E::MatchGames { input: "x".into() },
            E::Armageddon { input: "5".into(), fault: ArmageddonFault::Shape },
            E::Armageddon { input: "5,x".into(), fault: ArmageddonFault::NotMinutes { part: "x".into() } },
            E::Armageddon { input: "5,0".into(), fault: ArmageddonFault::Zero },
            E::Armageddon { input: "90,4".into(), fault: ArmageddonFault::TooLong },
            E::Armageddon { input: "4,5".into(), fault: ArmageddonFault::WhiteNotMore },
            E::ArmageddonWithoutTiebreak,
            E::Tiebreak { input: "blitz".into() },
            E::Colours { input: "random".into() },
            E::PlayerCount { count: 1 },
            E::EmptyName { position: 2 },
            E::NameTwice { name: "Anna".into() },
            E::EmptyEventName,
            E::Chess960Number { number: 960 },
            E::MatchAndRoundRobin,
            E::DoubleWithoutRoundRobin,
            E::NameWithoutEvent,
        ];
        for e in &all {
            match e {
                E::MatchGames { .. }
                | E::Armageddon { .. }
                | E::ArmageddonWithoutTiebreak
                | E::Tiebreak { .. }
                | E::Colours { .. }
                | E::PlayerCount { .. }
                | E::EmptyName { .. }
                | E::NameTwice { .. }
                | E::EmptyEventName
                | E::Chess960Number { .. }
                | E::MatchAndRoundRobin
                | E::DoubleWithoutRoundRobin
                | E::NameWithoutEvent => {}
            }
        }
        all
    }

    #[test]
    fn every_event_error_is_one_line_in_both_languages() {
        for e in samples() {
            let (en, ru) = (Lang::En.event_words().event_error(&e), Lang::Ru.event_words().event_error(&e));
            assert_eq!(en, e.to_string());
            for line in [&en, &ru] {
                assert!(!line.is_empty() && !line.contains('\n'), "{e:?}: {line}");
            }
            assert_ne!(en, ru, "{e:?}");
            assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{e:?}: {ru}");
            if let EventError::MatchGames { input } | EventError::Armageddon { input, .. } = &e {
                assert!(en.contains(input.as_str()) && ru.contains(input.as_str()), "{e:?}");
            }
        }
    }

    #[test]
    fn the_bad_flags_of_the_issue_are_said_plainly() {
        let say = |lang: Lang, e: EventError| lang.event_words().event_error(&e);
        fn e<T: std::fmt::Debug>(r: Result<T, EventError>) -> EventError {
            r.expect_err("refused")
        }
        assert_eq!(say(Lang::En, e(parse_match_games("0"))), "--match '0': expected a number of games from 1 to 100");
        assert_eq!(say(Lang::Ru, e(parse_match_games("x"))), "--match «x»: нужно число партий от 1 до 100");
        assert_eq!(
            say(Lang::En, e(parse_armageddon("5"))),
            "--armageddon '5': expected White's and Black's minutes separated by a comma, such as 5,4"
        );
        assert_eq!(
            say(Lang::Ru, e(parse_armageddon("5"))),
            "--armageddon «5»: нужны минуты белых и чёрных через запятую, например 5,4"
        );
        assert_eq!(say(Lang::En, e(parse_round_robin("Anna"))), "a round-robin needs 3 to 12 players; 1 name given");
        assert_eq!(say(Lang::Ru, e(parse_round_robin("Anna"))), "в круговом турнире от 3 до 12 участников; указано: 1");
        assert_eq!(
            say(Lang::Ru, e(parse_round_robin("Анна,Борис,Анна"))),
            "имя «Анна» указано дважды: у каждого участника должно быть своё"
        );
        assert_eq!(
            say(Lang::En, e(parse_round_robin("Анна,Борис,Анна"))),
            "the name 'Анна' is given twice: every player needs a name of their own"
        );
    }

    #[test]
    fn russian_names_the_event_as_a_chess_player_does() {
        let words = Lang::Ru.event_words();
        assert_eq!(words.match_name(&["Анна".into(), "Борис".into()]), "Матч Анна–Борис");
        assert_eq!(words.round_robin_name(), "Круговой турнир");
        assert_eq!(words.bye("Вера"), "Свободен от игры: Вера");
        assert_eq!(words.column(Column::SonnebornBerger), "Коэффициент Зоннеборна–Бергера");
        assert_eq!(words.column(Column::DirectEncounter), "Личная встреча");
        let players: Vec<String> = ["Анна", "Борис", "Вера"].map(String::from).into();
        let p = Pairing { round: 2, board: 1, white: 2, black: 0 };
        assert_eq!(words.pairing(&players, &p), "Тур 2, доска 1: Вера – Анна");
        assert_eq!(Lang::En.event_words().pairing(&players, &p), "Round 2, board 1: Вера – Анна");
        assert_eq!(Lang::En.event_words().bye("Vera"), "Vera has a bye");
    }

    #[test]
    fn a_match_in_russian_by_name() {
        use crate::game::event::{Match, MatchSettings};
        use crate::game::{Termination, TimeControl};
        use crate::rules::Color;

        let mut m = Match::new(MatchSettings::new("Анна", "Борис", 4, TimeControl::rapid())).expect("valid");
        let words = Lang::Ru.event_words();
        let game = GameResult {
            white: 0,
            black: 1,
            winner: Some(Color::White),
            termination: Termination::Checkmate,
            moves: 34,
            chess960: None,
        };
        m.record(game.clone()).expect("game 1");
        let draw =
            GameResult { white: 1, black: 0, winner: None, termination: Termination::Agreement, moves: 21, ..game };
        m.record(draw.clone()).expect("game 2");
        assert_eq!(words.match_title(&m), "Партия 3 из 4 · Анна 1½ – Борис ½");
        assert_eq!(words.match_game(&m, 1, &m.results()[0]), "Партия 1: Анна (белые) – Борис 1–0, мат, 34 хода");
        assert_eq!(words.match_game(&m, 2, &draw), "Партия 2: Борис (белые) – Анна ½–½, ничья по соглашению, 21 ход");
        assert_eq!(m.event(), "Match Анна–Борис", "the tag is English unless the caller names it");
    }
}
