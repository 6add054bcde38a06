//! The command line: `ferz [play]`, `ferz perft`, `ferz check`, `ferz script`, `ferz adjudicate`.
//!
//! Every value is parsed here, at the edge, by clap value parsers into the library's types
//! (a [`Position`], a [`TimeControl`], a [`Lang`], a penalty [`Duration`]): a bad value ends
//! the program before anything starts, with one line naming the flag. clap stays on this
//! side: the library's enums of the look and the arbiter have their command-line twins here.

use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use ferz::game::Arbiter;
use ferz::game::{Duration, TimeControl};
use ferz::lang::Lang;
use ferz::rules::{FenError, Notation, Position};
use ferz::tui::{FlipMode, PieceChoice, PieceSet};

/// `--fen` as given, once it is known to be a legal position in standard chess or Chess960;
/// which of the two it is read as waits for `--chess960` ([`FenArg::position`]).
#[derive(Debug, Clone)]
pub struct FenArg(String);

impl FenArg {
    /// The position, read as Chess960 when `chess960` (X-FEN or Shredder-FEN rights), else
    /// with standard castling rights only.
    pub fn position(&self, chess960: bool) -> Result<Position, FenError> {
        Position::from_fen_variant(&self.0, chess960)
    }
}

/// `--fen`: a legal position, or the reason it is not one.
fn parse_fen(text: &str) -> Result<FenArg, FenError> {
    Position::from_fen_960(text).map(|_| FenArg(text.to_string()))
}

/// `--chess960 N`: a Scharnagl number, 0 to 959.
fn parse_chess960(text: &str) -> Result<u16, ferz::game::SetupError> {
    ferz::game::parse_chess960_number(text)
}

/// `--odds COLOR:PIECE[,PIECE…]`.
fn parse_piece_odds(text: &str) -> Result<ferz::game::PieceOdds, ferz::game::SetupError> {
    ferz::game::parse_odds(text)
}

/// How a new game starts: `--fen`, `--chess960 [N]` and `--odds` (`ferz play`, `ferz script`).
#[derive(Debug, Args, Clone, Default)]
pub struct StartArgs {
    /// Start from this position (FEN) instead of the initial one; with --chess960 it is read
    /// as a Chess960 position (X-FEN or Shredder-FEN castling rights).
    /// Example: --fen '8/P7/8/8/8/8/8/k6K w - - 0 1'
    #[arg(long, value_name = "FEN", value_parser = parse_fen)]
    pub fen: Option<FenArg>,
    /// Chess960: start from position N (0–959, Scharnagl numbering; 518 is the standard
    /// position), or from a random one without N; with --fen, the FEN is the start and is read
    /// as Chess960. Example: --chess960 42
    #[arg(long, value_name = "N", num_args = 0..=1, value_parser = parse_chess960, allow_negative_numbers = true)]
    pub chess960: Option<Option<u16>>,
    /// Piece odds: that side starts without these pieces — pawn (the f-pawn), knight (the
    /// queen's knight), rook (the queen's rook), queen. Example: --odds white:knight
    #[arg(long, value_name = "COLOR:PIECES", value_parser = parse_piece_odds)]
    pub odds: Vec<ferz::game::PieceOdds>,
}

/// `--time` and the per-side controls: the grammar of INTERFACE.md.
fn parse_time(text: &str) -> Result<TimeControl, ferz::game::TimeControlError> {
    text.parse()
}

/// `--lang`: en or ru.
fn parse_lang(text: &str) -> Result<Lang, ferz::lang::UnknownLang> {
    text.parse()
}

/// `--penalty`: seconds (decimals or minutes:seconds allowed), at most an hour.
fn parse_penalty(text: &str) -> Result<Duration, ferz::game::SetupError> {
    ferz::game::parse_penalty(text)
}

/// `--warn`: seconds (decimals or minutes:seconds allowed), at most an hour.
fn parse_warn(text: &str) -> Result<Duration, ferz::game::SetupError> {
    ferz::game::parse_warn(text)
}

