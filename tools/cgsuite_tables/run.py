#!/usr/bin/env python3
"""Run the extracted cases through cgame eval; write results.json and diffs.txt."""
import json, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
from collections import defaultdict, Counter

import os
CGAME = os.environ.get('CGAME', 'target/release/cgame')
# A folder of classes for `--path` (rows.py writes the ones CGSuite's tests declare).
PATHS = ['--path', os.environ['CGAME_PATH']] if os.environ.get('CGAME_PATH') else []
cases = json.load(open(os.environ.get('CASES', 'cases.json')))
only = sys.argv[1] if len(sys.argv) > 1 else None

def verdict(c, j):
    exp = c['expected']
    if exp is None:
        ok = 'error' not in j and j.get('value', '') in ('', None)
    elif exp.startswith('!!'):
        ok = 'error' in j
    else:
        ok = j.get('value') == exp
    return dict(c, got=j.get('value'), error=j.get('error'), ok=ok)

def group_job(ks):
    """A table's rows in order, in one session, as CGSuite runs them: what
    one row assigns or changes, the next rows see."""
    inputs = [cases[k]['input'] for k in ks]
    try:
        r = subprocess.run([CGAME, *PATHS, '--json', '--timeout', '20', 'eval', *inputs],
                           capture_output=True, text=True, timeout=40 + 20 * len(ks))
        lines = [json.loads(l) for l in r.stdout.strip().splitlines() if l.startswith('{')]
        if len(lines) < len(ks):
            lines += [{'error': r.stderr.strip()[:300] or 'no output'}] * (len(ks) - len(lines))
    except subprocess.TimeoutExpired:
        lines = [{'error': 'harness timeout'}] * len(ks)
    return [verdict(cases[k], j) for k, j in zip(ks, lines)]

idx = [k for k in range(len(cases)) if only in (None, "-g") or cases[k]["file"] == only or cases[k]["group"] == only]
groups = {}
for k in idx: groups.setdefault(cases[k]['group'], []).append(k)
with ThreadPoolExecutor(4) as ex:
    res = [r for rs in ex.map(group_job, sorted(groups.values(), key=len, reverse=True)) for r in rs]
json.dump(res, open('results.json', 'w'), ensure_ascii=False, indent=0)
tot = Counter(); good = Counter(); gg = Counter(); gt = Counter()
with open('diffs.txt', 'w') as f:
    for r in res:
        tot[r['file']] += 1; good[r['file']] += r['ok']
        gt[r['file'] + '/' + r['group']] += 1; gg[r['file'] + '/' + r['group']] += r['ok']
        if not r['ok']:
            f.write(f"[{r['file']}/{r['group']}] {r['name']}\n  in:  {r['input']}\n  exp: {r['expected']}\n  got: {r['got'] if r['error'] is None else '!!' + str(r['error'])}\n")
for k in tot: print(f'{k:30} {good[k]}/{tot[k]}')
print('total', sum(good.values()), '/', sum(tot.values()), f'{100*sum(good.values())/sum(tot.values()):.1f}%')
if '-g' in sys.argv:
    for k in sorted(gt): print(f'  {k:40} {gg[k]}/{gt[k]}')
