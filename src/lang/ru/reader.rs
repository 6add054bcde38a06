//! Russian: the words of the screen-reader face, as a Russian player says them («белые: пешка
//! e2 на e4», «чёрные: конь g8 бьёт слона f6, шах», «ход белых», «флажок упал»).

use crate::game::{Duration, Outcome, Termination};
use crate::lang::Russian;
use crate::lang::reader::{BoardLine, FirstRanks, Player, ReaderCommand, ReaderWords, SpokenMove, Threshold};
use crate::lang::terminal::name_with_aside;
use crate::rules::{CastlingSide, Color, Piece, Role, Square};

/// «белые» / «чёрные», in running text.
const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "белые",
        Color::Black => "чёрные",
    }
}

/// «белых» / «чёрных»: whose.
const fn side_gen(c: Color) -> &'static str {
    match c {
        Color::White => "белых",
        Color::Black => "чёрных",
    }
}

/// «Анна (белые)», or «белые» for a player without a name.
fn who(p: Player<'_>) -> String {
    match p.name {
        Some(name) => name_with_aside(name, side(p.color)),
        None => side(p.color).to_string(),
    }
}

/// The name alone, or the colour for a player without one.
fn name(p: Player<'_>) -> String {
    p.name.map_or_else(|| side(p.color).to_string(), str::to_string)
}

/// The first letter upper case: a sentence begins with it.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The form of a noun after the number `n`: 1 минута, 2 минуты, 5 минут.
fn plural<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let (ten, hundred) = (n % 10, n % 100);
    if (11..=14).contains(&hundred) {
        many
    } else if ten == 1 {
        one
    } else if (2..=4).contains(&ten) {
        few
    } else {
        many
    }
}

/// «14 минут».
fn count(n: u64, forms: (&str, &str, &str)) -> String {
    format!("{n} {}", plural(n, forms.0, forms.1, forms.2))
}

/// The plural of a piece's name: «кони».
const fn plural_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "пешки",
        Role::Knight => "кони",
        Role::Bishop => "слоны",
        Role::Rook => "ладьи",
        Role::Queen => "ферзи",
        Role::King => "короли",
    }
}

/// «белая пешка», «чёрный конь».
fn piece(p: Piece) -> String {
    let noun = super::noun(p.role);
    let adjective = match (p.color, noun.feminine) {
        (Color::White, false) => "белый",
        (Color::White, true) => "белая",
        (Color::Black, false) => "чёрный",
        (Color::Black, true) => "чёрная",
    };
    format!("{adjective} {}", noun.nom)
}

impl ReaderWords for Russian {
    fn spoken_move(&self, m: &SpokenMove) -> String {
        let mut text = format!("{}: ", side(m.color));
        match m.castle {
            Some(CastlingSide::King) => text.push_str("короткая рокировка"),
            Some(CastlingSide::Queen) => text.push_str("длинная рокировка"),
            None => {
                let role = super::noun(m.role).nom;
                // En passant names no piece: it can only take a pawn, and not on the square said.
                match m.captured {
                    _ if m.en_passant => text.push_str(&format!("{role} {} бьёт {} на проходе", m.from, m.to)),
                    Some(taken) => {
                        text.push_str(&format!("{role} {} бьёт {} {}", m.from, super::noun(taken).acc, m.to));
                    }
                    None => text.push_str(&format!("{role} {} на {}", m.from, m.to)),
                }
                if let Some(role) = m.promotion {
                    text.push_str(&format!(", превращается в {}", super::noun(role).acc));
                }
            }
        }
        if m.mate {
            text.push_str(", мат");
        } else if m.check {
            text.push_str(", шах");
        }
        capital(&text)
    }

