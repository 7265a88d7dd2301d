//! A quotient written as the literature writes it: generators `a, b, …`
//! (the first heaps not made of earlier ones), each element named by its
//! least word in them (degree first, then alphabetical), and as relations
//! the least words that are not names, each equal to the name of its
//! element. Rewriting by these relations brings every word to its name, so
//! they present the monoid.

use std::fmt;

use rustc_hash::FxHashSet;

use super::monoid::Table;

/// A monoid presentation of a misère quotient: its generators (with the
/// heap each stands for), its relations, and a name for each element.
///
/// ```
/// use combinatorial_games::impartial::TakeAndBreak;
/// use combinatorial_games::misere::MisereQuotient;
/// // Nim with heaps up to 3: Conway's T₂, ⟨a, b | a² = 1, b³ = b⟩.
/// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 3).unwrap();
/// assert_eq!(q.presentation().to_string(), "⟨a, b | a² = 1, b³ = b⟩");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presentation {
    /// The generators' letters and the heaps they stand for.
    pub generators: Vec<(String, usize)>,
    /// Each relation as (left word, right word).
    pub relations: Vec<(String, String)>,
    /// The name of each element, by element number.
    pub names: Vec<String>,
}

impl fmt::Display for Presentation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gens: Vec<&str> = self.generators.iter().map(|(g, _)| g.as_str()).collect();
        let rels: Vec<String> = self
            .relations
            .iter()
            .map(|(l, r)| format!("{l} = {r}"))
            .collect();
        if rels.is_empty() {
            write!(f, "⟨{}⟩", gens.join(", "))
        } else {
            write!(f, "⟨{} | {}⟩", gens.join(", "), rels.join(", "))
        }
    }
}

fn letter(k: usize) -> String {
    if k < 26 {
        char::from(b'a' + k as u8).to_string()
    } else {
        format!("g{}", k + 1)
    }
}

/// A word (generator indices, sorted) as letters with exponents.
fn spell(word: &[usize]) -> String {
    if word.is_empty() {
        return "1".into();
    }
    let mut out = String::new();
    let mut i = 0;
    while i < word.len() {
        let j = word[i..].iter().take_while(|&&g| g == word[i]).count();
        out.push_str(&letter(word[i]));
        if j > 1 {
            out.extend(j.to_string().chars().map(|c| {
                ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'][c as usize - '0' as usize]
            }));
        }
        i += j;
    }
    out
}

/// The presentation of `q` with heap images `prefn`.
pub(crate) fn present(q: &Table, prefn: &[u32]) -> Presentation {
    // Generators: the first heaps outside what earlier ones generate.
    let mut gens: Vec<(usize, u32)> = Vec::new();
    let mut generated: FxHashSet<u32> = std::iter::once(0).collect();
    for (h, &x) in prefn.iter().enumerate() {
        if generated.contains(&x) {
            continue;
        }
        gens.push((h, x));
        let mut frontier: Vec<u32> = generated.iter().copied().collect();
        while let Some(y) = frontier.pop() {
            for &(_, g) in &gens {
                let z = q.mul(y, g);
                if generated.insert(z) {
                    frontier.push(z);
                }
            }
        }
    }
    let mut name: Vec<Option<Vec<usize>>> = vec![None; q.order];
    name[0] = Some(vec![]);
    let mut level: Vec<(Vec<usize>, u32)> = vec![(vec![], 0)];
    let mut relations = Vec::new();
    while !level.is_empty() {
        let normal: FxHashSet<&Vec<usize>> = level.iter().map(|(w, _)| w).collect();
        let mut candidates: Vec<(Vec<usize>, u32)> = Vec::new();
        for (w, x) in &level {
            let from = w.last().copied().unwrap_or(0);
            for (k, &(_, g)) in gens.iter().enumerate().skip(from) {
                let mut v = w.clone();
                v.push(k);
                // Only words whose every divisor is a name can be least.
                let minimal = (0..v.len()).all(|i| {
                    let mut d = v.clone();
                    d.remove(i);
                    normal.contains(&d)
                });
                if minimal {
                    candidates.push((v, q.mul(*x, g)));
                }
            }
        }
        candidates.sort();
        let mut next = Vec::new();
        for (v, x) in candidates {
            match &name[x as usize] {
                None => {
                    name[x as usize] = Some(v.clone());
                    next.push((v, x));
                }
                Some(n) => relations.push((spell(&v), spell(n))),
            }
        }
        level = next;
    }
    Presentation {
        generators: gens
            .iter()
            .enumerate()
            .map(|(k, &(h, _))| (letter(k), h))
            .collect(),
        relations,
        names: name
            .into_iter()
            .map(|n| n.map_or_else(|| "?".into(), |w| spell(&w)))
            .collect(),
    }
}
