#!/bin/sh
# A UCI engine whose name, `info string` lines and best moves carry terminal escape
# sequences (a new window title, a cleared screen, a bell, a C1 control sequence); otherwise
# it answers as instant.sh does.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
esc=$(printf "\033"); bel=$(printf "\007"); csi=$(printf "\302\233")
. "$(dirname "$0")/knights.sh"
turn=w
while read -r line; do
  case "$line" in
    uci) echo "id name Evil${esc}]0;PWN${bel}${esc}[2J${csi}31m 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*)
      turn_after "$line" ;;
    go*)
      echo "info string ${esc}]0;PWN${bel}${esc}[2J hello"
      reply
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv ponder${esc}[2J" ;;
    quit) exit 0 ;;
  esac
done
