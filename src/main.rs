//! The `ferz` binary: parses the command line and hands over to the library.
//! Errors become one line on standard error and an exit status here, and only here.

mod clap_error;
mod cli;
mod start;

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use cli::{Cli, Command, PerftArgs};
use ferz::game::SetupError;
use ferz::lang::Lang;
use ferz::rules::{divide, perft};
use ferz::tui::Begin;
use ferz::tui::start::games_waiting;

fn main() -> ExitCode {
    let cli = match Cli::read() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            eprintln!("ferz: {}", ferz::text::visible(&one_line(&e, asked_lang())));
            return ExitCode::from(2);
        }
        Err(e) => {
            // --help and --version: clap's own text on standard output.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.command {
        Some(Command::Perft(args)) => run_perft(&args),
        Some(Command::Play(args)) => run_play(&args, asked(&args)),
        None => run_play(&cli.play, asked(&cli.play)),
        // The look and the language may be given after `resume` too (`ferz resume FILE --lang ru`).
        Some(Command::Resume(args)) => run_play(&args.play, Begin::Resume(args.file)),
        Some(Command::Check(args)) => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            let code = ferz::check::run(&args.files, &mut out, &mut std::io::stderr().lock());
            Ok(ExitCode::from(code))
        }
        Some(Command::Analyse(args)) => {
            let limit = match (args.depth, args.movetime) {
                (_, Some(ms)) => ferz::engine::Limit::Movetime(std::time::Duration::from_millis(ms)),
                (depth, None) => ferz::engine::Limit::Depth(depth.unwrap_or(ferz::analyse::DEFAULT_DEPTH)),
            };
            let threads = args.threads.map_or_else(ferz::analyse::default_threads, |n| n as usize);
            let options = ferz::analyse::AnalyseOptions { engine: args.engine, limit, threads, ..Default::default() };
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            let code = ferz::analyse::run(&args.files, &options, &mut out, &mut std::io::stderr().lock());
            Ok(ExitCode::from(code))
        }
        Some(Command::Script(args)) => run_script(&args),
        Some(Command::Adjudicate(args)) => run_adjudicate(&args),
        Some(Command::Clock(args)) => run_clock(&args),
    };
    // An engine a thread still holds (the review of the game just played) ends with ferz.
    ferz::engine::end_all();
    match result {
        Ok(code) => code,
        Err(e) => {
            // Values from the command line are echoed with their control characters shown,
            // never obeyed by the terminal.
            eprintln!("ferz: {}", ferz::text::visible(&format!("{e:#}")));
            ExitCode::from(2)
        }
    }
}

