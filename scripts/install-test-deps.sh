#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: the npm packages from the lock file and Debian's
# Chromium for the end-to-end tests (Playwright never downloads a browser here: the tests run in its headless
# shell, the benchmark and Lighthouse in the whole browser), Debian's nginx and Debian's PostgreSQL server (the
# registry's tests run once against a throwaway cluster of it: scripts/registry-postgres.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
# nginx serves the build with the production configuration (deploy/nginx) for its smoke test.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Exactly the lock file's packages. npm 11 leaves platform packages the registry lacks out of a lock it writes
# and npm ci then refuses it: scripts/lock-optional-platforms.mjs puts them back after a lock change.
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
