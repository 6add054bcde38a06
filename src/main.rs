//! The `ferz` binary: parses the command line and hands over to the library.
//! Errors become one line on standard error and an exit status here, and only here.

mod cli;

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use cli::{Cli, Command, PerftArgs};
use ferz::rules::{Position, divide, perft};
use ferz::tui::Begin;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            eprintln!("ferz: {}", ferz::text::visible(&one_line(&e)));
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
        Some(Command::Play(args)) => run_play(&args, &cli.play, Begin::Ask),
        None => run_play(&cli.play, &cli::PlayArgs::default(), Begin::Ask),
        Some(Command::Resume(args)) => {
            // The look and the language may be given after `resume` too (`ferz resume FILE --lang ru`).
            let rules = cli::RulesArgs { lang: args.lang, ..cli::RulesArgs::default() };
            let inner = cli::PlayArgs { display: args.display, rules, ..cli::PlayArgs::default() };
            run_play(&inner, &cli.play, Begin::Resume(args.file))
        }
        Some(Command::Check(args)) => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            let code = ferz::check::run(&args.files, &mut out, &mut std::io::stderr().lock());
            Ok(ExitCode::from(code))
        }
        Some(Command::Script(args)) => run_script(&args),
        Some(Command::Adjudicate(args)) => run_adjudicate(&args),
    };
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
        let pos = Position::from_fen(fen).map_err(|e| anyhow::anyhow!("--fen: {e}"))?;
        writeln!(out, "{}", ferz::adjudicate::judge(&pos))?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let code = ferz::adjudicate::run(std::io::stdin().lock(), &mut out);
    Ok(ExitCode::from(code))
}

/// `ferz script`: checks the flags before reading any input, then runs the protocol.
fn run_script(args: &cli::ScriptArgs) -> anyhow::Result<ExitCode> {
    let mut config =
        ferz::script::ScriptConfig::new(args.fen.as_deref(), args.time.as_deref(), args.penalty.as_deref())?;
    config.lang = args.rules.lang.as_deref().map(str::parse).transpose()?.unwrap_or_default();
    config.strict = args.rules.arbiter == Some(cli::Arbiter::Strict);
    config.options.practice_arbiter = args.rules.arbiter == Some(cli::Arbiter::Practice);
    config.options.touch_move = args.rules.touch_move;
    config.options.no_offers_before = args.rules.no_offers_before.unwrap_or(0);
    let stdin = std::io::stdin().lock();
    let stdout = std::io::BufWriter::new(std::io::stdout().lock());
    ferz::script::run(config, stdin, stdout)?;
    Ok(ExitCode::SUCCESS)
}

/// `ferz` / `ferz play`: checks every flag before the screen is taken (a bad one ends the
/// program with one line and exit status 2), then plays. Flags given before `play` fill in
/// those not given after it. `ferz resume [FILE]` comes here too (`how`): the flags of the look
/// and the language apply to it; those of a new game (time, position, names) only to a new
/// game started after it, and when ferz offers the autosave, only if the players choose N.
fn run_play(args: &cli::PlayArgs, outer: &cli::PlayArgs, how: Begin) -> anyhow::Result<ExitCode> {
    let pick = |a: &Option<String>, b: &Option<String>| a.clone().or_else(|| b.clone());
    let (rules, outer_rules) = (&args.rules, &outer.rules);
    let lang: ferz::lang::Lang = match pick(&rules.lang, &outer_rules.lang) {
        Some(text) => text.parse()?,
        None => ferz::lang::Lang::default(),
    };
    let defaults = ferz::tui::Prefs::default();
    let (look, outer_look) = (&args.display, &outer.display);
    let prefs = ferz::tui::Prefs {
        pieces: look.pieces.or(outer_look.pieces).unwrap_or(defaults.pieces),
        flip: look.flip.or(outer_look.flip).unwrap_or(defaults.flip),
        hints: !(look.no_hints || outer_look.no_hints),
        // A Russian screen writes the moves in Russian unless --notation says otherwise.
        notation: look.notation.or(outer_look.notation).unwrap_or(match lang {
            ferz::lang::Lang::Ru => ferz::tui::MoveNotation::Ru,
            ferz::lang::Lang::En => defaults.notation,
        }),
        lang,
        arbiter: rules.arbiter.or(outer_rules.arbiter).unwrap_or_default(),
        ..defaults
    };
    let mut setup = ferz::tui::Setup::new(
        pick(&args.fen, &outer.fen).as_deref(),
        pick(&args.time, &outer.time).as_deref(),
        pick(&args.white, &outer.white).as_deref(),
        pick(&args.black, &outer.black).as_deref(),
        prefs,
    )?;
    setup.options.touch_move = rules.touch_move || outer_rules.touch_move;
    setup.options.no_offers_before = rules.no_offers_before.or(outer_rules.no_offers_before).unwrap_or(0);
    ferz::tui::run(setup, how)?;
    Ok(ExitCode::SUCCESS)
}

/// A command-line error as one line: clap's first line without its `error: `
/// prefix, and where to look for the right form.
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    // The first paragraph, which may run over two lines ("…not provided:\n  <DEPTH>").
    let first: Vec<&str> =
        text.lines().map(str::trim).skip_while(|l| l.is_empty()).take_while(|l| !l.is_empty()).collect();
    let first = first.join(" ");
    let first = first.strip_prefix("error: ").unwrap_or(&first);
    format!("{first} (see 'ferz --help')")
}

/// Reads `--fen` or gives the initial position.
fn start_position(fen: Option<&str>) -> anyhow::Result<Position> {
    match fen {
        Some(text) => Ok(Position::from_fen(text)?),
        None => Ok(Position::new()),
    }
}

fn run_perft(args: &PerftArgs) -> anyhow::Result<ExitCode> {
    let pos = start_position(args.fen.as_deref())?;
    let bulk = !args.no_bulk;
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let nodes = if args.divide && args.depth > 0 {
        let mut total = 0;
        for (mv, n) in divide(&pos, args.depth, bulk) {
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