/// `ferz adjudicate`: one position from `--fen` (a bad one ends the program with
/// status 2), or one FEN a line from standard input.
fn run_adjudicate(args: &cli::AdjudicateArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if let Some(fen) = &args.fen {
        let pos =
            ferz::rules::Position::from_fen_variant(fen, args.chess960).map_err(|e| anyhow::anyhow!("--fen: {e}"))?;
        writeln!(out, "{}", ferz::adjudicate::judge_line(&pos))?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let code = ferz::adjudicate::run_variant(std::io::BufReader::new(std::io::stdin()), &mut out, args.chess960);
    Ok(ExitCode::from(code))
}

/// `ferz clock`: the flags are checked (a clock needs a time control, and the two sides' must run
/// on one clock) before the screen is taken.
fn run_clock(args: &cli::ClockArgs) -> anyhow::Result<ExitCode> {
    let time_control = args.time.clone().unwrap_or_else(default_time_control);
    let (white, black) = args.odds.sides(&time_control).unwrap_or_else(|| (time_control.clone(), time_control));
    let lang = args.lang.unwrap_or_default();
    let refused = |e: SetupError| anyhow::anyhow!(lang.words().setup_error(&e));
    if white.is_untimed() || black.is_untimed() {
        return Err(refused(SetupError::NoTimeControl));
    }
    ferz::game::Clock::with_odds(&white, &black).map_err(|e| refused(SetupError::Odds(e)))?;
    if args.screen_reader {
        ferz::tui::reader::run_clock(&white, &black, lang.words()).map_err(|e| refused(SetupError::Odds(e)))?;
        return Ok(ExitCode::SUCCESS);
    }
    let theme = ferz::tui::Theme {
        color: !ferz::tui::no_color(),
        pieces: if args.ascii { ferz::tui::PieceSet::Ascii } else { ferz::tui::PieceSet::from_env() },
        depth: ferz::tui::ColorDepth::from_env(),
    };
    let setup = ferz::tui::clock::ClockSetup {
        white,
        black,
        white_side: match args.white_side {
            cli::WhiteSideArg::Left => ferz::lang::clock::Lever::Left,
            cli::WhiteSideArg::Right => ferz::lang::clock::Lever::Right,
        },
        warn: args.warn,
        bell: args.bell,
        strings: lang.words(),
        theme,
    };
    // A signal ends the program itself (status 128 + its number, as the game does).
    ferz::tui::clock::run(setup)?;
    Ok(ExitCode::SUCCESS)
}

/// `ferz script`: checks the flags before reading any input, then runs the protocol.
fn run_script(args: &cli::ScriptArgs) -> anyhow::Result<ExitCode> {
    let time_control = args.time.clone().unwrap_or_else(default_time_control);
    let lang = args.rules.lang.unwrap_or_default();
    let (start, kind) = start_of(&args.start, lang)?;
    let mut setup = ferz::game::Setup::new(start, time_control.clone());
    if let Some((white, black)) = args.odds.sides(&time_control) {
        setup = setup.with_odds(white, black).map_err(|e| anyhow::anyhow!(lang.words().setup_error(&e)))?;
    }
    setup.options.start = kind;
    setup.options.penalty = args.penalty;
    setup.options.arbiter = args.rules.arbiter.map_or_else(Default::default, Into::into);
    setup.options.touch_move = args.rules.touch_move;
    setup.options.no_offers_before = args.rules.no_offers_before.unwrap_or(0);
    // The engine starts before any input is read: one that cannot is one line and status 2.
    let computer = match args.computer.choice() {
        Some(choice) => {
            let seat = choice.seat(coin());
            let computer = ferz::engine::computer::Computer::start(&seat, setup.options.start.chess960)
                .map_err(|e| anyhow::anyhow!(lang.words().engine_error(&e)))?;
            Some(computer)
        }
        None => None,
    };
    let stdin = std::io::stdin().lock();
    let stdout = std::io::BufWriter::new(std::io::stdout().lock());
    match ferz::script::run_against(&setup, lang, computer, stdin, stdout) {
        // The reader went away (`| head -1`): nobody is left to answer, as for the other commands.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        result => result.map(|()| ExitCode::SUCCESS).map_err(Into::into),
    }
}

/// How `ferz` / `ferz play` begins: a new game at once when the flags ask for one (the
/// unfinished games keep waiting), else after offering the unfinished games found.
fn asked(args: &cli::PlayArgs) -> Begin {
    if args.asks_for_a_game() { Begin::New } else { Begin::Ask }
}

/// `ferz` / `ferz play`: checks every flag before the screen is taken (a bad one ends the
/// program with one line and exit status 2), then plays. `ferz resume [FILE]` comes here too
/// (`how`): the flags of the look and the language apply to it; those of a new game (time,
/// position, names) only to a new game started after it; `ferz` with them starts that game,
/// the unfinished games left waiting. Flags given before and after the subcommand are one [`cli::PlayArgs`]
/// already ([`cli::Cli::read`]).
fn run_play(args: &cli::PlayArgs, how: Begin) -> anyhow::Result<ExitCode> {
    if start::wanted(args, &how) {
        return start::run(args, games_waiting());
    }
    play(args, how, false).map(|_| ExitCode::SUCCESS)
}

/// The game `args` ask for, begun as `how`; `from_start_screen` when the start screen asked
/// for it (N after it opens the screen again, which the returned value says).
fn play(args: &cli::PlayArgs, how: Begin, from_start_screen: bool) -> anyhow::Result<ferz::tui::AfterGame> {
    let (rules, look) = (&args.rules, &args.display);
    let lang = rules.lang.unwrap_or_default();
    let defaults = ferz::tui::Prefs::default();
    let prefs = ferz::tui::Prefs {
        pieces: look.pieces.map_or_else(ferz::tui::PieceSet::from_env, Into::into),
        flip: look.flip.map_or(defaults.flip, Into::into),
        hints: !look.no_hints,
        // A language with a notation of its own (Russian) writes the moves in it unless
        // --notation says otherwise.
        notation: look.notation.unwrap_or(lang.words().own_notation().unwrap_or(defaults.notation)),
        lang,
        arbiter: rules.arbiter.map_or(defaults.arbiter, Into::into),
        warn: look.warn,
        bell: look.bell,
        new_game_screen: from_start_screen,
        ..defaults
    };
    let (start, kind) = start_of(&args.start, lang)?;
    let time_control = args.time.clone().unwrap_or_else(default_time_control);
    let refused = |e: SetupError| anyhow::anyhow!(lang.words().setup_error(&e));
    let mut setup = ferz::tui::GameSetup::new(start, time_control, args.white.as_deref(), args.black.as_deref(), prefs)
        .map_err(refused)?;
    if let Some((white, black)) = args.odds.sides(&setup.game.time_control) {
        setup.game = setup.game.with_odds(white, black).map_err(refused)?;
    }
    let options = &mut setup.game.options;
    options.start = kind;
    options.touch_move = rules.touch_move;
    options.no_offers_before = rules.no_offers_before.unwrap_or(0);
    setup.event = event_of(args, &setup.game, lang)?;
    if let Some(choice) = args.computer.choice() {
        setup = ferz::tui::computer::seat_computer(setup, &choice, coin())
            .map_err(|e| anyhow::anyhow!(lang.words().engine_error(&e)))?;
    }
    if look.screen_reader {
        ferz::tui::reader::run(setup, how)?;
        Ok(ferz::tui::AfterGame::Done)
    } else {
        Ok(ferz::tui::run(setup, how)?)
    }
}

/// The match (`--match N`) or the round-robin (`--round-robin A,B,C [--double]`) the flags ask
/// for, checked before the screen is taken; none for one game at a time.
fn event_of(
    args: &cli::PlayArgs,
    game: &ferz::game::Setup,
    lang: Lang,
) -> anyhow::Result<Option<ferz::game::event::Event>> {
    use ferz::game::event::{Event, EventError, RoundRobin, RoundRobinSettings};
    let words = lang.event_words();
    let refused = |e: EventError| anyhow::anyhow!(words.event_error(&e));
    let e = &args.event;
    match (e.games, &e.round_robin) {
        (Some(_), Some(_)) => Err(refused(EventError::MatchAndRoundRobin)),
        (None, None) if e.double => Err(refused(EventError::DoubleWithoutRoundRobin)),
        (None, None) if e.name.is_some() => Err(refused(EventError::NameWithoutEvent)),
        (None, None) => Ok(None),
        (Some(games), None) if !e.double => Ok(Some(Event::Match(match_of(args, game, games, lang)?))),
        (Some(_), None) => Err(refused(EventError::DoubleWithoutRoundRobin)),
        (None, Some(names)) => {
            let settings = RoundRobinSettings { players: names.0.clone(), double: e.double, event: e.name.clone() };
            Ok(Some(Event::RoundRobin(RoundRobin::new(settings).map_err(refused)?)))
        }
    }
}

/// The match `--match N` asks for, checked before the screen is taken: the names of `--white`
/// and `--black` (Player 1 and Player 2 when not given), the tie-break, the colours of game 1
/// (a lot drawn here, from the operating system's randomness), the Chess960 positions.
fn match_of(
    args: &cli::PlayArgs,
    game: &ferz::game::Setup,
    games: u32,
    lang: Lang,
) -> anyhow::Result<ferz::game::event::Match> {
    use ferz::game::event::{Chess960Policy, Match, MatchSettings};
    let words = lang.event_words();
    let refused = |e: ferz::game::event::EventError| anyhow::anyhow!(words.event_error(&e));
    let name = |given: &Option<String>, n: usize| given.clone().unwrap_or_else(|| words.player(n));
    let players = [name(&game.options.white, 1), name(&game.options.black, 2)];
    let chess960 = match (&args.start.fen, args.start.chess960) {
        (None, Some(Some(n))) => Some(Chess960Policy::Fixed(n)),
        (None, Some(None)) => Some(Chess960Policy::Drawn),
        _ => None,
    };
    let settings = MatchSettings {
        players,
        games,
        event: args.event.name.clone(),
        tiebreak: args.event.tiebreak().map_err(refused)?,
        colours: args.event.colours.unwrap_or_default().draw(coin()),
        time: game.time_control.clone(),
        chess960,
    };
    Match::new(settings).map_err(refused)
}

/// A coin tossed with the operating system's randomness (heads when it has none to give).
fn coin() -> bool {
    let mut byte = [0u8; 1];
    getrandom::fill(&mut byte).map_or(true, |()| byte[0] & 1 == 1)
}

/// The start position and how it came about, from `--fen`, `--chess960 [N]` and `--odds`:
/// a FEN read as Chess960 with `--chess960`, else Chess960 position N (a random one without
/// N), else the initial position; then the odds taken off it.
fn start_of(args: &cli::StartArgs, lang: Lang) -> anyhow::Result<(ferz::rules::Position, ferz::game::StartKind)> {
    let mut kind = ferz::game::StartKind::default();
    let mut start = match (&args.fen, args.chess960) {
        (Some(fen), chess960) => {
            kind.chess960 = chess960.is_some();
            fen.position(kind.chess960).map_err(|e| anyhow::anyhow!("--fen: {}", lang.words().fen_error(&e)))?
        }
        (None, Some(number)) => {
            let n = number.unwrap_or_else(random_chess960_number);
            kind = ferz::game::StartKind::chess960(n);
            ferz::rules::Position::chess960(n).unwrap_or_default()
        }
        (None, None) => ferz::rules::Position::new(),
    };
    for odds in &args.odds {
        start = ferz::game::remove_odds(&start, odds, kind.chess960)
            .map_err(|e| anyhow::anyhow!(lang.words().setup_error(&e)))?;
        kind.odds.push(odds.clone());
    }
    Ok((start, kind))
}

/// A Chess960 number from the operating system's randomness (518, the standard position,
/// when it has none to give).
fn random_chess960_number() -> u16 {
    let mut bytes = [0u8; 2];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u16::from_le_bytes(bytes) % 960,
        Err(_) => ferz::rules::STANDARD_START,
    }
}

