#!/bin/sh
# A UCI engine that never answers (and never reads).
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
exec sleep 600
