#!/bin/sh
# A UCI engine that answers every search at once, for games of knights going to and fro
# (1. Nf3 Nf6 2. Ng1 Ng8 …): its best move is e2e3 for White and e7e6 for Black, legal in
# every position of such a game. The side to move is read from the FEN and the number of
# moves after it.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
. "$(dirname "$0")/knights.sh"
turn=w
while read -r line; do
  case "$line" in
    uci) echo "id name Instant 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*)
      turn_after "$line" ;;
    go*)
      reply
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv" ;;
    quit) exit 0 ;;
  esac
done
