#!/usr/bin/env bash
# Every test: typecheck, lint, format, production build, Storybook build, then unit, story, picture and end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tests/support/ensure-chromium.sh
bash tests/support/ensure-services.sh

npm run typecheck
npm run lint
npm run format:check
npm run build
npm run build-storybook

mkdir -p .test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=$?
node tests/support/print-summary.mjs .test-results/vitest.json
exit "$status"
