#!/usr/bin/env bash
# `npm test`: everything a change can break, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts (seconds since the start), so a slow phase shows in CI's log.
step() { printf '\n=== %s (at %ss)\n' "$*" "$SECONDS"; }
results=$(mktemp -d)
# PostgreSQL restarted under load (database-restart.test.ts) disturbs every connection to the server:
# only its own step, after the API suite on PostgreSQL, gets the command.
restart_command="${PG_RESTART_COMMAND:-}"
unset PG_RESTART_COMMAND

step "codegen (schema.graphql -> generated types)"
npx graphql-codegen --config codegen.ts --silent
step "typecheck"
npx tsc --noEmit -p tsconfig.json
step "lint"
npx eslint . --max-warnings=0
step "build the web app"
npx vite build --logLevel warn
npx vite build --ssr --logLevel warn
npx tsx tests/bench/bundle-size.ts

step "unit, machines, gateway, server, API on SQLite"
DATABASE_URL= npx vitest run --project unit --project machines --project gateway --project server --project api \
  --reporter=default --reporter=json --outputFile.json="$results/main.json"

if [ -n "${DATABASE_URL:-}" ]; then
  step "API again on PostgreSQL ($DATABASE_URL)"
  npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/postgres.json"
  if [ -n "$restart_command" ]; then
    step "PostgreSQL restarted under load ($restart_command)"
    PG_RESTART_COMMAND="$restart_command" npx vitest run --project api tests/api/database-restart.test.ts \
      --reporter=default --reporter=json --outputFile.json="$results/postgres-restart.json"
  fi
fi

step "end to end in Chromium"
DATABASE_URL= npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$results/e2e.json"

node -e '
  const fs = require("fs"); let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
  }
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (passed === 0 || failed > 0) process.exit(1);
' "$results"
printf 'npm test took %ss\n' "$SECONDS"
