#!/bin/sh
# A UCI engine that will not go: it ignores `quit`, the end of its input, SIGTERM, SIGHUP and
# SIGINT, and starts a child of its own that sleeps (ignoring them too). Otherwise it answers
# as instant.sh does, after thinking FAKE_ENGINE_THINK seconds (0 by default). Its child's
# process id goes to the file FAKE_ENGINE_CHILD names, then its own to FAKE_ENGINE_PID's.
trap '' TERM HUP INT
sleep 600 &
echo $! > "${FAKE_ENGINE_CHILD:-/dev/null}"
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
. "$(dirname "$0")/knights.sh"
turn=w
while :; do
  if ! read -r line; then
    sleep 1
    continue
  fi
  case "$line" in
    uci) echo "id name Stubborn 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*)
      turn_after "$line" ;;
    go*)
      sleep "${FAKE_ENGINE_THINK:-0}"
      reply
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv" ;;
  esac
done
