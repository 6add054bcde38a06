#!/bin/sh
# A UCI engine that shakes hands, then answers a search with a broken score.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
while read line; do
  case "$line" in
    uci) echo "id name Garbage 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) echo "info depth 1 score cp banana pv e2e4" ;;
    quit) exit 0 ;;
  esac
done
