//! A picture of a heap game's nim-values.

/// A plot of the values: heap across, value up. Long sequences are drawn
/// in columns that show every value met in their range of heaps.
///
/// ```
/// use combinatorial_games::impartial::plot_svg;
/// let svg = plot_svg(&[0, 1, 1, 2, 0, 3]);
/// assert!(svg.starts_with("<svg") && svg.contains("heaps 0..5, values 0..3"));
/// ```
pub fn plot_svg(values: &[u64]) -> String {
    const W: usize = 1000;
    const H: usize = 400;
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let columns = values.len().clamp(1, W);
    let per = values.len().div_ceil(columns);
    let mut dots = String::new();
    for (c, chunk) in values.chunks(per.max(1)).enumerate() {
        let mut seen: Vec<u64> = chunk.to_vec();
        seen.sort_unstable();
        seen.dedup();
        for v in seen {
            let x = c as f64 * W as f64 / columns as f64;
            let y = H as f64 - v as f64 / max * (H as f64 - 10.0) - 5.0;
            dots.push_str(&format!(
                "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"1.5\" height=\"1.5\"/>"
            ));
        }
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" viewBox=\"0 0 {W} {H}\">\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/><g fill=\"black\">{dots}</g>\
         <text x=\"5\" y=\"15\" font-size=\"12\">heaps 0..{}, values 0..{}</text></svg>\n",
        values.len().saturating_sub(1),
        max as u64
    )
}
