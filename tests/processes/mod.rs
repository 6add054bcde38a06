//! The processes a test started through ferz (fake engines under tests/data/engines, their
//! children), read from /proc: whether they are gone, and which are left in a process group.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A fake engine of tests/data/engines.
pub fn fake_engine(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/engines").join(name)
}

/// The fields of /proc/PID/stat after the name (which may hold spaces): state, ppid, pgrp, …
fn stat_fields(pid: u32) -> Option<Vec<String>> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    Some(rest.split_whitespace().map(str::to_string).collect())
}

/// Whether the process `pid` is gone: not there, or a zombie waiting to be reaped (it runs
/// no more, and ferz is not its parent to reap it).
pub fn gone(pid: u32) -> bool {
    stat_fields(pid).is_none_or(|f| f.first().is_some_and(|state| state == "Z"))
}

/// The state letter of process `pid` (`T` when stopped, `S` asleep, `R` running).
pub fn state(pid: u32) -> Option<char> {
    stat_fields(pid)?.first()?.chars().next()
}

/// Waits up to 5 s for process `pid` to be stopped (`true`) or not stopped: whether it came to
/// that.
pub fn comes_to(pid: u32, stopped: bool) -> bool {
    let until = Instant::now() + Duration::from_secs(5);
    while Instant::now() < until {
        if state(pid).is_some_and(|s| (s == 'T') == stopped) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

/// The processes still running (zombies aside) in the process group `pgid`.
pub fn left_in_group(pgid: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| {
            stat_fields(pid).is_some_and(|f| f.first().is_some_and(|s| s != "Z") && f.get(2) == Some(&pgid.to_string()))
        })
        .collect()
}

/// The process id a fake engine wrote to `file`, once it has (within a minute, else the test
/// fails saying so).
pub fn written_pid(file: &Path) -> u32 {
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(pid) = std::fs::read_to_string(file).ok().and_then(|t| t.trim().parse().ok()) {
            return pid;
        }
        assert!(Instant::now() < until, "the fake engine never wrote {}", file.display());
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Checks that the fake engine whose pid is in `engine` and the child whose pid is in `child`
/// are gone, and nothing is left in the engine's process group. `how` names the case.
///
/// A SIGKILL takes effect when the process is next scheduled, a moment after ferz sent it: a
/// process still there is looked at again for a few seconds before the test fails (a process
/// that outlives ferz is there for good).
pub fn assert_all_gone(engine: &Path, child: &Path, how: &str) {
    let (engine, child) = (written_pid(engine), written_pid(child));
    let until = Instant::now() + Duration::from_secs(10);
    while !(gone(engine) && gone(child) && left_in_group(engine).is_empty()) && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(gone(engine), "{how}: the engine {engine} is still there");
    assert!(gone(child), "{how}: the engine's child {child} is still there");
    assert_eq!(left_in_group(engine), Vec::<u32>::new(), "{how}: processes left in the engine's group");
}
