/**
 * The CCG line-by-line sweep (issue 19): each statement below is our reading, not the books' words,
 * and the page that states it carries the "Our reading" label with its source note. A row fails if
 * the statement loses its label, its note, or its page.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingsIn } from '../../src/site/readings.ts';

const root = process.cwd();
const readingsOf = (path: string) => readingsIn(readFileSync(join(root, 'content/ccg', path), 'utf8'));

/** [file under content/ccg, note, words the labelled statement holds] */
const LABELLED: [string, string, RegExp][] = [
  // Enemy ships: the booklet's icons for the card type, the value to destroy and the thing never targeted are lost.
  ['glossary/enemy-ship.md', 'enemy-ship-structure', /structure.*value that your damage must reach/],
  ['glossary/enemy-ship.md', 'enemy-ship-structure', /requirement is met once the damage you have dealt it reaches its structure/],
  ['glossary/enemy-ship.md', 'enemy-ship-return-fire', /As attacker, an enemy ship your fire destroys never gets to fire back/],
  ['glossary/enemy-ship.md', 'enemy-ship-return-fire', /destroyed before it can fire back/],
  ['glossary/structure.md', 'enemy-ship-structure', /you destroy it when the damage on it reaches that value/],
  ['pages/cards/upgrade.mdx', 'enemy-ship-targets', /Enemy ships never choose upgrades/],
  ['glossary/piracy.md', 'enemy-ship-card', /Some contracts and complications/],
  ['pages/cards/adventure.mdx', 'enemy-ship-card', /Some contracts and complications/],
  ['pages/round/resolution.mdx', 'enemy-ship-card', /Some contracts and complications/],
  // The slot's "owner" refills it after a resolved contract (Resolution Phase, stage 3); slots have only controllers.
  ['glossary/contract.md', 'slot-owner', /captain who controls its slot refills the slot/],
  ['pages/round/resolution.mdx', 'slot-owner', /captain who controls its slot then refills it/],
  ['pages/cards.mdx', 'copies-by-title', /copies are counted by name/],
  // Issue 19, the sixth sweep: the books send a resolved contract or complication to the adventure discard pile, and name no place for one an effect removes.
  ['pages/cards.mdx', 'attached-cards', /so does one that an effect removes/],
  ['pages/timing.mdx', 'cancelled-permanent', /A cancelled permanent does not enter play/],
  ['pages/timing.mdx', 'reactions-out-of-turn', /any captain may add one to a pending queue at any moment/],
  ['glossary/reaction.md', 'reactions-out-of-turn', /added at any moment, in turn or not/],
  ['glossary/move.md', 'integral-scope', /Integral forbids moves within play, not leaving it/],
  // Distance 0 and Jump 0 are in neither book (new note).
  ['glossary/jump-and-distance.md', 'jump-zero', /distance 0 needs no jump.*Jump has fallen to 0/],
  // Stated in the body of a page and labelled only in its closing Source notes section: labelled where stated.
  ['keywords/hardened.md', 'damage-source', /two different cards each inflict 1 structure damage/],
  ['keywords/hardened.md', 'damage-source', /damages the upgrade twice in one round is reduced both times/],
  ['keywords/hardened.md', 'piracy-damage-source', /all come from one source: the attacking ship's fire/],
  ['keywords/hardened.md', 'protection-stacking', /Hardened from more than one place/],
  ['keywords/integral.md', 'integral-scope', /the Integral card leaves with it/],
  ['keywords/armor.md', 'damage-source', /two different cards each inflict 1 wound/],
  ['keywords/armor.md', 'damage-source', /wounds the same crew member twice is reduced both times/],
  ['keywords/armor.md', 'surplus-critical', /Leftover Armor Penetration does not add wounds/],
  ['keywords/hardened.md', 'surplus-critical', /leftover Critical does not add damage/],
  // The victory check: "met" for one captain, "exceeded" for several; exactly the threshold counts.
  ['pages/round/ready.mdx', 'victory-threshold', /at or over the Victory Point threshold/],
  ['pages/round/action.mdx', 'victory-threshold', /at or over the/],
  ['pages/round/resource.mdx', 'victory-threshold', /at or over the/],
  ['pages/round/procurement.mdx', 'victory-threshold', /at or over the/],
  ['glossary/victory-points.md', 'victory-threshold', /at or above the threshold/],
  // An example that counts a face-down complication's modifier.
  ['pages/round/adventure.mdx', 'abandonment-modifiers', /face-down one Bea just placed included/],
  // The Resolution Phase example: a shared contract's subplot, when it leaves, who refills.
  ['pages/round/resolution.mdx', 'competition-subplots', /its 1 Victory Point in full/],
  ['pages/round/resolution.mdx', 'competition-timing', /with both attempts made/],
  ['pages/round/resolution.mdx', 'slot-owner', /the controller of its slot refills it/],
  ['glossary/competition.md', 'competition-subplots', /claims its full 1 Victory Point/],
  // Setup: where a leaving contract's complications go; the example's refill and its slots after a bankruptcy.
  ['pages/setup.mdx', 'attached-cards', /its complications go to their owners' adventure discard piles/],
  ['pages/setup.mdx', 'slot-owner', /Mira, who controls the slot, refills it/],
  ['pages/setup.mdx', 'slots-after-bankruptcy', /Otto keeps his one and takes over Noor's empty slot/],
  ['pages/overview.mdx', 'attached-cards', /goes to Una's own discard pile/],
  // The solo stage 2 complication at a full contract (new note).
  ['pages/round/solo-adventure.mdx', 'solo-open-complication', /usual limit still applies/],
  // Solo: the starting-Opposition challenges kept to scenario 3; the example's upkeep.
  ['pages/solo.mdx', 'solo-challenge-scope', /except the two that need the Opposition deck of scenario 3/],
  ['pages/solo.mdx', 'solo-challenge-scope', /except the Opposition-at-the-start challenges/],
  ['pages/solo.mdx', 'opposition-upkeep', /you pay 2 Credits/],
  // The example of play: the Missile Barbette's ability, whose icons our copy lost (its note had no label anywhere).
  ['examples/ahab-and-nymeria.mdx', 'missile-barbette-cost', /Missile Barbette’s ability, a reaction costing 1 Credit, adds 3/],
  // Leftovers of the last sweep (readings3): a card taken over counts against its controller's slots (new note).
  ['glossary/control-vs-ownership.md', 'slots-follow-control', /Whose :term\[card slots\] and limits the card counts against/],
  ['glossary/control-vs-ownership.md', 'slots-follow-control', /medic counts against Sable's crew slots/],
  ['glossary/card-slots.md', 'slots-follow-control', /hands you control of a card \(it then counts against your slots/],
  // Keywords re-read line by line (readings3): bodies and examples that stated what only the closing Source notes labelled.
  ['keywords/concealed.md', 'concealed-cost', /The increase is in Credits.*costs X/],
  ['keywords/concealed.md', 'concealed-cost', /it now costs exert and 2 Credits/],
  ['keywords/infamous.md', 'infamous-token', /You do not take a token for it/],
  ['keywords/infamous.md', 'infamous-token', /still counts as having 1 token/],
  ['keywords/hindrance.md', 'hindrance-control', /You may still attach it to your own cards/],
  ['keywords/hindrance.md', 'hindrance-control', /Amara controls the Bug/],
  ['keywords/hindrance.md', 'trifling-scope', /does not stop them carrying a gadget of their own/],
  ['keywords/hindrance.md', 'trifling-scope', /The Bug takes no gadget spot/],
  ['keywords/hindrance.md', 'attached-cards', /goes to Amara's discard pile/],
  ['keywords/trifling.md', 'trifling-scope', /one-per-subtype limit of the crew member/],
  ['keywords/trifling.md', 'trifling-scope', /one-per-subtype limit on connections/],
  ['keywords/trifling.md', 'trifling-scope', /does not change how many copies you may put in a deck/],
  ['keywords/trifling.md', 'over-limit-entry', /if she brings the second one into play she must jettison one of the two/],
  ['keywords/replenish.md', 'replenish-edge-cases', /bottom of \*their\* deck/],
  ['keywords/invulnerable.md', 'invulnerable-parameter', /X is that kind of/],
  // The same readings where the glossary and the card pages state them.
  ['glossary/connection.md', 'trifling-scope', /Trifling\|keywords\/trifling\] do not count/],
  ['pages/cards/connection.mdx', 'trifling-scope', /connections do not count toward that limit/],
  ['pages/cards/gear.mdx', 'trifling-scope', /gear does not count toward the limit/],
  ['glossary/upgrade.md', 'trifling-scope', /Trifling does not lift this/],
  ['glossary/transient.md', 'replenish-edge-cases', /its owner's deck/],
  // The worked examples re-read (readings3): lost icons filled in, and readings the examples rest on.
  ['examples/reynolds-cost-modifier.mdx', 'example-icons', /the tool simply calls it "a 0-cost upgrade"/],
  ['examples/janeway-witness-relocation.mdx', 'example-icons', /It asks for one skill token/],
  ['examples/kirk-customs-inspection.mdx', 'trained-for-expert', /a trained token never does/],
  ['examples/nemo-collects-resources.mdx', 'jack-held-skills', /any skill that crew member already has, at either level/],
  ['examples/sakai-piracy.mdx', 'example-icons', /The tool uses "a Pilot crew" in its place/],
  ['examples/ahab-and-nymeria.mdx', 'piracy-one-expense', /all 4 points become \*\*an expense of 4\*\*/],
  // Glossary entries that already carried labels, re-read in full (readings3): the rest of each entry.
  ['glossary/abandonment.md', 'abandonment-payment', /You pay the result as a Credits :term\[cost\].*you are :term\[bankrupt/],
  ['glossary/jack-of-all-trades.md', 'jack-held-skills', /may not choose a skill it already holds, trained or expert/],
  ['glossary/limited.md', 'limited-scope', /uses up its one use, even if it is then/],
  ['glossary/procure.md', 'infamy-cost-modifier', /0 − 1 \+ 2 = 1 Credit/],
  ['glossary/procure.md', 'over-limit-entry', /once the new crew member is in play he jettisons one of his older crew/],
  ['glossary/cost.md', 'infamy-cost-modifier', /1 − 2 = −1; the Infamy surcharge of \+2 then brings it to 1/],
  ['glossary/card-slots.md', 'over-limit-entry', /jettisons one of the four, picking an old one/],
  ['glossary/card-slots.md', 'over-limit-entry', /jettisons one of the two hardpoints/],
  ['glossary/skills.md', 'trained-for-expert', /trained\*\* token pays only a trained requirement/],
  ['glossary/skills.md', 'skill-level-table', /Gain a level \| Trained \| Expert \| Expert/],
  ['glossary/skill-levels.md', 'skill-level-table', /expert \| expert\* \| trained\* \| unskilled/],
  ['glossary/timing.md', 'queue-passing', /The window opens again at Ana/],
  ['pages/cards/connection.mdx', 'over-limit-entry', /for a moment she controls two Locales/],
  ['glossary/connection.md', 'over-limit-entry', /he then controls two Allies and must jettison one of them/],
  ['pages/cards/gear.mdx', 'over-limit-entry', /a second Weapon would force her to jettison one of the two/],
  ['pages/cards/ship.mdx', 'over-limit-entry', /A third Hardpoint upgrade can be procured/],
  // The pages that are not glossary entries, re-read line by line (readings4).
  // The victory check's "at or over", stated before the sentence that labelled it.
  ['pages/round.mdx', 'victory-threshold', /at or above the .*threshold/],
  ['pages/round.mdx', 'victory-threshold', /at or over it/],
  ['pages/round/adventure.mdx', 'victory-threshold', /at or over the :term\[Victory Point/],
  ['pages/round/resolution.mdx', 'victory-threshold', /at or over the Victory Point threshold/],
  ['pages/overview.mdx', 'victory-threshold', /at or over the threshold/],
  // The Credits floor of 0 (the booklet's copy prints 1).
  ['pages/round/procurement.mdx', 'credits-floor', /a cost below 0 after all modifiers counts as 0/],
  ['pages/cards.mdx', 'credits-floor', /A final cost below 0 is 0/],
  // Non-acting captains only while nothing is pending: the Action Phase text read with the timing rule.
  ['pages/round/action.mdx', 'non-acting-captains', /as long as nothing is waiting on the/],
  // Timing: the example's rise is Initiative only by our reading; a target gone by resolution fails.
  ['pages/timing.mdx', 'time-is-money-value', /such as the rise from Time is Money/],
  ['pages/timing.mdx', 'target-on-resolving', /its target is gone, so it fails/],
  // Solo: the Opposition's draw with all six in play (new note).
  ['pages/solo.mdx', 'opposition-all-in-play', /If all six are already in play, there is nothing to draw/],
];

describe('CCG readings found in the line-by-line sweep are labelled where they are stated', () => {
  for (const [file, note, words] of LABELLED) {
    it(`${file}: ${words.source} (${note})`, () => {
      expect(readingsOf(file).some((r) => r.note === note && words.test(r.text))).toBe(true);
    });
  }
});

describe('CCG worked examples say only what the books or their stand-ins give', () => {
  it('the cancelled Time is Money does not give the card a Credit cost the booklet never prints (its cost is a stand-in)', () => {
    const text = readFileSync(join(root, 'content/ccg/examples/time-is-money-cancelled.mdx'), 'utf8');
    expect(text).not.toMatch(/Solo's Credit for it/);
    expect(text).toMatch(/Whatever Solo paid for it stays spent/);
  });

  it('the 3PL example is not given a crew member and a skill: our copy of the booklet lost both of its linked icons (Linked Icons Explained)', () => {
    const text = readFileSync(join(root, 'content/ccg/pages/capabilities-and-skills.mdx'), 'utf8');
    expect(text).not.toMatch(/3PL, whose text removes from play a target crew member with a particular skill/);
    expect(text).toMatch(/3PL, whose text removes from play a target card of one kind that has a given attribute/);
  });

  it('the solo example does not make challenge points depend on winning, which the booklet never says (Solo Challenges)', () => {
    const text = readFileSync(join(root, 'content/ccg/pages/solo.mdx'), 'utf8');
    expect(text).not.toMatch(/challenge points if you win/);
    expect(text).toMatch(/23 challenge points in all/);
  });

  it('Trifling does not claim it never costs a card: the name rule for crew still forces a jettison (RR2 Keywords: Trifling)', () => {
    const text = readFileSync(join(root, 'content/ccg/keywords/trifling.md'), 'utf8');
    expect(text).not.toMatch(/never forces you to jettison cards for being over a limit/);
    expect(text).toMatch(/only the name rule below can still cost you a card/);
  });
});
