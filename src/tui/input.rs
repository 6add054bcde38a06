//! The input line under the board: a move being typed, or a `:` command. Plain data with the
//! edits a keyboard makes; what the text means is decided by `update`.

/// The longest move text kept in the input; more cannot be a move.
const MAX_MOVE_INPUT: usize = 32;
/// The longest command line.
const MAX_COMMAND_INPUT: usize = 120;

/// What the input line holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InputMode {
    /// A move being typed (or nothing).
    #[default]
    Move,
    /// A `:` command.
    Command,
}

/// The typed text and what it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InputLine {
    text: String,
    mode: InputMode,
    /// The text was refused and stands selected: what is typed next replaces it.
    selected: bool,
}

impl InputLine {
    /// The typed text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What the typed text is.
    pub fn mode(&self) -> InputMode {
        self.mode
    }

    /// True while the `:` command line is open.
    pub fn is_command(&self) -> bool {
        self.mode == InputMode::Command
    }

    /// True when the text stands selected (it was refused): typing replaces it.
    pub fn is_selected(&self) -> bool {
        self.selected
    }

    /// The text is selected, as after a refusal: the next character typed replaces it, and
    /// Backspace erases it whole.
    pub fn select_all(&mut self) {
        self.selected = !self.text.is_empty();
    }

    /// True when nothing is typed.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Adds a typed character, up to the longest text that can mean something; control
    /// characters are never kept.
    pub fn push(&mut self, c: char) {
        let limit = match self.mode {
            InputMode::Move => MAX_MOVE_INPUT,
            InputMode::Command => MAX_COMMAND_INPUT,
        };
        if c.is_control() {
            return;
        }
        if std::mem::take(&mut self.selected) {
            self.text.clear();
        }
        if self.text.chars().count() < limit {
            self.text.push(c);
        }
    }

    /// Backspace: the last character goes; an emptied command line closes.
    pub fn backspace(&mut self) {
        if std::mem::take(&mut self.selected) {
            self.text.clear();
        }
        self.text.pop();
        if self.text.is_empty() {
            self.mode = InputMode::Move;
        }
    }

    /// `:` opens the command line (what was typed goes).
    pub fn open_command(&mut self) {
        self.mode = InputMode::Command;
        self.text.clear();
        self.selected = false;
    }

    /// Everything typed goes and the line takes moves again.
    pub fn clear(&mut self) {
        self.text.clear();
        self.mode = InputMode::Move;
        self.selected = false;
    }

    /// A typed move goes (a command being typed stays).
    pub fn clear_move(&mut self) {
        if self.mode == InputMode::Move {
            self.text.clear();
            self.selected = false;
        }
    }
}
