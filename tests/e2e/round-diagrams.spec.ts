/**
 * The round diagrams show the engine's round data, stage by stage: on every
 * phase page and on the round overview each stage appears in order with its
 * title, each stage link lands on an element with that id, and every phase
 * page has exactly one stage section (#stage-N) per stage.
 */
import { test, expect, type Page } from './fixtures.ts';
import { roundPhases, SOLO_ADVENTURE, type PhaseDef } from '../../src/engine/ccg/round/round.ts';
import { idsIn } from './site.ts';

const PHASES: readonly PhaseDef[] = [...roundPhases(false), SOLO_ADVENTURE];
const pageOf = (p: PhaseDef) => `/ccg/round/${p.id}/`;

/** The stages a diagram shows, in document order: number, title, link. */
async function diagramStages(page: Page, phase: string) {
  const items = page.locator(`[data-phase="${phase}"] [data-stage]`);
  return items.evaluateAll((els) =>
    els.map((el) => ({
      number: Number(el.getAttribute('data-stage')),
      title: (el.querySelector('.title')?.textContent ?? '').trim(),
      href: (el.querySelector('a') as HTMLAnchorElement | null)?.href ?? '',
    })),
  );
}

/** The element ids of a page as the server sends it (cached per path). */
const idCache = new Map<string, Set<string>>();
async function idsOnPage(page: Page, path: string): Promise<Set<string>> {
  let ids = idCache.get(path);
  if (!ids) {
    const res = await page.request.get(path);
    expect(res.ok(), `${path} is served`).toBe(true);
    ids = idsIn(await res.text());
    idCache.set(path, ids);
  }
  return ids;
}

async function expectLinkToStage(page: Page, href: string, phasePath: string, n: number, where: string) {
  expect(href, `${where}: stage ${n} has a link`).not.toBe('');
  const url = new URL(href);
  expect(url.pathname, `${where}: stage ${n} links to the phase page`).toBe(phasePath);
  expect(url.hash, `${where}: stage ${n} links to its own section`).toBe(`#stage-${n}`);
  expect((await idsOnPage(page, url.pathname)).has(`stage-${n}`), `${where}: ${url.pathname} has an element #stage-${n}`).toBe(true);
}

for (const phase of PHASES) {
  const path = pageOf(phase);

  test(`${path}: the diagram shows the engine's ${phase.stages.length} stages in order`, async ({ page }) => {
    await page.goto(path);
    const shown = await diagramStages(page, phase.id);
    expect(shown.map((s) => s.number)).toEqual(phase.stages.map((s) => s.number));
    expect(shown.map((s) => s.title)).toEqual(phase.stages.map((s) => s.title));
    for (const s of shown) await expectLinkToStage(page, s.href, path, s.number, path);
  });

  test(`${path}: one stage section per stage, in order, each with its heading`, async ({ page }) => {
    await page.goto(path);
    const headings = page.locator('.stage-heading');
    await expect(headings).toHaveCount(phase.stages.length);
    const ids = await headings.evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(phase.stages.map((s) => `stage-${s.number}`));
    for (const s of phase.stages) {
      const section = page.locator(`#stage-${s.number}`);
      await expect(section, `${path}: exactly one #stage-${s.number}`).toHaveCount(1);
      await expect(section).toHaveText(`Stage ${s.number}: ${s.title}`);
    }
    // No stray stage anchors beyond the engine's stages.
    const stageIds = await page.locator('[id^="stage-"]').evaluateAll((els) => els.map((el) => el.id).filter((id) => /^stage-\d+$/.test(id)));
    expect(stageIds.sort()).toEqual(phase.stages.map((s) => `stage-${s.number}`).sort());
  });
}

test('/ccg/round/: the overview shows every phase with all its stages in order, linked to the phase pages', async ({ page }) => {
  await page.goto('/ccg/round/');
  const phases = roundPhases(false);
  const shownPhases = await page.locator('.round-diagram > [data-phase]').evaluateAll((els) => els.map((el) => el.getAttribute('data-phase')));
  expect(shownPhases).toEqual(phases.map((p) => p.id));
  for (const phase of phases) {
    const shown = await diagramStages(page, phase.id);
    expect(shown.map((s) => s.number), `${phase.id}: stage numbers`).toEqual(phase.stages.map((s) => s.number));
    expect(shown.map((s) => s.title), `${phase.id}: stage titles`).toEqual(phase.stages.map((s) => s.title));
    for (const s of shown) await expectLinkToStage(page, s.href, pageOf(phase), s.number, `/ccg/round/ (${phase.id})`);
  }
});

test('/ccg/solo/: the solo Adventure Phase diagram shows the engine stages and links to the solo phase page', async ({ page }) => {
  await page.goto('/ccg/solo/');
  const shown = await diagramStages(page, SOLO_ADVENTURE.id);
  expect(shown.map((s) => s.number)).toEqual(SOLO_ADVENTURE.stages.map((s) => s.number));
  expect(shown.map((s) => s.title)).toEqual(SOLO_ADVENTURE.stages.map((s) => s.title));
  for (const s of shown) await expectLinkToStage(page, s.href, pageOf(SOLO_ADVENTURE), s.number, '/ccg/solo/');
});
