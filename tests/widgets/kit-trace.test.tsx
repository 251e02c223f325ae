/**
 * The kit's trace: a run of consecutive steps under one rule cites the rule
 * once ("Rule for steps 2–4"), every step keeps its own numbered item, and a
 * rule link carries what the site's preview script shows (summary, page).
 */
import { describe, expect, it } from 'vitest';
import { render } from 'preact-render-to-string';
import { Trace } from '../../src/widgets/kit/Trace.tsx';
import { RuleLinks, type RuleLinkContext } from '../../src/widgets/kit/RuleLink.tsx';
import { catalogueResolver, type RuleResolver } from '../../src/engine/core/rules.ts';
import type { TraceStep } from '../../src/engine/core/result.ts';

const resolver = catalogueResolver({
  version: 1,
  game: 'x',
  rules: {
    'x.cost': { title: 'Cost', href: '/x/glossary/cost/', summary: 'What a card asks.', page: 'Cost' },
    'x.r-1': { title: 'Paying', href: '/x/rules/#r-1', page: 'The rules' },
    // A source note: the rule is our reading itself (`note`), and its summary rests on it.
    'x.N1': {
      title: 'N1 Who pays',
      href: '/x/source-notes/#N1',
      summary: 'The owner pays.',
      summaryNote: { id: 'N1', href: '/x/source-notes/#N1', shown: 'N1', name: 'Our reading N1: who pays' },
      note: { id: 'N1', href: '/x/source-notes/#N1', shown: 'N1', name: 'Our reading N1: who pays' },
    },
    // A source note with no summary (the card game's notes), whose label shows no id.
    'x.note.queue': { title: 'Our reading: Queue', href: '/x/source-notes/#queue', page: 'Source notes', note: { id: 'queue', href: '/x/source-notes/#queue', name: 'Our reading: Queue' } },
    // A summary resting on a note, of a rule that is not itself the note.
    'x.slot': {
      title: 'Slot',
      href: '/x/glossary/slot/',
      summary: 'The owner refills it.',
      summaryNote: { id: 'queue', href: '/x/source-notes/#queue', name: 'Our reading: Queue' },
    },
  },
}) as RuleResolver;

function html(steps: TraceStep[], start?: number, links: RuleLinkContext = { resolve: resolver, pending: false }): string {
  return render(
    <RuleLinks.Provider value={links}>
      <Trace steps={steps} {...(start === undefined ? {} : { start })} />
    </RuleLinks.Provider>,
  );
}

const items = (h: string) => h.match(/<li[\s>][\s\S]*?<\/li>/g) ?? [];
const cites = (h: string) => [...h.matchAll(/<span class="trace-rule">(Rule(?: for steps [^:]+)?): /g)].map((m) => m[1]);
const step = (text: string, rule: string): TraceStep => ({ text, rule });

describe('the trace', () => {
  it('cites a rule once for a run of steps that share it, numbering every step', () => {
    const h = html([step('One.', 'x.r-1'), step('Two.', 'x.cost'), step('Three.', 'x.cost'), step('Four.', 'x.cost'), step('Five.', 'x.r-1')]);
    expect(items(h)).toHaveLength(5);
    expect(h).toContain('<ol start="1">');
    expect(cites(h)).toEqual(['Rule', 'Rule for steps 2–4', 'Rule']);
    // The run's cite sits on its last step; its other steps carry none and are marked as the run.
    const [, two, three, four] = items(h);
    expect(two).not.toContain('trace-rule');
    expect(three).not.toContain('trace-rule');
    expect(four).toContain('Rule for steps 2–4: <a class="rule-link" href="/x/glossary/cost/"');
    expect([two, three, four].every((li) => li!.startsWith('<li class="trace-run">'))).toBe(true);
    expect(items(h)[0]!.startsWith('<li>')).toBe(true);
  });

  it('counts a run from the list\'s first number', () => {
    const h = html([step('A.', 'x.cost'), step('B.', 'x.cost'), step('C.', 'x.r-1')], 12);
    expect(h).toContain('<ol start="12">');
    expect(cites(h)).toEqual(['Rule for steps 12–13', 'Rule']);
  });

  it('cites the rule again when another rule came between', () => {
    expect(cites(html([step('A.', 'x.cost'), step('B.', 'x.r-1'), step('C.', 'x.cost')]))).toEqual(['Rule', 'Rule', 'Rule']);
    expect(cites(html([step('A.', 'x.cost')]))).toEqual(['Rule']);
    expect(html([])).toBe('');
  });

  it('draws a rule link with what its preview shows: the summary, or the page it leads to', () => {
    const h = html([step('A.', 'x.cost'), step('B.', 'x.r-1')]);
    expect(h).toContain('<a class="rule-link" href="/x/glossary/cost/" data-summary="What a card asks." data-page="Cost">Cost</a>');
    expect(h).toContain('<a class="rule-link" href="/x/rules/#r-1" data-page="The rules">Paying</a>');
  });

  it('shows "rule" while the catalogue loads, and an unknown id as written', () => {
    expect(html([step('A.', 'x.cost')], 1, { resolve: resolver, pending: true })).toContain('<span class="rule-link" aria-busy="true">rule</span>');
    expect(html([step('A.', 'x.nope')])).toContain('<span class="rule-link">x.nope</span>');
  });

  it('labels a step that cites a source note, or that names its reading, as "Our reading", linked to the note; other steps not', () => {
    const h = html([step('The owner pays.', 'x.N1'), step('Two.', 'x.cost'), { text: 'Three.', rule: 'x.cost', reading: 'x.N1' }]);
    const [one, two, three] = items(h);
    const label = '<span class="reading"><a class="reading-label" href="/x/source-notes/#N1" aria-label="Our reading N1: who pays">Our reading N1</a>';
    expect(one).toContain(`${label} The owner pays.</span>`);
    expect(two).not.toContain('reading-label');
    expect(three).toContain(`${label} Three.</span>`);
  });

  it('labels a step citing a note that has no summary, and not a step whose rule only has a summary resting on a note', () => {
    const [one, two] = items(html([step('Pass in turn.', 'x.note.queue'), step('Refill.', 'x.slot')]));
    expect(one).toContain('<span class="reading"><a class="reading-label" href="/x/source-notes/#queue" aria-label="Our reading: Queue">Our reading</a> Pass in turn.</span>');
    expect(two).not.toContain('reading-label');
  });
});
