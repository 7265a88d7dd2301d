#!/usr/bin/env python3
"""Expand CGSuite's lang test tables into JSON cases: {file, group, name, input, expected}."""
import json, re, sys, math

import os
SRC = os.environ.get('CGSUITE_TESTS', '/tmp/cgs') + '/'

from scala import tokenize, tuples_in, seqs, tables

STR = r'"(?:[^"\\]|\\.)*"'

def literals(text):
    """`key = "…"` arguments, a string split over lines with `+` joined."""
    return {k: ''.join(json.loads(p) for p in re.findall(STR, v))
            for k, v in re.findall(r'(\w+) = (' + STR + r'(?:\s*\+\s*' + STR + r')*)', text)}

cases = []
def add(file, group, rows):
    for name, inp, exp in rows:
        cases.append(dict(file=file, group=group, name=name, input=inp, expected=exp))

# EvalTest
t = tokenize(open(SRC + 'EvalTest.scala').read())
for k, rows in enumerate(tables(t)):
    add('EvalTest', f'E{k}', rows)
loops = seqs(t, 'loopScenarios')[0]
L = []
for (name, init, fn, snip, res, multi, sorted_, s) in loops:
    L.append(('list', f'List comprehension: {name}', f'{init}[{fn} {snip}]', f'[{res}]'))
    sr = sorted_[1] if sorted_[0] == 'Some' else res
    L.append(('set', f'Set comprehension: {name}', f'{init}{{{fn} {snip}}}', f'{{{sr}}}'))
    L.append(('yield', f'Yield: {name}', f'{init}{snip} yield {fn} end', f'[{res}]'))
    L.append(('multi', f'Multi-Yield: {name}', f'{init}{snip} yield {fn} yield {fn} + 1 end', f'[{multi}]'))
    L.append(('sum', f'Sum: {name}', f'{init}Sum({fn} {snip})', s))
for g in ['list', 'set', 'yield', 'multi', 'sum']:
    add('EvalTest', 'loop-' + g, [(a, b, c) for (gg, a, b, c) in L if gg == g])

# GameTest
t = tokenize(open(SRC + 'GameTest.scala').read())
for k, rows in enumerate(tables(t)):
    add('GameTest', f'G{k}', rows)
un = seqs(t, 'unaryInstances')
rows = []
for (x, xo, cls, ab, bd, sg, io, oc) in un[0]:
    rows += [(x, x, xo), (f'({x}).Class', f'({x}).Class', f'\u27eagame.{cls}\u27eb'), (f'({x}).Abs', f'({x}).Abs', ab),
             (f'({x}).Birthday', f'({x}).Birthday', bd), (f'({x}).Sign', f'({x}).Sign', sg),
             (f'({x}).IsOrdinal', f'({x}).IsOrdinal', io), (f'({x}).OutcomeClass', f'({x}).OutcomeClass', oc)]
add('GameTest', 'ordinal-unary', rows)
rows = []
for (x, xo, cls, num, den, dy, ab, fl, ce, rc, bd, oc) in un[1]:
    for m, v in [(None, xo), ('Class', f'\u27eagame.{cls}\u27eb'), ('Numerator', num), ('Denominator', den), ('IsDyadic', dy),
                 ('Abs', ab), ('Floor', fl), ('Ceiling', ce), ('Reciprocal', rc), ('Birthday', bd), ('OutcomeClass', oc)]:
        e = x if m is None else f'({x}).{m}'
        rows.append((e, e, v))
for (x, y, mx, mn) in seqs(t, 'binaryInstances')[0]:
    for e, v in [(f'({x}).Max({y})', mx), (f'({y}).Max({x})', mx), (f'({x}).Min({y})', mn), (f'({y}).Min({x})', mn)]:
        rows.append((e, e, v))
add('GameTest', 'rational', rows)
for k, inst in enumerate(seqs(t, 'instances')):
    add('GameTest', f'inst{k}', [(a, a, b) for (a, b) in inst])
