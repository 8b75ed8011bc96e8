#!/bin/sh
# Make sure there is a real signing key, migrate (web only: MIGRATE=1), load the demo players only
# when asked (LOAD_DEMO=1: their password is published), then hand over to the container's command.
set -e
if [ -z "${SECRET_KEY:-}" ] && [ -n "${SECRET_KEY_FILE:-}" ] && [ ! -s "$SECRET_KEY_FILE" ]; then
  # First start: one random key in the shared volume, read by web, worker and beat alike.
  (umask 077 && mkdir -p "$(dirname "$SECRET_KEY_FILE")" \
    && python -c 'import secrets; print(secrets.token_urlsafe(50))' > "$SECRET_KEY_FILE.$$" \
    && mv -n "$SECRET_KEY_FILE.$$" "$SECRET_KEY_FILE"; rm -f "$SECRET_KEY_FILE.$$")
fi
if [ "${MIGRATE:-0}" = "1" ]; then
  python manage.py migrate --noinput
  python manage.py load_cards
  if [ "${LOAD_DEMO:-0}" = "1" ]; then python manage.py demo; fi
fi
exec "$@"