/// Hot-seat chess in the terminal for two players at one keyboard,
/// faithful to the FIDE Laws of Chess, with a visible clock.
#[derive(Debug, Parser)]
#[command(name = "ferz", version, about, long_about = None)]
#[command(
    after_help = "Examples:\n  ferz                         play, 15 minutes + 10 seconds a move\n  ferz --time blitz --white Ann --black Bob\n  ferz resume                  resume the unfinished game\n  ferz resume FILE --lang ru   resume a saved game or an envelope, in Russian\n  ferz --chess960              Chess960 from a random position (its number in the title)\n  ferz --odds white:knight     White gives knight odds\n  ferz --match 4 --white Anna --black Boris --tiebreak armageddon\n                               a match of 4 games, the score by name in the title\n  ferz --round-robin Anna,Boris,Vera --double\n                               a round-robin, the crosstable between games\n  ferz perft 5\n  ferz check games.pgn\n  ferz analyse games.pgn --depth 16\n  ferz adjudicate < positions.fen\n  echo 'move e4' | ferz script"
)]
pub struct Cli {
    /// What to do; with none, the game is played.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of the game when no subcommand is given.
    #[command(flatten)]
    pub play: PlayArgs,
}

impl Cli {
    /// The command line of this process. The flags of the game may be given before the
    /// subcommand and after it (`ferz --lang ru play --black Boris`): `ferz play` and
    /// `ferz resume` get one [`PlayArgs`], clap's own reading of the flags after the subcommand
    /// over those before it ([`PlayArgs::then`]).
    pub fn read() -> Result<Cli, clap::Error> {
        Cli::read_from(std::env::args_os())
    }

    /// [`Cli::read`] from `args` (the program's name first).
    pub fn read_from<I, T>(args: I) -> Result<Cli, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        let matches = Cli::command().try_get_matches_from(args)?;
        let mut cli = Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut Cli::command()))?;
        let before = cli.play.clone();
        if let Some((_, after)) = matches.subcommand() {
            match &mut cli.command {
                Some(Command::Play(args)) => *args = before.then(after)?,
                Some(Command::Resume(args)) => args.play = before.then_resume(after, args.lang)?,
                _ => {}
            }
        }
        Ok(cli)
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game in the terminal (the default).
    Play(PlayArgs),
    /// Count the leaf nodes of the legal move tree (move generator test).
    Perft(PerftArgs),
    /// Validate the games of PGN files, one JSON line per game.
    Check(CheckArgs),
    /// Drive a game headless, one command per line on standard input.
    Script(ScriptArgs),
    /// Who can still checkmate: for --fen, or one FEN a line on standard input,
    /// one JSON line each with both sides' verdicts and a mating line.
    /// Example: ferz adjudicate --fen '5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1'
    Adjudicate(AdjudicateArgs),
    /// A chess clock for a game on a real board: two large clocks, no board. Every key of the
    /// left half of the keyboard presses the left lever, every key of the right half the right
    /// one; Space presses the running clock's lever. Example: ferz clock --time 5+3
    Clock(ClockArgs),
    /// Resume the unfinished game (the one no other ferz is playing), or a game saved in
    /// FILE: an adjourned game's envelope is opened on the board with its code.
    /// Example: ferz resume ferz-adjourned-20250131-142500.pgn
    Resume(ResumeArgs),
    /// Review the games of PGN files with a UCI engine (Stockfish by default): each game
    /// written again as PGN with [%eval] after every move, ?! ? ?? marks, the better move as a
    /// variation and each player's average centipawn loss.
    /// Example: ferz analyse games.pgn --depth 16 > reviewed.pgn
    Analyse(AnalyseArgs),
}

/// Options of `ferz analyse`.
#[derive(Debug, Args, Clone)]
pub struct AnalyseArgs {
    /// PGN files to analyse.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<std::path::PathBuf>,
    /// The UCI engine's program (default: stockfish on PATH, else /usr/games/stockfish).
    #[arg(long, value_name = "PATH")]
    pub engine: Option<std::path::PathBuf>,
    /// Search each position this many plies deep (1-99; default 14).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=99), conflicts_with = "movetime", allow_negative_numbers = true)]
    pub depth: Option<u32>,
    /// Search each position this many milliseconds instead (1-3600000).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000), allow_negative_numbers = true)]
    pub movetime: Option<u64>,
    /// Analyse with this many engines at once, each given whole games (1-256; default: one
    /// for each core). The output is the same as with one.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256), allow_negative_numbers = true)]
    pub threads: Option<u32>,
}

