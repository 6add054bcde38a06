#!/bin/sh
# A UCI engine that dies at its first search (and says so by leaving the file
# $FAKE_ENGINE_ONCE behind); started again, it plays at once: e7e6 for Black, e2e3 for White.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
. "$(dirname "$0")/knights.sh"
turn=w
while read -r line; do
  case "$line" in
    uci) echo "id name Fragile 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*) turn_after "$line" ;;
    go*)
      if [ ! -e "${FAKE_ENGINE_ONCE:-/nonexistent}" ]; then
        : > "${FAKE_ENGINE_ONCE:-/dev/null}"
        exit 9
      fi
      reply
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv" ;;
    quit) exit 0 ;;
  esac
done
