//! Русский: слова экрана новой партии.

use crate::game::{Arbiter, OddsPiece, PieceOdds, Speed};
use crate::lang::Russian;
use crate::lang::start::StartWords;
use crate::rules::Color;
use crate::settings::{Damage, DamageKind, Opponent, Question, StartKindChoice};

impl StartWords for Russian {
    fn own_name(&self) -> &'static str {
        "Русский"
    }

    fn title(&self) -> &'static str {
        "Новая партия"
    }

    fn label(&self, q: Question) -> &'static str {
        match q {
            Question::White => "Белые",
            Question::Black => "Чёрные",
            Question::Time => "Контроль",
            Question::Opponent => "Соперник",
            Question::Level => "Уровень",
            Question::Start => "Начало",
            Question::Position => "Позиция",
            Question::Arbiter => "Арбитр",
            Question::Language => "Язык",
        }
    }

    fn hint(&self, q: Question) -> &'static str {
        match q {
            Question::White => "Имя белых (пусто — «Белые»).",
            Question::Black => "Имя чёрных (пусто — «Чёрные»).",
            Question::Time => "← → контроль клубных часов или свой: 5+3, 90+30, h3.",
            Question::Opponent => "← → друг за этой клавиатурой или компьютер.",
            Question::Level => "← → или 1–8: 1 — для новичка, 8 — полная сила.",
            Question::Start => "← → обычные шахматы, Chess960 или фора.",
            Question::Position => "Chess960: наберите 0–959 или ← → случайная позиция.",
            Question::Arbiter => "← → насколько строго соблюдаются Правила.",
            Question::Language => "← → язык партии.",
        }
    }

    fn odds_label(&self) -> &'static str {
        "Фора"
    }

    fn odds_hint(&self) -> &'static str {
        "← → кто и какие фигуры даёт."
    }

    fn no_name(&self, white: bool) -> &'static str {
        if white { "Белые" } else { "Чёрные" }
    }

    fn time(&self, tc: &str, speed: Option<Speed>) -> String {
        let speed = match speed {
            None => return "без часов".to_string(),
            Some(Speed::Bullet) => "пуля",
            Some(Speed::Blitz) => "блиц",
            Some(Speed::Rapid) => "рапид",
            Some(Speed::Standard) => "классика",
        };
        format!("{tc} · {speed}")
    }

    fn opponent(&self, o: Opponent) -> &'static str {
        match o {
            Opponent::Friend => "друг за этой клавиатурой",
            Opponent::Computer { color: Some(Color::Black), .. } => "компьютер, играет чёрными",
            Opponent::Computer { color: Some(Color::White), .. } => "компьютер, играет белыми",
            Opponent::Computer { color: None, .. } => "компьютер, цвет по жребию",
        }
    }

    fn level(&self, n: u8) -> String {
        format!("{n} из 8")
    }

    fn start(&self, k: StartKindChoice) -> &'static str {
        match k {
            StartKindChoice::Standard => "обычные шахматы",
            StartKindChoice::Chess960 => "Chess960",
            StartKindChoice::Odds => "фора",
        }
    }

    fn chess960(&self, n: Option<u16>) -> String {
        match n {
            Some(n) => format!("позиция {n}"),
            None => "случайная, по жребию".to_string(),
        }
    }

    fn odds_short(&self, odds: &PieceOdds) -> String {
        let letters: Vec<&str> = odds
            .pieces
            .iter()
            .map(|p| match p {
                OddsPiece::Pawn => "п",
                OddsPiece::Knight => "К",
                OddsPiece::Rook => "Л",
                OddsPiece::Queen => "Ф",
            })
            .collect();
        format!("{} дают {}", odds.color.fold("белые", "чёрные"), letters.join("+"))
    }

    fn odds(&self, odds: &PieceOdds) -> String {
        let pieces: Vec<&str> = odds
            .pieces
            .iter()
            .map(|p| match p {
                OddsPiece::Pawn => "пешку f",
                OddsPiece::Knight => "коня",
                OddsPiece::Rook => "ладью",
                OddsPiece::Queen => "ферзя",
            })
            .collect();
        format!("{} дают {}", odds.color.fold("белые", "чёрные"), series(&pieces))
    }

    fn computer(&self) -> &'static str {
        "компьютер"
    }

    fn not_asked(&self) -> &'static str {
        "—"
    }

    fn arbiter(&self, a: Arbiter) -> &'static str {
        match a {
            Arbiter::Assist => "помощник: ходы видны, ничьи подсказаны",
            Arbiter::Strict => "строгий: без подсказок, как на турнире",
            Arbiter::Practice => "тренировка: неверный ход стоит, пока не заметят",
        }
    }

    fn start_button(&self) -> &'static str {
        "Начать партию"
    }

    fn keys(&self, wide: bool) -> &'static str {
        if wide {
            "Enter начать · Tab ↑ ↓ вопрос · ← → выбор · набор — правка · Esc выход"
        } else {
            "Enter начать · ↑ ↓ · ← → · Esc выход"
        }
    }

    fn damaged(&self, file: &str, damage: &Damage, kept: Option<&str>) -> String {
        let at = match &damage.why {
            DamageKind::NotKeyValue => format!("строка {} — не «ключ = значение»", damage.line),
            DamageKind::BadValue(key) if damage.line > 0 => format!("строка {}: неверное значение {key}", damage.line),
            DamageKind::BadValue(key) => format!("неверное значение {key}"),
            DamageKind::Unreadable(why) => why.clone(),
        };
        let kept = kept.map(|k| format!(", старый файл сохранён как {k}")).unwrap_or_default();
        format!("Не удалось прочитать {file} ({at}): предложены настройки по умолчанию{kept}.")
    }

    fn unsaved(&self, file: &str, why: &str) -> String {
        format!("Выбор не удалось запомнить в {file}: {why}")
    }

    fn too_small(&self, width: u16, height: u16) -> String {
        format!("Для новой партии нужно окно не меньше 54×14 (сейчас {width}×{height}).")
    }

    fn ask(&self, q: Question, default: &str) -> String {
        let question = match q {
            Question::White => "Имя играющего белыми",
            Question::Black => "Имя играющего чёрными",
            Question::Time => "Контроль времени",
            Question::Opponent => "Соперник",
            Question::Level => "Уровень компьютера, от 1 до 8",
            Question::Start => "Начало",
            Question::Position => "Позиция Chess960, от 0 до 959 или случайная",
            Question::Arbiter => "Арбитр",
            Question::Language => "Язык",
        };
        format!("{question} [{default}]: ")
    }

    fn ask_odds(&self, default: &str) -> String {
        format!("Фора, кто и что даёт (номер, слова или как в --odds: black:rook,pawn) [{default}]: ")
    }

    fn choose_one(&self) -> &'static str {
        "Наберите номер или слова; Enter оставляет то, что в скобках."
    }

    fn not_a_choice(&self, answer: &str) -> String {
        format!("«{answer}» — ни один из вариантов.")
    }

    fn starting(&self) -> &'static str {
        "Партия начинается."
    }
}

/// Pieces named one after another, in Russian: `a`, `a и b`, `a, b и c`.
pub(super) fn series(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} и {last}", rest.join(", ")),
    }
}