/// Options of `ferz resume`: the file, and how the screen looks (the game's own settings —
/// time, names, the practice rules — come from the save).
#[derive(Debug, Args, Clone, Default)]
pub struct ResumeArgs {
    /// The save or envelope to resume; without it, the autosave of the unfinished game.
    #[arg(value_name = "FILE")]
    pub file: Option<std::path::PathBuf>,
    /// How the screen looks.
    #[command(flatten)]
    pub display: DisplayArgs,
    /// Language of the screen and the messages: en (the default) or ru. Example: --lang ru
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// The flags of the game given before `resume`, with the look and the language above over
    /// them ([`Cli::read`]): those of a new game apply to a new game started after it.
    #[arg(skip)]
    pub play: PlayArgs,
}

/// Options of the terminal game.
#[derive(Debug, Args, Clone, Default)]
pub struct PlayArgs {
    /// Time control: none, 15, 3+2, 5d3, 5b3, 40/90+30,30+30, h3 (hourglass), up (count up),
    /// bullet, blitz, rapid (default), classical.
    /// Example: --time 3+2
    #[arg(long = "time", value_name = "TC", value_parser = parse_time)]
    pub time: Option<TimeControl>,
    /// Time odds: each side's own time control.
    #[command(flatten)]
    pub odds: OddsArgs,
    /// The start: a position, Chess960, piece odds.
    #[command(flatten)]
    pub start: StartArgs,
    /// White's name. Example: --white Anna
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name. Example: --black Boris
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// How the screen looks.
    #[command(flatten)]
    pub display: DisplayArgs,
    /// How the rules are practised (arbiter mode, touch-move, Sofia rule, language).
    #[command(flatten)]
    pub rules: RulesArgs,
    /// A match of several games between the two players.
    #[command(flatten)]
    pub event: EventArgs,
    /// The computer in one of the chairs.
    #[command(flatten)]
    pub computer: ComputerArgs,
}

/// `--match N` and the flags of a match: N games between `--white` and `--black`, colours
/// alternating, kept in the data directory between games (`ferz resume` goes on with it).
#[derive(Debug, Args, Clone, Default)]
pub struct EventArgs {
    /// Play a match of N games (1-100), colours alternating from --white/--black; the score
    /// by name stays in sight. Example: --match 4 --white Anna --black Boris
    #[arg(long = "match", value_name = "N", value_parser = parse_match_games, allow_negative_numbers = true)]
    pub games: Option<u32>,
    /// The event's name, the [Event] tag of its games (default 'Match Anna–Boris', 'Round-robin').
    #[arg(long = "event", value_name = "TEXT", value_parser = parse_event_name)]
    pub name: Option<String>,
    /// What decides a level match: none (the default: drawn) or armageddon (one more game,
    /// White 5 minutes, Black 4, a draw counting as Black's win).
    #[arg(long, value_name = "HOW", value_parser = parse_tiebreak_text, requires = "games")]
    pub tiebreak: Option<String>,
    /// The armageddon game's minutes, White's then Black's (asks for armageddon). Example:
    /// --armageddon 6,5
    #[arg(long, value_name = "W,B", value_parser = parse_armageddon_text, requires = "games")]
    pub armageddon: Option<String>,
    /// Who has White in game 1: given (as --white says, the default) or lot (drawn by lot,
    /// said on the screen before the game).
    #[arg(long, value_name = "HOW", value_parser = parse_colours_arg, requires = "games")]
    pub colours: Option<ferz::game::event::ColourDraw>,
    /// Play a round-robin between these players (3-12, in the order of FIDE's Berger tables;
    /// a bye for an odd number), the crosstable between games. Example:
    /// --round-robin Anna,Boris,Vera,Gleb
    #[arg(long, value_name = "A,B,C", value_parser = parse_round_robin_arg)]
    pub round_robin: Option<RoundRobinNames>,
    /// With --round-robin: a second cycle with the colours reversed.
    #[arg(long)]
    pub double: bool,
}

