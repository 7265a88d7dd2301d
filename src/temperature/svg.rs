//! Drawing a thermograph as SVG: temperature up, values along the bottom
//! with Left's (larger) values on the left, as in Winning Ways.

use std::fmt::Write;

use super::thermograph::Thermograph;
use super::trajectory::Trajectory;
use crate::numbers::Dyadic;

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 480.0;
const MARGIN: f64 = 60.0;

/// The corners of a wall up to `top`, as (value, temperature) pairs.
fn wall_points(w: &Trajectory, top: f64) -> Vec<(f64, f64)> {
    let mut pts: Vec<(f64, f64)> = w
        .corners()
        .into_iter()
        .map(|(t, x)| (x.to_f64(), t.to_f64()))
        .filter(|&(_, t)| t <= top)
        .collect();
    let top_d = Dyadic::from(top as i64);
    pts.push((w.value_at(&top_d).to_f64(), top));
    pts
}

pub(super) fn draw(th: &Thermograph) -> String {
    let temp = th.temperature().to_f64();
    let top = (temp.max(0.0) + 1.0).ceil();
    let left = wall_points(th.left_wall(), top);
    let right = wall_points(th.right_wall(), top);
    let frame = Frame::around(left.iter().chain(&right).map(|p| p.0), top);
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="13">"##
    );
    s.push_str(r##"<rect width="100%" height="100%" fill="white"/>"##);
    frame.axes(&mut s);
    for (wall, colour) in [(&left, "#1f5fbf"), (&right, "#bf1f1f")] {
        let pts: Vec<String> = wall
            .iter()
            .map(|&(x, t)| format!("{:.2},{:.2}", frame.px(x), frame.py(t)))
            .collect();
        let _ = write!(
            s,
            r##"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2.5"/>"##,
            pts.join(" ")
        );
    }
    let (mx, my) = (frame.px(th.mast().to_f64()), frame.py(temp));
    let _ = write!(
        s,
        r##"<circle cx="{mx}" cy="{my}" r="3.5"/><text x="{tx}" y="{ty}">mean {m}, temperature {tt}</text>"##,
        tx = mx + 8.0,
        ty = my - 8.0,
        m = th.mast(),
        tt = th.temperature()
    );
    s.push_str("</svg>\n");
    s
}

/// The values shown (`lo` to `hi`, larger to the left) and the
/// temperatures (-1 to `top`), and where they fall on the picture.
struct Frame {
    lo: f64,
    hi: f64,
    top: f64,
}

impl Frame {
    /// A frame around the values `xs`, at least two wide, with room.
    fn around(xs: impl Iterator<Item = f64>, top: f64) -> Frame {
        let (mut lo, mut hi) = xs.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
        if hi - lo < 2.0 {
            let mid = (hi + lo) / 2.0;
            lo = mid - 1.0;
            hi = mid + 1.0;
        }
        let (lo, hi) = ((lo - 0.5).floor(), (hi + 0.5).ceil());
        Frame { lo, hi, top }
    }

    /// The x of a value: larger values to the left.
    fn px(&self, x: f64) -> f64 {
        MARGIN + (self.hi - x) / (self.hi - self.lo) * (WIDTH - 2.0 * MARGIN)
    }

    /// The y of a temperature.
    fn py(&self, t: f64) -> f64 {
        HEIGHT - MARGIN - (t + 1.0) / (self.top + 1.0) * (HEIGHT - 2.0 * MARGIN)
    }

    /// The value axis at t = 0 with its ticks, the temperature lines, and
    /// the axes' names.
    fn axes(&self, s: &mut String) {
        let _ = write!(
            s,
            r##"<line x1="{}" y1="{y}" x2="{}" y2="{y}" stroke="#888"/>"##,
            MARGIN,
            WIDTH - MARGIN,
            y = self.py(0.0)
        );
        let mut v = self.lo;
        while v <= self.hi {
            let x = self.px(v);
            let _ = write!(
                s,
                r##"<line x1="{x}" y1="{y0}" x2="{x}" y2="{y1}" stroke="#888"/><text x="{x}" y="{ty}" text-anchor="middle">{v}</text>"##,
                y0 = self.py(0.0) - 4.0,
                y1 = self.py(0.0) + 4.0,
                ty = HEIGHT - MARGIN + 20.0
            );
            v += ((self.hi - self.lo) / 8.0).ceil().max(1.0);
        }
        let mut t = -1.0;
        while t <= self.top {
            let y = self.py(t);
            let _ = write!(
                s,
                r##"<line x1="{a}" y1="{y}" x2="{b}" y2="{y}" stroke="#eee"/><text x="{tx}" y="{y}" text-anchor="end" dominant-baseline="middle">{t}</text>"##,
                a = MARGIN,
                b = WIDTH - MARGIN,
                tx = MARGIN - 8.0
            );
            t += (self.top / 6.0).ceil().max(1.0);
        }
        let _ = write!(
            s,
            r##"<text x="{x}" y="{y}" text-anchor="middle">temperature t</text><text x="{cx}" y="{by}" text-anchor="middle">value (Left's side on the left)</text>"##,
            x = MARGIN,
            y = MARGIN - 20.0,
            cx = WIDTH / 2.0,
            by = HEIGHT - 12.0
        );
    }
}
