#!/bin/sh
# A UCI engine that shakes hands, then never answers a search.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
while read line; do
  case "$line" in
    uci) echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
  esac
done
