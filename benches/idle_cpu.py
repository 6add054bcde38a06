#!/usr/bin/env python3
"""Idle CPU of a running clock: runs a ferz screen in a pseudo-terminal of a given size, starts
its clock with a key, lets it run, and reads the CPU time the process used from /proc/PID/stat
(utime + stime). A measurement, not a test: the numbers go to the README's speed section.

    python3 benches/idle_cpu.py target/release/ferz 60

measures `ferz clock` and the game (`ferz`), each at 200x60 (large digits) and 80x24.
"""

import fcntl
import os
import pty
import select
import struct
import sys
import tempfile
import termios
import time

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """utime + stime of `pid`, in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # After the command name: state is field 3, utime 14 and stime 15 (1-based).
    return (int(fields[11]) + int(fields[12])) / TICKS


def drain(fd, until):
    """Reads the screen's output until `until` (the process must never block on writing)."""
    while True:
        left = until - time.monotonic()
        if left <= 0:
            return
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def measure(binary, args, start_key, cols, rows, seconds, home):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update({"HOME": home, "XDG_DATA_HOME": home, "TERM": "xterm-256color"})
        os.execv(binary, [binary] + args)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    drain(fd, time.monotonic() + 1.5)
    os.write(fd, start_key)
    drain(fd, time.monotonic() + 1.0)
    before, t0 = cpu_seconds(pid), time.monotonic()
    drain(fd, t0 + seconds)
    used, wall = cpu_seconds(pid) - before, time.monotonic() - t0
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return used, wall


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/ferz"
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
    if "--tenths" not in sys.argv:
        whole_seconds(binary, seconds)
    tenths(binary)


def whole_seconds(binary, seconds):
    """15+10: the clocks show whole seconds, one redraw a second."""
    runs = [
        ("ferz clock --time 15+10", ["clock", "--time", "15+10"], b" "),
        ("ferz --time 15+10", ["--time", "15+10"], b"\r"),
    ]
    for name, args, key in runs:
        for cols, rows in [(200, 60), (80, 24)]:
            with tempfile.TemporaryDirectory() as home:
                used, wall = measure(binary, args, key, cols, rows, seconds, home)
            print(f"{name:28} {cols}x{rows}: {used:.2f} s CPU in {wall:.0f} s = {100 * used / wall:.3f}% of a core")


def tenths(binary):
    """Under 20 s the clocks show tenths."""
    # Under 20 s the clocks show tenths: ten redraws a second (19.2 s, measured for 15 s).
    for name, args, key in [
        ("ferz clock, tenths", ["clock", "--time", "0.32"], b" "),
        ("ferz, tenths", ["--time", "0.32"], b"\r"),
    ]:
        for cols, rows in [(200, 60), (80, 24)]:
            with tempfile.TemporaryDirectory() as home:
                used, wall = measure(binary, args, key, cols, rows, 15.0, home)
            print(f"{name:28} {cols}x{rows}: {used:.2f} s CPU in {wall:.0f} s = {100 * used / wall:.3f}% of a core")


if __name__ == "__main__":
    main()
