//! The words of the screen-reader face (`--screen-reader`): the [`ReaderWords`] each language
//! implements, and the typed things they say — a move as it was made ([`SpokenMove`]), a clock
//! passing a threshold, a file or rank scanned, a command of the face. English is in
//! `en/reader.rs`, Russian in `ru/reader.rs`; the face itself writes no word of its own.

use crate::game::{Duration, Outcome};
use crate::rules::{CastlingSide, Color, Piece, Role, Square};

/// A move as a listener hears it: who, which piece, from where to where, and what it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpokenMove {
    /// Who made it.
    pub color: Color,
    /// The piece that moved (the king for castling).
    pub role: Role,
    /// Where it stood.
    pub from: Square,
    /// Where it went (the king's square for castling).
    pub to: Square,
    /// The piece it took, if any (a pawn en passant).
    pub captured: Option<Role>,
    /// It took a pawn en passant.
    pub en_passant: bool,
    /// It castled, to this side.
    pub castle: Option<CastlingSide>,
    /// The pawn became this piece.
    pub promotion: Option<Role>,
    /// It gives check.
    pub check: bool,
    /// It gives checkmate.
    pub mate: bool,
}

/// A moment of a running clock worth saying.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Threshold {
    /// Under one minute.
    OneMinute,
    /// Ten seconds or less.
    TenSeconds,
}

/// The pieces of a start's first ranks, files a to h: White's, and Black's when they do not
/// stand as White's mirror (`None` where a square is empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FirstRanks {
    /// White's first rank.
    pub white: [Option<Role>; 8],
    /// Black's eighth rank, when it is not White's mirror.
    pub black: Option<[Option<Role>; 8]>,
}

/// A file or a rank of the board, to scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardLine {
    /// A file, a to h.
    File(crate::rules::File),
    /// A rank, 1 to 8.
    Rank(crate::rules::Rank),
}

/// A command of the face itself (the game's own commands start with a colon).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReaderCommand {
    /// `c`: both clocks.
    Clocks,
    /// `l`: the last move.
    LastMove,
    /// `p N`: where the pieces of one kind stand.
    Pieces,
    /// `s e` / `s 4`: the pieces of a file or a rank.
    Scan,
    /// `b`: the whole board, rank by rank.
    Board,
    /// `o`: the opponent of the player to move.
    Opponent,
    /// `h`: the commands.
    Help,
}

/// A player as the face names them: by name when they have one, with their colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player<'a> {
    /// The name the players gave, if any.
    pub name: Option<&'a str>,
    /// The colour played.
    pub color: Color,
}