/// `--round-robin A,B,C`: the names, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRobinNames(pub Vec<String>);

/// `--round-robin A,B,C`: 3 to 12 names, none empty, none twice.
fn parse_round_robin_arg(text: &str) -> Result<RoundRobinNames, ferz::game::event::EventError> {
    ferz::game::event::parse_round_robin(text).map(RoundRobinNames)
}

impl EventArgs {
    /// The tie-break the flags ask for (`--tiebreak none` with `--armageddon` is refused).
    pub fn tiebreak(&self) -> Result<ferz::game::event::Tiebreak, ferz::game::event::EventError> {
        ferz::game::event::parse_tiebreak(self.tiebreak.as_deref(), self.armageddon.as_deref())
    }
}

/// `--match N`: 1 to 100 games.
fn parse_match_games(text: &str) -> Result<u32, ferz::game::event::EventError> {
    ferz::game::event::parse_match_games(text)
}

/// `--event TEXT`: not empty.
fn parse_event_name(text: &str) -> Result<String, ferz::game::event::EventError> {
    ferz::game::event::parse_event_name(text)
}

/// `--tiebreak none|armageddon`, kept as given (read with `--armageddon` once both are known).
fn parse_tiebreak_text(text: &str) -> Result<String, ferz::game::event::EventError> {
    ferz::game::event::parse_tiebreak(Some(text), None).map(|_| text.to_string())
}

/// `--armageddon W,B`, kept as given once it reads.
fn parse_armageddon_text(text: &str) -> Result<String, ferz::game::event::EventError> {
    ferz::game::event::parse_armageddon(text).map(|_| text.to_string())
}

/// `--colours given|lot`.
fn parse_colours_arg(text: &str) -> Result<ferz::game::event::ColourDraw, ferz::game::event::EventError> {
    ferz::game::event::parse_colours(text)
}

impl PlayArgs {
    /// True when these flags ask for a new game (names, time, a start, rules of play), not
    /// only a look or a language: that game starts, and unfinished games keep waiting.
    pub fn asks_for_a_game(&self) -> bool {
        let start = &self.start;
        let rules = &self.rules;
        self.time.is_some()
            || self.odds.white_time.is_some()
            || self.odds.black_time.is_some()
            || start.fen.is_some()
            || start.chess960.is_some()
            || !start.odds.is_empty()
            || self.white.is_some()
            || self.black.is_some()
            || rules.arbiter.is_some()
            || rules.touch_move
            || rules.no_offers_before.is_some()
            || self.event.games.is_some()
            || self.event.round_robin.is_some()
            || self.computer.computer.is_some()
    }

    /// These flags (given before the subcommand) with those given after it, read from `after`
    /// by clap, over them; a switch is on when given in either place (clap reads a switch not
    /// given as off).
    pub fn then(mut self, after: &ArgMatches) -> Result<PlayArgs, clap::Error> {
        let display = self.display.clone().then(after)?;
        let (touch_move, double) = (self.rules.touch_move, self.event.double);
        self.update_from_arg_matches(after)?;
        self.display = display;
        self.rules.touch_move |= touch_move;
        self.event.double |= double;
        Ok(self)
    }

    /// These flags (given before `resume`) with the look given after it (`after`) and its
    /// `--lang` over them.
    pub fn then_resume(mut self, after: &ArgMatches, lang: Option<Lang>) -> Result<PlayArgs, clap::Error> {
        self.display = self.display.then(after)?;
        self.rules.lang = lang.or(self.rules.lang);
        Ok(self)
    }
}

