//! The `ferz` binary: parses the command line and hands over to the library.
//! Errors become one line on standard error and an exit status here, and only here.

mod cli;

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use cli::{Cli, Command, PerftArgs};
use ferz::rules::{Position, divide, perft};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let result = match cli.command {
        Some(Command::Perft(args)) => run_perft(&args),
        Some(Command::Play(_)) | None => {
            println!("ferz: the terminal game is not built yet; try `ferz perft 5`.");
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Check(args)) => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            let code = ferz::check::run(&args.files, &mut out, &mut std::io::stderr().lock());
            Ok(ExitCode::from(code))
        }
        Some(Command::Script(args)) => run_script(&args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("ferz: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// `ferz script`: checks the flags before reading any input, then runs the protocol.
fn run_script(args: &cli::ScriptArgs) -> anyhow::Result<ExitCode> {
    let config = ferz::script::ScriptConfig::new(args.fen.as_deref(), args.time.as_deref(), args.penalty.as_deref())?;
    let stdin = std::io::stdin().lock();
    let stdout = std::io::BufWriter::new(std::io::stdout().lock());
    ferz::script::run(config, stdin, stdout)?;
    Ok(ExitCode::SUCCESS)
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
    let nodes = if args.divide {
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
