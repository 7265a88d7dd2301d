// End-to-end: headless Chromium plays Mancala and Dao against the server's
// computer through the page's SVG boards. At every position it asks the
// API for the same board and checks each drawn move (a pit, an arrow):
// that there is one for each of the API's moves, that it carries the API's
// value, and that its colour reads as that value (green win, red loss,
// amber tie, grey draw: judged from the colour itself, not the page's
// code). Then it plays the best move by clicking the drawing.
//
// node play_tabled.mjs URL SHOTS_DIR [CHROMIUM]
import { chromium } from "playwright-core";

const [url, shots, exe = "/usr/bin/chromium"] = process.argv.slice(2);
const fail = (msg) => { console.error(`browser test failed: ${msg}`); process.exit(1); };

// A colour's family: grey (draw) when its channels are close, green (win)
// when green leads, amber (tie) when red > green > blue well apart, red
// (lose) otherwise.
function family(colour) {
  const m = /rgb\((\d+),\s*(\d+),\s*(\d+)\)/.exec(colour);
  if (!m) fail(`not an rgb colour: ${colour}`);
  const [r, g, b] = m.slice(1).map(Number);
  if (Math.max(r, g, b) - Math.min(r, g, b) < 20) return "draw";
  if (g > r) return "win";
  return g - b > 50 ? "tie" : "lose";
}

const rank = { win: 0, tie: 1, draw: 2, lose: 3 };

// Checks the drawing against the API; returns the API's answer.
async function check(page, game, painted) {
  const board = await page.evaluate(() => document.body.dataset.board);
  const api = await page.evaluate(async ([g, b]) =>
    (await fetch(`/api/games/${g}/position?board=${encodeURIComponent(b)}`)).json(), [game, board]);
  const drawn = await page.$$eval("#drawing .move", (gs, sel) => gs.map((g) => ({
    i: Number(g.dataset.move), value: g.dataset.value, colour: g.querySelector(sel).getAttribute(sel === "line" ? "stroke" : "fill"),
  })), painted);
  const sowing = api.moves.filter((m) => !m.move.startsWith("pass"));
  if (drawn.length !== sowing.length) fail(`${game} ${board}: ${drawn.length} moves drawn, the API has ${sowing.length}`);
  for (const d of drawn) {
    const m = api.moves[d.i];
    if (d.value !== m.value) fail(`${game} ${board}: move ${m.move} drawn as ${d.value}, the API says ${m.value}`);
    if (family(d.colour) !== m.value) fail(`${game} ${board}: move ${m.move} (${m.value}) is coloured ${d.colour}`);
  }
  return api;
}

// Plays as the human until the game is over (or `plies` of ours), always
// clicking the best move for us; returns the final status and our move count.
async function play(page, game, painted, plies = 40) {
  let ours = 0;
  for (;;) {
    await page.waitForFunction(() => ["human", "over"].includes(document.body.dataset.turn));
    const status = await page.textContent("#status");
    const api = await check(page, game, painted);
    if (status.startsWith("Game over") || ours === plies) return { status, ours };
    let best = -1;
    api.moves.forEach((m, i) => {
      const key = (x) => [rank[x.value], x.value === "lose" ? -x.remoteness : (x.remoteness || 0)];
      if (best < 0 || key(m)[0] < key(api.moves[best])[0]
        || (key(m)[0] === key(api.moves[best])[0] && key(m)[1] < key(api.moves[best])[1])) best = i;
    });
    const ply = Number(await page.evaluate(() => document.body.dataset.ply));
    const target = await page.$(`#drawing .move[data-move="${best}"]`);
    if (target) await target.click();
    else await page.click(`#moves button:nth-child(${best + 1})`);   // a pass
    await page.waitForFunction((p) => Number(document.body.dataset.ply) > p, ply);
    ours += 1;
    if (ours > 60) fail(`${game}: the game did not end`);
  }
}

async function start(page, game, board) {
  await page.selectOption("#game", game);
  await page.fill("#start", board);
  await page.selectOption("#first", "me");
  await page.click("#new");
  await page.waitForFunction(([g, b]) => document.body.dataset.game === g && document.body.dataset.ply === "0"
    && ["human", "over"].includes(document.body.dataset.turn), [game, board]);
}

const browser = await chromium.launch({ executablePath: exe, headless: true, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.on("pageerror", (e) => fail(`script error on the page: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector("#game option[value=mancala]", { state: "attached" });

  // Mancala, 3 pits of 3 stones: a tie in 5 with the best play from both.
  await start(page, "mancala", "0 3 3 3 / 3 3 3 0");
  await page.screenshot({ path: `${shots}/mancala.png`, fullPage: true });
  const mancala = await play(page, "mancala", "circle");
  if (!mancala.status.includes("a tie")) fail(`Mancala 3x3 should end in a tie: ${mancala.status}`);

  // Kalah, where a move may keep the turn: 3 pits of 3 stones is a win
  // for South, who moves first (tests/mancala.rs finds the same with a
  // plain Kalah minimax written apart from the solver).
  await start(page, "kalah", "3x3");
  const kalah = await play(page, "kalah", "circle");
  if (!kalah.status.includes("you win")) fail(`Kalah 3x3 should be won: ${kalah.status}`);

  // Dao from the start: every move draws; two of ours against the computer.
  await start(page, "dao", "X..O/.XO./.OX./O..X");
  await page.screenshot({ path: `${shots}/dao.png`, fullPage: true });
  await play(page, "dao", "line", 2);
  // A Dao position X wins in 5 (found with the solver; tests/dao.rs checks
  // every reachable position's value against the definition): won
  // through the arrows.
  await start(page, "dao", "XOX./...X/..../OOXO");
  const dao = await play(page, "dao", "line");
  if (!dao.status.includes("you win")) fail(`Dao should be won: ${dao.status}`);
  await page.screenshot({ path: `${shots}/dao-end.png`, fullPage: true });
  console.log(`browser test passed: Mancala 3x3 tied in ${mancala.ours} moves of ours, Kalah 3x3 won in ${kalah.ours}, Dao won in ${dao.ours}; every drawn move's value and colour matched the API`);
} finally {
  await browser.close();
}