/// How the screen looks: flags of `ferz play` and of `ferz resume`. Unset values stay `None`,
/// so that flags given before the subcommand can fill in those not given after it.
#[derive(Debug, Args, Clone, Default)]
pub struct DisplayArgs {
    /// How pieces are drawn: auto (the default), image (a picture), art (block characters),
    /// unicode figures, letters, or plain ASCII for the Linux console. Example: --pieces ascii
    #[arg(long, value_enum, value_name = "SET")]
    pub pieces: Option<PieceSetArg>,
    /// Which side is at the bottom; auto turns the board to the player to move. Example: --flip auto
    #[arg(long, value_enum, value_name = "SIDE")]
    pub flip: Option<FlipArg>,
    /// Do not show the legal squares of the piece picked up.
    #[arg(long)]
    pub no_hints: bool,
    /// Notation of the move list and the moves in messages (typed moves are read in any; the
    /// PGN is always SAN); SAN by default, Russian with --lang ru. Example: --notation figurine
    #[arg(long, value_name = "NOTATION", value_parser = notation_parser())]
    pub notation: Option<Notation>,
    /// Below this many seconds a clock is marked as low (default: 10% of the base, at most 20).
    /// Example: --warn 30
    #[arg(long, value_name = "SECONDS", value_parser = parse_warn)]
    pub warn: Option<Duration>,
    /// Ring the terminal bell when a running clock goes below --warn and when a flag falls.
    #[arg(long)]
    pub bell: bool,
    /// Play for a screen reader: no board drawn, every event said once as a line of words,
    /// commands typed a line at a time (c clocks, l last move, p N pieces, s e / s 4 a file or
    /// rank, b board, o opponent, h help).
    #[arg(long)]
    pub screen_reader: bool,
}

impl DisplayArgs {
    /// These flags with those read from `after` over them; a switch is on when given in
    /// either place.
    fn then(mut self, after: &ArgMatches) -> Result<DisplayArgs, clap::Error> {
        let (no_hints, bell, screen_reader) = (self.no_hints, self.bell, self.screen_reader);
        self.update_from_arg_matches(after)?;
        self.no_hints |= no_hints;
        self.bell |= bell;
        self.screen_reader |= screen_reader;
        Ok(self)
    }
}

/// The deepest `ferz perft` counts: depth 11 from the start is two quadrillion leaves.
pub const MAX_PERFT_DEPTH: u32 = 10;

/// Options of `ferz perft`.
#[derive(Debug, Args, Clone)]
pub struct PerftArgs {
    /// How many plies deep to count, at most 10 (from the start, depth 10 is 69 trillion
    /// leaves, hours of counting; deeper never finishes).
    #[arg(value_parser = clap::value_parser!(u32).range(..=i64::from(MAX_PERFT_DEPTH)), allow_negative_numbers = true)]
    pub depth: u32,
    /// Start from this position (FEN) instead of the initial one.
    #[arg(long, value_name = "FEN", value_parser = parse_fen)]
    pub fen: Option<FenArg>,
    /// Chess960: read --fen as a Chess960 position, or count from position N (0–959);
    /// --divide then writes castling as the king onto its rook (e1h1).
    #[arg(long, value_name = "N", num_args = 0..=1, value_parser = parse_chess960, allow_negative_numbers = true)]
    pub chess960: Option<Option<u16>>,
    /// Print the count below each root move first (`e2e4: 20`).
    #[arg(long)]
    pub divide: bool,
    /// Make every move down to depth 0 instead of counting the last ply.
    #[arg(long)]
    pub no_bulk: bool,
}

/// Options of `ferz check`.
#[derive(Debug, Args, Clone)]
pub struct CheckArgs {
    /// PGN files to read.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<std::path::PathBuf>,
}

/// Options of `ferz adjudicate`.
#[derive(Debug, Args, Clone, Default)]
pub struct AdjudicateArgs {
    /// The one position to judge; without it, one FEN a line is read from standard input
    /// (blank lines and lines starting with '#' are skipped).
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// Read the positions as Chess960 (X-FEN or Shredder-FEN castling rights).
    #[arg(long)]
    pub chess960: bool,
}

/// Time odds (`ferz play`, `ferz clock`, `ferz script`): a side's own time control instead of
/// --time.
#[derive(Debug, Args, Clone, Default)]
pub struct OddsArgs {
    /// Time odds: White's own time control instead of --time. Example: --white-time 5
    #[arg(long, value_name = "TC", value_parser = parse_time)]
    pub white_time: Option<TimeControl>,
    /// Time odds: Black's own time control instead of --time. Example: --black-time 3
    #[arg(long, value_name = "TC", value_parser = parse_time)]
    pub black_time: Option<TimeControl>,
}

