/**
 * Statements found wrong against the books (issue 19), each held here so the
 * old words cannot come back: every test below failed on the text as it was.
 * The books: the CCG Rules Reference (later edition) and Rules Booklet 2.0, the
 * Traders rules, the Ascension rulebook (see ../shared/seeds/README.md).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readingsIn } from '../../src/site/readings.ts';
import { tableById } from '../../src/engine/ascension/tables/index.ts';

const read = (path: string) => readFileSync(`content/${path}`, 'utf8');
/** The text with every labelled reading cut out: what a page states as the rule. */
const unlabelled = (source: string) => {
  let out = source;
  for (const r of readingsIn(source).reverse()) out = out.slice(0, r.start) + out.slice(r.end);
  return out;
};
/** Sentences (and table rows) of a text, front matter and markup left in. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
const notesCited = (source: string) => readingsIn(source).map((r) => r.note);

describe('CCG: a requirement drawn as a token icon is paid from the Resource Pool, not met by control', () => {
  const attribute = read('ccg/glossary/attribute.md');

  it('never says a skill or capability requirement is met by controlling a card (a linked icon aside)', () => {
    const lines = attribute.split('\n').filter((l) => !/linked/i.test(l));
    const wrong = lines.flatMap(sentences).filter((s) => /skill|capabilit/i.test(s) && /controll/i.test(s));
    expect(wrong).toEqual([]);
  });

  it('says token requirements are met by discarding a token from the Resource Pool, and linked icons by control', () => {
    expect(attribute).toMatch(/discarding a matching token from your :term\[Resource Pool/);
    expect(attribute.split('\n').some((l) => /linked/i.test(l) && /controlling a crew member with that skill/.test(l))).toBe(true);
  });
});

describe('CCG: exerting to perform a heroic action is our reading, not the books\' words', () => {
  const files = ['ccg/glossary/exert.md', 'ccg/pages/cards/crew.mdx', 'ccg/glossary/heroic-action.md', 'ccg/pages/cards/heroic-action.mdx', 'ccg/pages/round/action.mdx'];

  it.each(files)('%s: no unlabelled sentence has the performer of a heroic action exert', (file) => {
    const wrong = sentences(unlabelled(read(file))).filter((s) => /heroic/i.test(s) && /\bexert(s|ing)?\b(?!\s+icon)/i.test(s));
    expect(wrong).toEqual([]);
  });

  it.each(files)('%s: states it under the label, citing the note on the lost icon', (file) => {
    expect(notesCited(read(file))).toContain('heroic-exert');
  });
});

describe('CCG: discarding is hand to discard pile; only expending off the deck and jettisoning are excluded', () => {
  const discard = read('ccg/glossary/discard-card.md');

  it('does not call expending from hand or deck the same excluded move, nor claim the reverse', () => {
    expect(discard).not.toMatch(/hand or top of deck/i);
    expect(discard).not.toMatch(/the other way round/i);
  });

  it('names the top of the deck as the excluded way of expending', () => {
    expect(discard).toMatch(/\| Top of deck → discard pile, to meet an expense \| :term\[Expend\\\|expenses\], not a discard \|/);
  });
});

describe('CCG: Jack-of-all-Trades and a skill held at expert', () => {
  const crew = read('ccg/pages/cards/crew.mdx');

  it('states the book\'s bar (a skill held at trained) and labels the extension to expert', () => {
    expect(unlabelled(crew)).not.toMatch(/except a skill that crew member already has(?! at trained)/);
    expect(notesCited(crew)).toContain('jack-held-skills');
  });
});

describe('Ascension: Resources and Societies are separate stacks', () => {
  const setup = read('ascension/pages/setup.mdx');
  const step3 = /^3\. \*\*World panels\.\*\*.*$/m.exec(setup)?.[0] ?? '';

  it('does not mix the World panels into one stack', () => {
    expect(step3).not.toBe('');
    expect(step3).not.toMatch(/\bmix|together/i);
    expect(step3).toMatch(/Resources in one stack and the Societies in another/);
  });
});

describe('Ascension: Stealth needs any one die under the range', () => {
  it('says so in the ship ratings table', () => {
    const stealth = tableById('T18')!.rows.find((r) => r[0] === 'Stealth')!;
    expect(stealth[2]).not.toMatch(/each must/);
    expect(stealth[2]).toMatch(/any one die under the range/);
  });
});

describe('Ascension: most systems start unexplored, not all', () => {
  it('the overview does not say every system starts unexplored', () => {
    const overview = read('ascension/pages/overview.mdx');
    expect(overview).not.toMatch(/(?<!most )systems start unexplored/i);
    expect(overview).toMatch(/Most of the systems you come across are unexplored/);
  });
});

describe('Traders: the crew disbands only if no 3rd Officer gives first aid', () => {
  it('intensive care names the missing 3rd Officer', () => {
    const line = read('traders/glossary/intensive-care.md').split('\n').find((l) => /:term\[disbands\|disband\]/.test(l)) ?? '';
    expect(line).toMatch(/no :term\[3rd Officer\] is there to give first aid/);
  });
});

describe('Traders: no replacement at the first purchase only, not at Regina ever', () => {
  // (3)(d): "except the very first" buying turn, which is on Regina; at stop 12 a replacement may be hired there.
  it('Regina does not read as a world where no one can be hired', () => {
    const regina = read('traders/glossary/regina.md');
    expect(regina).not.toMatch(/no replacement can be hired at it/);
    expect(regina).toMatch(/No replacement can be hired during that first purchase, at stop 0/);
    expect(regina).toMatch(/stop 12, hiring is allowed there/);
  });

  it('the replacement entry names the exception as the game\'s first purchase', () => {
    expect(read('traders/glossary/replacement.md')).toMatch(/In any buying phase but the game's very first \(the purchase on Regina at stop 0\)/);
  });
});

describe('Traders: the first villain attacks the highest-ranking officer not just attacked', () => {
  const captain = read('traders/glossary/captain.md');

  it('does not say the first villain always attacks the Captain', () => {
    expect(captain).not.toMatch(/the first villain attacks the Captain/i);
    expect(captain).toMatch(/highest-ranking officer who has not just been attacked/);
  });

  it('labels the skipping of a Captain who cannot be attacked as our reading (A09)', () => {
    expect(notesCited(captain)).toContain('A09');
  });
});