/// The time control when `--time` is not given: rapid (INTERFACE.md).
fn default_time_control() -> ferz::game::TimeControl {
    ferz::game::TimeControl::rapid()
}

/// The language `--lang` asks for, read from the raw arguments before clap reads them, so that
/// a refused flag value is said in it; English when none is given or it is no language.
fn asked_lang() -> Lang {
    let args: Vec<String> = std::env::args_os().filter_map(|a| a.into_string().ok()).collect();
    let mut lang = Lang::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let value = if arg == "--lang" { rest.next().map(String::as_str) } else { arg.strip_prefix("--lang=") };
        if let Some(Ok(asked)) = value.map(str::parse::<Lang>) {
            lang = asked;
        }
    }
    lang
}

/// Why a flag value was refused, in `lang` when it is one of the library's typed reasons.
fn refusal(why: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    if let Some(e) = why.downcast_ref::<ferz::rules::FenError>() {
        lang.words().fen_error(e)
    } else if let Some(e) = why.downcast_ref::<ferz::game::TimeControlError>() {
        lang.words().time_control_error(e)
    } else if let Some(e) = why.downcast_ref::<SetupError>() {
        lang.words().setup_error(e)
    } else if let Some(e) = why.downcast_ref::<ferz::game::ComputerFlagError>() {
        lang.words().computer_flag_error(e)
    } else {
        why.to_string()
    }
}

