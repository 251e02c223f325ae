/**
 * The queue stepper's first view, worked out when the page is built: the
 * pages (`src/pages/ccg/tools/queue.astro`, the Time is Money examples) pass
 * `queueBoot()` to the island as its `initial` prop, so the island can draw
 * the table, the empty queue and the book's steps without loading the engine.
 * Only pages import this module; the island never does.
 */
import { BOOK_CARDS_TIMING, bookCard } from '../../engine/ccg/timing/index.ts';
import { TIMING_PRESETS } from '../../engine/ccg/examples/index.ts';
import { canonical, coreOf, guideProgress, type QueueBoot } from './state.ts';
import { cleanState, coreView, guideFor, presetById, presetState, replay } from './replay.ts';

/** The boot data for the tool opened clean, or at a book example's bare table. */
export function queueBoot(presetId?: string): QueueBoot {
  const preset = presetById(presetId);
  if (presetId !== undefined && !preset) throw new Error(`No queue preset ${presetId}.`);
  const clean = cleanState();
  const tool = preset ? presetState(preset) : clean;
  const views: QueueBoot['views'] = [];
  for (const s of [tool, clean]) {
    const core = coreOf(s);
    if (!views.some((v) => canonical(v.core) === canonical(core))) views.push({ core, view: coreView(replay(s)) });
  }
  const guide = preset ? guideFor(preset) : null;
  // The form opens with the book's next card when an example is followed.
  const next = guide ? guide.moves[guideProgress(tool, guide).done] : undefined;
  const template = (next?.kind === 'card' ? bookCard(next.card) : undefined) ?? BOOK_CARDS_TIMING[0]!;
  return {
    tool,
    clean,
    views,
    guide,
    presets: TIMING_PRESETS.map((p) => ({ id: p.id, title: p.title })),
    cards: BOOK_CARDS_TIMING.map((t) => ({ key: t.key, name: t.name })),
    template,
  };
}
