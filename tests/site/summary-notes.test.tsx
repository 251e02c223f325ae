/**
 * A summary that states our reading keeps its label wherever it goes (issue 19): the rule registry
 * carries the note beside the summary, `rules.json` publishes it (the catalogue a tool reads keeps
 * it), the tables data names it beside the round's summaries and under the tables that rest on one,
 * the tool's rule link hands it to the preview, and the round tracker's steps that quote such a
 * summary name the note, which the tracker draws as the "Our reading" label.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'preact-render-to-string';
import { buildRegistry, joinWords, ruleEntry } from '../../src/site/rules/index.ts';
import { CCG_WORDS } from '../../src/site/rules/ccg.ts';
import { tableData } from '../../src/site/data/tables.ts';
import { gameById } from '../../src/site/games/index.ts';
import { catalogueResolver, type RuleResolver } from '../../src/engine/core/rules.ts';
import { roundPhases } from '../../src/engine/ccg/round/index.ts';
import { setupTracker, transition, whatMayTheyDo, type TrackerEvent, type TrackerState } from '../../src/engine/ccg/tracker/tracker.ts';
import { StepText } from '../../src/widgets/kit/StepText.tsx';
import { RuleLink, RuleLinks } from '../../src/widgets/kit/RuleLink.tsx';

const root = process.cwd();
const SLOT_OWNER = { id: 'slot-owner', href: '/ccg/source-notes/#slot-owner', name: 'Our reading: Slot owner' };
const VICTORY = { id: 'victory-threshold', href: '/ccg/source-notes/#victory-threshold', name: 'Our reading: Victory threshold' };

describe('the rule registry carries the note of a summary that states our reading', () => {
  it('Resolution stage 3 (the slot’s controller, note slot-owner)', () => {
    const r = ruleEntry('ccg.round.resolution.stage-3')!;
    expect(r.summary).toMatch(/slot’s controller/);
    expect(r.summaryNote).toEqual(SLOT_OWNER);
  });

  it('every victory check ("at or above", "reaching": note victory-threshold), and only summaries that name a note', () => {
    const stages = roundPhases(false)
      .concat(roundPhases(true))
      .flatMap((p) => p.stages);
    const checks = stages.filter((s) => s.victoryCheck);
    expect(checks.length).toBeGreaterThanOrEqual(7);
    for (const s of checks) {
      expect(s.summaryNote, s.rule).toBe('victory-threshold');
      expect(ruleEntry(s.rule)?.summaryNote, s.rule).toEqual(VICTORY);
    }
    for (const s of stages.filter((x) => x.summaryNote === undefined)) expect(ruleEntry(s.rule)?.summaryNote, s.rule).toBeUndefined();
  });

  it('a Traders or Ascension note’s summary is the reading itself: labelled with the note, its id shown', () => {
    expect(ruleEntry('traders.A01')?.summaryNote).toMatchObject({ id: 'A01', href: '/traders/source-notes/#A01', shown: 'A01' });
    expect(ruleEntry('ascension.AM-41')?.summaryNote).toMatchObject({ id: 'AM-41', href: '/ascension/source-notes/#AM-41', shown: 'AM-41' });
    // A rule of the book is not.
    expect(ruleEntry('traders.t-2-c-ii')?.summaryNote).toBeUndefined();
    for (const game of ['traders', 'ascension']) {
      for (const r of buildRegistry(root, game).rules.values()) if (r.id.includes('.A')) expect(r.summaryNote?.id, r.id).toBe(r.id.slice(game.length + 1));
    }
  });

  it('a rule that is itself a note carries it, in every game (a CCG note has no summary but is still our reading); no other rule does', () => {
    expect(ruleEntry('ccg.note.queue-passing')?.note).toEqual({ id: 'queue-passing', href: '/ccg/source-notes/#queue-passing', name: 'Our reading: Queue passing' });
    expect(ruleEntry('traders.A09')?.note).toMatchObject({ id: 'A09', shown: 'A09', href: '/traders/source-notes/#A09' });
    expect(ruleEntry('ccg.round.resolution.stage-3')?.note).toBeUndefined();
    for (const game of ['ccg', 'traders', 'ascension']) {
      const rules = [...buildRegistry(root, game).rules.values()];
      const notes = rules.filter((r) => r.href.startsWith(`/${game}/source-notes/#`));
      expect(notes.length, game).toBeGreaterThan(30);
      for (const r of notes) expect(r.note?.href, r.id).toBe(r.href);
      for (const r of rules.filter((x) => !notes.includes(x))) expect(r.note, r.id).toBeUndefined();
    }
  });

  it('refuses a note that no Source notes page has, or a note without a summary', () => {
    const notes = (id: string) => (id === 'slot-owner' ? SLOT_OWNER : `no source note "${id}"`);
    expect(joinWords('ccg.x', '/x/', {}, { name: 'X', summary: 'Y.', summaryNote: 'nope' }, CCG_WORDS, 'm', notes)).toMatch(/its summary's note: no source note "nope"/);
    expect(joinWords('ccg.x', '/x/', {}, { name: 'X', summaryNote: 'slot-owner' }, CCG_WORDS, 'm', notes)).toMatch(/for a summary it does not have/);
    expect(joinWords('ccg.x', '/x/', { summary: 'Y.', summaryNote: 'slot-owner' }, { name: 'X' }, CCG_WORDS, 'm', notes)).toMatchObject({ summaryNote: SLOT_OWNER });
  });
});

describe('the published data carries it', () => {
  it('rules.json: the catalogue a tool reads keeps the note beside the summary', () => {
    const entry = { title: 'Resolution Phase, stage 3', href: '/ccg/round/resolution/#stage-3', summary: 'S.', summaryNote: SLOT_OWNER, page: 'Resolution' };
    const resolve = catalogueResolver({ version: 1, game: 'ccg', rules: { 'ccg.a': entry } }) as RuleResolver;
    expect(resolve('ccg.a')?.summaryNote).toEqual(SLOT_OWNER);
  });

  it('tables.json: the round’s rows name the note beside the summary, and the table lists its notes', () => {
    const round = tableData(gameById('ccg')).tables.find((t) => t.id === 'round')!;
    expect(round.columns.map((c) => c.key)).toContain('summaryNoteHref');
    const row = round.rows.find((r) => r.phase === 'Resolution Phase' && r.stage === 3)!;
    expect(row).toMatchObject({ summaryNote: 'slot-owner', summaryNoteHref: SLOT_OWNER.href });
    expect(round.rows.filter((r) => r.title === 'Victory check').every((r) => r.summaryNoteHref === VICTORY.href)).toBe(true);
    expect(round.rows.find((r) => r.phase === 'Resolution Phase' && r.stage === 4)).toMatchObject({ summaryNote: null, summaryNoteHref: null });
    expect(round.readings?.map((n) => n.id).sort()).toEqual(['slot-owner', 'victory-threshold']);
  });

  it('tables.json: an Ascension table whose cells cite a note lists it (T16, AM-41)', () => {
    const t16 = tableData(gameById('ascension')).tables.find((t) => t.id === 'T16')!;
    expect(t16.readings?.map((n) => n.id)).toContain('AM-41');
    expect(t16.readings?.find((n) => n.id === 'AM-41')?.href).toBe('/ascension/source-notes/#AM-41');
  });
});

const resolver = catalogueResolver({
  version: 1,
  game: 'ccg',
  rules: {
    'ccg.round.resolution.stage-3': { title: 'Resolution Phase, stage 3: Resolve contracts', href: '/ccg/round/resolution/#stage-3', summary: 'S.', summaryNote: SLOT_OWNER, page: 'Resolution Phase' },
    'ccg.note.slot-owner': { title: 'Our reading: Slot owner', href: SLOT_OWNER.href, page: 'Source notes' },
    'ccg.initiative-order': { title: 'Initiative order', href: '/ccg/glossary/initiative-order/', page: 'Initiative order' },
  },
}) as RuleResolver;
const withLinks = (node: preact.JSX.Element) => render(<RuleLinks.Provider value={{ resolve: resolver, pending: false }}>{node}</RuleLinks.Provider>);

describe('the tools draw the label', () => {
  it('a rule link hands the summary’s note to the preview script', () => {
    const h = withLinks(<RuleLink rule="ccg.round.resolution.stage-3" />);
    expect(h).toContain(`data-note="${SLOT_OWNER.href}"`);
    expect(withLinks(<RuleLink rule="ccg.initiative-order" />)).not.toContain('data-note');
  });

  it('a tracker step that states our reading shows the "Our reading" label linked to its note; other steps none', () => {
    const h = withLinks(<StepText text="A resolved contract is replaced by its slot’s controller." reading="ccg.note.slot-owner" />);
    expect(h).toBe('<span class="reading"><a class="reading-label" href="/ccg/source-notes/#slot-owner" aria-label="Our reading: Slot owner">Our reading</a> A resolved contract is replaced by its slot’s controller.</span>');
    expect(withLinks(<StepText text="In initiative order." />)).toBe('In initiative order.');
  });

  it('the round tracker: at Resolution stage 3 the step quoting the summary names note slot-owner', () => {
    const must = (r: ReturnType<typeof transition>): TrackerState => {
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    const setup = setupTracker({
      captains: [
        { id: 'ann', name: 'Ann', initiative: 2 },
        { id: 'bo', name: 'Bo', initiative: 1 },
      ],
      start: { phase: 'resolution', stage: 2, first: 'ann' },
    });
    if (!setup.ok) throw new Error(setup.error);
    const events: TrackerEvent[] = [
      { type: 'pass', captain: 'ann', contract: 'clear' },
      { type: 'pass', captain: 'bo', contract: 'clear' },
      { type: 'next-stage' },
    ];
    const s = events.reduce((st, e) => must(transition(st, e)), setup.value);
    expect(`${s.phase}.${s.stage}`).toBe('resolution.3');
    const quoted = whatMayTheyDo(s).may.find((m) => m.rule === 'ccg.round.resolution.stage-3' && /slot’s controller/.test(m.text));
    expect(quoted?.reading).toBe('ccg.note.slot-owner');
  });
});