    fn time(&self, left: Duration) -> String {
        let ms = left.as_ms();
        if ms < 10_000 {
            let tenths = ms / 100;
            // A fraction takes the genitive singular: «9,4 секунды».
            return if tenths.is_multiple_of(10) {
                count(tenths / 10, ("секунда", "секунды", "секунд"))
            } else {
                format!("{},{} секунды", tenths / 10, tenths % 10)
            };
        }
        let s = left.whole_secs();
        let (h, m, sec) = (s / 3_600, s / 60 % 60, s % 60);
        let mut parts = Vec::new();
        if h > 0 {
            parts.push(count(h, ("час", "часа", "часов")));
        }
        if m > 0 {
            parts.push(count(m, ("минута", "минуты", "минут")));
        }
        if sec > 0 || parts.is_empty() {
            parts.push(count(sec, ("секунда", "секунды", "секунд")));
        }
        parts.join(" ")
    }

    fn clocks(&self, white: &str, black: &str) -> String {
        format!("Часы: белые {white}, чёрные {black}.")
    }

    fn untimed(&self) -> &'static str {
        "В этой партии нет часов."
    }

    fn threshold(&self, player: Player<'_>, threshold: Threshold, left: &str) -> String {
        let who = capital(&who(player));
        match threshold {
            Threshold::OneMinute => format!("{who}: меньше минуты, осталось {left}."),
            Threshold::TenSeconds => format!("{who}: десять секунд, осталось {left}."),
        }
    }

    fn flag_fell(&self, player: Player<'_>) -> String {
        format!("{}: флажок упал.", capital(&who(player)))
    }

    fn to_move(&self, player: Player<'_>) -> String {
        match player.name {
            Some(name) => format!("Ход {}: {name}.", side_gen(player.color)),
            None => format!("Ход {}.", side_gen(player.color)),
        }
    }

    fn no_last_move(&self) -> &'static str {
        "Ходов ещё не было."
    }

    fn last_move(&self, number: u32, said: &str) -> String {
        format!("Последний ход, ход {number}: {said}.")
    }

    fn pieces(&self, color: Color, role: Role, squares: &[Square]) -> String {
        let list: Vec<String> = squares.iter().map(ToString::to_string).collect();
        let list = if list.is_empty() { "нет".to_string() } else { list.join(", ") };
        format!("{} {}: {list}.", capital(side(color)), plural_name(role))
    }

    fn board_line(&self, line: BoardLine, occupied: &[(Square, Piece)], empty: usize) -> String {
        let head = match line {
            BoardLine::File(f) => format!("Вертикаль {}", f.char()),
            BoardLine::Rank(r) => format!("Горизонталь {}", r.char()),
        };
        let mut parts: Vec<String> = occupied.iter().map(|(sq, p)| format!("{sq} {}", piece(*p))).collect();
        if empty == 8 {
            parts.push("пусто".to_string());
        } else if empty > 0 {
            parts.push(format!("пустых полей: {empty}"));
        }
        format!("{head}: {}.", parts.join(", "))
    }

    fn opponent(&self, player: Player<'_>, opponent: Player<'_>) -> String {
        format!("{}, ваш соперник — {}, {}.", capital(&who(player)), name(opponent), side(opponent.color))
    }

    fn result(&self, outcome: &Outcome, winner: Option<Player<'_>>, loser: Option<Player<'_>>) -> String {
        let score = outcome.result();
        let Some(winner) = winner else {
            let how = match (outcome.termination, loser) {
                (Termination::Agreement, _) => "Ничья по соглашению".to_string(),
                (Termination::Timeout, Some(l)) => {
                    format!("Ничья: у {} упал флажок, но соперник не может поставить мат", side_gen(l.color))
                }
                (Termination::IllegalMove, Some(l)) => {
                    format!(
                        "Ничья: {} сделали второй невозможный ход, но соперник не может поставить мат",
                        side(l.color)
                    )
                }
                (t, _) => format!("Ничья: {}", super::grammar::termination(t)),
            };
            return format!("{how}, {score}.");
        };
        let how = match (outcome.termination, loser) {
            (Termination::Resignation, Some(l)) => format!("{} сдались", side(l.color)),
            (Termination::Timeout, Some(l)) => format!("у {} упал флажок", side_gen(l.color)),
            (Termination::IllegalMove, Some(l)) => format!("{} сделали второй невозможный ход", side(l.color)),
            (Termination::IllegalSealedMove, Some(l)) => format!("{} записали невозможный ход", side(l.color)),
            (t, _) => super::grammar::termination(t).to_string(),
        };
        format!("{} выигрывает: {how}, {score}.", capital(&who(winner)))
    }

    fn offered(&self, offerer: Player<'_>) -> String {
        format!("{} предлагает ничью.", capital(&who(offerer)))
    }

    fn offer_question(&self, answerer: Player<'_>, offerer: Player<'_>) -> String {
        format!(
            "{}, {} предлагает ничью. Напишите да или нет, или сделайте ход.",
            capital(&name(answerer)),
            name(offerer)
        )
    }

    fn yes_or_no(&self) -> &'static str {
        "Напишите да или нет."
    }

    fn yes_words(&self) -> &'static [&'static str] {
        &["да", "д"]
    }

    fn no_words(&self) -> &'static [&'static str] {
        &["нет", "н"]
    }

    fn welcome(&self, white: Player<'_>, black: Player<'_>, controls: Option<&str>) -> String {
        let time = controls.map_or_else(|| "без часов".to_string(), |c| format!("контроль времени {c}"));
        // A side without a name is not named by its own word ("Белые: белые").
        let players = match (white.name, black.name) {
            (None, None) => "Белые против чёрных".to_string(),
            (Some(w), None) => format!("Белые: {w}"),
            (None, Some(b)) => format!("Чёрные: {b}"),
            (Some(_), Some(_)) => format!("Белые: {}, чёрные: {}", name(white), name(black)),
        };
        format!("ferz для экранного диктора. {players}, {time}. Справка: h.")
    }

    fn start(&self, names: &[String], ranks: Option<&FirstRanks>, set: bool) -> String {
        let rank = |roles: &[Option<Role>; 8]| {
            roles.iter().map(|r| r.map_or("пусто", |r| super::noun(r).nom)).collect::<Vec<_>>().join(", ")
        };
        let mut parts = Vec::new();
        if !names.is_empty() {
            parts.push(capital(&names.join(", ")));
        }
        if let Some(ranks) = ranks {
            let black = match &ranks.black {
                None => "фигуры чёрных стоят напротив них".to_string(),
                Some(black) => format!("фигуры чёрных от a8 до h8: {}", rank(black)),
            };
            parts.push(format!("Фигуры белых от a1 до h1: {}; {black}", rank(&ranks.white)));
        }
        if set {
            parts.push("Партия начинается с заданной позиции: b — вся доска".to_string());
        }
        format!("{}.", parts.join(". "))
    }

    fn press_enter(&self, player: Player<'_>) -> String {
        format!("Нажмите Enter, чтобы пустить часы, или напишите первый ход. {}", self.to_move(player))
    }

    fn paused(&self) -> &'static str {
        "Часы остановлены. Чтобы продолжить, напишите :resume."
    }

    fn stopped(&self) -> &'static str {
        "ferz был остановлен: часы поставлены на паузу в тот же миг, время остановки никому не засчитано."
    }

    fn help_title(&self) -> &'static str {
        "Команды:"
    }

    fn command_help(&self, command: ReaderCommand) -> &'static str {
        match command {
            ReaderCommand::Clocks => "часы обеих сторон",
            ReaderCommand::LastMove => "последний ход",
            ReaderCommand::Pieces => {
                "где стоят фигуры: p К — белые кони, p к — чёрные; любая буква фигуры: Кр Ф Л С К П или K Q R B N P"
            }
            ReaderCommand::Scan => "фигуры вертикали или горизонтали: s e, s 4",
            ReaderCommand::Board => "вся доска, с восьмой горизонтали до первой",
            ReaderCommand::Opponent => "соперник игрока, чей ход",
            ReaderCommand::Help => "эта справка",
        }
    }

    fn game_help(&self) -> &'static [&'static str] {
        &[
            "Ходы пишутся как в игре: e4, Кf3, Nf3, ed5, 0-0, e8Ф, g1f3, Кg1-f3.",
            "Команды игры начинаются с двоеточия: :offer (предложить ничью), :accept, :decline, :claim, \
             :claim Кf3, :resign, :takeback, :pause, :resume, :adjourn (отложить), :save, :new, :quit; \
             с --arbiter practice также :press и :illegal.",
            "Enter на пустой строке пускает часы; конец ввода сохраняет партию и завершает программу.",
        ]
    }

    fn unknown(&self, text: &str) -> String {
        format!("Это не ход и не команда: {text}. Справка: h.")
    }

    fn bad_argument(&self, command: ReaderCommand, key: char) -> String {
        match command {
            ReaderCommand::Pieces => {
                format!("После {key} пишется буква фигуры: {key} К — белые кони, {key} к — чёрные.")
            }
            ReaderCommand::Scan => format!("После {key} пишется вертикаль или горизонталь: {key} e, {key} 4."),
            _ => format!("После {key} ничего не пишется."),
        }
    }

    fn seal_prompt(&self) -> &'static str {
        "Откладывание партии: напишите записываемый ход и нажмите Enter. Пустая строка — отмена."
    }

    fn envelope_prompt(&self) -> &'static str {
        "Партия отложена. Напишите код с бланка, чтобы вскрыть конверт и сыграть записанный ход."
    }

    fn promotion_prompt(&self) -> &'static str {
        "В какую фигуру превращается пешка? Напишите Ф, Л, С или К."
    }

    fn seat_fault_prompt(&self) -> &'static str {
        "Напишите заново, чтобы снова запустить движок (тот же уровень, партия продолжится с того же места), или человек, чтобы дальше делать его ходы самим."
    }

    fn restart_words(&self) -> &'static [&'static str] {
        &["заново", "перезапуск", "к"]
    }

    fn person_words(&self) -> &'static [&'static str] {
        &["человек", "сам", "р"]
    }

    fn found_prompt(&self, games: usize) -> String {
        if games == 1 {
            "Напишите да, чтобы продолжить её, или нет, чтобы начать новую партию.".to_string()
        } else {
            format!("Напишите номер от 1 до {games}, чтобы продолжить ту партию, или нет, чтобы начать новую.")
        }
    }

    fn after_game(&self) -> &'static str {
        "Партия окончена. :new — новая партия, :quit — выход."
    }

    fn not_here(&self, command: &str) -> String {
        format!(":{command} меняет вид нарисованной доски, а здесь доска не рисуется.")
    }

    fn piece_letters(&self) -> &'static [(&'static str, Role)] {
        &[
            ("Кр", Role::King),
            ("Ф", Role::Queen),
            ("Л", Role::Rook),
            ("С", Role::Bishop),
            ("К", Role::Knight),
            ("П", Role::Pawn),
        ]
    }

    fn clock_intro(&self) -> &'static str {
        "ferz clock для экранного диктора. Enter нажимает кнопку идущих часов; до начала Enter пускает \
         часы белых. Справка: h."
    }

    fn clock_runs(&self, side_to_run: Color) -> String {
        format!("Идут часы {}.", side_gen(side_to_run))
    }

    fn clock_paused(&self) -> &'static str {
        "Часы остановлены. Чтобы продолжить, напишите p."
    }

    fn clock_help(&self) -> &'static [&'static str] {
        &[
            "Enter: нажать кнопку идущих часов.",
            "c: часы обеих сторон.",
            "p: пауза или продолжить.",
            "q: выход.",
            "h: эта справка.",
        ]
    }

    fn clock_flag(&self, flagged: Color) -> String {
        format!("{}: флажок упал. Что из этого следует по Правилам (6.9), решают игроки.", capital(side(flagged)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_take_the_form_their_number_asks() {
        let time = |ms: u64| Russian.time(Duration::from_ms(ms));
        assert_eq!(time(61_000), "1 минута 1 секунда");
        assert_eq!(time(122_000), "2 минуты 2 секунды");
        assert_eq!(time(300_000), "5 минут");
        assert_eq!(time(11 * 60_000 + 21_000), "11 минут 21 секунда");
        assert_eq!(time(3_600_000 + 24 * 60_000), "1 час 24 минуты");
        assert_eq!(time(9_400), "9,4 секунды");
        assert_eq!(time(5_000), "5 секунд");
        assert_eq!(time(0), "0 секунд");
    }
}
