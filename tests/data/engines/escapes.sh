#!/bin/sh
# A UCI engine whose name, `info string` lines and best moves carry terminal escape
# sequences (a new window title, a cleared screen, a bell, a C1 control sequence); otherwise
# it answers as instant.sh does.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
esc=$(printf "\033"); bel=$(printf "\007"); csi=$(printf "\302\233")
turn=w
while read -r line; do
  case "$line" in
    uci) echo "id name Evil${esc}]0;PWN${bel}${esc}[2J${csi}31m 1"; echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*)
      set -- $line
      turn=$4
      if [ $# -gt 9 ] && [ $(( ($# - 9) % 2 )) -eq 1 ]; then
        if [ "$turn" = w ]; then turn=b; else turn=w; fi
      fi ;;
    go*)
      echo "info string ${esc}]0;PWN${bel}${esc}[2J hello"
      if [ "$turn" = w ]; then mv=e2e3; else mv=e7e6; fi
      echo "info depth 1 score cp 0 pv $mv"; echo "bestmove $mv ponder${esc}[2J" ;;
    quit) exit 0 ;;
  esac
done
