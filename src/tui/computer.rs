//! The computer seat's worker: a UCI engine at a level ([`engine::computer`]) on a thread of
//! its own, asked by the driver and answering into the one channel. The driver never waits on
//! it: a pause, a takeback or the game's end stops the search (UCI `stop`) and drops whatever
//! answer still comes; the way out ends the engine's process group.
//!
//! [`engine::computer`]: crate::engine::computer

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use super::seat::{Computer as SeatComputer, Hire, Seat, Seats};
use super::setup::GameSetup;
use super::work::{Opponent, Reporter, SeatFault, Think, Thought, Work};
use crate::engine::EngineError;
use crate::engine::computer::Computer;
use crate::game::{ComputerChoice, ComputerSeat, Duration, Game};

/// The game of `setup` against the computer `choice` asks for (the command line's
/// `--computer`, `--level`, `--engine`, or the start screen's "opponent: computer at level N"),
/// its colour drawn by `coin` when it is random: the engine is started now, so that one that
/// cannot start is said before the screen is taken; its chair is named as the engine names
/// itself and its level, and the seat is kept with the game (its save, `ferz resume`).
pub fn seat_computer(setup: GameSetup, choice: &ComputerChoice, coin: bool) -> Result<GameSetup, EngineError> {
    let seat = choice.seat(coin);
    let chess960 = setup.game.options.start.chess960;
    let computer = Computer::start(&seat, chess960)?;
    let name = computer.name();
    let hire = EngineHire { seat: seat.clone(), chess960, ready: Mutex::new(Some(computer)) };
    let mut setup = setup.seat(seat.color, Seat::Computer(SeatComputer::new(name, Arc::new(hire))));
    setup.game.options.computer = Some(seat);
    Ok(setup)
}

/// The chairs of a saved game: the computer it was played against back in its chair (its
/// engine started when it is first to move), persons elsewhere.
pub fn saved_seats(game: &Game) -> Seats {
    let Some(seat) = game.options().computer.clone() else { return Seats::persons() };
    let name = game.name(seat.color).map_or_else(
        || crate::engine::computer::player_name(crate::engine::DEFAULT_ENGINE, seat.level),
        str::to_string,
    );
    let chess960 = game.options().start.chess960;
    let color = seat.color;
    let hire = EngineHire { seat, chess960, ready: Mutex::new(None) };
    Seats::persons().with(color, Seat::Computer(SeatComputer::new(name, Arc::new(hire))))
}

/// Makes the worker of a computer seat: the engine started at the edge the first time, a new
/// one after (an engine restarted after a fault).
struct EngineHire {
    seat: ComputerSeat,
    chess960: bool,
    ready: Mutex<Option<Computer>>,
}

impl Hire for EngineHire {
    fn hire(&self) -> Result<Box<dyn Opponent>, SeatFault> {
        let ready = self.ready.lock().unwrap_or_else(PoisonError::into_inner).take();
        let computer = match ready {
            Some(computer) => computer,
            None => Computer::start(&self.seat, self.chess960).map_err(|e| SeatFault::Engine(Arc::new(e)))?,
        };
        Ok(Box::new(EngineOpponent::spawn(computer, self.seat.clone(), self.chess960)))
    }
}

/// A question for the worker's thread.
enum Job {
    Think { ticket: u64, ask: Box<Think>, report: Reporter, asked: u64 },
}

/// The worker: its thread owns the engine.
struct EngineOpponent {
    jobs: Option<Sender<Job>>,
    /// Counts the questions asked and withdrawn: a search whose number is no longer the last
    /// stops.
    latest: Arc<AtomicU64>,
    thread: Option<JoinHandle<()>>,
}

impl EngineOpponent {
    fn spawn(computer: Computer, seat: ComputerSeat, chess960: bool) -> EngineOpponent {
        let (jobs, inbox) = channel::<Job>();
        let latest = Arc::new(AtomicU64::new(0));
        let seen = Arc::clone(&latest);
        let thread = std::thread::Builder::new()
            .name("ferz-computer".into())
            .spawn(move || {
                // `None` once an engine stopped (a search withdrawn from an engine that did not
                // answer `stop` in time): the next question starts another.
                let mut engine = Some(computer);
                for Job::Think { ticket, ask, report, asked } in inbox {
                    let withdrawn = || seen.load(Ordering::SeqCst) != asked;
                    if withdrawn() {
                        continue;
                    }
                    let computer = match engine.as_mut() {
                        Some(computer) => computer,
                        None => match Computer::start(&seat, chess960) {
                            Ok(computer) => engine.insert(computer),
                            Err(e) => {
                                crate::engine::settle();
                                report.report(Work::Thought { ticket, answer: Err(SeatFault::Engine(Arc::new(e))) });
                                continue;
                            }
                        },
                    };
                    let answer = match computer.play_with_clocks(&ask.game, ask.left, &withdrawn) {
                        Ok(Some(turn)) => {
                            let mv = turn.best;
                            let used = Duration::from_ms(u64::try_from(turn.searched.as_millis()).unwrap_or(u64::MAX));
                            Ok(Thought { mv, used, decision: turn.decision })
                        }
                        Ok(None) => continue,
                        Err(_) if withdrawn() => {
                            // Stopped and not answering: ended; nobody waits for this answer.
                            engine = None;
                            continue;
                        }
                        Err(e) => {
                            // Ended on the way out: not the engine's fault, nothing to say.
                            crate::engine::settle();
                            engine = None;
                            let failed = Err(SeatFault::Engine(Arc::new(e)));
                            report.report(Work::Thought { ticket, answer: failed });
                            continue;
                        }
                    };
                    if !withdrawn() {
                        report.report(Work::Thought { ticket, answer });
                    }
                }
            })
            .ok();
        EngineOpponent { jobs: Some(jobs), latest, thread }
    }
}

impl Opponent for EngineOpponent {
    fn think(&mut self, ticket: u64, ask: Think, report: &Reporter) {
        let asked = self.latest.fetch_add(1, Ordering::SeqCst) + 1;
        let job = Job::Think { ticket, ask: Box::new(ask), report: report.clone(), asked };
        let sent = self.jobs.as_ref().is_some_and(|jobs| jobs.send(job).is_ok());
        if !sent {
            let gone = EngineError::Died { waiting: "bestmove", status: None };
            report.report(Work::Thought { ticket, answer: Err(SeatFault::Engine(Arc::new(gone))) });
        }
    }

    fn stop(&mut self) {
        self.latest.fetch_add(1, Ordering::SeqCst);
    }

    fn end(&mut self) {
        self.stop();
        // The thread ends with its inbox; its engine is ended when the thread drops it.
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for EngineOpponent {
    fn drop(&mut self) {
        self.end();
    }
}
