#!/usr/bin/env bash
# Figures for issues 19 and 20 on a lent many-core machine without a Rust
# toolchain: carries target/release/cgame and
# benches/peers/target/release/peers built on the development machine.
# Writes everything to $OUT/log.txt (or /tmp/log.txt). The figures still
# nearest their goals come first, so a run cut short keeps them. About 6
# minutes on a 16-core Xeon (293 s for the older, shorter script on
# 2026-11-27), most of it ogs's and cgt's runs.
set -u
LOG=${OUT:-/tmp}/log.txt
CG=./target/release/cgame
PEERS=./benches/peers/target/release/peers
exec > >(tee "$LOG") 2>&1
# Wall seconds and peak resident KB of a command. /usr/bin/time where the
# machine has it, else Python's getrusage of the child (bc, which an older
# fallback used, is not on every image).
t() {
  if [ -x /usr/bin/time ]; then /usr/bin/time -f "  [%e s, %M KB]" timeout 200 "$@"
  else python3 - "$@" <<'PY'
import resource, subprocess, sys, time
s = time.perf_counter()
rc = subprocess.call(["timeout", "200"] + sys.argv[1:])
kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"  [{time.perf_counter() - s:.2f} s, {kb} KB{'' if rc == 0 else f', rc {rc}'}]", file=sys.stderr, flush=True)
PY
  fi
}
ONE="env RAYON_NUM_THREADS=1 taskset -c 0"
echo "== machine"; nproc; lscpu | grep -E "Model name|^CPU\(s\)|Thread|MHz"; grep -o -m1 pclmulqdq /proc/cpuinfo
echo "== build"; $CG --version; git log -1 --oneline 2>/dev/null
echo "== Konane against cgt, ours on one thread (3 runs each; issue 19's goal 0.2)"
for b in 'xoxox|oxoxo|xo.ox|oxoxo' 'xoxoxo|oxo.ox|xoxoxo|ox.xox'; do t $PEERS konane "$b" 3; done
echo "== Korf's 100, 6-6-3 tables built each run, one core (3 runs; goal 3 s)"
B=(); while read -r n len rest; do B+=("$rest"); done < <(grep -v '^#' puzzles/tests/data/korf100.txt | grep .)
for i in 1 2 3; do t $ONE $CG fifteen solve --goal blank-first --tables 6-6-3 --cache-dir /tmp/none "${B[@]}" | md5sum; done
echo "== Officers to 2^21 and Treblecross to 2^18 against ogs (its solver is one thread; goal 0.25)"
t $PEERS octal .6 2097152 3; t $PEERS octal .007 262144 3
echo "== Toads and Frogs sweep against cgt (toads 13 3), all cores, then two (goal 0.05 on 2 cores)"
t $PEERS toads 13 3; t taskset -c 0,1 $PEERS toads 13 3
echo "== nim products (3 runs; goals 10 ns, inverse 50 ns)"; for i in 1 2 3; do $PEERS nimber; done
echo "== switch sum to 40, one core (3 runs; goal 0.5 s)"
S=$(for k in $(seq 1 40); do printf '{%d|-%d}+' $k $k; done); S=${S%+}
for i in 1 2 3; do t $ONE $CG eval "($S).Birthday"; done
echo "== Grundy's game to 2^21, one core (3 runs; goal 4 s)"
for i in 1 2 3; do t $ONE $CG heap grundy --upto 2097152 --period; done
echo "== Grundy's game to 2^21, two cores: the solver's helper thread (3 runs)"
for i in 1 2 3; do t taskset -c 0,1 $CG heap grundy --upto 2097152 --period; done
echo "== atlas 12 on 1 and all threads (goal 10 s on 2 cores)"
for k in 1 16; do echo "threads $k"; t $CG toads --atlas 12 --threads $k | sed -n 1,3p; done
echo "== atlas 14, threads 16 8 4 2 1 (goal 2 min on 2 cores)"
for k in 16 8 4 2 1; do echo "threads $k"; t $CG toads --atlas 14 --threads $k | sed -n 1,2p; done
echo "== Korf's 100 on all cores (2 runs)"
for i in 1 2; do t $CG fifteen solve --goal blank-first --tables 6-6-3 --cache-dir /tmp/none "${B[@]}" | md5sum; done
echo "== Grundy's game to 2^24, one core, then two (the helper thread; goal 30 s)"
t $ONE $CG heap grundy --upto 16777216 --period
t taskset -c 0,1 $CG heap grundy --upto 16777216 --period
echo "== the second Konane board, ours on 2 and 16 threads (cgt on one)"
for k in 2 16; do t $PEERS konane 'xoxoxo|oxo.ox|xoxoxo|ox.xox' 3 $k; done
echo "== Clobber 3 x 6 on 1, 2, 4, 16 threads: time and peak memory"
for k in 1 2 4 16; do echo "threads $k"; t $CG --threads $k eval 'Clobber("xoxoxo|oxoxox|xoxoxo")'; done
echo "== done"
