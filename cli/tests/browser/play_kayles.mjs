// End-to-end: headless Chromium opens the cgame page served by
// `cgame serve`, plays Kayles on 7 pins to the end against the server's
// computer by always clicking a move shown as winning, checks that the
// page announces our win, and saves a screenshot; then the same in misère
// play, where the last player to move loses.
//
// node play_kayles.mjs URL SCREENSHOT.png [CHROMIUM]
import { chromium } from "playwright-core";

const [url, shot, exe = "/usr/bin/chromium"] = process.argv.slice(2);
const fail = (msg) => { console.error(`browser test failed: ${msg}`); process.exit(1); };

const browser = await chromium.launch({ executablePath: exe, headless: true, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.on("pageerror", (e) => fail(`script error on the page: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector("#game option[value=kayles]", { state: "attached" });
  await page.selectOption("#game", "kayles");
  await page.fill("#start", "7");
  await page.selectOption("#first", "me");
  await page.click("#new");
  let moves = 0;
  for (;;) {
    // Our turn (after the computer's reply), or the end.
    await page.waitForFunction(() => ["human", "over"].includes(document.body.dataset.turn));
    const status = await page.textContent("#status");
    if (status.startsWith("Game over")) {
      if (!status.includes("you win")) fail(`expected a win, the page says: ${status}`);
      break;
    }
    // Kayles on 7 pins is a first-player win: a green (winning) move exists.
    const win = await page.$("#moves button[data-value=win]:not([disabled])");
    if (!win) fail(`no winning move offered at: ${await page.textContent("#board")}`);
    // The first position, with its moves coloured by value.
    if (moves === 0) await page.screenshot({ path: shot, fullPage: true });
    const ply = Number(await page.evaluate(() => document.body.dataset.ply));
    if (moves === 0) {
      // The first move by keyboard: its number (and Enter when a longer
      // number could still be meant), with no button focused.
      await page.evaluate(() => document.activeElement && document.activeElement.blur());
      const number = (await win.textContent()).split(".")[0];
      const count = await page.$$eval("#moves button", (b) => b.length);
      await page.keyboard.type(number);
      if (Number(number) * 10 <= count) await page.keyboard.press("Enter");
    } else {
      await win.click();
    }
    await page.waitForFunction((p) => Number(document.body.dataset.ply) > p, ply);
    moves += 1;
    if (moves > 20) fail("the game did not end");
  }
  // Keyboard: undo takes back our last move and the computer's reply.
  await page.keyboard.press("u");
  await page.waitForFunction(() => document.body.dataset.turn === "human");
  await page.keyboard.press("r");
  await page.waitForFunction(() => document.getElementById("status").textContent.startsWith("Game over"));
  await page.screenshot({ path: shot.replace(/\.png$/, "-end.png"), fullPage: true });

  // Kayles of 60 pins: too large to search within the server's second,
  // answered by its nim-value (a win) and said so; its winning moves are
  // still green.
  await page.fill("#start", "60");
  await page.click("#new");
  await page.waitForFunction(() => document.getElementById("status").textContent.includes("beyond the server's search budget"),
    null, { timeout: 10000 });
  const big = await page.textContent("#status");
  if (!big.includes("you can win")) fail(`Kayles 60 is a first-player win: ${big}`);
  if (!(await page.$("#moves button[data-value=win]"))) fail("Kayles 60 should offer a winning move");

  // Misère Kayles on 7 pins, by the checkbox (which starts a new game):
  // still a first-player win (the rows lost to the player to move are 1,
  // 4, 9, 12 and 20), and the computer is left to make the last move.
  if (await page.isHidden("#misere-choice")) fail("Kayles should offer misère play");
  await page.fill("#start", "7");
  await page.check("#misere");
  await page.waitForFunction(() => document.getElementById("board").textContent.startsWith("Misère Kayles")
    && document.body.dataset.ply === "0" && ["human", "over"].includes(document.body.dataset.turn));
  let misereMoves = 0;
  for (;;) {
    await page.waitForFunction(() => ["human", "over"].includes(document.body.dataset.turn));
    const status = await page.textContent("#status");
    if (status.startsWith("Game over")) {
      if (!status.includes("you win")) fail(`expected a misère win, the page says: ${status}`);
      break;
    }
    const win = await page.$("#moves button[data-value=win]:not([disabled])");
    if (!win) fail(`no winning misère move offered at: ${await page.textContent("#board")}`);
    const ply = Number(await page.evaluate(() => document.body.dataset.ply));
    await win.click();
    await page.waitForFunction((p) => Number(document.body.dataset.ply) > p, ply);
    misereMoves += 1;
    if (misereMoves > 20) fail("the misère game did not end");
  }
  await page.screenshot({ path: shot.replace(/\.png$/, "-misere.png"), fullPage: true });
  // Games that end otherwise do not offer it.
  await page.selectOption("#game", "treblecross");
  if (!(await page.isHidden("#misere-choice"))) fail("Treblecross should not offer misère play");

  // The 15-puzzle, two slides from the goal, solved with the arrow keys.
  await page.selectOption("#game", "fifteen");
  await page.fill("#start", "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15");
  await page.click("#new");
  await page.waitForFunction(() => document.body.dataset.game === "fifteen" && document.body.dataset.ply === "0"
    && document.getElementById("status").textContent.startsWith("2 moves"));
  await page.screenshot({ path: shot.replace(/\.png$/, "-fifteen.png"), fullPage: true });
  // Seed 003's look: tiles from light grey (1) to dark grey (15), sliding.
  const greys = await page.$$eval("#tiles button", (bs) => bs.map((b) => {
    const [r, g, bl] = getComputedStyle(b).backgroundColor.match(/\d+/g).map(Number);
    return { tile: Number(b.dataset.tile), grey: r === g && g === bl, level: r, slide: getComputedStyle(b).transitionProperty };
  }));
  if (greys.length !== 15 || greys.some((t, k) => !t.grey || t.tile !== k + 1 || (k > 0 && t.level >= greys[k - 1].level))) {
    fail(`the tiles should be greys darker by number: ${JSON.stringify(greys)}`);
  }
  if (!greys.every((t) => t.slide.includes("transform"))) fail("the tiles should slide (a transform transition)");
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (const n of [1, 2]) {
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction((p) => document.body.dataset.ply === String(p), n);
  }
  const solved = await page.textContent("#status");
  if (!solved.startsWith("Solved in 2 moves")) fail(`the 15-puzzle should be solved: ${solved}`);
  const banner = await page.textContent("#banner");
  if (banner !== "You win!") fail(`a solved 15-puzzle should say so: '${banner}'`);
  await page.waitForTimeout(300);   // the last slide's end
  await page.screenshot({ path: shot.replace(/\.png$/, "-fifteen-solved.png"), fullPage: true });
  console.log(`browser test passed: Kayles 7 won in ${moves} moves of ours, misère Kayles 7 in ${misereMoves}, the 15-puzzle solved by keyboard; screenshots ${shot} and others`);
} finally {
  await browser.close();
}
