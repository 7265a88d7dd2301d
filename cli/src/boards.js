// Drawings of the boards that have one, in SVG: Mancala's pits and stores
// (as GamesmanUni's custom GUI shows them) and Dao's grid with an arrow for
// each move. A drawing reads the API's board text and move texts, whose
// formats GET /api/games documents; each move's pit or arrow is coloured by
// its value for the mover and plays the move when clicked.
"use strict";

const SVG = "http://www.w3.org/2000/svg";

function svgElement(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

// Marks a drawn shape as move `i` of the answer, for clicks and for tests.
function asMove(shape, i, move, colour, play, enabled) {
  shape.classList.add("move");
  shape.dataset.move = String(i);
  shape.dataset.value = move.value;
  shape.dataset.colour = colour;
  const title = svgElement("title", {}, shape);
  title.textContent = `${i + 1}. ${move.move}: ${move.remoteness === null ? move.value : `${move.value} in ${move.remoteness}`}`;
  if (enabled) shape.addEventListener("click", () => play(i));
  else shape.classList.add("disabled");
}

// "N n n n / s s s S [N]": North's store and pits left to right, then
// South's pits left to right and store, then who moves.
function readMancala(board) {
  const [top, bottom] = board.split("/");
  const north = top.trim().split(/\s+/).map(Number);
  const rest = bottom.trim().split(/\s+/);
  const mover = rest[rest.length - 1] === "N" ? "North" : "South";
  const south = rest.filter((t) => /^\d+$/.test(t)).map(Number);
  return { northStore: north[0], north: north.slice(1), south: south.slice(0, -1), southStore: south[south.length - 1], mover };
}

// Stones as small dots inside a circle of radius r, up to 12; the count is
// written beside.
function stones(g, cx, cy, r, n) {
  const shown = Math.min(n, 12);
  for (let k = 0; k < shown; k++) {
    const ring = k < 4 ? 0.3 : 0.62;
    const a = (k < 4 ? k / 4 : (k - 4) / 8) * 2 * Math.PI + (k < 4 ? Math.PI / 4 : 0);
    svgElement("circle", { cx: cx + Math.cos(a) * r * ring, cy: cy + Math.sin(a) * r * ring, r: r * 0.17, fill: "#3a6fd8", stroke: "#1c3f8a", "stroke-width": 1 }, g);
  }
}

function drawMancala(box, answer, ctx) {
  const b = readMancala(answer.board);
  const p = b.north.length;
  const pit = 70, w = (p + 2) * pit + 20, h = 2 * pit + 60;
  const s = svgElement("svg", { viewBox: `0 0 ${w} ${h}`, width: w * 1.2, role: "img", "aria-label": answer.display, class: "mancala" }, box);
  svgElement("rect", { x: 2, y: 2, width: w - 4, height: h - 4, rx: 30, fill: "#c89b63", stroke: "#7a5530", "stroke-width": 3 }, s);
  const store = (x, n, who) => {
    const g = svgElement("g", { class: `store ${who}` }, s);
    svgElement("ellipse", { cx: x, cy: h / 2, rx: pit * 0.4, ry: pit * 0.95, fill: "#e9d2ac", stroke: "#7a5530", "stroke-width": 2 }, g);
    stones(g, x, h / 2, pit * 0.38, n);
    svgElement("text", { x, y: h / 2 + pit * 0.95 + 15, "text-anchor": "middle", "font-size": 16 }, g).textContent = String(n);
  };
  store(10 + pit / 2, b.northStore, "North");
  store(w - 10 - pit / 2, b.southStore, "South");
  // Move texts are "sow pit K (...)", K counted from the mover's left:
  // South's pit K is column K-1, North's (facing South) column p-K.
  const byColumn = new Map();
  answer.moves.forEach((m, i) => {
    const k = /^sow pit (\d+)/.exec(m.move);
    if (k) byColumn.set(b.mover === "South" ? Number(k[1]) - 1 : p - Number(k[1]), i);
  });
  const row = (counts, y, who) => counts.forEach((n, c) => {
    const cx = 10 + pit * (c + 1.5);
    const g = svgElement("g", { class: `pit ${who}` }, s);
    const circle = svgElement("circle", { cx, cy: y, r: pit * 0.4, fill: "#e9d2ac", stroke: "#7a5530", "stroke-width": 2 }, g);
    stones(g, cx, y, pit * 0.38, n);
    const ty = who === "North" ? y - pit * 0.4 - 6 : y + pit * 0.4 + 16;
    svgElement("text", { x: cx, y: ty, "text-anchor": "middle", "font-size": 16 }, g).textContent = String(n);
    const i = who === b.mover ? byColumn.get(c) : undefined;
    if (i !== undefined) {
      const m = answer.moves[i];
      const colour = ctx.shade(m.value, m.remoteness);
      circle.setAttribute("fill", colour);
      asMove(g, i, m, colour, ctx.play, ctx.enabled);
    }
  });
  row(b.north, 30 + pit / 2, "North");
  row(b.south, h - 30 - pit / 2, "South");
}

// "XXXX/..../..../.... [O]": rows top to bottom.
function readDao(board) {
  const [rows, mover] = board.trim().split(/\s+/);
  return { cells: rows.split("/").map((r) => r.split("")), mover: mover === "O" ? "O" : "X" };
}

// "b3" is column 1, row 1 from the top.
function daoSquare(name) { return [name.charCodeAt(0) - 97, 4 - Number(name[1])]; }

function drawDao(box, answer, ctx) {
  const b = readDao(answer.board);
  const cell = 80, w = 4 * cell + 20;
  const s = svgElement("svg", { viewBox: `0 0 ${w} ${w}`, width: w * 1.2, role: "img", "aria-label": answer.display, class: "dao" }, box);
  svgElement("rect", { x: 0, y: 0, width: w, height: w, rx: 10, fill: "#d9b77e" }, s);
  const at = (c) => 10 + cell * (c + 0.5);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      svgElement("rect", { x: 10 + c * cell, y: 10 + r * cell, width: cell, height: cell, fill: "none", stroke: "#6b4a22", "stroke-width": 2 }, s);
      const piece = b.cells[r][c];
      if (piece === "X" || piece === "O") {
        svgElement("circle", { cx: at(c), cy: at(r), r: cell * 0.32, class: `piece ${piece}`, fill: piece === "X" ? "#222" : "#f4f4f4", stroke: "#111", "stroke-width": 2 }, s);
      }
    }
  }
  // Moves read "slide a4 down to a2". Each arrow is set off a little to the
  // right of its direction, so that arrows along one line in opposite
  // directions stay apart.
  answer.moves.forEach((m, i) => {
    const k = /^slide ([a-d][1-4]) \S+ to ([a-d][1-4])/.exec(m.move);
    if (!k) return;
    const [c0, r0] = daoSquare(k[1]), [c1, r1] = daoSquare(k[2]);
    let [x0, y0, x1, y1] = [at(c0), at(r0), at(c1), at(r1)];
    const len = Math.hypot(x1 - x0, y1 - y0), ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    const off = 7;
    x0 += ux * cell * 0.22 - uy * off; y0 += uy * cell * 0.22 + ux * off;
    x1 += -ux * cell * 0.12 - uy * off; y1 += -uy * cell * 0.12 + ux * off;
    const colour = ctx.shade(m.value, m.remoteness);
    const g = svgElement("g", { class: "arrow" }, s);
    svgElement("line", { x1: x0, y1: y0, x2: x1 - ux * 12, y2: y1 - uy * 12, stroke: colour, "stroke-width": 6, "stroke-linecap": "round" }, g);
    const head = [[x1, y1], [x1 - ux * 16 - uy * 9, y1 - uy * 16 + ux * 9], [x1 - ux * 16 + uy * 9, y1 - uy * 16 - ux * 9]];
    svgElement("polygon", { points: head.map((q) => q.join(",")).join(" "), fill: colour }, g);
    asMove(g, i, m, colour, ctx.play, ctx.enabled);
  });
}

// The drawing for a game, or null where the page shows the board as text.
const BOARDS = { mancala: drawMancala, kalah: drawMancala, dao: drawDao };
