#!/bin/sh
# Migrate (web only: MIGRATE=1), then hand over to the container's command.
set -e
if [ "${MIGRATE:-0}" = "1" ]; then
  python manage.py migrate --noinput
  python manage.py load_cards
  if [ "${LOAD_DEMO:-0}" = "1" ]; then python manage.py demo; fi
fi
exec "$@"
