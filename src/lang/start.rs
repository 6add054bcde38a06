//! The words of the start screen (a new game's questions, on the screen and as lines for a
//! screen reader): the [`StartWords`] each language implements, English in `en/start.rs`,
//! Russian in `ru/start.rs`.

use crate::game::{Arbiter, PieceOdds, Speed};
use crate::lang::Lang;
use crate::settings::{Damage, Opponent, Question, StartKindChoice};

/// One language's words for the start screen. Every method is required.
pub trait StartWords: Sync {
    /// The title of the screen: "A new game".
    fn title(&self) -> &'static str;
    /// A question's label on the screen: "White", "Time control".
    fn label(&self, q: Question) -> &'static str;
    /// A line under the screen about the question in focus: what it is and how to answer.
    fn hint(&self, q: Question) -> &'static str;
    /// The label of the position question when the game starts with odds: "Odds".
    fn odds_label(&self) -> &'static str;
    /// The line under the screen when the odds are in focus.
    fn odds_hint(&self) -> &'static str;
    /// An empty name: the side is named by its colour ("White").
    fn no_name(&self, white: bool) -> &'static str;
    /// The time control and how fast it is: "15+10 · rapid"; `None` for no clock.
    fn time(&self, tc: &str, speed: Option<Speed>) -> String;
    /// An opponent: "a friend at this keyboard", "the computer plays Black".
    fn opponent(&self, o: Opponent) -> &'static str;
    /// A level of the computer: "3 of 8".
    fn level(&self, n: u8) -> String;
    /// A kind of start: "standard chess", "Chess960", "odds".
    fn start(&self, k: StartKindChoice) -> &'static str;
    /// The Chess960 position: "position 518"; a random one: "random, drawn at the start".
    fn chess960(&self, n: Option<u16>) -> String;
    /// The odds given in a few columns, where the words do not fit: "Black gives Q+R+N+P".
    fn odds_short(&self, odds: &PieceOdds) -> String;
    /// The odds given: "White gives knight odds".
    fn odds(&self, odds: &PieceOdds) -> String;
    /// The chair the computer takes, in place of a name.
    fn computer(&self) -> &'static str;
    /// Nothing to choose here (the level against a friend, the position of standard chess).
    fn not_asked(&self) -> &'static str;
    /// An arbiter's mode and what it means, short: "assist — hints, the claim indicator".
    fn arbiter(&self, a: Arbiter) -> &'static str;
    /// The button that starts the game.
    fn start_button(&self) -> &'static str;
    /// The keys of the screen, for the line at its foot; `wide` when there is room for all.
    fn keys(&self, wide: bool) -> &'static str;
    /// The settings file could not be read: where and why, and where it was set aside; the
    /// defaults are offered.
    fn damaged(&self, file: &str, damage: &Damage, kept: Option<&str>) -> String;
    /// The settings could not be written (the game goes on).
    fn unsaved(&self, file: &str, why: &str) -> String;
    /// The window is smaller than the screen needs.
    fn too_small(&self, width: u16, height: u16) -> String;
    /// The screen reader's question: "White's name [Anna]: ", with its default.
    fn ask(&self, q: Question, default: &str) -> String;
    /// The screen reader's question of the odds (the position question of an odds start):
    /// "Odds, who gives what [White gives knight odds]: ".
    fn ask_odds(&self, default: &str) -> String;
    /// The screen reader's choices of a question, numbered.
    fn choose_one(&self) -> &'static str;
    /// The screen reader: an answer that is none of the choices.
    fn not_a_choice(&self, answer: &str) -> String;
    /// The screen reader: the game about to start, in one line.
    fn starting(&self) -> &'static str;
    /// The name of the language in itself, as the language chooser shows it.
    fn own_name(&self) -> &'static str;
}

impl Lang {
    /// The start screen's words in this language.
    pub fn start_words(self) -> &'static dyn StartWords {
        self.words()
    }

    /// The name of the language in itself, as the language chooser shows it.
    pub fn own_name(self) -> &'static str {
        self.start_words().own_name()
    }
}
