#!/usr/bin/env bash
# Installs the Debian packages and fonts CollectionCanvas needs, and only those
# that are missing, so a re-run costs a few milliseconds.
set -euo pipefail

missing=()
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || missing+=(libpango1.0-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev)
pkg-config --exists libturbojpeg 2>/dev/null || missing+=(libturbojpeg0-dev)
# Vector images in asset catalogues: PDF and SVG.
pkg-config --exists poppler-glib 2>/dev/null || missing+=(libpoppler-glib-dev)
pkg-config --exists librsvg-2.0 2>/dev/null || missing+=(librsvg2-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)
if command -v fc-list >/dev/null 2>&1; then
  # Read once: `fc-list | grep -q` fails under pipefail when grep stops
  # early and fc-list dies of SIGPIPE, which reinstalled fonts that were
  # there.
  fonts="$(fc-list)"
  has_font() { grep -q -- "$1" <<<"$fonts"; }
  has_font 'WenQuanYi Micro Hei' || missing+=(fonts-wqy-microhei)
  has_font 'DejaVuSans.ttf' || missing+=(fonts-dejavu-core)
  # The system font's stand-in: Inter and Inter Display (San Francisco is
  # used instead where a team installed it).
  has_font 'Inter Display' || missing+=(fonts-inter)
  # Stand-ins for SF Symbols, and colour emoji.
  has_font 'Material Design Icons' || missing+=(fonts-materialdesignicons-webfont)
  has_font 'Noto Color Emoji' || missing+=(fonts-noto-color-emoji)
else
  missing+=(fonts-wqy-microhei fonts-dejavu-core fonts-inter fonts-materialdesignicons-webfont fonts-noto-color-emoji)
fi
# A headless browser for the tests of `canvas preview`; they are skipped,
# saying so, where it cannot be installed.
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
if ! $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
  # Without the browser the rest still works: install what can be.
  rest=()
  for package in "${missing[@]}"; do
    case "$package" in chromium | chromium-driver) ;; *) rest+=("$package") ;; esac
  done
  if [ ${#rest[@]} -gt 0 ]; then
    $sudo apt-get install -y -qq --no-install-recommends "${rest[@]}" >/dev/null
  fi
  echo "setup: chromium could not be installed; the preview's browser tests will be skipped" >&2
fi
fc-cache -f >/dev/null 2>&1 || true