impl OddsArgs {
    /// White's and Black's time controls when either flag is given, a side not given keeping
    /// `base`; none without odds.
    pub fn sides(&self, base: &TimeControl) -> Option<(TimeControl, TimeControl)> {
        let side = |tc: &Option<TimeControl>| tc.clone().unwrap_or_else(|| base.clone());
        (self.white_time.is_some() || self.black_time.is_some())
            .then(|| (side(&self.white_time), side(&self.black_time)))
    }
}

/// Options of `ferz clock`.
#[derive(Debug, Args, Clone, Default)]
pub struct ClockArgs {
    /// Time control (see `ferz play --help`); default rapid. Example: --time 40/90+30,30+30
    #[arg(long = "time", value_name = "TC", value_parser = parse_time)]
    pub time: Option<TimeControl>,
    /// Time odds: each side's own time control.
    #[command(flatten)]
    pub odds: OddsArgs,
    /// Which half of the screen and of the keyboard is White's (left by default).
    #[arg(long, value_enum, value_name = "SIDE", default_value = "left")]
    pub white_side: WhiteSideArg,
    /// Below this many seconds a clock is marked as low (default: 10% of the base, at most 20).
    #[arg(long, value_name = "SECONDS", value_parser = parse_warn)]
    pub warn: Option<Duration>,
    /// Ring the terminal bell when a clock goes below --warn and when a flag falls.
    #[arg(long)]
    pub bell: bool,
    /// Draw the digits and marks in plain ASCII (for the Linux console and old fonts).
    #[arg(long)]
    pub ascii: bool,
    /// A clock for a screen reader: Enter presses the running clock's lever; the clocks are
    /// said on demand (c) and at one minute, ten seconds and a flag, never ticking.
    #[arg(long)]
    pub screen_reader: bool,
    /// The language of the screen: en or ru. Example: --lang ru
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// `--white-side`: where White's clock and lever are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum WhiteSideArg {
    /// White's clock on the left (the default).
    #[default]
    Left,
    /// White's clock on the right.
    Right,
}

/// Options of `ferz script`.
#[derive(Debug, Args, Clone, Default)]
pub struct ScriptArgs {
    /// The start: a position, Chess960, piece odds.
    #[command(flatten)]
    pub start: StartArgs,
    /// Time control (see `ferz play --help`); default rapid.
    #[arg(long = "time", value_name = "TC", value_parser = parse_time)]
    pub time: Option<TimeControl>,
    /// Time odds: each side's own time control.
    #[command(flatten)]
    pub odds: OddsArgs,
    /// Seconds an incorrect draw claim gives the opponent (default: FIDE's).
    #[arg(long, value_name = "SECONDS", value_parser = parse_penalty)]
    pub penalty: Option<Duration>,
    /// How the rules are practised (arbiter mode, touch-move, Sofia rule, language).
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The computer in one of the chairs.
    #[command(flatten)]
    pub computer: ComputerArgs,
}

/// `--computer`, `--level`, `--engine`: a UCI engine in one of the chairs (the game, the
/// script; `ferz resume` takes the seat from the save).
#[derive(Debug, Args, Clone, Default)]
pub struct ComputerArgs {
    /// Play the computer: it takes this chair (white, black, or random: drawn by lot).
    /// Example: --computer black
    #[arg(long, value_name = "SIDE", value_parser = parse_computer_side)]
    pub computer: Option<ferz::game::ComputerSide>,
    /// The computer's strength, 1 (a beginner can win) to 8 (full strength); default 3.
    /// Example: --level 5
    #[arg(long, value_name = "N", value_parser = parse_level, requires = "computer", allow_negative_numbers = true)]
    pub level: Option<ferz::game::Level>,
    /// The computer's UCI engine (default: stockfish on PATH, else /usr/games/stockfish).
    #[arg(long = "engine", value_name = "PATH", requires = "computer")]
    pub engine: Option<std::path::PathBuf>,
}

