//! Russian: the words of `ferz clock`.

use crate::game::{Adjustment, format_clock};
use crate::lang::Keys;
use crate::lang::Russian;
use crate::lang::clock::{ClockWords, Lever};
use crate::rules::Color;

/// Russian.
impl ClockWords for Russian {
    fn title(&self, controls: &str) -> String {
        format!("ferz — шахматные часы — {controls}")
    }

    fn side(&self, c: Color) -> &'static str {
        c.fold("Белые", "Чёрные")
    }

    fn before_start(&self, lever: Lever) -> String {
        let half = match lever {
            Lever::Left => "левой",
            Lever::Right => "правой",
        };
        format!("Чёрные пускают часы белых: любая клавиша {half} половины клавиатуры или пробел")
    }

    fn lever(&self, l: Lever) -> &'static str {
        match l {
            Lever::Left => "левая",
            Lever::Right => "правая",
        }
    }

    fn paused(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Часы остановлены — {pause} пускает их снова")
    }

    fn resumed(&self) -> &'static str {
        "Часы снова идут"
    }

    fn stopped(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!(
            "ferz был остановлен: часы стоят с того же мига, время остановки никому не засчитано — {pause} пускает их снова"
        )
    }

    fn moves_made(&self, n: u32) -> String {
        format!("ходов: {n}")
    }

    fn to_control(&self, n: u32) -> String {
        format!("до контроля: {n}")
    }

    fn delay(&self, d: &str) -> String {
        format!("задержка {d}")
    }

    fn low(&self) -> &'static str {
        "МАЛО ВРЕМЕНИ"
    }

    fn flag(&self) -> &'static str {
        "ФЛАЖОК"
    }

    fn counting_up(&self) -> &'static str {
        "прямой отсчёт: флажок не падает"
    }

    fn flag_fell(&self, c: Color) -> String {
        let (me, other) = (c.fold("белых", "чёрных"), (!c).fold("Белые", "Чёрные"));
        format!(
            "Флажок {me} упал первым. {other} выигрывают по времени, только если могут поставить мат \
             какой-либо серией допустимых ходов, иначе ничья (ФИДЕ 6.9)."
        )
    }

    fn quit_question(&self) -> &'static str {
        "Выйти из часов? Часы остановлены. y — выйти, любая другая клавиша — назад"
    }

    fn arbiter_prompt(&self) -> &'static str {
        "Арбитр, часы стоят — Enter: применить, Esc: закрыть"
    }

    fn arbiter_forms(&self) -> [&'static str; 4] {
        ["белые +120", "чёрные -30", "чёрные +2:00", "белые ходы 39"]
    }

    fn adjusted(&self, a: &Adjustment, keys: &Keys) -> String {
        let pause = keys.pause;
        match a {
            Adjustment::AddTime { side, amount } => {
                format!("{} +{}. {pause} снова пускает часы.", side.fold("Белые", "Чёрные"), format_clock(*amount))
            }
            Adjustment::TakeTime { side, amount } => {
                format!("{} −{}. {pause} снова пускает часы.", side.fold("Белые", "Чёрные"), format_clock(*amount))
            }
            Adjustment::MoveCount { side, moves } => {
                format!("Счётчик ходов {}: {moves}. {pause} снова пускает часы.", side.fold("белых", "чёрных"))
            }
        }
    }

    fn bad_adjustment(&self) -> &'static str {
        "Это не поправка: напишите белые\u{a0}+120, чёрные\u{a0}-30, чёрные\u{a0}+2:00 или белые\u{a0}ходы\u{a0}39"
    }

    fn levers(&self) -> &'static str {
        "Нажать на часы — любая клавиша своей половины или пробел."
    }

    fn footer(&self, keys: &Keys) -> Vec<(&'static str, &'static str)> {
        vec![(keys.pause, "пауза"), (keys.arbiter, "арбитр"), (keys.help, "справка"), (keys.quit, "выход")]
    }

    fn help_title(&self) -> &'static str {
        " ferz — шахматные часы — клавиши "
    }

    fn help(&self, keys: &Keys) -> Vec<String> {
        let lines: &[&str] = &[
            "Любая клавиша левой половины клавиатуры (` 1-5, q-t, a-g, z-b, Tab)",
            "нажимает левый рычаг, любая клавиша правой (6-0, - =, y-p [ ], h-l ; ',",
            "n-m , . /, Enter) — правый; в русской раскладке так же. Щелчок по часам",
            "нажимает их рычаг. Рычаг останавливает свои часы и пускает другие;",
            "рычаг стоящих часов ничего не делает.",
            "Пробел         нажимает рычаг идущих часов",
            "               (до начала: пускает часы белых)",
            "{pause}             останавливает оба циферблата или снова пускает их",
            "{arbiter}             арбитр: добавить или снять время, поправить счётчик ходов",
            "               (белые +120, чёрные -30, чёрные +2:00, белые ходы 39)",
            "{help}             эта справка; Esc закрывает её",
            "{quit}, {interrupt}    выход (с вопросом)",
            "{suspend}             в оболочку (часы встают); fg — обратно",
            "",
            "Когда падает флажок, часы останавливаются и показывают, чей флажок",
            "упал первым. Проигрыш ли это — решается на доске: по правилу ФИДЕ 6.9",
            "это ничья, если соперник не может поставить мат никакой серией ходов.",
        ];
        lines.iter().map(|line| keys.fill(line)).collect()
    }

    fn too_small(&self) -> &'static str {
        "терминал слишком мал"
    }

    fn no_terminal(&self, system: &str) -> String {
        format!(
            "нет терминала, в котором показать часы: запустите ferz в окне терминала (ferz script играет и без \
             него); система сообщает: {system}"
        )
    }
}
