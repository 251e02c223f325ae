/**
 * Presets for the round tracker and game tool: the Rules Booklet 2.0 worked
 * examples that walk through a round, as a game setup and the moves made.
 * - Harrington and Needa: passing in the Action Phase.
 * - Ahab and Nymeria: the Example of Play, from setup to the end of round 1.
 *
 * The books never show the decks, and our copy lost many icons and numbers.
 * Every value that is ours rather than the book's is listed in `standIns`; the
 * values shared with the other presets (cost, piracy, resolution) are the same
 * stand-ins those presets use.
 */
import { err, ok, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { setupGame, transition, type CardInput, type GameEvent, type GameSetup, type GameState } from '../game/index.ts';
import type { CardValues, ContractValues, ComplicationValues } from '../game/index.ts';
import { CUSTOMS_INSPECTION_REQUIREMENTS } from './resolution.ts';

export interface RoundPresetStep {
  /** What the book says happens, in a few words of ours. */
  title: string;
  event: GameEvent;
}

export interface RoundPreset {
  id: string;
  title: string;
  /** Where the example is in the books. */
  source: string;
  summary: string;
  /** Values that are ours, not the book's. */
  standIns: string[];
  rule: RuleId;
  setup: GameSetup;
  steps: RoundPresetStep[];
}

export interface RoundPresetRun {
  /** The state after setup, then after each step. */
  states: GameState[];
  /** The trace of setup, then of each step. */
  traces: Step[][];
}

/** Set up the preset's game and play its steps; an error names the step that was refused. */
export function runRoundPreset(preset: RoundPreset): CcgResult<RoundPresetRun> {
  const start = setupGame(preset.setup);
  if (!start.ok) return { ...start, field: `setup${start.field ? `.${start.field}` : ''}` };
  const states = [start.value];
  const traces = [start.trace];
  let state = start.value;
  for (const [i, s] of preset.steps.entries()) {
    const r = transition(state, s.event);
    if (!r.ok) return err(`Step ${i + 1} (${s.title}) was refused: ${r.error}`, r.rule, `steps.${i}${r.field ? `.event.${r.field}` : ''}`);
    state = r.value;
    states.push(state);
    traces.push(r.trace);
  }
  return ok({ states, traces });
}

// ---------------------------------------------------------------------------
// Card helpers (all values are stand-ins unless a preset says otherwise)

const slotsBar = { crew: 2, computer: 1, hardpoint: 1, hull: 1, internal: 1 };

function filler(id: string, name: string, type: CardInput['type'], ev: number, extra: CardValues = {}): CardInput {
  return { id, name, type, values: { ev, cost: 0, ...extra } };
}

const plainComplication: ComplicationValues = { requirements: [{ kind: 'token', token: { kind: 'skill', skill: 'underworld', level: 'trained' } }], abandonmentModifier: 0 };
const plainContract = (vp: number): ContractValues => ({
  vp,
  distance: 1,
  complicationSlots: 2,
  abandonment: 1,
  requirements: [{ kind: 'token', token: { kind: 'capability', capability: 'cargo' } }],
});

function adventure(id: string, name: string, contract: ContractValues = plainContract(2), complication: ComplicationValues = plainComplication): CardInput {
  return { id, name, type: 'adventure', values: { contract, complication } };
}

// ---------------------------------------------------------------------------
// Ahab and Nymeria

const TYPE_S_SCOUT: CardInput = {
  id: 'type-s-scout',
  name: 'Type S Scout',
  type: 'ship',
  values: { initiative: 3, jump: 1, attack: 1, defense: 0, tonnage: 1, capabilities: ['survey'], slots: slotsBar },
};

const BEOWULF: CardInput = {
  id: 'beowulf-free-trader',
  name: 'Beowulf Free Trader',
  type: 'ship',
  values: { initiative: 2, jump: 1, attack: 0, defense: 0, tonnage: 2, capabilities: ['cargo', 'passenger'], slots: slotsBar },
};

const MID_PASSAGE_MARK = adventure(
  'mid-passage-mark',
  'Mid Passage Mark',
  {
    vp: 2,
    distance: 1,
    complicationSlots: 1,
    abandonment: 1,
    requirements: [{ kind: 'token', token: { kind: 'capability', capability: 'survey' } }],
    subplots: [{ vp: 1, requirements: [{ kind: 'token', token: { kind: 'skill', skill: 'tech', level: 'trained' } }] }],
  },
);

const CUSTOMS_INSPECTION = adventure('customs-inspection', 'Customs Inspection', plainContract(1), {
  requirements: CUSTOMS_INSPECTION_REQUIREMENTS,
  abandonmentModifier: 0,
});

const AHAB_DECK: CardInput[] = [
  { id: 'george', name: 'George Zamepiimaakha', type: 'crew', values: { cost: 2, ev: 1, woundCapacity: 2, skills: [{ skill: 'starship-operations', level: 'trained' }] } },
  { id: 'body-pistol', name: 'Body Pistol', type: 'gear', values: { cost: 1, ev: 1, subtype: 'weapon', skills: [{ skill: 'combat', level: 'trained' }] } },
  filler('ahab-h1', 'Stand-in event (EV 2)', 'event', 2),
  filler('ahab-h2', 'Stand-in crew (EV 1)', 'crew', 1, { cost: 1, woundCapacity: 1 }),
  filler('ahab-h3', 'Stand-in gear (EV 3)', 'gear', 3, { cost: 1, subtype: 'gadget' }),
  filler('ahab-h4', 'Stand-in event (EV 1)', 'event', 1),
  filler('ahab-h5', 'Stand-in event (EV 2, second)', 'event', 2),
  filler('ahab-d1', 'Stand-in deck card 1', 'event', 2),
  filler('ahab-d2', 'Stand-in deck card 2', 'event', 1),
  filler('ahab-d3', 'Stand-in deck card 3', 'event', 2),
  filler('ahab-d4', 'Stand-in deck card 4', 'event', 1),
  filler('ahab-d5', 'Stand-in deck card 5', 'event', 2),
];

const AHAB_ADVENTURES: CardInput[] = [
  MID_PASSAGE_MARK,
  CUSTOMS_INSPECTION,
  adventure('ahab-contract-2', "Ahab's second contract (stand-in)"),
  adventure('ahab-complication-2', "Ahab's second hidden complication (stand-in)"),
  adventure('ahab-adventure-5', "Ahab's Adventure Phase complication (stand-in)"),
  adventure('ahab-adventure-6', "Ahab's replacement contract (stand-in)", plainContract(3)),
  adventure('ahab-adventure-7', "Ahab's replacement complication (stand-in)"),
  adventure('ahab-adventure-8', 'Ahab adventure card 8 (stand-in)'),
];

const NYMERIA_DECK: CardInput[] = [
  { id: 'missile-barbette', name: 'Missile Barbette', type: 'upgrade', values: { cost: 0, ev: 1, subtype: 'hardpoint', structureCapacity: 2 } },
  { id: 'predatory-tactics', name: 'Predatory Tactics', type: 'event', values: { cost: 0, ev: 2, keywords: ['Replenish'] } },
  filler('nymeria-h2', 'Stand-in connection (EV 1)', 'connection', 1, { cost: 1, subtype: 'ally' }),
  filler('nymeria-h3', 'Stand-in event (EV 1)', 'event', 1),
  filler('nymeria-h4', 'Stand-in event (EV 2)', 'event', 2),
  filler('nymeria-h5', 'Stand-in event (EV 1, second)', 'event', 1),
  filler('nymeria-h6', 'Stand-in event (EV 3)', 'event', 3),
  filler('nymeria-d1', 'Stand-in deck card 1', 'event', 1),
  filler('nymeria-d2', 'Stand-in deck card 2', 'event', 2),
  filler('nymeria-d3', 'Stand-in deck card 3', 'event', 1),
];

const NYMERIA_ADVENTURES: CardInput[] = [
  adventure('nymeria-contract-1', "Nymeria's first contract (stand-in)"),
  adventure('nymeria-complication-1', "Nymeria's first hidden complication (stand-in)"),
  adventure('nymeria-contract-2', "Nymeria's second contract (stand-in)"),
  adventure('nymeria-complication-2', "Nymeria's second hidden complication (stand-in)"),
  adventure('nymeria-adventure-5', "Nymeria's Adventure Phase complication (stand-in)"),
  adventure('nymeria-adventure-6', 'Nymeria adventure card 6 (stand-in)'),
];

export const AHAB_AND_NYMERIA: RoundPreset = {
  id: 'ahab-and-nymeria',
  title: 'Ahab and Nymeria play a round',
  source: 'Rules Booklet 2.0, Example of Play (Setup through the Resolution Phase)',
  summary:
    'Two captains set up, Ahab (higher Initiative) sends Nymeria first; she turns pirate and he pursues Mid Passage Mark; she procures the Missile Barbette for 1 with her Infamy, he hires George and arms him; George takes two actions; Nymeria’s piracy costs Ahab an expense of 4; Ahab clears Customs Inspection, resolves Mid Passage Mark and its subplot for 3 Victory Points, and deals a new contract. Nobody wins.',
  standIns: [
    'Both decks are stacked in the order given (no shuffle) so the cards the book names are the ones drawn.',
    'Initiative 3 for the Type S Scout and 2 for the Beowulf Free Trader: the book says only that the Scout is higher (as in the piracy preset).',
    'Type S Scout: Jump 1 and Attack 1 are the book’s; Defense 0 follows from the full 4 damage; Survey as its one capability (as in the resolution preset).',
    'Beowulf Free Trader: Attack 0 and Defense 0 (as in the piracy preset), Jump 1, Cargo and Passenger.',
    'Tonnage and slot bars of both ships, wound and structure capacities: ours.',
    'Printed costs: Missile Barbette 0 (1 with the Infamy token), George Zamepiimaakha 2, Body Pistol 1 (as in the cost presets); Predatory Tactics 0.',
    'The Missile Barbette ability costs 1 Credit and gives +3 Attack until the end of the round (the queue’s reading of its callout); Predatory Tactics gives +1 Attack and +1 Defense and replenishes when the attack does damage.',
    'George: trained Starship Operations; Body Pistol: trained Combat; his two actions (1 Credit each, no exert): trained Admin, then trained Tech, until the end of the round (as in the resolution preset).',
    'Mid Passage Mark: 2 Victory Points and distance 1 are the book’s; a Survey token as its requirement, a trained Tech subplot worth the book’s 1 Victory Point, 1 complication slot, abandonment 1.',
    'Customs Inspection: trained Admin or trained Social (as in the resolution preset); it is the hidden complication Ahab dealt onto Mid Passage Mark at setup.',
    'Every other card, name and Expense Value, and which cards pay each cost, are ours; the book never shows hands, decks or the other contracts.',
  ],
  rule: 'ccg.note.example-icons',
  setup: {
    seed: 1,
    shuffle: false,
    captains: [
      { id: 'ahab', name: 'Ahab', ship: TYPE_S_SCOUT, deck: AHAB_DECK, adventureDeck: AHAB_ADVENTURES },
      { id: 'nymeria', name: 'Nymeria', ship: BEOWULF, deck: NYMERIA_DECK, adventureDeck: NYMERIA_ADVENTURES },
    ],
  },
  steps: [
    { title: 'Ready: Ahab keeps his hand', event: { type: 'resolve-hand', captain: 'ahab', discard: [] } },
    { title: 'Ready: Nymeria keeps her hand', event: { type: 'resolve-hand', captain: 'nymeria', discard: [] } },
    { title: 'Ready: Ahab, with the higher Initiative, picks Nymeria to go first', event: { type: 'choose-first-captain', captain: 'ahab', first: 'nymeria' } },
    { title: 'Adventure: Nymeria places a hidden complication', event: { type: 'place-complication', captain: 'nymeria', contract: 'nymeria-contract-1' } },
    { title: 'Adventure: Ahab places a hidden complication', event: { type: 'place-complication', captain: 'ahab', contract: 'ahab-contract-2' } },
    { title: 'Adventure: Nymeria declares as a pirate (1 Credit, an Infamy token)', event: { type: 'choose-activity', captain: 'nymeria', activity: 'piracy', pay: { hand: ['nymeria-h3'] } } },
    { title: 'Adventure: Ahab pursues Mid Passage Mark, one jump for 1 Credit', event: { type: 'choose-activity', captain: 'ahab', activity: 'contract', contract: 'mid-passage-mark', pay: { hand: ['ahab-h4'] } } },
    { title: 'Procurement: Nymeria procures the Missile Barbette for 1', event: { type: 'procure', captain: 'nymeria', card: 'missile-barbette', pay: { hand: ['nymeria-h2'] } } },
    { title: 'Procurement: Ahab hires George Zamepiimaakha', event: { type: 'procure', captain: 'ahab', card: 'george', pay: { hand: ['ahab-h1'] } } },
    { title: 'Procurement: Ahab attaches a Body Pistol to George', event: { type: 'procure', captain: 'ahab', card: 'body-pistol', attachTo: 'george', pay: { hand: ['ahab-h2'] } } },
    { title: 'Procurement: Ahab is done', event: { type: 'end-turn', captain: 'ahab' } },
    { title: 'Action: Nymeria passes', event: { type: 'pass', captain: 'nymeria' } },
    {
      title: 'Action: George takes his first action (1 Credit)',
      event: {
        type: 'act',
        captain: 'ahab',
        play: { card: 'george', text: 'first action: gain Admin until the end of the round', cost: 1, pay: { hand: ['ahab-h5'] }, effects: [{ kind: 'skill', card: 'george', skill: 'admin', level: 'trained', source: "George's first action" }] },
      },
    },
    { title: 'Action: Nymeria passes again', event: { type: 'pass', captain: 'nymeria' } },
    {
      title: 'Action: George takes his other action (1 Credit)',
      event: {
        type: 'act',
        captain: 'ahab',
        play: { card: 'george', text: 'second action: gain Tech until the end of the round', cost: 1, pay: { deck: 1 }, effects: [{ kind: 'skill', card: 'george', skill: 'tech', level: 'trained', source: "George's second action" }] },
      },
    },
    { title: 'Action: Nymeria passes a third time', event: { type: 'pass', captain: 'nymeria' } },
    { title: 'Action: Ahab passes and the phase ends', event: { type: 'pass', captain: 'ahab' } },
    { title: 'Resource: Nymeria collects Cargo and Passenger', event: { type: 'collect', captain: 'nymeria' } },
    { title: 'Resource: Ahab collects Survey and four skill tokens from George', event: { type: 'collect', captain: 'ahab' } },
    {
      title: 'Resolution: Nymeria carries out her piracy against Ahab',
      event: {
        type: 'piracy',
        captain: 'nymeria',
        target: 'ahab',
        plays: [
          {
            by: 'nymeria',
            card: 'missile-barbette',
            text: 'its ability: +3 Attack until the end of the round',
            cost: 1,
            pay: { hand: ['nymeria-h5'] },
            effects: [{ kind: 'value', card: 'beowulf-free-trader', value: 'attack', amount: 3, source: 'Missile Barbette' }],
          },
          {
            by: 'nymeria',
            card: 'predatory-tactics',
            text: '+1 Attack and +1 Defense until the end of the round',
            effects: [
              { kind: 'value', card: 'beowulf-free-trader', value: 'attack', amount: 1, source: 'Predatory Tactics' },
              { kind: 'value', card: 'beowulf-free-trader', value: 'defense', amount: 1, source: 'Predatory Tactics' },
            ],
            replenishOnSuccess: true,
          },
        ],
        defenderPays: { hand: ['ahab-h3'], deck: 1 },
      },
    },
    { title: 'Resolution: Ahab resolves Customs Inspection', event: { type: 'resolve-complication', captain: 'ahab', complication: 'customs-inspection', subplots: [] } },
    { title: 'Resolution: Nymeria, now uncommitted, passes', event: { type: 'pass', captain: 'nymeria' } },
    { title: 'Resolution: Ahab passes with no complication left, so he is eligible', event: { type: 'pass', captain: 'ahab' } },
    { title: 'Resolution: Ahab resolves Mid Passage Mark and its subplot', event: { type: 'resolve-contract', captain: 'ahab', subplots: [1] } },
  ],
};

// ---------------------------------------------------------------------------
// Harrington and Needa

const plainShip = (id: string, name: string, initiative: number): CardInput => ({
  id,
  name,
  type: 'ship',
  values: { initiative, jump: 1, attack: 1, defense: 0, tonnage: 2, capabilities: ['cargo'], slots: slotsBar },
});

const smallDeck = (prefix: string, extra: CardInput[] = []): CardInput[] => [
  ...extra,
  ...Array.from({ length: 10 - extra.length }, (_, i) => filler(`${prefix}-${i + 1}`, `Stand-in event ${i + 1}`, 'event', 1 + (i % 2))),
];

const smallAdventures = (prefix: string): CardInput[] =>
  Array.from({ length: 6 }, (_, i) => adventure(`${prefix}-adventure-${i + 1}`, `${prefix[0]!.toUpperCase()}${prefix.slice(1)} adventure card ${i + 1} (stand-in)`));

export const HARRINGTON_AND_NEEDA: RoundPreset = {
  id: 'harrington-and-needa',
  title: 'Harrington passes, Needa acts',
  source: 'Rules Booklet 2.0, Action Phase (example)',
  summary:
    'Harrington passes; Needa could end the phase by passing too, but has a crew member perform Aggravated Assault instead, so Harrington may act again. The phase ends only when both pass one after the other.',
  standIns: [
    'Everything but the passing is our own choice, as the book does not give it: the ships, Needa’s crew member, the cost of Aggravated Assault (0), and the moves before the Action Phase.',
    'Harrington has the higher Initiative and goes first, since the example starts with her turn.',
  ],
  rule: 'ccg.round.action.stage-1',
  setup: {
    seed: 7,
    shuffle: false,
    captains: [
      { id: 'harrington', name: 'Harrington', ship: plainShip('harrington-ship', 'Harrington’s ship (stand-in)', 3), deck: smallDeck('harrington'), adventureDeck: smallAdventures('harrington') },
      {
        id: 'needa',
        name: 'Needa',
        ship: plainShip('needa-ship', 'Needa’s ship (stand-in)', 2),
        deck: smallDeck('needa', [
          { id: 'needa-crew', name: 'Needa’s crew member (stand-in)', type: 'crew', values: { cost: 0, ev: 1, woundCapacity: 2, skills: [{ skill: 'combat', level: 'trained' }] } },
          { id: 'aggravated-assault', name: 'Aggravated Assault', type: 'heroic-action', values: { cost: 0, ev: 2 } },
        ]),
        adventureDeck: smallAdventures('needa'),
      },
    ],
  },
  steps: [
    { title: 'Ready: Harrington keeps her hand', event: { type: 'resolve-hand', captain: 'harrington', discard: [] } },
    { title: 'Ready: Needa keeps his hand', event: { type: 'resolve-hand', captain: 'needa', discard: [] } },
    { title: 'Ready: Harrington goes first', event: { type: 'choose-first-captain', captain: 'harrington', first: 'harrington' } },
    { title: 'Adventure: Harrington places a complication', event: { type: 'place-complication', captain: 'harrington', contract: 'harrington-adventure-1' } },
    { title: 'Adventure: Needa places a complication', event: { type: 'place-complication', captain: 'needa', contract: 'needa-adventure-1' } },
    { title: 'Adventure: Harrington stays uncommitted', event: { type: 'choose-activity', captain: 'harrington', activity: 'uncommitted' } },
    { title: 'Adventure: Needa stays uncommitted', event: { type: 'choose-activity', captain: 'needa', activity: 'uncommitted' } },
    { title: 'Procurement: Needa hires a crew member', event: { type: 'procure', captain: 'needa', card: 'needa-crew' } },
    { title: 'Action: Harrington passes', event: { type: 'pass', captain: 'harrington' } },
    { title: 'Action: Needa’s crew member performs Aggravated Assault', event: { type: 'act', captain: 'needa', play: { card: 'aggravated-assault', text: 'performed by Needa’s crew member' } } },
  ],
};

export const ROUND_PRESETS: readonly RoundPreset[] = [HARRINGTON_AND_NEEDA, AHAB_AND_NYMERIA];
