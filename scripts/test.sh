#!/usr/bin/env bash
# The whole test suite: generated-code drift, formatting, lint, typecheck, then every test tier.
# Runs inside scripts/bootstrap.sh, so Node 24, pnpm and dependencies are in place.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$*"; }

step "generated gRPC types, the OpenAPI document, the client and the SLO rules are up to date"
node scripts/gen-protos.ts --check
node services/gateway/src/openapi.generate.ts --check
node packages/client/scripts/generate.ts --check
node scripts/gen-slo-rules.ts --check
step "formatting (Prettier; .prettierignore lists what is generated)"
pnpm exec prettier --check . --log-level=warn
step "lint"
pnpm exec eslint . --max-warnings=0
step "typecheck"
pnpm exec tsc -p tsconfig.json --noEmit
step "tests (small, medium, end-to-end)"
mkdir -p .test-results
set +e
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json
status=$?
set -e
# A plain closing line that any CI reader understands.
node -e '
const r = JSON.parse(require("fs").readFileSync(".test-results/vitest.json", "utf8"));
const skipped = r.numPendingTests + r.numTodoTests;
const broken = r.testResults.filter((file) => file.status === "failed" && file.assertionResults.every((t) => t.status !== "failed"));
console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
// A file whose set-up failed fails no single test: name it, or the line above reads as green.
for (const file of broken) console.log(`FAILED TO RUN: ${file.name}: ${(file.message || "").split("\n")[0]}`);
if (r.numTotalTests === 0) process.exit(1);
' || status=1
exit $status