rows = []
for (x, xo, cls, on, off, oc) in un[2]:
    for m, v in [(None, xo), ('Class', f'\u27eagame.{cls}\u27eb'), ('Onside', on), ('Offside', off), ('OutcomeClass', oc)]:
        e = x if m is None else f'({x}).{m}'
        rows.append((e, e, v))
add('GameTest', 'sided-unary', rows)

# Compound
t = tokenize(open(SRC + 'CompoundGameTestCase.scala').read())
rows = []
i = 0
src = open(SRC + 'CompoundGameTestCase.scala').read()
for m in re.finditer(r'CompoundGameTestCase\((.*?)\n    \)', src, re.S):
    kv = literals(m.group(1))
    g, h = kv['g'], kv['h']
    for e, v in [(f'(({g}) ConjunctiveSum ({h})).CanonicalForm', kv['conjunctiveSum']),
                 (f'(({g}) ConwayProduct ({h})).CanonicalForm', kv['conwayProduct']),
                 (f'(({g}) + ({h})).CanonicalForm', kv['disjunctiveSum']),
                 (f'(({g}) OrdinalProduct ({h})).CanonicalForm', kv['ordinalProduct']),
                 (f'(({g}) : ({h})).CanonicalForm', kv['ordinalSum']),
                 (f'(({g}) SelectiveSum ({h})).CanonicalForm', kv['selectiveSum'])]:
        rows.append((e, e, v))
add('CompoundGameTestCase', 'compound', rows)

# CSG
src = open(SRC + 'CanonicalShortGameTestCase.scala').read()
body = src.split('case class')[0]
meths = [('Class', None), ('AtomicWeight', 'atomicWeight'), ('Birthday', 'birthday'), ('Companion', 'companion'), ('Degree', '=0'),
         ('FollowerCount', 'followerCount'), ('Freeze', 'freeze'), ('Incentives', 'incentives'), ('IsAllSmall', 'isAllSmall'),
         ('IsAtomic', 'isAtomic'), ('IsEven', 'isEven'), ('IsEvenTempered', 'isEvenTempered'), ('IsIdempotent', 'isZero'),
         ('IsInfinitesimal', 'isInfinitesimal'), ('IsInteger', 'isInteger'), ('IsLoopfree', '=true'), ('IsNimber', 'isNimber'),
         ('IsNumber', 'isNumber'), ('IsNumberish', 'isNumberish'), ('IsNumberTiny', 'isNumberTiny'), ('IsOdd', 'isOdd'),
         ('IsOddTempered', 'isOddTempered'), ('IsOrdinal', 'isOrdinal'), ('IsPlumtree', '=true'), ('IsPseudonumber', 'isNumber'),
         ('IsStopper', '=true'), ('IsStopperSided', '=true'), ('IsUptimal', 'isUptimal'), ('IsZero', 'isZero'),
         ('LeftIncentives', 'leftIncentives'), ('LeftOptions', 'leftOptions'), ('LeftStop', 'leftStop'), ('Mean', 'mean'),
         ('MisereOutcomeClass', 'misereOutcomeClass'), ('Offside', 'xOut'), ('Onside', 'xOut'), ('OutcomeClass', 'outcomeClass'),
         ('Options(Left)', 'leftOptions'), ('Options(Right)', 'rightOptions'), ('ReducedCanonicalForm', 'reducedCanonicalForm'),
         ('RightIncentives', 'rightIncentives'), ('RightOptions', 'rightOptions'), ('RightStop', 'rightStop'),
         ('Stop(Left)', 'leftStop'), ('Stop(Right)', 'rightStop'), ('StopCount', 'stopCount'), ('Temperature', 'temperature'),
         ('Thermograph', 'thermograph'), ('UptimalExpansion', 'uptimalExpansion'), ('Variety', '=0')]
rows = []
for txt in body.split('CanonicalShortGameTestCase(')[1:]:
    pos = re.match(r'\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*")', txt)
    x, xo, cls = (json.loads(pos.group(k)) for k in (1, 2, 3))
    kv = literals(txt)
    kv['xOut'] = xo
    fo = re.search(r'followers = Some\(("(?:[^"\\]|\\.)*")\)', txt)
    rows.append((x, x, xo))
    for meth, key in meths:
        if key is None: v = f'\u27eagame.{cls}\u27eb'
        elif key.startswith('='): v = key[1:]
        else: v = kv[key]
        e = f'({x}).{meth}'; rows.append((e, e, v))
    if fo:
        e = f'({x}).Followers'; rows.append((e, e, json.loads(fo.group(1))))
