#!/bin/sh
# A UCI engine that shakes hands and then never answers a search: a player whose flag must
# fall. It starts a child of its own, which must not outlive ferz either.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
sleep 600 &
echo $! > "${FAKE_CHILD_PID:-/dev/null}"
while read -r line; do
  case "$line" in
    uci) echo "id name Forever 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) ;;
  esac
done
