#!/usr/bin/env bash
# Runs the whole test suite N times in a row while both cores are kept busy by other processes, to catch tests
# that only pass on an idle machine (real timers timed, fixed sleeps, tight timeouts). See --help.
set -u

usage() {
  cat <<'EOF'
Usage: scripts/stress-test.sh [runs]

Runs `npm test` <runs> times in a row (default 3) while busy loops keep every core loaded, then prints
pass/fail and duration per run and a summary line. Exits 1 if any run failed, 2 on bad usage.

Environment:
  STRESS_CMD       command to run instead of `npm test` (e.g. STRESS_CMD='npx playwright test --project tracker')
  STRESS_LOAD      number of busy loops (default: the number of cores)
  STRESS_MAX_SECS  hard limit for the load generators, in seconds (default 7200); they stop earlier when
                   this script exits, however it exits
  STRESS_LOG_DIR   where each run's output goes (default: a new directory under ${TMPDIR:-/tmp})
EOF
}

case "${1:-}" in
  -h | --help) usage; exit 0 ;;
esac
runs="${1:-3}"
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]] || [ $# -gt 1 ]; then
  usage >&2
  exit 2
fi

cmd="${STRESS_CMD:-npm test}"
load="${STRESS_LOAD:-$(nproc 2>/dev/null || echo 2)}"
max_secs="${STRESS_MAX_SECS:-7200}"
log_dir="${STRESS_LOG_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/beacon-stress.XXXXXX")}"
mkdir -p "$log_dir"
cd "$(dirname "$0")/.." || exit 2

# The load: busy loops, each bounded by `timeout` so none outlives a killed script, and killed by pid on exit
# (with the run in progress, if any).
loaders=()
run_pid=
stop_load() {
  [ -n "$run_pid" ] && kill -- "-$run_pid" 2>/dev/null
  for pid in "${loaders[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${loaders[@]}"; do wait "$pid" 2>/dev/null; done
  loaders=()
}
trap stop_load EXIT
trap 'exit 130' INT TERM
for _ in $(seq "$load"); do
  timeout "$max_secs" sh -c 'while :; do :; done' &
  loaders+=("$!")
done
echo "stress: $load busy loop(s) running; $runs run(s) of: $cmd; logs in $log_dir"

failed=0
total_start=$SECONDS
for i in $(seq "$runs"); do
  start=$SECONDS
  # In the background, in its own process group, so a signal to this script is handled at once (bash
  # defers traps while a foreground child runs) and stops the whole run.
  setsid bash -c "$cmd" >"$log_dir/run-$i.log" 2>&1 &
  run_pid=$!
  if wait "$run_pid"; then result=pass; else result=FAIL; failed=$((failed + 1)); fi
  run_pid=
  echo "run $i/$runs: $result in $((SECONDS - start)) s (log: $log_dir/run-$i.log)"
done
stop_load

echo "stress summary: $((runs - failed))/$runs passed, $failed failed, $((SECONDS - total_start)) s in all, under $load busy loop(s)"
[ "$failed" -eq 0 ]
