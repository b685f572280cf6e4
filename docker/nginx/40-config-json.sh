#!/bin/sh
# Writes the console's and the player's config.json from the environment (the same file both apps
# read at start: API bases, the realtime path, an online map style or tile server).
set -eu
for app in console player; do
  cat > "/usr/share/site/$app/config.json" <<JSON
{ "commonBaseUrl": "${COMMON_BASE_URL:-}", "siteBaseUrl": "${SITE_BASE_URL:-}", "socketUrl": "${SOCKET_URL:-/realtime}", "mapStyleUrl": "${MAP_STYLE_URL:-}", "mapTileUrl": "${MAP_TILE_URL:-}" }
JSON
done
