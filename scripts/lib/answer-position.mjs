// Where each CCG judge tool's answer starts on a phone (issue 13, "the answer first"):
// at 360 × 740 in Chromium, each tool's page is opened, its first book example (the
// first button of its examples bar) is loaded, and the top of the answer region
// (the element marked `data-answer`) is measured in px from the page top, with
// whether it lies within the first screen (740 px) and whether the answer (or the
// one-line copy pinned while it is out of sight, `data-answer-peek`) is on screen
// at that moment. Then one input is changed, as a person would, and the same is
// measured again.
//
// A tool whose answer is not marked yet is reported as "not marked", with where
// the result element of its older layout starts (`result`), so a layout before
// and after the marking can be compared with the same script.
//
//   node scripts/lib/answer-position.mjs [base URL]   (the built site served there;
//   default http://localhost:4321); npm run measure calls `answerPositions(base)`.
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';

export const SCREEN = { width: 360, height: 740 };

/**
 * The four tools: the page, the result element of the layout before the answer
 * was marked, and the one input changed after the example loads (found by its
 * label, as a person finds it; `press` is a button pressed instead of a field).
 */
export const ANSWER_TOOLS = [
  { tool: 'queue', path: '/ccg/tools/queue/', result: '.q-result', change: { press: 'Add to the queue', what: 'the book’s first card added to the queue' } },
  { tool: 'expense', path: '/ccg/tools/expense/', result: '[data-testid="cost-final"], [data-testid="pay-status"]', change: { label: 'Printed cost', value: '5', what: 'the printed cost set to 5' } },
  { tool: 'piracy', path: '/ccg/tools/piracy/', result: '.piracy-tool .results', change: { label: 'Native Attack Value', value: '6', what: 'the attacker’s native Attack Value set to 6' } },
  { tool: 'resolve', path: '/ccg/tools/resolve/', result: '.resolve-tool .results', change: { label: 'Captain', value: 'Picard', what: 'the captain’s name changed' } },
];

/** Where the answer (or the older result element) is now, measured in the page. */
function whereIsTheAnswer(resultSelector) {
  const tool = document.querySelector('astro-island .tool') ?? document;
  const marked = tool.querySelector('[data-answer]');
  const el = marked ?? tool.querySelector(resultSelector);
  if (!el) return { marked: false, found: false };
  const box = el.getBoundingClientRect();
  const peek = tool.querySelector('[data-answer-peek]');
  const peekBox = peek?.getBoundingClientRect();
  const seen = (b) => !!b && b.height > 0 && b.top < window.innerHeight && b.bottom > 0;
  return {
    marked: !!marked,
    found: true,
    top: Math.round(box.top + window.scrollY),
    // The answer's top edge is on screen, or its pinned copy is.
    inView: (box.top >= 0 && box.top < window.innerHeight) || seen(peekBox),
    text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
  };
}

/** Wait until the answer has stopped changing (the examples and the engines load on demand). */
async function settled(page, resultSelector) {
  await page.waitForLoadState('networkidle').catch(() => {});
  let last = '';
  let same = 0;
  for (let i = 0; i < 60 && same < 3; i++) {
    await page.waitForTimeout(100);
    const now = JSON.stringify(await page.evaluate(whereIsTheAnswer, resultSelector));
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return JSON.parse(last);
}

const figure = (w) => (w.found ? { top: w.top, firstScreen: w.top < SCREEN.height, inView: w.inView } : null);

async function measureTool(page, base, t) {
  await page.goto(`${base}${t.path}`, { waitUntil: 'load' });
  const tool = page.locator('astro-island .tool').first();
  await tool.scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => el?.closest('astro-island')?.hasAttribute('ssr') === false, await tool.elementHandle());
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = tool.locator('.presets button').first();
  const preset = ((await button.textContent()) ?? '').trim();
  await button.click();
  const loaded = await settled(page, t.result);
  const field = t.change.press ? tool.getByRole('button', { name: t.change.press, exact: true }).first() : tool.getByLabel(t.change.label, { exact: true }).first();
  if (t.change.press) await field.click();
  else await field.fill(t.change.value);
  const changed = await settled(page, t.result);
  return {
    tool: t.tool,
    path: t.path,
    preset,
    change: t.change.what,
    marked: loaded.marked,
    afterPreset: figure(loaded),
    afterChange: figure(changed),
  };
}

/** The figures for every tool; a tool that fails to measure is reported with its error, not thrown. */
export async function answerPositions(base) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: SCREEN });
    const out = [];
    for (const t of ANSWER_TOOLS) {
      try {
        out.push(await measureTool(page, base, t));
      } catch (e) {
        out.push({ tool: t.tool, path: t.path, error: String(e instanceof Error ? e.message : e).split('\n')[0] });
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The report's lines, one per tool and moment. */
export function answerLines(figures) {
  const at = (f) => (f ? `${f.top.toLocaleString('en')} px${f.firstScreen ? ', within the first screen' : ', below the first screen'}${f.inView ? '; on screen' : '; not on screen'}` : 'not found');
  const lines = [];
  for (const r of figures) {
    if (r.error) {
      lines.push(`  ${r.tool.padEnd(8)} could not be measured: ${r.error}`);
      continue;
    }
    const what = r.marked ? 'answer' : 'not marked (no data-answer); its result element';
    lines.push(`  ${r.tool.padEnd(8)} ${what}, after “${r.preset}”: ${at(r.afterPreset)}`);
    lines.push(`  ${''.padEnd(8)} after ${r.change}: ${at(r.afterChange)}`);
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? 'http://localhost:4321';
  const figures = await answerPositions(base);
  console.log(`Where the answer starts at ${SCREEN.width} × ${SCREEN.height} px (${base}):`);
  for (const line of answerLines(figures)) console.log(line);
}
