#!/usr/bin/env bash
# Renders the blog featured images: content/blog/image-sources/{key}.svg ->
# public/images/blog/{key}-{width}.webp at every srcset width (content-rules/image-widths.ts).
# Usage: content/blog/image-sources/render.sh [key ...]   (no keys: every key in content/blog/images.json)
# Needs rsvg-convert (librsvg2-bin) and cwebp (webp). QUALITY overrides the WebP quality (default 82).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
out="$root/public/images/blog"
quality="${QUALITY:-82}"
widths=(320 640 768 1024 1280 1536)
# The 1536 px file is the largest candidate; keep it light enough for a card grid.
max_bytes=$((60 * 1024))

for tool in rsvg-convert cwebp; do
  command -v "$tool" >/dev/null || { echo "render.sh: $tool is not installed" >&2; exit 1; }
done

if [ "$#" -gt 0 ]; then
  keys=("$@")
else
  # Keys come from images.json so a key without a drawing fails loudly instead of being skipped.
  mapfile -t keys < <(node -e 'for (const k of Object.keys(require(process.argv[1]))) console.log(k)' "$root/content/blog/images.json")
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
status=0

for key in "${keys[@]}"; do
  src="$here/$key.svg"
  [ -f "$src" ] || { echo "render.sh: missing $src" >&2; status=1; continue; }
  for w in "${widths[@]}"; do
    h=$((w * 864 / 1536))
    rsvg-convert -w "$w" -h "$h" "$src" -o "$tmp/$key.png"
    cwebp -quiet -q "$quality" "$tmp/$key.png" -o "$out/$key-$w.webp"
  done
  size=$(wc -c <"$out/$key-1536.webp")
  echo "$key: 1536 px = $size bytes"
  if [ "$size" -ge "$max_bytes" ]; then
    echo "render.sh: $key-1536.webp is over 60 KB: simplify the drawing or lower QUALITY" >&2
    status=1
  fi
done

exit "$status"
