"""Read the literal tables of CGSuite's Scala tests: a small tokenizer and
the `Table(header, …)` rows it finds. Shared by extract.py and rows.py."""
import re


def tokenize(s):
    toks = []; i = 0; n = len(s)
    while i < n:
        c = s[i]
        if s.startswith('//', i):
            j = s.find('\n', i); i = n if j < 0 else j; continue
        if s.startswith('/*', i):
            i = s.find('*/', i) + 2; continue
        if s.startswith('"""', i):
            j = s.find('"""', i + 3)
            while s.startswith('"', j + 3): j += 1
            body = s[i + 3:j]; i = j + 3
            if s.startswith('.stripMargin', i):
                i += len('.stripMargin')
                lines = body.split('\n')
                body = '\n'.join(re.sub(r'^\s*\|', '', l, count=1) for l in lines)
            toks.append(('S', body)); continue
        if c == '"' or (c == 's' and s.startswith('s"', i)):
            interp = c == 's'
            if interp: i += 1
            j = i + 1; out = []
            while s[j] != '"':
                if s[j] == '\\':
                    e = s[j + 1]
                    if e == 'u':
                        out.append(chr(int(s[j + 2:j + 6], 16))); j += 6; continue
                    out.append({'n': '\n', 't': '\t', '"': '"', '\\': '\\'}.get(e, e)); j += 2; continue
                out.append(s[j]); j += 1
            toks.append(('I' if interp else 'S', ''.join(out))); i = j + 1; continue
        if c.isspace(): i += 1; continue
        m = re.match(r'[A-Za-z_][A-Za-z0-9_]*', s[i:])
        if m:
            toks.append(('W', m.group())); i += len(m.group()); continue
        m = re.match(r'-?[0-9]+', s[i:])
        if m:
            toks.append(('N', m.group())); i += len(m.group()); continue
        toks.append(('P', c)); i += 1
    return toks

def parse_value(toks, i):
    """Parse a simple value: string, null, None, Some(str), number, or tuple of these. Returns (val, i)."""
    t = toks[i]
    if t[0] == 'S': return t[1], i + 1
    if t == ('W', 'null'): return None, i + 1
    if t == ('W', 'None'): return ('None',), i + 1
    if t == ('W', 'Some') and toks[i + 1] == ('P', '('):
        v, j = parse_value(toks, i + 2)
        assert toks[j] == ('P', ')'); return ('Some', v), j + 1
    if t[0] == 'N': return int(t[1]), i + 1
    if t == ('P', '('):
        items = []; j = i + 1
        while True:
            v, j = parse_value(toks, j)
            items.append(v)
            if toks[j] == ('P', ','): j += 1; continue
            if toks[j] == ('P', ')'): return tuple(items), j + 1
            raise ValueError
    raise ValueError(t)

def tuples_in(toks, start):
    """Tuples at the top level of the paren group opening at toks[start]."""
    assert toks[start] == ('P', '(')
    depth = 0; j = start; out = []
    while True:
        t = toks[j]
        if t == ('P', '('):
            if depth == 1:
                try:
                    v, k = parse_value(toks, j)
                    if isinstance(v, tuple): out.append(v); j = k; continue
                except (ValueError, AssertionError, IndexError):
                    pass
            depth += 1
        elif t == ('P', ')'):
            depth -= 1
            if depth == 0: return out, j
        j += 1

def seqs(toks, name):
    """Every `val name = Seq(` block's tuples, in order."""
    res = []
    for i in range(len(toks) - 4):
        if toks[i] == ('W', 'val') and toks[i + 1] == ('W', name) and toks[i + 3] == ('W', 'Seq'):
            res.append(tuples_in(toks, i + 4)[0])
    return res

def tables(toks):
    """Literal rows of every executeTests(Table(header, ...)) call, by group."""
    res = []
    for i in range(len(toks) - 5):
        if toks[i] == ('W', 'executeTests') and toks[i + 2] == ('W', 'Table') and toks[i + 4] == ('W', 'header'):
            rows = [t for t in tuples_in(toks, i + 3)[0] if len(t) == 3]
            if rows: res.append(rows)
    return res
