//! English: the words of the start screen.

use crate::game::{Arbiter, OddsPiece, PieceOdds, Speed};
use crate::lang::English;
use crate::lang::start::StartWords;
use crate::rules::Color;
use crate::settings::{Damage, DamageKind, Opponent, Question, StartKindChoice};

impl StartWords for English {
    fn own_name(&self) -> &'static str {
        "English"
    }

    fn title(&self) -> &'static str {
        "A new game"
    }

    fn label(&self, q: Question) -> &'static str {
        match q {
            Question::White => "White",
            Question::Black => "Black",
            Question::Time => "Time control",
            Question::Opponent => "Opponent",
            Question::Level => "Level",
            Question::Start => "Start",
            Question::Position => "Position",
            Question::Arbiter => "Arbiter",
            Question::Language => "Language",
        }
    }

    fn hint(&self, q: Question) -> &'static str {
        match q {
            Question::White => "Type White's name (empty: “White”).",
            Question::Black => "Type Black's name (empty: “Black”).",
            Question::Time => "← → a club's control, or type one: 5+3, 90+30, h3.",
            Question::Opponent => "← → a friend at this keyboard, or the computer.",
            Question::Level => "← → or 1–8: 1 a beginner can beat, 8 full strength.",
            Question::Start => "← → standard chess, Chess960 or piece odds.",
            Question::Position => "Chess960: type 0–959, or ← → a random position.",
            Question::Arbiter => "← → how strictly the Laws are kept.",
            Question::Language => "← → the language of the game.",
        }
    }

    fn odds_label(&self) -> &'static str {
        "Odds"
    }

    fn odds_hint(&self) -> &'static str {
        "← → who gives which pieces."
    }

    fn no_name(&self, white: bool) -> &'static str {
        if white { "White" } else { "Black" }
    }

    fn time(&self, tc: &str, speed: Option<Speed>) -> String {
        let speed = match speed {
            None => return "none (no clock)".to_string(),
            Some(Speed::Bullet) => "bullet",
            Some(Speed::Blitz) => "blitz",
            Some(Speed::Rapid) => "rapid",
            Some(Speed::Standard) => "standard",
        };
        format!("{tc} · {speed}")
    }

    fn opponent(&self, o: Opponent) -> &'static str {
        match o {
            Opponent::Friend => "a friend at this keyboard",
            Opponent::Computer { color: Some(Color::Black), .. } => "the computer, playing Black",
            Opponent::Computer { color: Some(Color::White), .. } => "the computer, playing White",
            Opponent::Computer { color: None, .. } => "the computer, colours by lot",
        }
    }

    fn level(&self, n: u8) -> String {
        format!("{n} of 8")
    }

    fn start(&self, k: StartKindChoice) -> &'static str {
        match k {
            StartKindChoice::Standard => "standard chess",
            StartKindChoice::Chess960 => "Chess960",
            StartKindChoice::Odds => "piece odds",
        }
    }

    fn chess960(&self, n: Option<u16>) -> String {
        match n {
            Some(n) => format!("position {n}"),
            None => "random, drawn at the start".to_string(),
        }
    }

    fn odds_short(&self, odds: &PieceOdds) -> String {
        let letters: Vec<&str> = odds
            .pieces
            .iter()
            .map(|p| match p {
                OddsPiece::Pawn => "P",
                OddsPiece::Knight => "N",
                OddsPiece::Rook => "R",
                OddsPiece::Queen => "Q",
            })
            .collect();
        format!("{} gives {}", odds.color.fold("White", "Black"), letters.join("+"))
    }

    fn odds(&self, odds: &PieceOdds) -> String {
        // As players say it ("rook and pawn odds"): short enough for four pieces at 80 columns.
        let pieces: Vec<&str> = odds
            .pieces
            .iter()
            .map(|p| match p {
                OddsPiece::Pawn => "f-pawn",
                OddsPiece::Knight => "knight",
                OddsPiece::Rook => "rook",
                OddsPiece::Queen => "queen",
            })
            .collect();
        format!("{} gives {} odds", odds.color.fold("White", "Black"), series(&pieces))
    }

    fn computer(&self) -> &'static str {
        "the computer"
    }

    fn not_asked(&self) -> &'static str {
        "—"
    }

    fn arbiter(&self, a: Arbiter) -> &'static str {
        match a {
            Arbiter::Assist => "assist: legal moves shown, claims prompted",
            Arbiter::Strict => "strict: no hints, claims as in a tournament",
            Arbiter::Practice => "practice: illegal moves stand until caught",
        }
    }

    fn start_button(&self) -> &'static str {
        "Start the game"
    }

    fn keys(&self, wide: bool) -> &'static str {
        if wide {
            "Enter start · Tab ↑ ↓ question · ← → choose · type to edit · Esc quit"
        } else {
            "Enter start · ↑ ↓ · ← → · Esc quit"
        }
    }

    fn damaged(&self, file: &str, damage: &Damage, kept: Option<&str>) -> String {
        let at = match &damage.why {
            DamageKind::NotKeyValue => format!("line {} is not key = value", damage.line),
            DamageKind::BadValue(key) if damage.line > 0 => format!("line {}: a wrong {key}", damage.line),
            DamageKind::BadValue(key) => format!("a wrong {key}"),
            DamageKind::Unreadable(why) => why.clone(),
        };
        let kept = kept.map(|k| format!(", the old file kept as {k}")).unwrap_or_default();
        format!("{file} could not be read ({at}): the defaults are offered{kept}.")
    }

    fn unsaved(&self, file: &str, why: &str) -> String {
        format!("The choices could not be remembered in {file}: {why}")
    }

    fn too_small(&self, width: u16, height: u16) -> String {
        format!("A new game needs a window of at least 54×14 (this one is {width}×{height}).")
    }

    fn ask(&self, q: Question, default: &str) -> String {
        let question = match q {
            Question::White => "White's name",
            Question::Black => "Black's name",
            Question::Time => "Time control",
            Question::Opponent => "Opponent",
            Question::Level => "The computer's level, 1 to 8",
            Question::Start => "Start",
            Question::Position => "Chess960 position, 0 to 959 or random",
            Question::Arbiter => "Arbiter",
            Question::Language => "Language",
        };
        format!("{question} [{default}]: ")
    }

    fn ask_odds(&self, default: &str) -> String {
        format!("Odds, who gives what (a number, the words, or as --odds: black:rook,pawn) [{default}]: ")
    }

    fn choose_one(&self) -> &'static str {
        "Type a number or the words; Enter keeps what is in brackets."
    }

    fn not_a_choice(&self, answer: &str) -> String {
        format!("“{answer}” is none of the choices.")
    }

    fn starting(&self) -> &'static str {
        "The game begins."
    }
}

/// Pieces named one after another: `a`, `a and b`, `a, b and c`.
pub(super) fn series(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