add('CanonicalShortGameTestCase', 'csg', rows)

# GameHeapTest
t = tokenize(open(SRC + 'GameHeapTest.scala').read())
for k, rows in enumerate(tables(t)):
    add('GameHeapTest', f'H{k}', rows)
inst = seqs(t, 'instances')
more = seqs(t, 'moreTests')
rows = []
for (rs, code, oc, seq, per, mis, gen) in inst[0]:
    rows += [(f'{rs}.code', f'{rs}.code', f'"{code}"'), (f'{rs}(20).Options.Size', f'{rs}(20).Options.Size', oc),
             (f'{rs}.NimValue', f'[{rs}(n).NimValue for n from 1 to 20]', seq), (f'{rs}.NimValueSequence', f'{rs}.NimValueSequence(20)', seq),
             (f'{rs}(0).NimValue', f'{rs}(0).NimValue', '0'), (f'{rs}.CheckPeriodicity(2000)', f'{rs}.CheckPeriodicity(2000)', per),
             (f'{rs}.MisereNimValue', f'[{rs}(n).MisereNimValue for n from 0 to 20]', mis), (f'{rs}.Genus', f'[{rs}(n).Genus for n from 0 to 20]', gen)]
rows += list(more[0])
add('GameHeapTest', 'takebreak', rows)
rows = []
for (rs, oc, seq) in inst[1]:
    rows += [(f'{rs}.NimValue', f'[{rs}(n).NimValue for n from 1 to 20]', seq), (f'{rs}(20).Options.Size', f'{rs}(20).Options.Size', oc),
             (f'{rs}.NimValueSequence', f'{rs}.NimValueSequence(20)', seq)]
add('GameHeapTest', 'spawning', rows)
rows = []
for (rs, oc, row, gen) in inst[2]:
    rows += [(f'{rs}((10,10)).Options.Size', f'{rs}((10,10)).Options.Size', oc),
             (f'{rs}.NimValueSequence', f'[{rs}((10,n)).NimValue for n from 0 to 20]', row),
             (f'{rs}.Genus', f'[{rs}((10,n)).Genus for n from 0 to 20]', gen)]
rows += list(more[1])
for r in range(1, 6):
    alpha = 0.5 * (2 - r + math.sqrt(r * r + 4)); beta = alpha + r
    pp = ','.join(f'({int(i * alpha)},{int(i * beta)})' for i in range(15))
    rows.append((f'GenWythoff({r}) P', f'rs := game.heap.GenWythoff(x -> x + {r});\n[{pp}].Apply(coord -> rs(coord).NimValue)\n', '[' + ','.join(['0'] * 15) + ']'))
add('GameHeapTest', 'coordinate', rows)
rows = []
for (rs, oc, vals) in inst[3]:
    rows += [(f'{rs}((8,8)).LeftOptions.Size', f'{rs}((8,8)).LeftOptions.Size', oc),
             (f'{rs} canonical forms', f'[{rs}((8,n)).CanonicalForm for n from 0 to 8]', vals)]
add('GameHeapTest', 'cake', rows)

# GameStripTest
t = tokenize(open(SRC + 'GameStripTest.scala').read())
for k, rows in enumerate(tables(t)):
    add('GameStripTest', f'S{k}', rows)

# GameGridTest and GameGraphTest (issue 19's rulesets; not in issue 18's six)
for name in ['GameGridTest', 'GameGraphTest']:
    if os.path.exists(SRC + name + '.scala'):
        t = tokenize(open(SRC + name + '.scala').read())
        for k, rows in enumerate(tables(t)):
            add(name, f'T{k}', rows)

json.dump(cases, open(os.environ.get('CASES', 'cases.json'), 'w'), ensure_ascii=False, indent=0)
from collections import Counter
c = Counter(x['file'] for x in cases)
print(c, sum(c.values()))
