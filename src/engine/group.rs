//! An engine and every process it starts, as one process group of their own, ended whole:
//! SIGTERM to the group, then SIGKILL after a grace period. An engine that ignores its closed
//! input, or that leaves children of its own, is ended all the same — when its [`Engine`] is
//! dropped, when its search overran, when ferz ends, and when a signal ends ferz.
//!
//! Every group ferz has started is listed here, so that the way out of the program (the end
//! of `main`, the thread that takes a signal) can end those a thread still holds.
//!
//! [`Engine`]: super::Engine

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{Duration, Instant};

use rustix::process::{Pid, Signal, kill_process_group, test_kill_process_group};

/// How long the group has, after SIGTERM, before SIGKILL.
pub(super) const TERM_GRACE: Duration = Duration::from_millis(500);
/// How often a wait for a process to end looks again.
const LOOK: Duration = Duration::from_millis(5);

/// The groups started and not yet ended, and whether ferz is ending (no group is started
/// then: it would outlive the program).
static RUNNING: Mutex<Running> = Mutex::new(Running { ending: false, groups: Vec::new() });

struct Running {
    ending: bool,
    groups: Vec<Weak<Mutex<Leader>>>,
}

/// The engine's own process, the group's leader: the group's id is its process id.
#[derive(Debug)]
struct Leader {
    child: Child,
    /// Whether the group was ended (its id is not signalled again: it may be another's now).
    ended: bool,
}

/// One engine's process group.
#[derive(Debug)]
pub(super) struct Group {
    leader: Arc<Mutex<Leader>>,
}

impl Group {
    /// Starts `command` (its standard input and output piped) as the leader of a new process
    /// group, and lists the group. Refused once ferz is ending.
    pub(super) fn spawn(command: &mut Command) -> io::Result<(Group, ChildStdin, ChildStdout)> {
        let mut running = running();
        if running.ending {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "ferz is ending"));
        }
        let mut child = command.process_group(0).spawn()?;
        let pipes = (child.stdin.take(), child.stdout.take());
        let leader = Arc::new(Mutex::new(Leader { child, ended: false }));
        running.groups.retain(|g| g.strong_count() > 0);
        running.groups.push(Arc::downgrade(&leader));
        drop(running);
        let group = Group { leader };
        match pipes {
            (Some(stdin), Some(stdout)) => Ok((group, stdin, stdout)),
            _ => {
                group.end(Duration::ZERO);
                Err(io::ErrorKind::BrokenPipe.into())
            }
        }
    }

    /// The leader's exit status once it has ended, waiting for it up to `within`.
    pub(super) fn status_within(&self, within: Duration) -> Option<ExitStatus> {
        self.leader().exit_within(within)
    }

    /// Ends the group: gives the leader `polite` to end by itself (after `quit`), then sends
    /// the group SIGTERM, and SIGKILL to what is left after [`TERM_GRACE`]; the leader is
    /// reaped. Once only: later calls do nothing.
    pub(super) fn end(&self, polite: Duration) {
        self.leader().end(polite);
    }

    fn leader(&self) -> MutexGuard<'_, Leader> {
        self.leader.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        self.end(Duration::ZERO);
        running().groups.retain(|g| g.strong_count() > 0 && !std::ptr::eq(g.as_ptr(), Arc::as_ptr(&self.leader)));
    }
}

