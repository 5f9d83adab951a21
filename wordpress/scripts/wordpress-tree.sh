#!/usr/bin/env bash
# Prints the path of a WordPress tree of the version WP_VERSION asks for (7.1 by default, or 6.1),
# for wp-up.sh to copy. Progress goes to stderr; the last line on stdout is the path.
#
# - 6.1 is Debian 12's own package, installed with apt as any package of this machine.
# - 7.1 comes from Debian's unstable suite, without touching the machine's apt sources: apt-get
#   downloads the `wordpress` package and the packages its files link into, with a private sources
#   list and state folder (apt checks them against the suite's signed index), and dpkg -x unpacks
#   them into one root in the cache folder (WP_CACHE_DIR, .cache/wordpress).
#   A suite keeps only its newest build: the newest 7.1.* is taken; if unstable has moved past 7.1,
#   the newest it has is taken instead, and this says so in one line.
set -euo pipefail
cd "$(dirname "$0")/../.."

WANTED="${WP_VERSION:-7.1}"
log() { echo "wordpress-tree: $*" >&2; }

if [ "$WANTED" = "6.1" ]; then
  if ! dpkg -s wordpress >/dev/null 2>&1; then
    log "installing Debian 12's wordpress package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wordpress >/dev/null
  fi
  installed="$(dpkg-query -W -f='${Version}' wordpress)"
  case "$installed" in
    6.1.*) ;;
    *) log "Debian's installed wordpress is $installed, not 6.1: WP_VERSION=6.1 needs Debian 12's package"; exit 1 ;;
  esac
  echo /usr/share/wordpress
  exit 0
fi

if [ "$WANTED" != "7.1" ]; then
  log "WP_VERSION is 7.1 (the default) or 6.1, not '$WANTED'"
  exit 1
fi

CACHE="$(realpath -m "${WP_CACHE_DIR:-.cache/wordpress}")"
APT="$CACHE/apt"
mkdir -p "$APT/lists/partial" "$CACHE/trees"
# The packages the WordPress package's files are relative symlinks into (its PHP libraries and
# scripts), and the default theme it recommends (apt installs it with WordPress, as Debian 12's
# package brings its own).
LINKED=(libphp-phpmailer php-getid3 libjs-jquery-ui libjs-lodash libjs-underscore libjs-cropper wordpress-theme-twentytwentyfive)
KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg
[ -f "$KEYRING" ] || { log "$KEYRING is missing: install Debian's debian-archive-keyring"; exit 1; }
printf 'deb [signed-by=%s] http://deb.debian.org/debian unstable main\n' "$KEYRING" >"$APT/sources.list"
apt_options=(
  -o "Dir::Etc::SourceList=$APT/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$APT/lists" -o "Dir::Cache=$APT" -o "Dir::Cache::archives=$APT/debs"
  -o Dir::State::status=/dev/null -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null
  -o APT::Sandbox::User=root
)

# One run at a time over the cache (test files may start WordPress side by side).
exec 9>"$CACHE/.lock"
flock 9

# The suite's index is read again once a day: a newer build of the suite is then taken.
index="$(find "$APT/lists" -maxdepth 1 -name '*_InRelease' -mmin -1440 -print -quit)"
if [ -z "$index" ]; then
  log "reading Debian unstable's package index"
  if ! apt-get "${apt_options[@]}" -qq update >&2; then
    # Offline, an index read before still says which build the cached tree is.
    [ -n "$(find "$APT/lists" -maxdepth 1 -name '*_InRelease' -print -quit)" ] || { log "Debian unstable's index could not be read"; exit 1; }
    log "Debian unstable's index could not be read: using the one read before"
  fi
fi
candidate="$(apt-cache "${apt_options[@]}" show wordpress 2>/dev/null | sed -n 's/^Version: //p' | sort -V | tail -n 1)" || true
[ -n "$candidate" ] || { log "Debian unstable's index lists no wordpress package (was it read? see the lines above)"; exit 1; }
upstream="${candidate%%+*}"
case "$upstream" in
  "$WANTED".*) ;;
  *) log "WordPress $WANTED is no longer in Debian unstable, which has $upstream: taking $upstream" ;;
esac

# One tree per build of WordPress and list of packages.
tree="$CACHE/trees/$candidate-$(echo "${LINKED[*]}" | sha256sum | cut -c1-8)"
if [ ! -f "$tree/usr/share/wordpress/wp-includes/version.php" ]; then
  log "downloading WordPress $candidate with ${LINKED[*]}"
  rm -rf "$tree.partial" "$APT/debs"
  mkdir -p "$tree.partial" "$APT/debs"
  (cd "$APT/debs" && apt-get "${apt_options[@]}" -qq download "wordpress=$candidate" "${LINKED[@]}" >&2)
  for deb in "$APT"/debs/*.deb; do dpkg -x "$deb" "$tree.partial"; done
  # Links out of the tree point to the machine's files (the CA bundle, /etc/wordpress/htaccess):
  # those this machine lacks are left out of the copy. Every link inside the tree must resolve.
  root="$tree.partial/usr/share/wordpress"
  find "$root" -xtype l -lname '/*' -delete
  dangling="$(find "$root" -xtype l)"
  [ -z "$dangling" ] || { log "links the unpacked packages do not satisfy: $dangling"; exit 1; }
  mv "$tree.partial" "$tree"
  # Older builds are of no more use; the packages stay (in debs/) until the next download.
  find "$CACHE/trees" -mindepth 1 -maxdepth 1 ! -name "$(basename "$tree")" -exec rm -rf {} +
fi
echo "$tree/usr/share/wordpress"
