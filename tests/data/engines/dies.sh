#!/bin/sh
# A UCI engine that ends as soon as it is spoken to.
echo $$ > "${FAKE_ENGINE_PID:-/dev/null}"
read line
exit 3
