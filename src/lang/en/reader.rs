//! English: the words of the screen-reader face.

use crate::game::{Duration, Outcome, Termination};
use crate::lang::English;
use crate::lang::reader::{BoardLine, FirstRanks, Player, ReaderCommand, ReaderWords, SpokenMove, Threshold};
use crate::lang::terminal::name_with_aside;
use crate::rules::{CastlingSide, Color, Piece, Role, Square};

/// "White" / "Black".
const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "Anna (White)", or "White" for a player without a name.
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

/// "1 minute", "2 minutes".
fn count(n: u64, one: &str, many: &str) -> String {
    if n == 1 { format!("1 {one}") } else { format!("{n} {many}") }
}

/// The plural of a piece's name.
const fn plural(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawns",
        Role::Knight => "knights",
        Role::Bishop => "bishops",
        Role::Rook => "rooks",
        Role::Queen => "queens",
        Role::King => "kings",
    }
}

/// "white knight".
fn piece(p: Piece) -> String {
    format!("{} {}", p.color.fold("white", "black"), super::role_name(p.role))
}

impl ReaderWords for English {
    fn spoken_move(&self, m: &SpokenMove) -> String {
        let mut text = format!("{}: ", side(m.color));
        match m.castle {
            Some(CastlingSide::King) => text.push_str("castles kingside"),
            Some(CastlingSide::Queen) => text.push_str("castles queenside"),
            None => {
                let role = super::role_name(m.role);
                // En passant names no piece: it can only take a pawn, and not on the square said.
                match m.captured {
                    _ if m.en_passant => text.push_str(&format!("{role} {} takes {} en passant", m.from, m.to)),
                    Some(taken) => {
                        text.push_str(&format!("{role} {} takes {} {}", m.from, super::role_name(taken), m.to));
                    }
                    None => text.push_str(&format!("{role} {} to {}", m.from, m.to)),
                }
                if let Some(role) = m.promotion {
                    let article = if role == Role::Queen {
                        "a queen".to_string()
                    } else {
                        format!("a {}", super::role_name(role))
                    };
                    text.push_str(&format!(", promotes to {article}"));
                }
            }
        }
        if m.mate {
            text.push_str(", checkmate");
        } else if m.check {
            text.push_str(", check");
        }
        text
    }

    fn time(&self, left: Duration) -> String {
        let ms = left.as_ms();
        if ms < 10_000 {
            let tenths = ms / 100;
            return if tenths.is_multiple_of(10) {
                count(tenths / 10, "second", "seconds")
            } else {
                format!("{}.{} seconds", tenths / 10, tenths % 10)
            };
        }
        let s = left.whole_secs();
        let (h, m, sec) = (s / 3_600, s / 60 % 60, s % 60);
        let mut parts = Vec::new();
        if h > 0 {
            parts.push(count(h, "hour", "hours"));
        }
        if m > 0 {
            parts.push(count(m, "minute", "minutes"));
        }
        if sec > 0 || parts.is_empty() {
            parts.push(count(sec, "second", "seconds"));
        }
        parts.join(" ")
    }

    fn clocks(&self, white: &str, black: &str) -> String {
        format!("White {white}, Black {black}.")
    }

