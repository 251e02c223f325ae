/**
 * The palette of the queue tool: the cards the rule books use to explain
 * timing, as item templates. The booklet shows only parts of most cards, and
 * its conversion lost the icons; where we had to fill a gap, the `note` says
 * what is ours.
 */
import type { ItemTemplate } from './template.ts';

export type { ItemTemplate } from './template.ts';

const BOOKLET = 'Rules Booklet 2.0';

export const BOOK_CARDS_TIMING: readonly ItemTemplate[] = [
  {
    key: 'time-is-money',
    name: 'Time is Money',
    source: { kind: 'card', cardType: 'event' },
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'change-value', changes: [{ attribute: 'Initiative', amount: 3 }], untilEndOfRound: false },
    targets: 'captain',
    sourceSection: `${BOOKLET}, Timing: The Queue (examples 1 and 2)`,
    noteRule: 'ccg.note.time-is-money-value',
    note:
      'Our reading: the booklet lost the icon of the value that rises by 3; we read it as Initiative, the one value a captain targets with this card could raise on their own ship. ' +
      'The booklet gives neither the cost nor how long the rise lasts; the 1 Credit cost is a placeholder so the examples can show a paid cost, and the rise is kept with no end.',
  },
  {
    key: 'liach-tzen-giiar-cancel',
    name: "Liach, T'zen and Giiar's ability",
    source: { kind: 'ability', cardName: "Liach, T'zen and Giiar", cardType: 'crew' },
    timing: 'reaction',
    costs: [{ kind: 'jettison' }],
    effect: { kind: 'cancel' },
    targets: 'item',
    sourceSection: `${BOOKLET}, Timing: The Queue (example 2)`,
    note: 'The booklet shows the crew jettisoned to cancel a card on the queue, so the ability must be a reaction; the rest of the crew card is not shown.',
  },
  {
    key: 'glancing-shot',
    name: 'Glancing Shot',
    source: { kind: 'card', cardType: 'event' },
    costs: [],
    effect: {
      kind: 'change-value',
      changes: [{ attribute: 'Defense Value', amount: 2 }],
      untilEndOfRound: true,
      instead: {
        condition: 'the ship’s controller controls a Pilot crew (our stand-in for the card whose icon the booklet lost)',
        holds: false,
        changes: [{ attribute: 'Defense Value', amount: 3 }],
      },
    },
    targets: 'card',
    sourceSection: `${BOOKLET}, Piracy Example (step 3)`,
    note:
      'The booklet lost the icon of the card the controller must control for +3 instead of +2; like the piracy presets we stand in a Pilot crew. Set the condition true or false by hand. ' +
      'It gives neither the cost (none here) nor the duration (kept until the end of the round here).',
  },
  {
    key: 'predatory-tactics',
    name: 'Predatory Tactics',
    source: { kind: 'card', cardType: 'event' },
    costs: [],
    effect: {
      kind: 'change-value',
      changes: [
        { attribute: 'Attack Value', amount: 1 },
        { attribute: 'Defense Value', amount: 1 },
      ],
      untilEndOfRound: true,
    },
    targets: 'card',
    reminder: 'If the target is your own ship and you inflict at least 1 damage as the attacker this round, Replenish this card (settled by the piracy tool, not the queue).',
    sourceSection: `${BOOKLET}, Example of Play: Resolution Phase (step 2 and callout 1)`,
    note: 'The booklet does not give the cost; none is set here.',
  },
  {
    key: 'consultant-call',
    name: 'Consultant Call',
    source: { kind: 'card', cardType: 'event' },
    costs: [],
    effect: { kind: 'gain-token', token: 'Skill token (the kind you need)' },
    targets: null,
    sourceSection: `${BOOKLET}, Contract Resolution Example`,
    note: 'The booklet lost the icon of the token Consultant Call adds to the Resource Pool; rename the token to the skill needed. The cost is not given; none is set here.',
  },
  {
    key: 'missile-barbette',
    name: 'Missile Barbette ability',
    source: { kind: 'ability', cardName: 'Missile Barbette', cardType: 'upgrade' },
    timing: 'reaction',
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'change-value', subject: 'your ship', changes: [{ attribute: 'Attack Value', amount: 3 }], untilEndOfRound: true },
    targets: null,
    sourceSection: `${BOOKLET}, Example of Play: Resolution Phase (step 2 and callout 2)`,
    noteRule: 'ccg.note.missile-barbette-cost',
    note:
      'Our reading of the callout "-1, 2": the icon before the dash is the lost timing indicator, which we read as a reaction; the 1 is the Credits icon showing 1, so the cost is 1 Credit; ' +
      'the trailing 2 we read as the page’s marker for step 2 of the example, where Nymeria uses the Barbette, not as a second cost.',
  },
  {
    key: 'dreaded-visage',
    name: 'Dreaded Visage ability',
    source: { kind: 'ability', cardName: 'Dreaded Visage', cardType: 'gear' },
    timing: 'none',
    costs: [{ kind: 'jettison' }],
    effect: { kind: 'describe', text: 'Remove a Corsair counter.' },
    targets: null,
    sourceSection: `${BOOKLET}, Timing: Timing Indicator (example)`,
    note: 'The booklet does not say what type of card Dreaded Visage is; gear is a placeholder so it can be in play.',
  },
  {
    key: 'aminah-darzi-first',
    name: 'Aminah Darzi, M.D.: first action',
    source: { kind: 'ability', cardName: 'Aminah Darzi, M.D.', cardType: 'crew', ability: 'first action' },
    timing: 'action',
    phases: ['action'],
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'describe', text: 'Her first Action Phase action takes effect (the booklet does not print its text).' },
    targets: null,
    sourceSection: `${BOOKLET}, Timing: Timing Indicator (example)`,
    note: 'The booklet gives only the phase restriction and the action indicator; the 1 Credit cost and the effect text are placeholders.',
  },
  {
    key: 'aminah-darzi-second',
    name: 'Aminah Darzi, M.D.: second action',
    source: { kind: 'ability', cardName: 'Aminah Darzi, M.D.', cardType: 'crew', ability: 'second action' },
    timing: 'action',
    phases: ['action'],
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'describe', text: 'Her second Action Phase action takes effect (the booklet does not print its text).' },
    targets: null,
    sourceSection: `${BOOKLET}, Timing: Timing Indicator (example)`,
    note: 'The booklet gives only the phase restriction and the action indicator; the 1 Credit cost and the effect text are placeholders.',
  },
  {
    key: 'george-admin',
    name: 'George Zamepiimaakha: gain Admin',
    source: { kind: 'ability', cardName: 'George Zamepiimaakha', cardType: 'crew', ability: 'first action' },
    timing: 'action',
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'describe', text: 'George has Admin until the end of the round.' },
    targets: null,
    sourceSection: `${BOOKLET}, Example of Play: Action Phase (step 2)`,
    note: 'The skill icon is lost; the example’s reasoning about admin shows which skill this action gives.',
  },
  {
    key: 'george-second-skill',
    name: 'George Zamepiimaakha: gain a second skill',
    source: { kind: 'ability', cardName: 'George Zamepiimaakha', cardType: 'crew', ability: 'second action' },
    timing: 'action',
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'describe', text: 'George has a further skill until the end of the round (its icon is lost in the booklet).' },
    targets: null,
    sourceSection: `${BOOKLET}, Example of Play: Action Phase (step 4)`,
  },
  {
    key: 'rhonuit-pruir',
    name: 'Rhonuit Pruir: Resource Phase ability',
    source: { kind: 'ability', cardName: 'Rhonuit Pruir', cardType: 'crew', ability: 'Resource Phase ability' },
    timing: 'none',
    phases: ['resource'],
    costs: [{ kind: 'exert' }],
    effect: { kind: 'describe', text: 'His Resource Phase ability takes effect (the booklet does not print its text).' },
    targets: null,
    sourceSection: `${BOOKLET}, Timing: Phase Restrictions (example)`,
    note: 'The booklet says only that the ability sits under the Resource Phase restriction; the exert cost and the effect text are placeholders.',
  },
  {
    key: 'rhonuit-pruir-solomani',
    name: 'Rhonuit Pruir: leaves if a Solomani is controlled',
    source: { kind: 'ability', cardName: 'Rhonuit Pruir', cardType: 'crew', ability: 'Solomani condition' },
    costs: [],
    effect: { kind: 'describe', text: 'Jettison Rhonuit Pruir while his controller also controls a Solomani.' },
    targets: null,
    sourceSection: `${BOOKLET}, Timing: Phase Restrictions (example)`,
    note: 'A condition with no cost, above the phase restriction: a persistent effect, so the queue refuses it.',
  },
  {
    key: 'rvd-thruster-plate',
    name: 'RVD Thruster Plate: +1',
    source: { kind: 'ability', cardName: 'RVD Thruster Plate', cardType: 'upgrade', ability: 'flat bonus' },
    costs: [],
    effect: { kind: 'describe', text: 'The ship has +1 to the value the plate raises (its icon is lost in the booklet).' },
    targets: null,
    sourceSection: `${BOOKLET}, Timing: Persistent Effects (example)`,
    note: 'No cost, so a persistent effect: always on while the plate is in play, and the queue refuses it.',
  },
];

/** The template with that key, if the palette has it. */
export function bookCard(key: string): ItemTemplate | undefined {
  return BOOK_CARDS_TIMING.find((t) => t.key === key);
}
