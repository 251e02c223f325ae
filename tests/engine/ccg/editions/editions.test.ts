import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, isRuleId, type RuleId } from '../../../../src/engine/ccg/rules.ts';
import {
  DEFAULT_EDITION,
  EARLIER_CITATIONS,
  citeUnder,
  compareEditions,
  earlierCitation,
  readEdition,
  underEdition,
} from '../../../../src/engine/ccg/editions/index.ts';
import { creditsCost, payExpenseSeries } from '../../../../src/engine/ccg/costs/index.ts';
import { resolvePiracy } from '../../../../src/engine/ccg/piracy/index.ts';
import {
  COST_PRESETS,
  NYMERIA_MISSILE_BARBETTE,
  PIRACY_PRESETS,
  RESOLUTION_PRESETS,
  ROUND_PRESETS,
  SERIES_PRESETS,
  TIMING_PRESETS,
  runPreset,
  runResolutionPreset,
  runRoundPreset,
} from '../../../../src/engine/ccg/examples/index.ts';
import type { TraceStep } from '../../../../src/engine/core/result.ts';

const changes = readFileSync(join(process.cwd(), 'content/ccg/pages/changes.mdx'), 'utf8');
const notes = readFileSync(join(process.cwd(), 'content/ccg/pages/source-notes.mdx'), 'utf8');
const laterOnly = (rule: string) => earlierCitation(rule as RuleId) !== undefined;

describe('the edition input', () => {
  it('defaults to the later edition and refuses anything but the two', () => {
    expect(DEFAULT_EDITION).toBe('later');
    expect(readEdition(undefined)).toMatchObject({ ok: true, value: 'later' });
    expect(readEdition('earlier')).toMatchObject({ ok: true, value: 'earlier' });
    for (const bad of ['Earlier', '', 1, null, ['later'], { edition: 'later' }]) {
      expect(readEdition(bad, 'tool.edition')).toMatchObject({ ok: false, rule: 'ccg.edition', field: 'tool.edition' });
    }
  });

  it('cites the later edition’s rule under the later edition, and the booklet’s counterpart under the earlier one', () => {
    expect(citeUnder('later', 'ccg.cost')).toBe('ccg.cost');
    expect(citeUnder('earlier', 'ccg.cost')).toBe('ccg.edition.cost');
    expect(citeUnder('earlier', 'ccg.round.procurement.stage-2')).toBe('ccg.edition.procurement-victory-check');
    // The earlier edition states the keywords, timing and Modifier itself.
    expect(citeUnder('earlier', 'ccg.keyword.expendable')).toBe('ccg.keyword.expendable');
    expect(citeUnder('earlier', 'ccg.timing.queue')).toBe('ccg.timing.queue');
    expect(citeUnder('earlier', 'ccg.modifier')).toBe('ccg.modifier');
  });
});

describe('what decides a step under the earlier edition', () => {
  it('covers exactly the glossary entries the changes page lists as added, and every part of Appendix I', () => {
    const added = changes.slice(changes.indexOf('## Entries the later edition added'), changes.indexOf('### Appendix I'));
    const slugs = [...added.matchAll(/\]\(\/ccg\/glossary\/([a-z-]+)\/\)/g)].map((m) => m[1]!);
    expect(slugs.length).toBe(19);
    const registered = slugs.map((s) => `ccg.${s}`).filter(isRuleId);
    const mappedGlossary = Object.keys(EARLIER_CITATIONS).filter((id) => !id.startsWith('ccg.round.'));
    expect(mappedGlossary.sort()).toEqual(registered.sort());
    const roundIds = Object.keys(RULES).filter((id) => id.startsWith('ccg.round.'));
    for (const id of roundIds) expect(laterOnly(id), id).toBe(true);
  });

  it('cites only registered ids, each an anchored entry of the changes page, and every one is used', () => {
    const used = new Set(Object.values(EARLIER_CITATIONS).map((c) => c!.rule));
    const editionIds = Object.keys(RULES).filter((id) => id.startsWith('ccg.edition.'));
    expect([...used].sort()).toEqual(editionIds.sort());
    for (const id of editionIds) {
      const at = RULES[id as RuleId].at;
      expect(at).toMatchObject({ kind: 'page', path: 'changes' });
      const anchor = at.kind === 'page' ? at.anchor : undefined;
      expect(changes, id).toContain(`:::rule{#${anchor} `);
    }
    expect(changes).toContain('## One situation, two editions');
    for (const c of Object.values(EARLIER_CITATIONS)) {
      if (c!.reading) expect(isRuleId(c!.reading)).toBe(true);
    }
    expect(notes).toContain('## Earlier edition');
  });

  it('names the two places where no booklet rule text decides under the earlier edition', () => {
    const notByText = Object.entries(EARLIER_CITATIONS).filter(([, c]) => c!.by !== 'booklet').map(([id, c]) => [id, c!.by]);
    expect(notByText).toEqual([
      ['ccg.round.procurement', 'booklet-example'],
      ['ccg.round.procurement.stage-1', 'booklet-example'],
      ['ccg.round.procurement.stage-2', 'reading'],
    ]);
  });
});