/// A command-line error as one line, in `lang`, and where to look for the right form. A value
/// our parsers refused is said as `--flag: why` — the parser's own sentence already quotes the
/// value and says what is expected; clap's own refusals are read into a typed
/// [`ferz::lang::CommandLineError`]; a refusal of another shape is clap's first paragraph.
fn one_line(e: &clap::Error, lang: Lang) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if let Some(refused) = clap_error::read(e) {
        return lang.words().command_line_error(&refused);
    }
    if e.kind() == ErrorKind::ValueValidation
        && let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg)
        && arg.starts_with("--")
        && let Some(why) = std::error::Error::source(e)
    {
        // The event's sentences name their flag already (`--match '0': …`).
        if let Some(e) = why.downcast_ref::<ferz::game::event::EventError>() {
            let text = lang.event_words().event_error(e);
            let flag = arg.split_whitespace().next().unwrap_or(arg);
            return if text.starts_with("--") { text } else { format!("{flag}: {text}") };
        }
        let flag = arg.split_whitespace().next().unwrap_or(arg);
        return format!("{flag}: {}", refusal(why, lang));
    }
    let text = e.render().to_string();
    // The first paragraph, which may run over two lines ("…not provided:\n  <DEPTH>").
    let first: Vec<&str> =
        text.lines().map(str::trim).skip_while(|l| l.is_empty()).take_while(|l| !l.is_empty()).collect();
    let first = first.join(" ");
    let first = first.strip_prefix("error: ").unwrap_or(&first);
    format!("{first} ({})", lang.words().see_help())
}

fn run_perft(args: &PerftArgs) -> anyhow::Result<ExitCode> {
    let chess960 = args.chess960.is_some();
    let pos = match (&args.fen, args.chess960) {
        (Some(fen), _) => {
            fen.position(chess960).map_err(|e| anyhow::anyhow!("--fen: {}", asked_lang().words().fen_error(&e)))?
        }
        (None, Some(Some(n))) => ferz::rules::Position::chess960(n).unwrap_or_default(),
        _ => ferz::rules::Position::new(),
    };
    let bulk = !args.no_bulk;
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let nodes = if args.divide && args.depth > 0 {
        let mut total = 0;
        let mut rows: Vec<(String, u64)> = divide(&pos, args.depth, bulk)
            .into_iter()
            .map(|(mv, n)| (if chess960 { ferz::rules::chess960_uci(&pos, mv) } else { mv.uci() }, n))
            .collect();
        rows.sort();
        for (mv, n) in rows {
            writeln!(out, "{mv}: {n}")?;
            total += n;
        }
        total
    } else {
        perft(&pos, args.depth, bulk)
    };
    writeln!(out, "{nodes}")?;
    out.flush()?;
    let secs = started.elapsed().as_secs_f64();
    let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    eprintln!("time {:.3} s, {:.1} million nodes/s", secs, nps / 1e6);
    Ok(ExitCode::SUCCESS)
}
