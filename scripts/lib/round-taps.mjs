// Taps to reach any stage of a round from a fresh round tracker (issue 13), measured on the built
// page in Chromium at 360 px, tapping as a person would: a phase on the map, one of its stages in
// the jump picker, and, when the jump asks who the first captain is, a captain. The phases and
// stages are read from the page itself (the map and the picker), so nothing here restates the
// round; each stage is reached from a fresh tracker (two captains, no moves), and the arrival is
// checked against the tracker's own "Round · Phase · stage" line.
import { chromium } from '@playwright/test';

const FRESH = {
  setup: { captains: [{ name: 'Harrington', initiative: 3 }, { name: 'Needa', initiative: 2 }], seed: 1 },
  moves: [],
  preset: null,
  form: { captains: [{ name: '', initiative: '', vp: '0' }], threshold: '20' },
};

const freshUrl = (base) => `${base}/ccg/tools/round/#s=${Buffer.from(JSON.stringify(FRESH)).toString('base64url')}`;

async function openFresh(page, base) {
  // A new document each time (a link differing only in its hash would not reload the page).
  await page.goto('about:blank');
  await page.goto(freshUrl(base));
  const tool = page.locator('.round-tracker');
  await tool.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.round-tracker')?.closest('astro-island')?.hasAttribute('ssr') === false);
  await tool.locator('.rt-where').filter({ hasText: 'Round 1 · Ready Phase · stage 1 of' }).waitFor();
  return tool;
}

/** Taps the p-th phase of the map; the jump picker loads when first asked for (`asked.ts`), so its stages are awaited. */
async function tapPhase(tool, p) {
  await tool.locator('.rt-map button').nth(p).tap();
  await tool.locator('.rt-jump-stages li').first().waitFor();
}

/** The most taps over all stages, and the taps for each stage ("Resolution Phase, stage 2": 3). */
export async function roundTaps(base) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const perStage = {};
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    let tool = await openFresh(page, base);
    const phases = await tool.locator('.rt-map button').count();
    for (let p = 0; p < phases; p++) {
      tool = await openFresh(page, base);
      await tapPhase(tool, p);
      const stages = await tool.locator('.rt-jump-stages li').count();
      for (let k = 0; k < stages; k++) {
        if (k > 0 || p > 0) {
          tool = await openFresh(page, base);
          await tapPhase(tool, p);
        }
        let taps = 1;
        const panel = tool.locator('.rt-jump');
        const phase = ((await panel.locator('h3').textContent()) ?? '').replace(/^Jump to a stage of the /, '');
        const item = panel.locator('.rt-jump-stages li').nth(k);
        const label = ((await item.textContent()) ?? '').trim();
        const number = Number(label.split(' ')[0]);
        const key = `${phase}, stage ${number}`;
        if ((await item.locator('button').count()) === 0) {
          // Not a jump: the tracker is there already (a fresh tracker stands at the first stage).
          perStage[key] = /here now/.test(label) ? 0 : null;
          continue;
        }
        await item.locator('button').tap();
        taps++;
        const ask = tool.locator('.rt-jump-ask');
        if ((await ask.count()) > 0) {
          await ask.locator('.rt-moves button').first().tap();
          taps++;
        }
        const arrived = await tool
          .locator('.rt-where')
          .filter({ hasText: `${phase} · stage ${number} of` })
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
        perStage[key] = arrived ? taps : null;
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  const counts = Object.values(perStage);
  const reached = counts.filter((n) => n !== null);
  return {
    stages: counts.length,
    reached: reached.length,
    maxTaps: reached.length === counts.length ? Math.max(...reached) : null,
    perStage,
  };
}