impl Leader {
    /// The exit status, waiting for it up to `within` (the leader is reaped if it ended).
    fn exit_within(&mut self, within: Duration) -> Option<ExitStatus> {
        let until = Instant::now() + within;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < until => std::thread::sleep(LOOK),
                _ => return None,
            }
        }
    }

    fn end(&mut self, polite: Duration) {
        if self.ended {
            return;
        }
        self.ended = true;
        let ended_alone = self.exit_within(polite).is_some();
        // A process id of 1 would signal every process ferz may signal; a child is never 1.
        let Some(group) = Pid::from_raw(self.child.id().cast_signed()).filter(|p| !p.is_init()) else {
            return self.kill_leader();
        };
        // The group outlives a leader that ended by itself when its children are still there.
        if ended_alone && test_kill_process_group(group).is_err() {
            return;
        }
        let _ = kill_process_group(group, Signal::TERM);
        // A group held stopped ([`hold_all`]) acts on SIGTERM only once continued.
        let _ = kill_process_group(group, Signal::CONT);
        let until = Instant::now() + TERM_GRACE;
        loop {
            let leader_gone = self.exit_within(Duration::ZERO).is_some();
            // Once the leader is reaped the group is empty when no process answers to its id.
            if leader_gone && test_kill_process_group(group).is_err() {
                return;
            }
            if Instant::now() >= until {
                break;
            }
            std::thread::sleep(LOOK);
        }
        let _ = kill_process_group(group, Signal::KILL);
        self.kill_leader();
    }

    fn kill_leader(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn running() -> MutexGuard<'static, Running> {
    RUNNING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Ends every engine ferz has started and not yet ended, and starts no other: for the way
/// out of the program, where a thread may still hold an engine (the game's review).
pub fn end_all() {
    let mut running = running();
    running.ending = true;
    end_listed(&mut running);
}

/// Stops (`held`) or continues every engine ferz has started and not yet ended, with its
/// whole process group: while ferz itself is stopped (Ctrl+Z in a shell, `:suspend`, `kill
/// -TSTP`), an engine in the middle of a search would otherwise think on, on a core of the
/// player's machine, for a game nobody is looking at.
pub fn hold_all(held: bool) {
    let signal = if held { Signal::STOP } else { Signal::CONT };
    let running = running();
    for leader in running.groups.iter().filter_map(Weak::upgrade) {
        let leader = leader.lock().unwrap_or_else(PoisonError::into_inner);
        if leader.ended {
            continue;
        }
        if let Some(group) = Pid::from_raw(leader.child.id().cast_signed()).filter(|p| !p.is_init()) {
            let _ = kill_process_group(group, signal);
        }
    }
}

/// Ends the groups `running` lists.
fn end_listed(running: &mut Running) {
    let groups: Vec<_> = running.groups.drain(..).filter_map(|g| g.upgrade()).collect();
    for leader in groups {
        leader.lock().unwrap_or_else(PoisonError::into_inner).end(Duration::ZERO);
    }
}

/// From now on, any of `signals` ends every engine and then the program, with status 128 +
/// the signal's number, as a shell reports a program a signal ended; and SIGTSTP (Ctrl+Z)
/// stops the engines with the program ([`hold_all`]) and continues them with it. For a
/// program whose only work at such an end is its engines (`ferz analyse`); the terminal game
/// ends them itself after writing the game ([`end_all`]).
pub fn end_all_on_signals(signals: &[i32]) -> io::Result<()> {
    use signal_hook::consts::{SIGSTOP, SIGTSTP};
    let mut caught = signal_hook::iterator::Signals::new(signals.iter().copied().chain([SIGTSTP]))?;
    std::thread::Builder::new().name("ferz-engine-signals".into()).spawn(move || {
        for signal in caught.forever() {
            if signal == SIGTSTP {
                hold_all(true);
                let _ = signal_hook::low_level::raise(SIGSTOP);
                hold_all(false);
                continue;
            }
            // Held until the program has ended: no engine starts, and the thread that waited
            // on one says nothing of the end it sees (see `settle`).
            let mut running = running();
            running.ending = true;
            end_listed(&mut running);
            std::process::exit(128 + signal);
        }
    })?;
    Ok(())
}

/// Returns at once, unless ferz is ending its engines on its way out ([`end_all`],
/// [`end_all_on_signals`]): then never, so that a thread whose engine was ended for that does
/// not report it as the engine's fault.
pub fn settle() {
    let running = running();
    if running.ending {
        drop(running);
        loop {
            std::thread::park();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Stdio;

    /// The state letter of process `pid` (`T` when stopped), from /proc.
    fn state(pid: u32) -> Option<char> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // The command's name is in parentheses and may hold spaces: the state follows it.
        stat.rsplit_once(')')?.1.trim_start().chars().next()
    }

    /// Whether process `pid` comes, within 5 s, to a state `wanted` accepts (`None`: gone).
    fn comes_to(pid: u32, wanted: impl Fn(Option<char>) -> bool) -> bool {
        let until = Instant::now() + Duration::from_secs(5);
        while Instant::now() < until {
            if wanted(state(pid)) {
                return true;
            }
            std::thread::sleep(LOOK);
        }
        false
    }

    fn wait_for(pid: u32, stopped: bool) -> bool {
        comes_to(pid, |s| s.is_some_and(|s| (s == 'T') == stopped))
    }

    /// Continues every engine even when the test fails half-way: other tests' engines share
    /// the list.
    struct Release;
    impl Drop for Release {
        fn drop(&mut self) {
            hold_all(false);
        }
    }

    #[test]
    fn held_engines_stop_with_their_children_and_go_on_when_released() {
        // An engine with a child of its own, both in the group.
        let mut command = Command::new("sh");
        command.args(["-c", "sleep 30 & echo $!; exec cat >/dev/null"]).stdin(Stdio::piped()).stdout(Stdio::piped());
        let Ok((group, stdin, stdout)) = Group::spawn(&mut command) else { panic!("sh starts") };
        let mut line = String::new();
        let _ = io::BufRead::read_line(&mut io::BufReader::new(stdout), &mut line);
        let child: u32 = line.trim().parse().unwrap_or_else(|_| panic!("the child's id: {line:?}"));
        let leader = group.leader().child.id();
        let release = Release;
        hold_all(true);
        assert!(wait_for(leader, true) && wait_for(child, true), "held: {:?} {:?}", state(leader), state(child));
        drop(release);
        assert!(wait_for(leader, false) && wait_for(child, false), "released: {:?} {:?}", state(leader), state(child));
        // A held group is still ended whole.
        hold_all(true);
        let release = Release;
        drop(stdin);
        group.end(Duration::ZERO);
        drop(release);
        assert!(comes_to(child, |s| s.is_none_or(|s| s == 'Z')), "the child is ended with its group");
    }
}
