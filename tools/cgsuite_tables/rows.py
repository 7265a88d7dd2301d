#!/usr/bin/env python3
"""Every literal row of CGSuite's lang tests, with the classes they declare.

Reads each *.scala file in $CGSUITE_TESTS, keeps every three-value row of every
`Table(header, …)` (one group a table, in file order), and writes each
`decl("pkg.Name", "class …")` class to decls/pkg/Name.cgs so that run.py can
give the folder to `cgame --path` (CASES=rows.json CGAME_PATH=decls).
"""
import glob, json, os, shutil

from scala import tokenize, tuples_in

SRC = os.environ.get('CGSUITE_TESTS', '/tmp/cgs')
OUT = os.environ.get('CASES', 'rows.json')
DECLS = os.environ.get('DECLS', 'decls')
# Its rows need class files written and deleted between its tables.
SKIP = {'ClassReloadTest'}


def strings_from(toks, i):
    """A string literal, or several joined by `+`; returns (text, next index)."""
    assert toks[i][0] == 'S', toks[i]
    text = toks[i][1]; i += 1
    while toks[i] == ('P', '+') and toks[i + 1][0] == 'S':
        text += toks[i + 1][1]; i += 2
    return text, i


def decls(toks):
    """The (qualified name, class text) of every decl(…) call."""
    out = []
    for i in range(len(toks) - 3):
        if toks[i] == ('W', 'decl') and toks[i + 1] == ('P', '(') and toks[i + 2][0] == 'S':
            name, j = strings_from(toks, i + 2)
            if toks[j] != ('P', ','):
                continue  # the definition of decl itself
            text, _ = strings_from(toks, j + 1)
            out.append((name, text))
    return out


def all_tables(toks):
    """Rows of every Table(header, …), whoever runs it."""
    res = []
    for i in range(len(toks) - 3):
        if toks[i] == ('W', 'Table') and toks[i + 1] == ('P', '(') and toks[i + 2] == ('W', 'header'):
            rows = [t for t in tuples_in(toks, i + 1)[0] if len(t) == 3]
            if rows:
                res.append(rows)
    return res


def main():
    cases = []; classes = []
    for path in sorted(glob.glob(os.path.join(SRC, '*.scala'))):
        file = os.path.basename(path)[:-len('.scala')]
        if file in SKIP:
            continue
        toks = tokenize(open(path).read())
        classes += decls(toks)
        for k, rows in enumerate(all_tables(toks)):
            for name, inp, exp in rows:
                cases.append(dict(file=file, group=f'{file}#{k}', name=name, input=inp, expected=exp))
    shutil.rmtree(DECLS, ignore_errors=True)
    for name, text in classes:
        parts = name.split('.')
        folder = os.path.join(DECLS, *parts[:-1])
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, parts[-1] + '.cgs'), 'w') as f:
            f.write(text + '\n')
    json.dump(cases, open(OUT, 'w'), ensure_ascii=False, indent=0)
    print(f'{len(cases)} rows in {len({c["group"] for c in cases})} tables; {len(classes)} classes in {DECLS}/')


if __name__ == '__main__':
    main()
