//! Russian: why a time control text is refused ([`TimeControlError`]), as a damaged save and
//! the command line (`--time`, with `--lang ru`) say it.

use crate::game::time_control::MAX_PERIOD_MOVES;
use crate::game::{TimeControlError, TimeUnit};

/// Minutes or seconds, shortened as Russian writes units after numbers.
const fn unit(unit: TimeUnit) -> &'static str {
    match unit {
        TimeUnit::Minutes => "мин",
        TimeUnit::Seconds => "с",
    }
}

/// Why a time control text is not a time control, quoting it whole.
pub(in crate::lang) fn time_control_error(e: &TimeControlError) -> String {
    use TimeControlError as E;
    let (input, why) = match e {
        E::Empty { input } => (
            input,
            "нужны минуты, например 15, 3+2, 5d3, h3 или 40/90+30,30+30, либо одно из bullet, blitz, rapid, \
             classical, up, none"
                .to_string(),
        ),
        E::ExpectedMinutes { input, found, after } => {
            let what = if found.is_empty() {
                "там пусто".to_string()
            } else {
                format!("там стоит «{found}»")
            };
            let why = if after.is_empty() {
                format!(
                    "нужны минуты, например 15, 3+2 или h3, либо одно из bullet, blitz, rapid, classical, up, none; \
                     а {what}"
                )
            } else {
                format!("после «{after}» нужны минуты, а {what}")
            };
            (input, why)
        }
        E::BadMinutesSeconds { input, text } => {
            (input, format!("«{text}» — не минуты:секунды; нужно, например, 0:10 или 1:30, секунд меньше 60"))
        }
        E::ExpectedSeconds { input, sign } => {
            let what = if *sign == '+' { "добавки" } else { "задержки" };
            (input, format!("после «{sign}» нужны секунды {what}"))
        }
        E::BadMoveCount { input, moves } => {
            (input, format!("перед «/» нужно число ходов от 1 до {MAX_PERIOD_MOVES}, а стоит «{moves}»"))
        }
        E::BadNumber { input, number } => (
            input,
            format!("«{number}» — не число; нужны цифры и не больше одной десятичной точки, например 15 или 0.5"),
        ),
        E::Negative { input, number } => (input, format!("«{number}» — отрицательное число; время не бывает меньше 0")),
        E::TooLarge { input, number, unit: u, max } => {
            (input, format!("«{number}» {} — слишком много; самое большее {max} {}", unit(*u), unit(*u)))
        }
        E::NotWholeMilliseconds { input, number, unit: u } => {
            (input, format!("«{number}» {} — не целое число миллисекунд; оставьте меньше знаков после точки", unit(*u)))
        }
        E::Unexpected { input, found, after } => (
            input,
            format!(
                "лишнее «{found}» после «{after}»; ожидались «+», «d» или «b» и секунды либо «,» и следующий период"
            ),
        ),
        E::EmptyPeriod { input, index } => {
            (input, format!("период {index} пуст; между запятыми нужны минуты, например 30 или 30+30"))
        }
        E::MissingMoveCount { input, period } => (
            input,
            format!("периоду «{period}» нужно число ходов, например «40/{period}», ведь за ним идёт другой период"),
        ),
        E::MoveCountOnLast { input, period } => (
            input,
            format!(
                "у последнего периода «{period}» не должно быть числа ходов; уберите его или добавьте следующий \
                 период, например «{period},30»"
            ),
        ),
        E::HourglassExtra { input, found } => (
            input,
            format!(
                "«песочные часы» задаются только минутами, например h3 (без добавки, задержки и периодов); \
                 после минут стоит «{found}»"
            ),
        ),
        E::TooLittleTime { input, period } => {
            (input, format!("период «{period}» даёт меньше секунды; нужно больше минут или добавка"))
        }
    };
    format!("контроль времени «{input}»: {why}")
}