impl ComputerArgs {
    /// The opponent these flags ask for; `None` for a game between people.
    pub fn choice(&self) -> Option<ferz::game::ComputerChoice> {
        self.computer.map(|side| ferz::game::ComputerChoice {
            side,
            level: self.level.unwrap_or_default(),
            engine: self.engine.clone(),
        })
    }
}

/// `--computer white|black|random`.
fn parse_computer_side(text: &str) -> Result<ferz::game::ComputerSide, ferz::game::ComputerFlagError> {
    ferz::game::parse_computer_side(text)
}

/// `--level 1`–`8`.
fn parse_level(text: &str) -> Result<ferz::game::Level, ferz::game::ComputerFlagError> {
    ferz::game::parse_level(text)
}

/// Options that change how the rules are applied, shared by the game and the script. Unset
/// values stay `None`, so that flags given before `play` can fill in those not given after it.
#[derive(Debug, Args, Clone, Default)]
pub struct RulesArgs {
    /// assist (the default: hints, claim indicator), strict (neither; wrong claims penalised,
    /// as in a tournament) or practice (strict, and illegal moves stand until pointed out,
    /// FIDE 7.5). Example: --arbiter strict
    #[arg(long, value_enum, value_name = "MODE")]
    pub arbiter: Option<ArbiterArg>,
    /// Touch-move (FIDE 4.3): a piece picked up must be moved, an enemy piece touched must be taken.
    #[arg(long)]
    pub touch_move: bool,
    /// Refuse draw offers before this move number (the "Sofia rule"). Example: --no-offers-before 30
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=9999), allow_negative_numbers = true)]
    pub no_offers_before: Option<u32>,
    /// Language of the screen and the messages: en (the default) or ru. Example: --lang ru
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// How pieces are drawn on the board (`--pieces`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PieceSetArg {
    /// The best the terminal shows: a picture where it can, else pictures of block characters
    /// (the default).
    Auto,
    /// The board as a picture (kitty graphics or sixel), block pictures where the terminal
    /// cannot show one.
    Image,
    /// Pieces drawn from block characters, two rows high and more.
    Art,
    /// Unicode chess figures (♚ ♛ ♜ ♝ ♞ ♟), each one column wide.
    Unicode,
    /// Letters: `K Q R B N P` for White, `k q r b n p` for Black.
    Letters,
    /// Letters and plain ASCII marks only, for the Linux console and old fonts.
    Ascii,
}

impl From<PieceSetArg> for PieceChoice {
    fn from(arg: PieceSetArg) -> PieceChoice {
        match arg {
            PieceSetArg::Auto => PieceChoice::Auto,
            PieceSetArg::Image => PieceChoice::Image,
            PieceSetArg::Art => PieceChoice::Art,
            PieceSetArg::Unicode => PieceChoice::Unicode,
            PieceSetArg::Letters => PieceChoice::Letters,
            PieceSetArg::Ascii => PieceChoice::Ascii,
        }
    }
}

/// The set drawn for the choice in the terminal ferz runs in.
impl From<PieceSetArg> for PieceSet {
    fn from(arg: PieceSetArg) -> PieceSet {
        PieceChoice::from(arg).in_this_terminal()
    }
}

/// Which side is at the bottom of the board (`--flip`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FlipArg {
    /// The board turns to the player to move after every move.
    Auto,
    /// White at the bottom (the default).
    White,
    /// Black at the bottom.
    Black,
}

impl From<FlipArg> for FlipMode {
    fn from(arg: FlipArg) -> FlipMode {
        match arg {
            FlipArg::Auto => FlipMode::Auto,
            FlipArg::White => FlipMode::White,
            FlipArg::Black => FlipMode::Black,
        }
    }
}

/// `--notation`: the notations of the move list by their names on the command line, each with
/// what it looks like (the PGN is always SAN; UCI is not one a player reads).
const NOTATIONS: [(&str, Notation, &str); 4] = [
    ("san", Notation::San, "Standard algebraic: `Nf3`, `exd5`, `e8=Q+`"),
    ("figurine", Notation::Figurine, "SAN with figures for the pieces: `♘f3`"),
    ("lan", Notation::Lan, "Long algebraic: `Ng1-f3`, `e4xd5`"),
    ("ru", Notation::Russian, "Russian: `Кf3`, `e:d5`"),
];

