/**
 * The Ascension line-by-line sweep of the pages (issue 19): each statement below is our reading, not
 * the rulebook's words, and the page that states it carries the "Our reading" label with its note.
 * A row fails if the statement loses its label, its note, or its page.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingsIn } from '../../src/site/readings.ts';

const root = process.cwd();
const readingsOf = (path: string) => readingsIn(readFileSync(join(root, 'content/ascension', path), 'utf8'));

/** [file under content/ascension, note, words the labelled statement holds] */
const LABELLED: [string, string, RegExp][] = [
  // [8.2]: a Blockade on one World panel shuts the whole system to incoming agreements.
  ['pages/playing.mdx', 'AM-21', /no Trade Agreement can come into the system/],
  // [8.2]: Sabotage's "for each successful Flux" read as one power per good die.
  ['pages/playing.mdx', 'AM-01', /one power lost per die/],
  ['pages/play-aid.mdx', 'AM-01', /each good die takes 1 power/],
  // [8.9]: a trade between systems may pair a Society in one with a Resource in the other (new note).
  ['pages/playing.mdx', 'AM-61', /between them the systems must hold a matching demand and supply/],
  ['glossary/trade-route.md', 'AM-61', /between two systems with no unexplored system between them/],
  // The play aid's dice lines that state readings without their label.
  ['pages/play-aid.mdx', 'AM-05', /an Embassy 1 \+ its level/],
  ['pages/play-aid.mdx', 'AM-23', /each Defense Outpost \(1 \+ level\)/],
  ['pages/play-aid.mdx', 'AM-37', /Point Defense: each die at or under Missile Size kills one/],
  // [9.5]: several Sensors dice spot on any one die (new note).
  ['pages/play-aid.mdx', 'AM-62', /any one die at or under it spots the target/],
  ['glossary/sensors.md', 'AM-62', /one die at or under that number spots it/],
  // The examples page: a Disabled ship's Jump halved.
  ['pages/examples.mdx', 'AM-44', /a Disabled ship halved/],
  // Glossary entries re-read in full: the same readings stated without their label.
  ['glossary/sabotage.md', 'AM-01', /every die that makes the target removes one power/],
  ['glossary/spinal-mounts.md', 'AM-33', /Shields act against beams only/],
  ['glossary/ability.md', 'AM-10', /the players settle the effect/],
];

describe('Ascension readings found in the line-by-line sweep are labelled where they are stated', () => {
  for (const [file, note, words] of LABELLED) {
    it(`${file}: ${words.source} (${note})`, () => {
      expect(readingsOf(file).some((r) => r.note === note && words.test(r.text))).toBe(true);
    });
  }

  it('the play aid gives both planetary ratings the same Defense Outpost reading (AM-23)', () => {
    const marks = readingsOf('pages/play-aid.mdx').filter((r) => r.note === 'AM-23' && /Defense Outpost/.test(r.text));
    expect(marks).toHaveLength(2);
  });
});

describe('Ascension pages say only what the rulebook gives', () => {
  const read = (path: string) => readFileSync(join(root, 'content/ascension', path), 'utf8');

  it('a Soldier is not said to roll Security dice: [8.2] gives Security Detail a rating and no roll (AM-10)', () => {
    const text = read('glossary/ability.md');
    expect(text).not.toMatch(/its Security dice for/);
    expect(text).toMatch(/its Security rating serves :term\[Security Detail\|security-detail\], for which the book gives no roll/);
  });

  it('a smuggled panel costs its owner Budget, not everything: [8.2] says the owner receives no budget from it', () => {
    const text = read('glossary/smuggling.md');
    expect(text).not.toMatch(/gets nothing from it/);
    expect(text).toMatch(/gets no Budget from it/);
  });

  it('Space panels go in the tray or face up on the table, as [7.0] allows both', () => {
    const text = read('glossary/space-panel.md');
    expect(text).not.toMatch(/They are kept face up, apart from the World panels/);
    expect(text).toMatch(/either into the panel tray or face up beside the board/);
  });
});