/// One language's words for the screen-reader face. Every method is required.
pub trait ReaderWords: crate::lang::MessageWords {
    /// A move: "Black: knight g8 takes f6, check".
    fn spoken_move(&self, m: &SpokenMove) -> String;
    /// A clock's time in words: "14 minutes 50 seconds".
    fn time(&self, left: Duration) -> String;
    /// Both clocks: "White 14 minutes 50 seconds, Black 15 minutes".
    fn clocks(&self, white: &str, black: &str) -> String;
    /// Said for `c` when the game has no clock.
    fn untimed(&self) -> &'static str;
    /// A running clock went under a threshold: "Anna (White): under one minute, 59 seconds left".
    fn threshold(&self, player: Player<'_>, threshold: Threshold, left: &str) -> String;
    /// A flag fell: "Anna (White): the flag fell".
    fn flag_fell(&self, player: Player<'_>) -> String;
    /// Whose move it is: "Anna (White) to move".
    fn to_move(&self, player: Player<'_>) -> String;
    /// `l` before any move.
    fn no_last_move(&self) -> &'static str;
    /// `l`: "Last move, move 12: Black: knight g8 to f6".
    fn last_move(&self, number: u32, said: &str) -> String;
    /// `p N`: "White knights: b1, g1" (or none).
    fn pieces(&self, color: Color, role: Role, squares: &[Square]) -> String;
    /// `s e`, `s 4` and each line of `b`: "rank 4: e4 white pawn, 7 empty".
    fn board_line(&self, line: BoardLine, occupied: &[(Square, Piece)], empty: usize) -> String;
    /// `o`: the opponent of the player to move: "Anna (White), your opponent is Boris, Black".
    fn opponent(&self, player: Player<'_>, opponent: Player<'_>) -> String;
    /// The result by name: "Anna (White) wins by checkmate".
    fn result(&self, outcome: &Outcome, winner: Option<Player<'_>>, loser: Option<Player<'_>>) -> String;
    /// A draw offer made: "Anna (White) offers a draw".
    fn offered(&self, offerer: Player<'_>) -> String;
    /// The question to the player an offer was made to: "Boris, Anna offers a draw. Type yes
    /// or no."
    fn offer_question(&self, answerer: Player<'_>, offerer: Player<'_>) -> String;
    /// After a yes/no question of the game: "Type yes or no."
    fn yes_or_no(&self) -> &'static str;
    /// The words read as yes (lower case).
    fn yes_words(&self) -> &'static [&'static str];
    /// The words read as no (lower case).
    fn no_words(&self) -> &'static [&'static str];
    /// The first line: who plays whom, at what time control (`None`: no clock).
    fn welcome(&self, white: Player<'_>, black: Player<'_>, controls: Option<&str>) -> String;
    /// A start that is not the usual position, said before the first move so that no one plays
    /// it unawares: `names` are the start's names as the title gives them ("Chess960 no. 7",
    /// "White gives knight odds"); `ranks`, White's first rank from a to h and Black's eighth
    /// when it does not mirror White's (a square without a piece `None`); `set` when the game
    /// starts from a position given by FEN, which `b` reads out.
    fn start(&self, names: &[String], ranks: Option<&FirstRanks>, set: bool) -> String;
    /// Before the clock starts: how to start it.
    fn press_enter(&self, player: Player<'_>) -> String;
    /// The clocks were paused: how to go on.
    fn paused(&self) -> &'static str;
    /// ferz was stopped (Ctrl+Z, SIGTSTP, SIGSTOP) and continued: the running clock was
    /// paused at the moment of the stop (how to go on is said next).
    fn stopped(&self) -> &'static str;
    /// The heading of the help.
    fn help_title(&self) -> &'static str;
    /// What a command of the face does, for the help.
    fn command_help(&self, command: ReaderCommand) -> &'static str;
    /// The help's last lines: moves and the game's own commands.
    fn game_help(&self) -> &'static [&'static str];
    /// A line that is neither a move, nor a command, nor an answer.
    fn unknown(&self, text: &str) -> String;
    /// A command of the face given a wrong argument: says what it takes.
    fn bad_argument(&self, command: ReaderCommand, key: char) -> String;
    /// The sealing of an adjournment: type the move.
    fn seal_prompt(&self) -> &'static str;
    /// An adjourned game: how to open the envelope (with the code on the scoresheet).
    fn envelope_prompt(&self) -> &'static str;
    /// The promotion picker: which piece.
    fn promotion_prompt(&self) -> &'static str;
    /// The unfinished games found at the start: how to choose.
    fn found_prompt(&self, games: usize) -> String;
    /// The computer could not move: the two choices, as words to type.
    fn seat_fault_prompt(&self) -> &'static str;
    /// The words read as "start the computer's engine again" (lower case).
    fn restart_words(&self) -> &'static [&'static str];
    /// The words read as "a person at this keyboard takes the computer's chair" (lower case).
    fn person_words(&self) -> &'static [&'static str];
    /// After the game: what can be done.
    fn after_game(&self) -> &'static str;
    /// A command of the game this face does not have (the board's look, the review).
    fn not_here(&self, command: &str) -> String;
    /// The piece letters this language writes, upper case for White, each with its piece
    /// (Russian: Кр, Ф, Л, С, К, п).
    fn piece_letters(&self) -> &'static [(&'static str, Role)];
    /// `ferz clock --screen-reader`: how the levers work.
    fn clock_intro(&self) -> &'static str;
    /// `ferz clock --screen-reader`: a lever pressed, the other side's clock runs.
    fn clock_runs(&self, side: Color) -> String;
    /// `ferz clock --screen-reader`: both clocks halted, and how to go on.
    fn clock_paused(&self) -> &'static str;
    /// `ferz clock --screen-reader`: the help.
    fn clock_help(&self) -> &'static [&'static str];
    /// `ferz clock --screen-reader`: the flag of `side` fell.
    fn clock_flag(&self, side: Color) -> String;
}
