#!/bin/sh
# A UCI engine whose best move is never legal.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
while read line; do
  case "$line" in
    uci) echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) echo "info depth 1 score cp 10 pv e2e5"; echo "bestmove e2e5" ;;
    quit) exit 0 ;;
  esac
done