    fn untimed(&self) -> &'static str {
        "This game has no clock."
    }

    fn threshold(&self, player: Player<'_>, threshold: Threshold, left: &str) -> String {
        match threshold {
            Threshold::OneMinute => format!("{}: under one minute, {left} left.", who(player)),
            Threshold::TenSeconds => format!("{}: ten seconds, {left} left.", who(player)),
        }
    }

    fn flag_fell(&self, player: Player<'_>) -> String {
        format!("{}: the flag fell.", who(player))
    }

    fn to_move(&self, player: Player<'_>) -> String {
        format!("{} to move.", who(player))
    }

    fn no_last_move(&self) -> &'static str {
        "No move has been made yet."
    }

    fn last_move(&self, number: u32, said: &str) -> String {
        format!("Last move, move {number}: {said}.")
    }

    fn pieces(&self, color: Color, role: Role, squares: &[Square]) -> String {
        let list: Vec<String> = squares.iter().map(ToString::to_string).collect();
        let list = if list.is_empty() { "none".to_string() } else { list.join(", ") };
        format!("{} {}: {list}.", side(color), plural(role))
    }

    fn board_line(&self, line: BoardLine, occupied: &[(Square, Piece)], empty: usize) -> String {
        let head = match line {
            BoardLine::File(f) => format!("file {}", f.char()),
            BoardLine::Rank(r) => format!("rank {}", r.char()),
        };
        let mut parts: Vec<String> = occupied.iter().map(|(sq, p)| format!("{sq} {}", piece(*p))).collect();
        if empty == 8 {
            parts.push("empty".to_string());
        } else if empty > 0 {
            parts.push(format!("{empty} empty"));
        }
        format!("{head}: {}.", parts.join(", "))
    }

    fn opponent(&self, player: Player<'_>, opponent: Player<'_>) -> String {
        format!("{}, your opponent is {}, {}.", who(player), name(opponent), side(opponent.color))
    }

    fn result(&self, outcome: &Outcome, winner: Option<Player<'_>>, loser: Option<Player<'_>>) -> String {
        let score = outcome.result();
        let Some(winner) = winner else {
            let how = match outcome.termination {
                Termination::Agreement => "Draw agreed".to_string(),
                Termination::Timeout => {
                    let flagged = loser.map_or_else(String::new, |l| {
                        format!(": {}'s flag fell, but the opponent cannot checkmate", name(l))
                    });
                    format!("Draw{flagged}")
                }
                Termination::IllegalMove => {
                    "Draw: a second illegal move, but the opponent cannot checkmate".to_string()
                }
                t => format!("Draw by {}", super::termination(t)),
            };
            return format!("{how}, {score}.");
        };
        let how = match (outcome.termination, loser) {
            (Termination::Resignation, Some(l)) => format!("{} resigned", name(l)),
            (Termination::Timeout, Some(l)) => format!("{}'s flag fell", name(l)),
            (Termination::IllegalMove, Some(l)) => format!("{} made a second illegal move", name(l)),
            (Termination::IllegalSealedMove, Some(l)) => format!("{} sealed an illegal move", name(l)),
            (t, _) => super::termination(t).to_string(),
        };
        let verb = match outcome.termination {
            Termination::Checkmate => format!("wins by {how}"),
            _ => format!("wins: {how}"),
        };
        format!("{} {verb}, {score}.", who(winner))
    }

    fn offered(&self, offerer: Player<'_>) -> String {
        format!("{} offers a draw.", who(offerer))
    }

    fn offer_question(&self, answerer: Player<'_>, offerer: Player<'_>) -> String {
        format!("{}, {} offers a draw. Type yes or no, or make a move.", name(answerer), name(offerer))
    }

    fn yes_or_no(&self) -> &'static str {
        "Type yes or no."
    }

    fn yes_words(&self) -> &'static [&'static str] {
        &["yes", "y"]
    }

    fn no_words(&self) -> &'static [&'static str] {
        &["no", "n"]
    }

    fn welcome(&self, white: Player<'_>, black: Player<'_>, controls: Option<&str>) -> String {
        let time = controls.map_or_else(|| "no clock".to_string(), |c| format!("time control {c}"));
        format!("ferz, for a screen reader. {} against {}, {time}. Type h for help.", who(white), who(black))
    }

    fn start(&self, names: &[String], ranks: Option<&FirstRanks>, set: bool) -> String {
        let rank = |roles: &[Option<Role>; 8]| {
            roles.iter().map(|r| r.map_or("empty", super::role_name)).collect::<Vec<_>>().join(", ")
        };
        let mut parts = Vec::new();
        if !names.is_empty() {
            parts.push(names.join(", "));
        }
        if let Some(ranks) = ranks {
            let black = match &ranks.black {
                None => "Black's stand opposite them".to_string(),
                Some(black) => format!("Black's, a8 to h8: {}", rank(black)),
            };
            parts.push(format!("White's pieces, a1 to h1: {}; {black}", rank(&ranks.white)));
        }
        if set {
            parts.push("The game starts from a set position: b reads the board".to_string());
        }
        format!("{}.", parts.join(". "))
    }

    fn press_enter(&self, player: Player<'_>) -> String {
        format!("Press Enter to start the clock, or type the first move of {}.", who(player))
    }

    fn paused(&self) -> &'static str {
        "Both clocks are paused. Type :resume to go on."
    }

    fn stopped(&self) -> &'static str {
        "ferz was stopped: both clocks were paused at that moment, and the time away is charged to no one."
    }

    fn help_title(&self) -> &'static str {
        "Commands:"
    }

    fn command_help(&self, command: ReaderCommand) -> &'static str {
        match command {
            ReaderCommand::Clocks => "both clocks",
            ReaderCommand::LastMove => "the last move",
            ReaderCommand::Pieces => {
                "where pieces stand: p N White's knights, p n Black's; any piece letter, K Q R B N P"
            }
            ReaderCommand::Scan => "the pieces of a file or a rank: s e, s 4",
            ReaderCommand::Board => "the whole board, rank 8 down to rank 1",
            ReaderCommand::Opponent => "the opponent of the player to move",
            ReaderCommand::Help => "these commands",
        }
    }

    fn game_help(&self) -> &'static [&'static str] {
        &[
            "Moves are typed as in the game: e4, Nf3, exd5, O-O, e8=Q, g1f3, Ng1-f3.",
            "The game's commands start with a colon: :offer, :accept, :decline, :claim, :claim Nf3, \
             :resign, :takeback, :pause, :resume, :adjourn, :save, :new, :quit; \
             with --arbiter practice also :press and :illegal.",
            "Enter on an empty line starts the clock; the end of input saves the game and leaves.",
        ]
    }

    fn unknown(&self, text: &str) -> String {
        format!("Not a move or a command: {text}. Type h for help.")
    }

    fn bad_argument(&self, command: ReaderCommand, key: char) -> String {
        match command {
            ReaderCommand::Pieces => {
                format!("{key} takes a piece letter: {key} N for White's knights, {key} n for Black's.")
            }
            ReaderCommand::Scan => format!("{key} takes a file or a rank: {key} e, {key} 4."),
            _ => format!("{key} takes nothing after it."),
        }
    }

    fn seal_prompt(&self) -> &'static str {
        "Adjournment: type the move to seal, then Enter. An empty line cancels."
    }

    fn envelope_prompt(&self) -> &'static str {
        "The game is adjourned. Type the code written on the scoresheet to open the envelope and play the sealed move."
    }

    fn promotion_prompt(&self) -> &'static str {
        "Promote to which piece? Type q, r, b or n."
    }

    fn seat_fault_prompt(&self) -> &'static str {
        "Type restart to start the engine again (same level, the game goes on as it stood), or person to play its moves yourself from here."
    }

    fn restart_words(&self) -> &'static [&'static str] {
        &["restart", "r"]
    }

    fn person_words(&self) -> &'static [&'static str] {
        &["person", "h", "human", "me"]
    }

    fn found_prompt(&self, games: usize) -> String {
        if games == 1 {
            "Type yes to resume it, no to start a new game.".to_string()
        } else {
            format!("Type a number from 1 to {games} to resume that game, or no to start a new game.")
        }
    }

    fn after_game(&self) -> &'static str {
        "The game is over. Type :new for a new game, :quit to leave."
    }

    fn not_here(&self, command: &str) -> String {
        format!(":{command} changes the drawn board; this face draws none.")
    }

    fn piece_letters(&self) -> &'static [(&'static str, Role)] {
        &[
            ("K", Role::King),
            ("Q", Role::Queen),
            ("R", Role::Rook),
            ("B", Role::Bishop),
            ("N", Role::Knight),
            ("P", Role::Pawn),
        ]
    }

    fn clock_intro(&self) -> &'static str {
        "ferz clock, for a screen reader. Press Enter to press the lever of the running clock; \
         before the start, Enter starts White's clock. Type h for help."
    }

    fn clock_runs(&self, side_to_run: Color) -> String {
        format!("{}'s clock runs.", side(side_to_run))
    }

    fn clock_paused(&self) -> &'static str {
        "Both clocks paused. Type p to go on."
    }

    fn clock_help(&self) -> &'static [&'static str] {
        &[
            "Enter: press the lever of the running clock.",
            "c: both clocks.",
            "p: pause or go on.",
            "q: quit.",
            "h: this help.",
        ]
    }

    fn clock_flag(&self, flagged: Color) -> String {
        format!("{}: the flag fell. What the Laws say is for the players (6.9).", side(flagged))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_said_in_words() {
        let time = |ms: u64| English.time(Duration::from_ms(ms));
        assert_eq!(time(61_000), "1 minute 1 second");
        assert_eq!(time(900_000), "15 minutes");
        assert_eq!(time(5_400_000 + 30_000), "1 hour 30 minutes 30 seconds");
        assert_eq!(time(9_940), "9.9 seconds");
        assert_eq!(time(0), "0 seconds");
        assert_eq!(time(1_050), "1 second");
    }
}
