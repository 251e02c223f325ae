/** Odds beside each decision, read from the game state. */
import { describe, expect, it } from 'vitest';
import { decisionOdds, deckBattleOdds, rollOffOdds, villainsBeforePatron } from '../../../src/engine/traders/index.ts';
import { draw, edit, must, play, roll, start, toFirstOffer } from './helpers.ts';

describe('odds beside every decision', () => {
  it('gives the chance of each defence wounding the target', () => {
    const s = play(start(), draw('hunter'), draw('hunter'), draw('patron'));
    const lines = must(decisionOdds(s)).lines;
    expect(lines).toHaveLength(4);
    expect(lines[0]!.chance.equals(rollOffOdds(4 - 3).win)).toBe(true);
    expect(lines[1]!.chance.equals(rollOffOdds(4 - 5).win)).toBe(true);
    expect(lines[1]!.label).toContain('1st Officer');
  });

  it('gives the chance of striking back for the retaliator the reading names', () => {
    const s = play(start(), draw('thug'), draw('patron'), { type: 'defend' }, roll(20), roll(4));
    const lines = must(decisionOdds(s)).lines;
    expect(lines[0]!.label).toContain('1st Officer');
    expect(lines[0]!.chance.equals(rollOffOdds(2 - 1).win)).toBe(true);
  });

  it('gives the coming battle with the actual crew and damage at the port', () => {
    const s = edit(play(toFirstOffer(), { type: 'accept' }), (c) => {
      c.beowulfHits = 1;
      c.crew[1]!.status = 'recuperating';
    });
    const lines = must(decisionOdds(s)).lines;
    expect(lines[0]!.chance.equals(must(deckBattleOdds({ firstActive: false, secondActive: true, beowulfHits: 1 })).win)).toBe(true);
  });

  it('counts the villains still ahead from the cards not yet seen', () => {
    const s = play(start(), draw('thug'), draw('hunter'));
    const lines = must(decisionOdds(s)).lines;
    const expected = must(villainsBeforePatron({ patrons: 4, villains: 16 })).chances[0]!;
    expect(lines[0]!.chance.equals(expected)).toBe(true);
  });

  it('places an offer among all rolls', () => {
    const lines = must(decisionOdds(toFirstOffer(7, 14))).lines;
    expect(lines[0]!.label).toContain('better');
    expect(lines[0]!.chance.add(lines[1]!.chance).compare(1)).toBeLessThanOrEqual(0);
  });
});
