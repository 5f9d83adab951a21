#!/usr/bin/env bash
# Brings up a private WordPress on loopback from Debian's packages, with the companion plugin and
# the content/ dataset imported. WP_VERSION picks WordPress: 7.1 (the default, from Debian unstable)
# or 6.1 (Debian 12's), see wordpress-tree.sh; WP_BARE=1 leaves out the plugin and the dataset.
# Touches no system-wide WordPress or MariaDB configuration: the database, the WordPress copy and
# the pids live in $WP_STATE_DIR. Last line: CMS_URL=…
set -euo pipefail
cd "$(dirname "$0")/../.."

STATE="$(realpath -m "${WP_STATE_DIR:-.wordpress}")"
WP_PORT="${WP_PORT:-8080}"
DB_PORT="${WP_DB_PORT:-3307}"
WP_DIR="$STATE/wp"
DB_DIR="$STATE/mysql"
SOCKET="$STATE/mysql.sock"
mkdir -p "$STATE"

log() { echo "wp-up: $*" >&2; }
# Node is always here (curl may not be): exit 0 when the URL answers 2xx.
probe() { node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; }

missing=()
for pkg in php-cli php-mysql php-gd mariadb-server; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# MariaDB on a private datadir, socket and port.
if [ ! -d "$DB_DIR/mysql" ]; then
  log "initialising the database in $DB_DIR"
  mariadb-install-db --no-defaults --user=root --datadir="$DB_DIR" --auth-root-authentication-method=socket >/dev/null
fi
if ! [ -S "$SOCKET" ] || ! mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1; then
  mariadbd --no-defaults --user=root --datadir="$DB_DIR" --socket="$SOCKET" --port="$DB_PORT" \
    --bind-address=127.0.0.1 --pid-file="$STATE/mariadb.pid" --log-error="$STATE/mariadb.log" \
    --skip-name-resolve --innodb-buffer-pool-size=64M >/dev/null 2>&1 &
  for _ in $(seq 1 100); do
    mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 && break
    sleep 0.2
  done
fi
mariadb --no-defaults --socket="$SOCKET" -uroot -e "
  CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4;
  CREATE USER IF NOT EXISTS 'wp'@'127.0.0.1' IDENTIFIED BY 'wp';
  GRANT ALL ON wordpress.* TO 'wp'@'127.0.0.1';"

# A private copy of the chosen WordPress with its own configuration and the companion plugin.
if [ ! -f "$WP_DIR/wp-settings.php" ]; then
  source_tree="$(bash wordpress/scripts/wordpress-tree.sh)"
  log "copying $source_tree to $WP_DIR"
  mkdir -p "$WP_DIR"
  cp -rL "$source_tree/." "$WP_DIR/"
fi
salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
cat > "$WP_DIR/wp-config.php" <<PHP
<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', '127.0.0.1:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', 'http://127.0.0.1:$WP_PORT' );
define( 'WP_SITEURL', 'http://127.0.0.1:$WP_PORT' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'SITE_BLOCKS_SITE_URL', '${SITE_URL:-http://127.0.0.1:3000}' );
define( 'SITE_BLOCKS_PREVIEW_SECRET', '${PREVIEW_SECRET:-}' );
define( 'SITE_BLOCKS_PURGE_SECRET', '${PURGE_SECRET:-}' );
define( 'AUTH_KEY', '$(salt)' );
define( 'SECURE_AUTH_KEY', '$(salt)' );
define( 'LOGGED_IN_KEY', '$(salt)' );
define( 'NONCE_KEY', '$(salt)' );
define( 'AUTH_SALT', '$(salt)' );
define( 'SECURE_AUTH_SALT', '$(salt)' );
define( 'LOGGED_IN_SALT', '$(salt)' );
define( 'NONCE_SALT', '$(salt)' );
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
if [ -n "${WP_BARE:-}" ]; then
  # A bare WordPress, as a site owner has before installing the plugin: no plugin, no dataset.
  php wordpress/scripts/install.php "$WP_DIR" >&2
