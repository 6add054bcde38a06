# Sourced by the mock engines of knights going to and fro (instant.sh and its kin), not run:
# the side to move after a `position fen … moves …` line, and the one reply that is legal in
# every position of such a game (e2e3 for White, e7e6 for Black).

# Sets `turn` (w or b) from a whole `position fen FEN moves M…` line.
turn_after() {
  set -- $1
  turn=$4
  if [ $# -gt 9 ] && [ $(( ($# - 9) % 2 )) -eq 1 ]; then
    if [ "$turn" = w ]; then turn=b; else turn=w; fi
  fi
}

# Sets `mv` to the reply for `turn`.
reply() {
  if [ "$turn" = w ]; then mv=e2e3; else mv=e7e6; fi
}
