#!/usr/bin/env bash
# Figures for issue 20 on a lent many-core machine without a Rust toolchain:
# carries target/release/cgame and benches/peers/target/release/peers built
# on the development machine. Writes everything to $OUT/log.txt (or stdout).
# About 5 minutes on a 16-core Xeon (293 s on 2026-11-27), most of it ogs's
# and cgt's runs.
set -u
LOG=${OUT:-/tmp}/log.txt
CG=./target/release/cgame
PEERS=./benches/peers/target/release/peers
exec > >(tee "$LOG") 2>&1
t() { # wall seconds and peak KB of a command, to the log
  if [ -x /usr/bin/time ]; then /usr/bin/time -f "  [%e s, %M KB]" "$@"
  else local s=$(date +%s.%N); "$@"; echo "  [$(echo "$(date +%s.%N) - $s" | bc) s]"; fi
}
ONE="env RAYON_NUM_THREADS=1 taskset -c 0"
echo "== machine"; nproc; lscpu | grep -E "Model name|^CPU\(s\)|Thread|MHz" ; grep -o -m1 pclmulqdq /proc/cpuinfo
echo "== nim products (3 runs)"; for i in 1 2 3; do $PEERS nimber; done
echo "== switch sum to 40, one core (3 runs)"
S=$(for k in $(seq 1 40); do printf '{%d|-%d}+' $k $k; done); S=${S%+}
for i in 1 2 3; do t $ONE $CG eval "($S).Birthday"; done
echo "== Grundy's game to 2^21, one core (3 runs)"
for i in 1 2 3; do t $ONE $CG heap grundy --upto 2097152 --period; done
echo "== Grundy's game to 2^21, two cores: the solver's helper thread (3 runs)"
for i in 1 2 3; do t taskset -c 0,1 $CG heap grundy --upto 2097152 --period; done
echo "== Officers to 2^21 and Treblecross to 2^18 against ogs (its solver is one thread)"
t $PEERS octal .6 2097152 3; t $PEERS octal .007 262144 3
echo "== Toads and Frogs sweep against cgt (toads 13 3)"; t $PEERS toads 13 3
echo "== atlas 12 on 1 and all threads"
for k in 1 16; do echo "threads $k"; t $CG toads --atlas 12 --threads $k | sed -n 1,3p; done
echo "== atlas 14, threads 1 2 4 8 16"
for k in 16 8 4 2 1; do echo "threads $k"; t $CG toads --atlas 14 --threads $k | sed -n 1,2p; done
echo "== Korf's 100, 6-6-3 tables built each run, one core then all"
B=(); while read -r n len rest; do B+=("$rest"); done < <(grep -v '^#' puzzles/tests/data/korf100.txt | grep .)
for i in 1 2 3; do t $ONE $CG fifteen solve --goal blank-first --tables 6-6-3 --cache-dir /tmp/none "${B[@]}" | md5sum; done
for i in 1 2; do t $CG fifteen solve --goal blank-first --tables 6-6-3 --cache-dir /tmp/none "${B[@]}" | md5sum; done
echo "== Grundy's game to 2^24, one core, then two (the helper thread)"
t $ONE timeout 120 $CG heap grundy --upto 16777216 --period
t taskset -c 0,1 timeout 120 $CG heap grundy --upto 16777216 --period
echo "== Konane against cgt (3 runs each)"
for b in 'xoxox|oxoxo|xo.ox|oxoxo' 'xoxoxo|oxo.ox|xoxoxo|ox.xox'; do t $PEERS konane "$b" 3; done
echo "== the second Konane board, ours on 2, 4, 16 threads (cgt on one; a peers binary built with --features cgt-rayon puts cgt on every core)"
for k in 2 4 16; do t $PEERS konane 'xoxoxo|oxo.ox|xoxoxo|ox.xox' 3 $k; done
echo "== Clobber 3 x 6 on 1, 2, 4, 16 threads: time and peak memory (near copies of results bounded, 2026-11-28)"
for k in 1 2 4 16; do echo "threads $k"; t $CG --threads $k eval 'Clobber("xoxoxo|oxoxox|xoxoxo")'; done
echo "== done"
