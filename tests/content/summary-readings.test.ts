/**
 * The glossary summaries re-read against the books (issue 19). A summary is plain text shown in
 * previews, search results and `rules.json`, where no "Our reading" label can follow it, so it must
 * say only what the book says; the reading belongs in the entry's body, labelled. Each row below
 * is a summary that stated a reading as a rule: it fails on the old words, and the entry's body
 * must still carry the reading with its label.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readingsIn } from '../../src/site/readings.ts';

const root = process.cwd();

function entry(game: string, slug: string) {
  const text = readFileSync(join(root, 'content', game, 'glossary', `${slug}.md`), 'utf8');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!front) throw new Error(`${game}/${slug} has no front matter`);
  return { summary: String(parse(front[1]!).summary), body: text.slice(front[0].length) };
}

/** [game, glossary slug, the note whose reading the old summary stated, the old words, the book's words it says now] */
const SUMMARIES: [string, string, string, RegExp, RegExp][] = [
  // [9.4]/[12.0] "before being destroyed" leaves open whether damage equal to the Hull destroys (AM-43).
  ['ascension', 'damage', 'AM-43', /at the full Hull it is destroyed/, /once it uses up the Hull the ship is destroyed/],
  // [9.6] "roll the number of Battle dice" does not say whether Soldiers roll alone or pooled (AM-29).
  ['ascension', 'assault-world', 'AM-29', /each Soldier rolls its Battle dice/, /the Soldiers roll Battle dice/],
  // [9.5] Shields "negate" low beam dice "depending on the rating"; stopping each die at or under it is AM-33.
  ['ascension', 'shields', 'AM-33', /they stop the low dice/, /cancel some of the low dice of beam attacks/],
  ['ascension', 'beams', 'AM-33', /Shields stop low dice/, /Shields act on the low dice/],
  // [4.2] says power adds "1 or 2" dice; one per level, and one die for a Treaty, is AM-05.
  ['ascension', 'embassy', 'AM-05', /one die plus one per level/, /one die, or more once it is powered/],
  // The booklet uses "acting" and "active" captain apart; that they are one role is our reading.
  ['ccg', 'acting-captain', 'acting-active', /acting \(or active\) captain/, /the acting captain is whoever/],
  // Both books say "exceeded" for the tie; reading it as "met or exceeded" is victory-threshold.
  ['ccg', 'victory', 'victory-threshold', /past it/, /if several captains qualify/],
  // The book says villains "of the same type" gang up; the same name is A11.
  ['traders', 'ganging-up', 'A11', /of the same name/, /Villain cards of the same type/],
  // The book gives no order inside the stay in port; repairs after buying is A32.
  ['traders', 'buying', 'A32', /then hire replacements and pay repairs/, /the stay in port is also when/],
  // The book delays take-off a week; that the check falls at take-off is A21.
  ['traders', 'layover', 'A21', /recuperating at take-off/, /take-off waits that week when both pilots are recuperating/],
  // An absent or wounded Captain is skipped (A09): the first attack is the Captain's only normally.
  ['traders', 'target', 'A09', /; the first attack falls on the Captain/, /the first attack normally falls on the Captain/],
];

describe('glossary summaries state the book, not our readings', () => {
  for (const [game, slug, , old, now] of SUMMARIES) {
    it(`${game}/${slug}: ${now.source}`, () => {
      const { summary } = entry(game, slug);
      expect(summary).not.toMatch(old);
      expect(summary).toMatch(now);
    });
  }
});

describe('the readings those summaries dropped are still stated, labelled, in the entry', () => {
  for (const [game, slug, note] of SUMMARIES) {
    it(`${game}/${slug} carries a reading labelled ${note}`, () => {
      expect(readingsIn(entry(game, slug).body).some((r) => r.note === note)).toBe(true);
    });
  }
});
