#!/usr/bin/env bash
# `npm test`: every suite, on a fresh clone, with nothing running but what it starts itself.
# Installs Debian's Chromium when missing (the browser suites need it; no browser downloads here).
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "== Устанавливаю Chromium из пакетов Debian"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null || {
    echo "Не удалось установить chromium (apt-get install -y chromium)"; exit 1; }
fi

passed=0
failed=0
failed_names=()
run_suite() {
  local name=$1; shift
  echo
  echo "== $name: $*"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); echo "== $name: ok ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1)); failed_names+=("$name"); echo "== $name: FAILED ($((SECONDS - started)) s)"
  fi
}

run_suite typecheck npx tsc -b
# The walls between workspaces (eslint.config.js): arrows that run the wrong way, relative reaches;
# and comments cite the repository's own docs/, never the specifications or issues a reader cannot open.
run_suite lint bash -c 'npx eslint . && node scripts/docs/repoint-comments.mjs --check'
run_suite unit-and-bff npx vitest run --project=node
run_suite moderation-eval npm run --silent moderation:eval
# Consumer tests (app/pact, widgets/pact) write contracts/pacts/, then the BFF verifies those files against itself.
rm -f contracts/pacts/*.json
run_suite pact-consumer npx vitest run --project=pact app/pact widgets/pact
run_suite pact-provider npx vitest run --project=pact bff/test
run_suite build npm run build
# The published Storybook: built, served by the compiled BFF at /storybook/, every story opened by direct
# link in light and dark at the viewport it asks for (play function, axe check, no page error).
# `npx vitest run --project=storybook` runs the same stories on the dev server, for quick work on one.
run_suite storybook npx playwright test -c e2e/storybook.config.ts
run_suite e2e npx playwright test -c e2e/playwright.config.ts

echo
[ ${#failed_names[@]} -gt 0 ] && echo "Failed suites: ${failed_names[*]}"
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
