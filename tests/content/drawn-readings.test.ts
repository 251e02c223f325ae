/**
 * The sweep of the text that components draw from the engine's data (issue 19): each statement
 * below is our reading, not the books' words, and the data carries the note its label links to. A
 * row fails if the statement loses its note, or if the note is missing from its game's Source
 * notes page.
 */
import { describe, expect, it } from 'vitest';
import { readingSegments } from '../../src/components/ascension/links.ts';
import { tableById } from '../../src/engine/ascension/tables/index.ts';
import { stageDef, roundPhases } from '../../src/engine/ccg/round/index.ts';
import { SOLO_CHALLENGES } from '../../src/engine/ccg/solo/index.ts';
import { readingLabel } from '../../src/site/readings.ts';
import { FLOW_NODES } from '../../src/engine/traders/index.ts';
import { tableData } from '../../src/site/data/tables.ts';
import { gameById } from '../../src/site/games/index.ts';
import { ruleEntry } from '../../src/site/rules/index.ts';
import { readFileSync } from 'node:fs';

const root = process.cwd();

/** The labelled statements of one table cell: each note with the words it covers. */
const readingsOfCell = (text: string) =>
  readingSegments(text)
    .filter((s) => s.note !== undefined)
    .map((s) => ({ note: s.note!, text: s.parts.map((p) => p.text).join('') }));

const cell = (table: string, row: string, column: number) => {
  const t = tableById(table)!;
  const found = t.rows.find((r) => r[0] === row);
  if (!found) throw new Error(`${table} has no row ${row}`);
  return found[column]!;
};

/** [table, row (its first cell), column, note, words of the labelled statement] */
const TABLE_READINGS: [string, string, number, string, RegExp][] = [
  // [9.2] lists the Attack phase's weapons without saying whom they may fire at; AM-41 reads "spotted ships only".
  ['T16', 'Attack', 1, 'AM-41', /only spotted ships can be fired on/],
  // [9.5] says Shields "negate" low beam dice "depending on the rating"; AM-33 reads each die at or under it.
  ['T18', 'Shields', 2, 'AM-33', /stops each beam die at or under the rating/],
  // [9.6] has Defense Outposts augment the rating, not whose; AM-23 counts each, the attacker's own too.
  ['T19', 'Rating', 1, 'AM-23', /each Defense Outpost adds 1 \+ its level/],
  ['T19', 'Rating', 2, 'AM-23', /each Defense Outpost adds 1 \+ its level/],
  // [9.6] rolls "the number of Battle dice" without saying whose; AM-29 reads each Soldier by itself.
  ['T19', 'Dice', 2, 'AM-29', /each Soldier alone, its rating as its number of Battle dice/],
];

describe('Ascension tables: readings in the engine data carry their note', () => {
  for (const [table, row, column, note, words] of TABLE_READINGS) {
    it(`${table}, ${row}: ${words.source} (${note})`, () => {
      expect(readingsOfCell(cell(table, row, column)).some((r) => r.note === note && words.test(r.text))).toBe(true);
      expect(readingLabel(root, 'ascension', note).ok).toBe(true);
    });
  }
});

