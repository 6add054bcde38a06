#!/bin/sh
# A UCI engine that answers as instant.sh does, but thinks FAKE_ENGINE_THINK seconds (0 by
# default) over every position reached by 1. Nc3 (its moves hold b1c3), and ignores SIGTERM,
# SIGHUP and SIGINT. Its process id is added as a line to the file FAKE_ENGINE_PIDS names;
# each position line it has answered is added to the file FAKE_ENGINE_LOG names, once answered.
trap '' TERM HUP INT
echo $$ >> "${FAKE_ENGINE_PIDS:-/dev/null}"
. "$(dirname "$0")/knights.sh"
turn=w
position=
while read -r line; do
  case "$line" in
    uci) echo "id name Slow knight 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*)
      position=$line
      turn_after "$line" ;;
    go*)
      case "$position" in
        *b1c3*) sleep "${FAKE_ENGINE_THINK:-0}" ;;
      esac
      reply
      echo "$position" >> "${FAKE_ENGINE_LOG:-/dev/null}"
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv" ;;
    quit) exit 0 ;;
  esac
done
