#!/bin/sh
# A UCI engine that shakes hands, then answers a search with `info` lines for ever, each
# coming well within the wait for the next, and never with a best move (nor does it read
# `stop`).
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
while read -r line; do
  case "$line" in
    uci) echo "id name Streams 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*)
      depth=1
      while :; do
        echo "info depth $depth score cp 12 nodes $depth pv e2e4"
        depth=$(( depth % 40 + 1 ))
        sleep 0.05
      done ;;
    quit) exit 0 ;;
  esac
done