/** Every worked example of the five tools, as the engine decides it: its value and its trace. */
function workedExamples(): { name: string; value: unknown; trace: TraceStep<string>[] }[] {
  const out: { name: string; value: unknown; trace: TraceStep<string>[] }[] = [];
  const add = (name: string, r: { ok: boolean; value?: unknown; trace?: TraceStep<string>[] }) => {
    expect(r.ok, name).toBe(true);
    out.push({ name, value: r.value, trace: r.trace ?? [] });
  };
  for (const p of COST_PRESETS) add(`cost ${p.id}`, creditsCost(p.cost));
  for (const p of SERIES_PRESETS) add(`series ${p.id}`, payExpenseSeries(p.input));
  for (const p of TIMING_PRESETS) {
    const r = runPreset(p);
    add(`queue ${p.id}`, { ok: r.ok, value: r.ok ? r.value.log : undefined, trace: r.ok ? r.value.log.map((l) => ({ text: l.text, rule: 'ccg.timing.queue' })) : [] });
    if (r.ok) add(`queue ${p.id} last move`, r);
  }
  for (const p of PIRACY_PRESETS) add(`piracy ${p.id}`, resolvePiracy(p.input));
  for (const p of RESOLUTION_PRESETS) {
    const r = runResolutionPreset(p.id);
    add(`resolution ${p.id}`, { ok: r.ok, value: r.ok ? r.value.vp : undefined, trace: r.ok ? r.value.steps.flatMap((s) => s.trace) : [] });
  }
  for (const p of ROUND_PRESETS) {
    const r = runRoundPreset(p);
    add(`round ${p.id}`, { ok: r.ok, value: r.ok ? r.value.states.length : undefined, trace: r.ok ? r.value.traces.flat() : [] });
  }
  return out;
}

describe('one situation, two editions', () => {
  const examples = workedExamples();

  it('keeps every value, and under the earlier edition cites no text that only the later edition has', () => {
    expect(examples.length).toBeGreaterThan(15);
    for (const ex of examples) {
      const later = underEdition({ ok: true, value: ex.value, trace: ex.trace }, 'later');
      const earlier = underEdition({ ok: true, value: ex.value, trace: ex.trace }, 'earlier');
      expect(later.ok && later.trace).toEqual(ex.trace);
      if (!earlier.ok) throw new Error(ex.name);
      expect(earlier.value).toBe(ex.value);
      expect(earlier.trace.map((s) => s.text)).toEqual(ex.trace.map((s) => s.text));
      for (const s of earlier.trace) expect(laterOnly(s.rule), `${ex.name}: ${s.rule}`).toBe(false);
    }
  });

  it('cites a refusal’s rule under the chosen edition', () => {
    const refused = creditsCost({ cardName: 'X', printedCost: -1, act: 'play', phase: 'action' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(laterOnly(refused.rule)).toBe(true);
    expect(underEdition(refused, 'earlier')).toMatchObject({ ok: false, rule: citeUnder('earlier', refused.rule), error: refused.error, field: refused.field });
  });

  it('shows Nymeria’s Infamy surcharge resting on the booklet’s example of play under the earlier edition', () => {
    const r = creditsCost(NYMERIA_MISSILE_BARBETTE.cost);
    if (!r.ok) throw new Error(r.error);
    const cmp = compareEditions(r.trace);
    const surcharge = cmp.rows.find((row) => row.later === 'ccg.round.procurement.stage-1');
    expect(surcharge).toMatchObject({ earlier: 'ccg.edition.procurement', by: 'booklet-example', reading: 'ccg.note.earlier-edition' });
    const floor = cmp.rows.find((row) => row.later === 'ccg.cost');
    expect(floor).toMatchObject({ earlier: 'ccg.edition.cost', by: 'booklet' });
    expect(cmp.outcomesDiffer).toBe(false);
    expect(cmp.differing).toBe(cmp.rows.filter((row) => row.later !== row.earlier).length);
    expect(cmp.summary).toMatch(/^Both editions decide all \d+ steps the same way; \d+ of them rest on text only the later edition has/);
  });

  it('says so when the two editions cite the same rules', () => {
    expect(compareEditions([{ text: 'Expendable helps.', rule: 'ccg.keyword.expendable' }]).summary).toBe('Both editions decide this step the same way, citing the same rules.');
    expect(compareEditions([{ text: 'Stage 2.', rule: 'ccg.round.procurement.stage-2' }]).summary).toBe(
      'Both editions decide this step the same way; it rests on text only the later edition has, and under the earlier edition no text states it (our reading).',
    );
  });

  it('counts in words that agree: both steps, one of them rests, the booklet decides it', () => {
    const cost = { text: 'Cost.', rule: 'ccg.cost' };
    const keyword = { text: 'Expendable helps.', rule: 'ccg.keyword.expendable' };
    expect(compareEditions([cost, keyword]).summary).toBe(
      'Both editions decide both steps the same way; 1 of them rests on text only the later edition has, and under the earlier edition the booklet’s text decides it.',
    );
    expect(compareEditions([cost, cost]).summary).toBe(
      'Both editions decide both steps the same way; each rests on text only the later edition has, and under the earlier edition the booklet’s text decides them.',
    );
    expect(compareEditions([cost, keyword, cost]).summary).toBe(
      'Both editions decide all 3 steps the same way; 2 of them rest on text only the later edition has, and under the earlier edition the booklet’s text decides them.',
    );
  });
});
