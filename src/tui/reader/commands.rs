//! The commands of the screen-reader face, as data: one table of keys ([`COMMANDS`]) from which
//! the line reader and the help are both made, so the help can never drift from the keys.
//! A line is read here into what it asks ([`Asked`]); nothing is done to the game.

use crate::lang::reader::{BoardLine, ReaderCommand, ReaderWords};
use crate::rules::{Color, File, Rank, Role};
use crate::tui::answers::{game_command, piece_of};

/// The face's own commands: a letter each, as in lichess's blind mode.
pub static COMMANDS: &[(char, ReaderCommand)] = &[
    ('c', ReaderCommand::Clocks),
    ('l', ReaderCommand::LastMove),
    ('p', ReaderCommand::Pieces),
    ('s', ReaderCommand::Scan),
    ('b', ReaderCommand::Board),
    ('o', ReaderCommand::Opponent),
    ('h', ReaderCommand::Help),
];

/// What a typed line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asked {
    /// Nothing typed: Enter alone.
    Empty,
    /// `c`: both clocks.
    Clocks,
    /// `l`: the last move.
    LastMove,
    /// `p N`: where `color`'s pieces of `role` stand.
    Pieces(Color, Role),
    /// `s e` / `s 4`: a file or a rank.
    Scan(BoardLine),
    /// `b`: the board.
    Board,
    /// `o`: the opponent.
    Opponent,
    /// `h`: the help.
    Help,
    /// A command of the face with an argument it does not take.
    BadArgument(ReaderCommand, char),
    /// `:word …`: a command of the game, as its command line reads it.
    Game(String),
    /// Anything else: a move (or an answer, where a question is open).
    Text(String),
}

/// Reads a typed line.
pub fn read(line: &str, words: &dyn ReaderWords) -> Asked {
    let line = line.trim();
    if line.is_empty() {
        return Asked::Empty;
    }
    if let Some(command) = game_command(line) {
        return Asked::Game(command);
    }
    if line == "?" {
        return Asked::Help;
    }
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let mut chars = word.chars();
    let (Some(key), None) = (chars.next(), chars.next()) else { return Asked::Text(line.to_string()) };
    let key = key.to_ascii_lowercase();
    let Some(&(_, command)) = COMMANDS.iter().find(|(k, _)| *k == key) else { return Asked::Text(line.to_string()) };
    let bad = Asked::BadArgument(command, key);
    match command {
        ReaderCommand::Pieces => piece_of(rest, words).map_or(bad, |(color, role)| Asked::Pieces(color, role)),
        ReaderCommand::Scan => line_of(rest).map_or(bad, Asked::Scan),
        _ if !rest.is_empty() => bad,
        ReaderCommand::Clocks => Asked::Clocks,
        ReaderCommand::LastMove => Asked::LastMove,
        ReaderCommand::Board => Asked::Board,
        ReaderCommand::Opponent => Asked::Opponent,
        ReaderCommand::Help => Asked::Help,
    }
}

/// A file (`e`, or the Cyrillic а, с, е typed for a, c, e) or a rank (`4`).
fn line_of(text: &str) -> Option<BoardLine> {
    let mut chars = text.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else { return None };
    let c = match c.to_lowercase().next().unwrap_or(c) {
        'а' => 'a',
        'с' => 'c',
        'е' => 'e',
        other => other,
    };
    File::from_char(c).map(BoardLine::File).or_else(|| Rank::from_char(c).map(BoardLine::Rank))
}

/// The help, made from [`COMMANDS`]: a line a command, then the moves and the game's commands.
pub fn help(words: &dyn ReaderWords) -> Vec<String> {
    let mut lines = vec![words.help_title().to_string()];
    lines.extend(COMMANDS.iter().map(|&(key, command)| format!("{key}: {}", words.command_help(command))));
    lines.extend(words.game_help().iter().map(|l| (*l).to_string()));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn rank(n: u8) -> BoardLine {
        BoardLine::Rank(Rank::new(n - 1).unwrap_or_else(|| panic!("rank {n}")))
    }

    #[test]
    fn lines_read_as_the_table_says() {
        let en = Lang::En.words();
        assert_eq!(read("  c ", en), Asked::Clocks);
        assert_eq!(read("p N", en), Asked::Pieces(Color::White, Role::Knight));
        assert_eq!(read("p n", en), Asked::Pieces(Color::Black, Role::Knight));
        assert_eq!(read("p Кр", en), Asked::Pieces(Color::White, Role::King));
        assert_eq!(read("p к", Lang::Ru.words()), Asked::Pieces(Color::Black, Role::Knight));
        assert_eq!(read("p п", en), Asked::Pieces(Color::Black, Role::Pawn));
        assert_eq!(read("s 4", en), Asked::Scan(rank(4)));
        assert_eq!(read("s е", en), Asked::Scan(BoardLine::File(File::from_char('e').unwrap_or_else(|| panic!()))));
        assert_eq!(read("s 9", en), Asked::BadArgument(ReaderCommand::Scan, 's'));
        assert_eq!(read("p", en), Asked::BadArgument(ReaderCommand::Pieces, 'p'));
        assert_eq!(read("b now", en), Asked::BadArgument(ReaderCommand::Board, 'b'));
        assert_eq!(read("b4", en), Asked::Text("b4".into()));
        assert_eq!(read(":claim Nf3", en), Asked::Game("claim Nf3".into()));
        assert_eq!(read("", en), Asked::Empty);
    }

    #[test]
    fn the_help_lists_every_command_of_the_table() {
        for lang in Lang::ALL {
            let help = help(lang.words());
            for (key, _) in COMMANDS {
                assert!(help.iter().any(|l| l.starts_with(&format!("{key}: "))), "{lang:?} help lacks {key}");
            }
        }
    }
}
