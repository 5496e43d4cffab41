#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: Chromium for the
# Playwright suite, the PostgreSQL server binaries for the PostgreSQL run of the Go tests,
# nginx for the cluster test, and Liberation Sans and Serif (the local fonts that
# e2e/tests/font-swap.spec.ts lays the pages out in before the web fonts arrive).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || need+=(fonts-liberation)
for extra in "$@"; do command -v "$extra" >/dev/null 2>&1 || need+=("$extra"); done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "install-test-deps: please install: ${need[*]} (apt-get install -y ${need[*]})" >&2; exit 1
  fi
fi
echo "install-test-deps: installing ${need[*]}"
${SUDO:-} apt-get update -qq
DEBIAN_FRONTEND=noninteractive ${SUDO:-} apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