/// `--notation`: one of [`NOTATIONS`], refused by clap with the possible values otherwise.
fn notation_parser() -> impl clap::builder::TypedValueParser<Value = Notation> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(NOTATIONS.map(|(name, _, help)| PossibleValue::new(name).help(help)))
        .map(|name| NOTATIONS.iter().find(|(n, ..)| *n == name).map_or(Notation::San, |&(_, notation, _)| notation))
}

/// How an arbiter treats the players (`--arbiter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ArbiterArg {
    /// Legal-move hints, and "a draw can be claimed" shown.
    Assist,
    /// No hints and no claim indicator: notice repetitions and the fifty-move count yourself.
    Strict,
    /// As strict, and illegal moves are completed as at a real board until the opponent
    /// points them out (FIDE 7.5, 7.8): practise catching them.
    Practice,
}

impl From<ArbiterArg> for Arbiter {
    fn from(arg: ArbiterArg) -> Arbiter {
        match arg {
            ArbiterArg::Assist => Arbiter::Assist,
            ArbiterArg::Strict => Arbiter::Strict,
            ArbiterArg::Practice => Arbiter::Practice,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(args: &[&str]) -> Cli {
        match Cli::read_from(std::iter::once("ferz").chain(args.iter().copied())) {
            Ok(cli) => cli,
            Err(e) => panic!("{args:?}: {e}"),
        }
    }

    fn play(args: &[&str]) -> PlayArgs {
        match read(args).command {
            Some(Command::Play(play)) => play,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn the_flags_after_play_go_over_those_before_it() {
        let args =
            play(&["--white", "Ann", "--lang", "ru", "--pieces", "ascii", "play", "--black", "Bob", "--lang", "en"]);
        assert_eq!((args.white.as_deref(), args.black.as_deref()), (Some("Ann"), Some("Bob")));
        assert_eq!(args.rules.lang, Some(Lang::En), "after play wins");
        assert_eq!(args.display.pieces, Some(PieceSetArg::Ascii), "before play stays when not given after");
        let args = play(&["--time", "5", "--odds", "white:knight", "play", "--chess960", "42"]);
        assert_eq!(args.time.map(|t| t.to_string()).as_deref(), Some("5"));
        assert_eq!((args.start.odds.len(), args.start.chess960), (1, Some(Some(42))));
        let args = play(&["play", "--white-time", "3"]);
        assert!(args.odds.white_time.is_some() && args.odds.black_time.is_none());
    }

    #[test]
    fn a_switch_is_on_wherever_it_is_given() {
        for args in [
            &["--touch-move", "--bell", "--no-hints", "play"][..],
            &["play", "--touch-move", "--bell", "--no-hints"],
            &["--touch-move", "play", "--bell", "--no-hints"],
        ] {
            let got = play(args);
            assert!(got.rules.touch_move && got.display.bell && got.display.no_hints, "{args:?}: {got:?}");
        }
        let got = play(&["play"]);
        assert!(!got.rules.touch_move && !got.display.bell && !got.display.no_hints);
    }

    #[test]
    fn resume_takes_the_look_and_the_language_given_after_it() {
        let cli = read(&[
            "--white",
            "Ann",
            "--bell",
            "--flip",
            "auto",
            "resume",
            "saved.pgn",
            "--lang",
            "ru",
            "--flip",
            "black",
        ]);
        let Some(Command::Resume(resume)) = cli.command else { panic!("resume: {cli:?}") };
        let args = resume.play;
        assert_eq!(args.white.as_deref(), Some("Ann"));
        assert_eq!(
            (args.rules.lang, args.display.flip, args.display.bell),
            (Some(Lang::Ru), Some(FlipArg::Black), true)
        );
        assert_eq!(resume.file.as_deref(), Some(std::path::Path::new("saved.pgn")));
    }
}
