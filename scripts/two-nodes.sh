#!/usr/bin/env bash
# Two portal nodes on one throw-away PostgreSQL and one s3rver bucket behind a round-robin proxy, checked by
# scripts/two-nodes-check.mjs (decision 136). Prints `N passed, M failed`; exits non-zero on a failure.
# TWO_NODES_LOGS=DIR keeps the nodes' logs there; TWO_NODES_BUILT=1 runs the compiled API (apps/api/dist, after
# `npm run build`) instead of the sources through tsx.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/with-postgres.sh node --import tsx scripts/two-nodes-check.mjs
