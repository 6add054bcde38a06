#!/bin/sh
# A UCI engine that plays one move and dies at its second search, mid-game: its first answer
# is e2e4 for White and e7e5 for Black (legal as a first move), its second never comes.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
. "$(dirname "$0")/knights.sh"
turn=w
searched=0
while read -r line; do
  case "$line" in
    uci) echo "id name Brittle 2"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*) turn_after "$line" ;;
    go*)
      searched=$((searched + 1))
      [ "$searched" -ge 2 ] && exit 9
      if [ "$turn" = w ]; then mv=e2e4; else mv=e7e5; fi
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv" ;;
    quit) exit 0 ;;
  esac
done
