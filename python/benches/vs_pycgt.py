"""combinatorial_games against pycgt 0.2 on the same work, in one run.

    python3 python/benches/vs_pycgt.py OURS_PYTHON PYCGT_PYTHON [--runs N]

OURS_PYTHON is an interpreter with this package installed (python/test.sh
makes target/python-venv), PYCGT_PYTHON one with `pip install pycgt==0.2.0`
(kept apart: pycgt is a peer, not a dependency). Each (library, workload)
runs in a fresh process, so that neither library's caches carry over, and
is timed inside it around the work alone (imports excluded); the table
gives the median of the runs and the ratio. Each run also prints the values
it found, and the script checks that both libraries found the same: pycgt's
games are converted to ours option by option, from its own forms.
"""

import json
import statistics
import subprocess
import sys

WORKLOADS = {
    "toads_rows_11": "Toads and Frogs rows T^a _^b F^c, 1 <= a+b+c <= 11 (363 boards)",
    "switch_sum_10": "{1|-1} + {2|-2} + ... + {10|-10}",
    "switch_sum_14": "{1|-1} + {2|-2} + ... + {14|-14}",
    "domineering_2x16": "Domineering, an empty 2 x 16 board",
}

OURS = r'''
import json, sys, time
from combinatorial_games import Game, ToadsAndFrogs, Domineering
work = sys.argv[1]
t = time.perf_counter()
if work == "toads_rows_11":
    out = [str(ToadsAndFrogs("T" * a + "_" * b + "F" * c).value())
           for a in range(12) for b in range(12) for c in range(12)
           if 0 < a + b + c <= 11]
elif work.startswith("switch_sum_"):
    n = int(work.rsplit("_", 1)[1])
    g = Game(0)
    for k in range(1, n + 1):
        g = g + Game.from_options([k], [-k])
    out = [str(g)]
elif work == "domineering_2x16":
    out = [str(Domineering("|".join(["." * 16] * 2)).value())]
print(json.dumps({"seconds": time.perf_counter() - t, "values": out}))
'''

PEER = r'''
import json, sys, time
import importlib
G = importlib.import_module("pycgt.game")  # the module, not pycgt.game the function
from pycgt.rulesets import toads_and_frogs, domineering
from pycgt.values import integer
work = sys.argv[1]

def text(g, memo={}):
    # The form written out as {L|R} with every option, for conversion.
    if g not in memo:
        memo[g] = "{" + ",".join(text(x) for x in g.left) + "|" + ",".join(text(x) for x in g.right) + "}"
    return memo[g]

t = time.perf_counter()
if work == "toads_rows_11":
    gs = [toads_and_frogs.value("t" * a + "." * b + "f" * c)
          for a in range(12) for b in range(12) for c in range(12)
          if 0 < a + b + c <= 11]
elif work.startswith("switch_sum_"):
    n = int(work.rsplit("_", 1)[1])
    g = G.ZERO
    for k in range(1, n + 1):
        g = G.add(g, G.game([integer(k)], [integer(-k)]))
    gs = [g]
elif work == "domineering_2x16":
    gs = [domineering.rectangle(2, 16)]
seconds = time.perf_counter() - t
print(json.dumps({"seconds": seconds, "values": [text(g) for g in gs]}))
'''


def run(python, script, work):
    out = subprocess.run([python, "-c", script, work], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main():
    ours_py, peer_py = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    only = [w for w in WORKLOADS if f"--only={w}" in sys.argv] or list(WORKLOADS)
    print("| work | combinatorial_games | pycgt 0.2 | pycgt / ours |")
    print("|---|---|---|---|")
    for work in only:
        ours, peer = [], []
        for _ in range(runs):  # interleaved, so drift in the machine's load hits both
            a = run(ours_py, OURS, work)
            b = run(peer_py, PEER, work)
            ours.append(a["seconds"])
            peer.append(b["seconds"])
        check = subprocess.run(
            [ours_py, "-c", "import json,sys; from combinatorial_games import Game;"
             "a, b = json.load(sys.stdin); print(all(Game(x) == Game(y) for x, y in zip(a, b)) and len(a) == len(b))"],
            input=json.dumps([a["values"], b["values"]]), capture_output=True, text=True, check=True,
        ).stdout.strip()
        mo, mp = statistics.median(ours), statistics.median(peer)
        print(f"| {WORKLOADS[work]} | {mo * 1e3:.2f} ms | {mp * 1e3:.1f} ms | {mp / mo:.0f}x |"
              + ("" if check == "True" else " **values differ**"), flush=True)


if __name__ == "__main__":
    main()