else
  # The plugin as its zip holds it (scripts built), laid out straight into this WordPress.
  node_modules/.bin/tsx build/write-plugin.ts --to "$WP_DIR/wp-content/plugins/site-blocks-api" >&2
  bundle="$STATE/import-bundle.json"
  node_modules/.bin/tsx wordpress/import/export-bundle.ts "${CONTENT_DIR:-content}" >"$bundle"
  # The database as the install and the import leave it is kept (.cache/wordpress/snapshots), under
  # a key of everything that makes it: this WordPress's version, the plugin, the install and import
  # scripts, the content's bundle and the admin password. A new WordPress with the same key starts
  # from it (seconds) instead of importing again (15 s or more); the address it was made on, in
  # post guids and the home and site URL options, becomes this one's.
  snapshots="$(realpath -m "${WP_CACHE_DIR:-.cache/wordpress}")/snapshots"
  key="$(
    {
      cat "$WP_DIR/wp-includes/version.php" wordpress/scripts/install.php wordpress/import/import.php wordpress/import/import-forum.php "$bundle"
      find "$WP_DIR/wp-content/plugins/site-blocks-api" -type f -print0 | sort -z | xargs -0 sha256sum | cut -c1-64
      echo "${WP_ADMIN_PASSWORD:-}"
    } | sha256sum | cut -c1-24
  )"
  snapshot="$snapshots/$key.sql"
  sql() { mariadb --no-defaults --socket="$SOCKET" -uroot "$@"; }
  empty="$(sql -N -e "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'wordpress'")"
  if [ "$empty" = "0" ] && [ -f "$snapshot" ]; then
    log "restoring the database from $snapshot"
    sql wordpress <"$snapshot"
    made_on="$(head -1 "$snapshot" | sed -n 's/^-- made on //p')"
    here="127.0.0.1:$WP_PORT"
    sql wordpress -e "
      UPDATE wp_posts SET guid = REPLACE(guid, 'http://$made_on/', 'http://$here/') WHERE guid LIKE 'http://$made_on/%';
      UPDATE wp_options SET option_value = 'http://$here' WHERE option_name IN ('home', 'siteurl');"
  else
    php wordpress/scripts/install.php "$WP_DIR" site-blocks-api/site-blocks-api.php >&2
    php wordpress/import/import.php "$WP_DIR" <"$bundle" >&2
    if [ "$empty" = "0" ]; then
      mkdir -p "$snapshots"
      # Its first line names the address it was made on. Written aside, then moved: a WordPress
      # starting meanwhile never reads half a snapshot.
      {
        echo "-- made on 127.0.0.1:$WP_PORT"
        mariadb-dump --no-defaults --socket="$SOCKET" -uroot --single-transaction wordpress
      } >"$snapshot.$$"
      mv "$snapshot.$$" "$snapshot"
    fi
  fi
  rm -f "$bundle"
fi

# PHP's built-in server with a few workers, on loopback.
if ! probe "http://127.0.0.1:$WP_PORT/wp-json/"; then
  PHP_CLI_SERVER_WORKERS="${WP_WORKERS:-4}" php -S "127.0.0.1:$WP_PORT" -t "$WP_DIR" wordpress/scripts/router.php \
    >"$STATE/php.log" 2>&1 &
  echo $! >"$STATE/php.pid"
  for _ in $(seq 1 100); do
    probe "http://127.0.0.1:$WP_PORT/wp-json/" && break
    sleep 0.1
  done
fi
ready="site/v1/settings"
[ -z "${WP_BARE:-}" ] || ready="wp/v2/types"
probe "http://127.0.0.1:$WP_PORT/wp-json/$ready" || { log "WordPress did not answer; see $STATE/php.log"; exit 1; }
echo "CMS_URL=http://127.0.0.1:$WP_PORT/wp-json"
