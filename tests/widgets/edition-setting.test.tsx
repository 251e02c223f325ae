/**
 * The CCG tools' edition setting: one field of each tool's link, read and
 * written by every tool alike; and the kit's citations, which follow it.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'preact-render-to-string';
import { DEFAULT_EDITION, EDITIONS, citeUnder, compareEditions } from '../../src/engine/ccg/editions/index.ts';
import { CCG_DEFAULT_EDITION } from '../../src/widgets/edition/choices.ts';
import { CCG_EDITIONS, editionOf, withEdition } from '../../src/widgets/edition/choices.ts';
import { loadMap as loadCcgEditions, view as ccgView } from '../../src/widgets/edition/other.tsx';
import { EDITION_REFUSED, keepingEdition, readEditionSetting } from '../../src/widgets/edition/link.ts';
import { CcgEditionField } from '../../src/widgets/edition/ui.tsx';
import { Citations, DEFAULT_VIEW, type CitationView } from '../../src/widgets/kit/citation-context.ts';
import { RuleCite, RuleLinks } from '../../src/widgets/kit/RuleLink.tsx';
import { Trace } from '../../src/widgets/kit/Trace.tsx';
import { catalogueResolver, type RuleResolver } from '../../src/engine/core/rules.ts';
import { emptyState as expenseClean } from '../../src/widgets/expense/state.ts';
import { EXPENSE_URL } from '../../src/widgets/expense/link-reader.ts';
import { parsePiracyState } from '../../src/widgets/piracy/link.ts';
import { cleanState as piracyClean } from '../../src/widgets/piracy/state.ts';
import { parseQueueToolState, cleanState as queueClean } from '../../src/widgets/queue/replay.ts';
import { parseResolveState } from '../../src/widgets/resolve/link.ts';
import { cleanState as resolveClean } from '../../src/widgets/resolve/state.ts';
import { parseRoundToolState } from '../../src/widgets/round/link.ts';
import { INITIAL_STATE as ROUND_CLEAN } from '../../src/widgets/round/state.ts';
import { DECK_URL } from '../../src/widgets/deck/state.ts';
import { INITIAL_SOLO_POINTS, SOLO_URL } from '../../src/widgets/solo/state.ts';
import { LEGAL_DECK_LIST } from '../../src/engine/ccg/examples/index.ts';
import { readEncodedState } from '../../src/widgets/kit/url-state.ts';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import type { Parsed } from '../../src/widgets/kit/numbers.ts';

const TOOLS: { name: string; clean: () => object; parse: (raw: unknown) => Parsed<unknown> }[] = [
  { name: 'expense', clean: expenseClean, parse: (raw) => readEncodedState(encodeState(raw), EXPENSE_URL) },
  { name: 'piracy', clean: piracyClean, parse: parsePiracyState },
  { name: 'queue', clean: queueClean, parse: parseQueueToolState },
  { name: 'resolution check', clean: resolveClean, parse: parseResolveState },
  { name: 'round tracker', clean: () => ROUND_CLEAN, parse: (raw) => parseRoundToolState(raw) },
  { name: 'deck checker', clean: () => ({ text: LEGAL_DECK_LIST.text }), parse: (raw) => readEncodedState(encodeState(raw), DECK_URL) },
  { name: 'solo points', clean: () => INITIAL_SOLO_POINTS, parse: (raw) => readEncodedState(encodeState(raw), SOLO_URL) },
];

describe('the edition field of a link', () => {
  it('matches the engine’s editions and default', () => {
    expect(CCG_DEFAULT_EDITION).toBe(DEFAULT_EDITION);
    expect(CCG_EDITIONS.map((c) => c.value).sort()).toEqual([...EDITIONS].sort());
  });

  it('is left out for the later edition, and holds "earlier" or "compare" otherwise', () => {
    expect(readEditionSetting(undefined)).toEqual({ ok: true, value: undefined });
    expect(readEditionSetting('later')).toEqual({ ok: true, value: undefined });
    expect(readEditionSetting('earlier')).toEqual({ ok: true, value: 'earlier' });
    expect(readEditionSetting('compare')).toEqual({ ok: true, value: 'compare' });
    for (const bad of ['Earlier', 'both', '', 2, null, ['earlier']]) expect(readEditionSetting(bad)).toMatchObject({ ok: false, error: expect.stringContaining('edition') });
    const s: { a: number; edition?: 'earlier' | 'compare' } = { a: 1 };
    expect(withEdition(s, 'earlier')).toEqual({ a: 1, edition: 'earlier' });
    expect(withEdition({ a: 1, edition: 'compare' as const }, 'later')).toEqual({ a: 1 });
    expect(editionOf({})).toBe('later');
    expect(editionOf({ edition: 'compare' })).toBe('compare');
  });

  for (const tool of TOOLS) {
    it(`is read by the ${tool.name} link reader: kept, round-tripped, refused with a sentence when bad`, () => {
      for (const edition of ['earlier', 'compare'] as const) {
        const state = { ...tool.clean(), edition };
        const read = tool.parse(JSON.parse(JSON.stringify(state)));
        expect(read, `${tool.name} ${edition}`).toMatchObject({ ok: true, value: { edition } });
        if (read.ok) expect(tool.parse(JSON.parse(JSON.stringify(read.value)))).toEqual(read);
      }
      const later = tool.parse({ ...tool.clean(), edition: 'later' });
      expect(later.ok && 'edition' in (later.value as object)).toBe(false);
      const bad = tool.parse({ ...tool.clean(), edition: 'first' });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error).toMatch(/edition/);
    });

    it(`${tool.name}: a link whose edition alone is wrong opens with its other values, the refusal kept for the edition setting with its rule`, () => {
      const clean = tool.parse(JSON.parse(JSON.stringify(tool.clean())));
      expect(clean.ok).toBe(true);
      const read = keepingEdition(tool.parse)({ ...JSON.parse(JSON.stringify(tool.clean())), edition: 'first' });
      expect(read).toMatchObject({ ok: false, rule: 'ccg.edition', field: 'edition', instead: { at: 'edition', error: EDITION_REFUSED } });
      if (!read.ok && clean.ok) expect(read.instead?.state).toEqual(clean.value);
      // Something else wrong too: the tool's own refusal, with no state put instead.
      const worse = keepingEdition(tool.parse)({ edition: 'first', v: 99, text: 7, setup: 7, attacker: 7 });
      expect(worse).toMatchObject({ ok: false });
      if (!worse.ok) expect(worse.instead?.at).not.toBe('edition');
    });
  }
});

describe('the edition setting of a tool', () => {
  const linked = { ok: false as const, error: 'the edition must be …', rule: 'ccg.edition', field: 'edition', instead: { state: {}, says: '', at: 'edition', error: EDITION_REFUSED } };
  const field = (props: Partial<Parameters<typeof CcgEditionField>[0]>) =>
    render(<CcgEditionField value={undefined} onEdition={() => undefined} onView={() => undefined} {...props} />);

  it('shows a refused link’s edition beside itself, with its rule, and nothing otherwise', () => {
    const shown = field({ linked });
    expect(shown).toContain('aria-invalid="true"');
    expect(shown).toContain('The edition must be &quot;earlier&quot;, &quot;later&quot; or &quot;compare&quot;.');
    expect(field({})).not.toContain('aria-invalid');
    // A refusal of another field is not the setting's.
    expect(field({ linked: { ...linked, instead: { ...linked.instead, at: 'text' } } })).not.toContain('aria-invalid');
  });
});

const resolver = catalogueResolver({
  version: 1,
  game: 'ccg',
  rules: {
    'ccg.cost': { title: 'Cost', href: '/ccg/glossary/cost/' },
    'ccg.edition.cost': { title: 'Earlier edition: Cost, from the booklet', href: '/ccg/changes/#earlier-cost' },
    'ccg.modifier': { title: 'Modifier', href: '/ccg/glossary/modifier/' },
    'ccg.round.ready.stage-1': { title: 'Ready stage 1', href: '/ccg/round/ready/#stage-1' },
    'ccg.round.ready.stage-2': { title: 'Ready stage 2', href: '/ccg/round/ready/#stage-2' },
    'ccg.edition.ready-phase': { title: 'Earlier edition: the Ready Phase, from the booklet', href: '/ccg/changes/#earlier-ready-phase' },
  },
}) as RuleResolver;

async function view(setting: 'earlier' | 'compare'): Promise<CitationView> {
  return ccgView(setting, await loadCcgEditions());
}

const html = (v: CitationView, node: preact.JSX.Element) =>
  render(
    <RuleLinks.Provider value={{ resolve: resolver, pending: false }}>
      <Citations.Provider value={v}>{node}</Citations.Provider>
    </RuleLinks.Provider>,
  );

describe('the citations a tool shows', () => {
  it('load the engine’s map, which cites as the engine does', async () => {
    const map = await loadCcgEditions();
    expect(map.cite('earlier', 'ccg.cost')).toBe(citeUnder('earlier', 'ccg.cost'));
    expect(map.compare([{ text: 'x', rule: 'ccg.cost' }])).toEqual(compareEditions([{ text: 'x', rule: 'ccg.cost' }]));
  });

  it('link the earlier edition’s rule under the earlier edition, and a shared rule as it is', async () => {
    const v = await view('earlier');
    expect(html(v, <RuleCite rule="ccg.cost" />)).toContain('href="/ccg/changes/#earlier-cost"');
    expect(html(v, <RuleCite rule="ccg.modifier" />)).toContain('href="/ccg/glossary/modifier/"');
    expect(html(DEFAULT_VIEW, <RuleCite rule="ccg.cost" />)).toContain('href="/ccg/glossary/cost/"');
  });

  it('name both editions’ rules side by side when comparing, or say that every edition cites the same', async () => {
    const v = await view('compare');
    const both = html(v, <RuleCite rule="ccg.cost" />);
    expect(both).toMatch(/Later: <a[^>]*href="\/ccg\/glossary\/cost\/"/);
    expect(both).toMatch(/Earlier: <a[^>]*href="\/ccg\/changes\/#earlier-cost"/);
    expect(html(v, <RuleCite rule="ccg.modifier" />)).toContain('Rule (every edition): ');
    expect(html(v, <RuleCite rule="ccg.modifier" />)).not.toContain('edition-cite');
  });

  it('run two steps under one rule when the edition cites one rule for both', async () => {
    const steps = [
      { text: 'Ready.', rule: 'ccg.round.ready.stage-1' },
      { text: 'Hand size.', rule: 'ccg.round.ready.stage-2' },
    ];
    expect(html(DEFAULT_VIEW, <Trace steps={steps} />).match(/Rule( for steps [^:]+)?:/g)).toEqual(['Rule:', 'Rule:']);
    expect(html(await view('earlier'), <Trace steps={steps} />).match(/Rule( for steps [^:]+)?:/g)).toEqual(['Rule for steps 1–2:']);
  });
});
