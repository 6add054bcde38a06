//! Plain `ferz`: the start screen before the board when no flag asks for a game and no
//! unfinished game waits; its answers become the flags they stand for, checked as the flags
//! are, and are remembered in `settings.toml` for the next time. After a game begun from it or
//! taken up from the list of unfinished games, N opens it again with that game's choices and
//! the colours swapped.

use std::process::ExitCode;

use ferz::game::{ComputerSide, Level};
use ferz::rules::Color;
use ferz::settings::{Opponent, Settings, StartChoice, load, save, settings_path};
use ferz::tui::start::{AfterGame, Form, ask_in_lines, give_back};
use ferz::tui::{Arbiter, Begin};

use crate::cli::{ArbiterArg, PlayArgs};

/// True when `ferz` with `args`, begun as `how`, asks for a new game on the start screen
/// (after offering the unfinished games, when some wait).
pub fn wanted(args: &PlayArgs, how: &Begin) -> bool {
    *how == Begin::Ask && !args.asks_for_a_game()
}

/// The start screen, then the game it asks for, as often as the players ask for another.
/// When games `wait`, they are offered first, and a new game chosen there is asked for on the
/// start screen.
pub fn run(args: &PlayArgs, wait: bool) -> anyhow::Result<ExitCode> {
    let (mut said, mut resumed) = (None, None);
    // The engine named for the computer: on the command line, else by the game taken up.
    let mut args = args.clone();
    if wait {
        match crate::play(&args, Begin::Ask, true)? {
            AfterGame::NewGameScreen { said: text, played, engine } => {
                (said, resumed) = (text, played);
                args.computer.engine = args.computer.engine.take().or(engine);
            }
            AfterGame::Done => return Ok(ExitCode::SUCCESS),
        }
    }
    let args = &args;
    let path = settings_path();
    let loaded = path.as_deref().map(load);
    let mut settings = loaded.as_ref().map(|l| l.settings.clone()).unwrap_or_default();
    // `--lang` on the command line wins over the language remembered.
    if let Some(lang) = args.rules.lang {
        settings.lang = lang;
    }
    // N after a game taken up from the list: the next is that game's, the colours swapped, as
    // after a game begun here; only the language stays the screen's.
    if let Some(played) = resumed {
        settings = Settings { lang: settings.lang, ..played.swapped() };
    }
    let shown = |p: &std::path::Path| ferz::text::clean(&p.display().to_string());
    // Named by the file's name alone, so that the line fits under the questions.
    let name = |p: &std::path::Path| p.file_name().map(|n| ferz::text::clean(&n.to_string_lossy())).unwrap_or_default();
    let damaged = loaded.and_then(|l| l.damaged).map(|(damage, kept)| {
        let file = path.as_deref().map(name).unwrap_or_default();
        settings.lang.start_words().damaged(&file, &damage, kept.as_deref().map(name).as_deref())
    });
    let mut notice = match (damaged, said) {
        (Some(a), Some(b)) => Some(format!("{a} {b}")),
        (a, b) => a.or(b),
    };
    loop {
        let chosen = if args.display.screen_reader {
            let mut input = std::io::stdin().lock();
            ask_in_lines(settings, notice.as_deref(), &mut input, &mut std::io::stdout().lock())?
        } else {
            ferz::tui::start::run(Form::new(settings).with_notice(notice.take()), pictures(args))?
        };
        let Some(chosen) = chosen else { return Ok(ExitCode::SUCCESS) };
        let unsaved = path
            .as_deref()
            .and_then(|p| save(p, &chosen).err().map(|e| chosen.lang.start_words().unsaved(&shown(p), &e.to_string())));
        let played = crate::play(&game_args(args, &chosen), Begin::New, !args.display.screen_reader);
        give_back();
        if let Some(unsaved) = unsaved {
            eprintln!("ferz: {}", ferz::text::visible(&unsaved));
        }
        match played? {
            AfterGame::Done => return Ok(ExitCode::SUCCESS),
            AfterGame::NewGameScreen { said, .. } => notice = said,
        }
        settings = chosen.swapped();
    }
}

/// Whether the board of the game may be a picture (the pieces asked for, or those the
/// terminal suggests), so that the start screen asks the terminal what it shows first.
fn pictures(args: &PlayArgs) -> bool {
    args.display.pieces.map_or_else(ferz::tui::PieceSet::from_env, Into::into) == ferz::tui::PieceSet::Image
}

/// The flags the answers stand for, over those given (the look, the language).
fn game_args(given: &PlayArgs, s: &Settings) -> PlayArgs {
    let mut args = given.clone();
    args.time = s.time_control().ok();
    let name = |n: &str| (!n.trim().is_empty()).then(|| n.trim().to_string());
    args.white = name(&s.white);
    args.black = name(&s.black);
    match &s.start {
        StartChoice::Standard => {}
        StartChoice::Chess960(n) => args.start.chess960 = Some(*n),
        StartChoice::Odds(odds) => args.start.odds = vec![odds.clone()],
    }
    args.rules.arbiter = Some(match s.arbiter {
        Arbiter::Assist => ArbiterArg::Assist,
        Arbiter::Strict => ArbiterArg::Strict,
        Arbiter::Practice => ArbiterArg::Practice,
    });
    args.rules.lang = Some(s.lang);
    seat_opponent(&mut args, s.opponent);
    args
}

/// Seats the opponent chosen: a friend needs nothing; the computer is read into the values
/// the computer's flags (`--computer white|black|random`, `--level N`) are read into, so that
/// it is checked and started exactly as they are (its engine as `--engine` says, or the
/// default).
fn seat_opponent(args: &mut PlayArgs, opponent: Opponent) {
    match opponent {
        Opponent::Friend => {
            args.computer.computer = None;
            args.computer.level = None;
        }
        Opponent::Computer { color, level } => {
            args.computer.computer = Some(match color {
                Some(Color::White) => ComputerSide::White,
                Some(Color::Black) => ComputerSide::Black,
                None => ComputerSide::Random,
            });
            args.computer.level = Some(Level::new(level).unwrap_or(Level::DEFAULT));
        }
    }
}