describe('CCG round data: a stage summary that states a reading names its note', () => {
  it('Resolution Phase, stage 3: the slot\'s controller deals the new contract, where the books say its "owner" (slot-owner)', () => {
    const s = stageDef('resolution', 3)!;
    expect(s.summary).toMatch(/replaced by its slot’s controller/);
    expect(s.summaryNote).toBe('slot-owner');
    expect(readingLabel(root, 'ccg', 'slot-owner').ok).toBe(true);
  });

  it('every note a summary names is on the Source notes page', () => {
    const named = roundPhases(false).concat(roundPhases(true)).flatMap((p) => p.stages.map((s) => s.summaryNote)).filter((n) => n !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect(readingLabel(root, 'ccg', n).ok, n).toBe(true);
  });
});

describe('CCG solo challenges: text rebuilt from lost icons is labelled (solo-rebuilt-icons)', () => {
  // The booklet's four challenges whose card and token icons are blank in our copy: the headings and
  // articles around them rebuild the words, which are therefore our reading.
  for (const id of ['cost-to-play', 'procurement-wounds', 'two-complications', 'unlimited-complication-slots']) {
    it(id, () => {
      const c = SOLO_CHALLENGES.find((x) => x.id === id)!;
      expect(c.textNote).toBe('solo-rebuilt-icons');
    });
  }

  it('names only notes that the Source notes page has', () => {
    for (const c of SOLO_CHALLENGES) if (c.textNote) expect(readingLabel(root, 'ccg', c.textNote).ok, c.id).toBe(true);
  });
});

describe('Traders turn diagram data: what the book does not say is a labelled reading (issue 19, Traders re-read)', () => {
  const at = (id: string) => FLOW_NODES.find((n) => n.id === id)!;
  /** [node, note, words of the labelled sentence, words the old unlabelled sentence stated as the book's] */
  const NODE_READINGS: [string, string, RegExp, RegExp][] = [
    // Set-up: the book says the two decks lie face down, not that the Encounter deck is shuffled (A27, a gap).
    ['setup', 'A27', /Encounter deck is shuffled/, /shuffled/],
    // (2): "same type" cards gang up; that a gang is cards of one name acting once a round is A11.
    ['phase-2', 'A11', /cards of one name, attacking as one villain once a round/, /one name/],
    // (4)(f)(ii): repairs any time in the week; paying them after the purchase is A32.
    ['phase-3', 'A32', /Repairs are paid after the purchase/, /repairs/],
    // (2)(c), (3)(d)(v): "when BEOWULF returns"; rejoining on landing, before the encounters, is A34.
    ['arrival', 'A34', /rejoin on landing, before the stop’s encounters/, /before/],
  ];
  for (const [id, note, labelled, old] of NODE_READINGS) {
    it(`${id}: ${labelled.source} (${note}), no longer said as the book's`, () => {
      const n = at(id);
      expect(n.readings?.some((r) => r.note === note && labelled.test(r.text))).toBe(true);
      expect(n.does).not.toMatch(old);
    });
  }

  it('the crew disbanding: checked after every untreated wound is A19, on both planetfall phases', () => {
    for (const id of ['phase-2', 'phase-6']) {
      const b = at(id).branches.find((x) => x.rule === 'traders.t-2-c-iii');
      expect(b?.note, id).toBe('A19');
    }
  });

  it('names only notes that the Traders Source notes page has', () => {
    const named = FLOW_NODES.flatMap((n) => [...(n.readings ?? []).map((r) => r.note), ...n.branches.flatMap((b) => (b.note ? [b.note] : []))]);
    expect(named.length).toBeGreaterThanOrEqual(6);
    for (const n of named) expect(readingLabel(root, 'traders', n).ok, n).toBe(true);
  });

  it('the cost table no longer states when a layover is paid as the book’s (A21: checked at take-off)', () => {
    const source = readFileSync('src/components/traders/CostTable.astro', 'utf8');
    expect(source).not.toMatch(/when: 'At take-off/);
    expect(source).toMatch(/For the week take-off waits, when the Captain and the 1st Officer are both recuperating/);
  });

  it('the route map labels Helfey as Helfry (A03), as the route table does', () => {
    expect(readFileSync('src/components/traders/RouteMap.astro', 'utf8')).toMatch(/<Reading game="traders" note="A03">The merchandise table’s/);
  });
});

describe('Traders tables data: a table whose values rest on a reading lists its notes', () => {
  const tables = tableData(gameById('traders')).tables;
  const notes = (id: string) => tables.find((t) => t.id === id)?.readings?.map((n) => n.id);
  it('market: tenths (A01) and the end rows (A02)', () => expect(notes('market')).toEqual(['A01', 'A02']));
  it('merchandise: Helfry for Helfey (A03) and goods with no world (A04)', () => expect(notes('merchandise')).toEqual(['A03', 'A04']));
  it('replacement quality: "6 or more" (A33)', () => expect(notes('replacement-quality')).toEqual(['A33']));
});

describe('Traders rule summaries (the previews and rules.json): a reading is labelled, the book’s words are kept', () => {
  /** [rule, note, what the summary says that the book does not] */
  const LABELLED: [string, string, RegExp][] = [
    ['traders.t-2-a', 'A07', /go down the ranks/],
    ['traders.t-2-gang', 'A11', /of one name/],
    ['traders.t-4-d-ii', 'A28', /enemy fires the same way/],
    ['traders.t-4-e', 'A29', /until the hit is repaired/],
    ['traders.t-3-market', 'A01', /share of the base price/],
  ];
  for (const [id, note, words] of LABELLED) {
    it(`${id}: ${words.source} (${note})`, () => {
      const r = ruleEntry(id)!;
      expect(r.summary).toMatch(words);
      expect(r.summaryNote).toMatchObject({ id: note, href: `/traders/source-notes/#${note}` });
    });
  }

  it('(2)(c)(i): care is payable in advance, as the book says; "at once" is A18 and no longer in the summary', () => {
    expect(ruleEntry('traders.t-2-c-i')!.summary).toMatch(/paid in advance/);
    expect(ruleEntry('traders.t-2-c-i')!.summary).not.toMatch(/at once/);
  });

  it('(2)(d)(i): no inactive officer strikes back, not only the one just wounded', () => {
    expect(ruleEntry('traders.t-2-d-i')!.summary).toMatch(/No inactive officer strikes back/);
  });
});
