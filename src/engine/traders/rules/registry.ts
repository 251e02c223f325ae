/**
 * The Traders rule registry: every id the engine cites, with where it sits and
 * the words no page states: a short title for each rule of the book (the rules
 * page shows only its number, "(2)(c)(ii)", written on its block) and a
 * one-sentence summary for every id (`summaries.ts`). A rule (`traders.t-2-c-ii`)
 * sits at the anchor of the same name on the rules page; a reading of ours
 * (`traders.A07`) at its anchor on the source notes page, whose block gives
 * its title. The engine knows no site address: the site maps
 * `{ kind: 'rule', anchor }` and `{ kind: 'note', anchor }` to its pages, and
 * its rule registry (`src/site/rules/`) joins these words with the labels and
 * titles of the content.
 *
 * Rule ids follow the book's numbering: `(2)(c)(ii)` is `t-2-c-ii`; unnumbered
 * parts take a word under the nearest number (`t-2-gang`, `t-7-reject`).
 */
import { isRegistered, type RuleEntry as CoreRuleEntry, type RuleRegistry } from '../../core/rules.ts';
import { RULE_SUMMARIES, RULE_SUMMARY_NOTES } from './summaries.ts';

/** Where a Traders rule sits, independent of any site address. */
export type TradersRuleLocation = { kind: 'rule'; anchor: string } | { kind: 'note'; anchor: string };

export type TradersRuleEntry = CoreRuleEntry<TradersRuleLocation>;

/** The rule book's own parts, `traders.<id>`, each with its title. */
const RULE_TITLES = {
  't-0-intro': 'The goal: 73 MC',
  't-0-components': 'Components',
  't-0-setup': 'Set-up',
  't-0-end': 'How the game ends',
  't-0-turn': 'The seven phases of a turn',
  't-1': 'Phase 1: finding a Patron',
  't-2': 'Phase 2: planetfall encounter',
  't-2-gang': 'Villains ganging up',
  't-2-a': 'Whom a villain attacks',
  't-2-b': 'Attack against defence',
  't-2-c': 'First aid or intensive care',
  't-2-c-i': 'Price of intensive care',
  't-2-c-ii': 'Care not paid',
  't-2-c-iii': 'The crew disbands',
  't-2-d': 'Retaliation',
  't-2-d-i': 'The wounded cannot strike back',
  't-2-d-ii': 'Another officer strikes back',
  't-2-d-iii': 'The whole crew down',
  't-2-e': 'Rounds until the villains are gone; reshuffling',
  't-3': 'Phase 3: buying merchandise',
  't-3-a': 'The leader lowers the buying roll',
  't-3-b': 'Looking for another Patron',
  't-3-c': 'The first purchase',
  't-3-c-i': 'No money for care on the first turn',
  't-3-c-ii': 'Who can fly the ship',
  't-3-d': 'Hiring replacements',
  't-3-d-i': 'When replacements join',
  't-3-d-ii': 'Replacement prices',
  't-3-d-iii': 'Replacement quality',
  't-3-d-iv': "The leader's bonus to the quality roll",
  't-3-d-v': 'Original and replacement meet again',
  't-3-e': 'Recuperation',
  't-3-e-i': 'Layover week',
  't-3-e-ii': 'Which pilot is fit',
  't-3-e-iii': 'A layover the crew cannot afford',
  't-4': 'Phase 4: spaceflight encounter',
  't-4-a': 'The jump itself',
  't-4-b': 'One enemy at each arrival',
  't-4-c': 'Drawing the enemy ship',
  't-4-d': 'Who fires first',
  't-4-d-i': "The Beowulf's shot",
  't-4-d-ii': "The enemy's shot",
  't-4-d-iii': 'The enemy fires first',
  't-4-d-iv': 'Three hits end a battle',
  't-4-e': 'Damage',
  't-4-e-i': 'First hit',
  't-4-e-ii': 'Second hit',
  't-4-e-iii': 'Third hit',
  't-4-f': 'Repairs during a battle',
  't-4-f-i': 'No engineer, no repair',
  't-4-f-ii': 'Paid repairs in port',
  't-5': 'Phase 5: finding a Patron to sell to',
  't-6': 'Phase 6: planetfall encounter before selling',
  't-7': 'Phase 7: selling merchandise',
  't-7-reject': 'Turning an offer down',
  't-7-layover': 'The fee for a second refusal',
  't-7-win': 'Victory',
  't-7-next': 'The next turn',
  't-0-deck-trader': 'The Trader deck',
  't-0-deck-encounter': 'The Encounter deck',
  't-0-deck-starship': 'The Starship deck',
  't-3-merchandise': 'The merchandise table',
  't-3-merchandise-note': 'Worlds where goods cannot be sold',
  't-3-market': 'The market price table',
  't-4-route': 'The route',
} as const;

/** Our readings of unclear points and gaps: `traders.A01` … `traders.A37` (their titles are the source notes page's). */
const NOTES = [
  'A01',
  'A02',
  'A03',
  'A04',
  'A05',
  'A06',
  'A07',
  'A08',
  'A09',
  'A10',
  'A11',
  'A12',
  'A13',
  'A14',
  'A15',
  'A16',
  'A17',
  'A18',
  'A19',
  'A20',
  'A21',
  'A22',
  'A23',
  'A24',
  'A25',
  'A26',
  'A27',
  'A28',
  'A29',
  'A30',
  'A31',
  'A32',
  'A33',
  'A34',
  'A35',
  'A36',
  'A37',
] as const;

export type TradersRuleAnchor = keyof typeof RULE_TITLES;
export type TradersNoteId = (typeof NOTES)[number];

/** A registered Traders id: a rule of the book or one of our readings. */
export type TradersRuleId = `traders.${TradersRuleAnchor}` | `traders.${TradersNoteId}`;

export const RULE_ANCHORS = /* @__PURE__ */ Object.keys(RULE_TITLES) as TradersRuleAnchor[];
export const NOTE_IDS: TradersNoteId[] = [...NOTES];

/** Every registered id has its summary: an id added without one fails the type check. */
const SUMMARIES: Readonly<Record<TradersRuleId, string>> = RULE_SUMMARIES;

export const RULES: RuleRegistry<TradersRuleId, TradersRuleLocation> = /* @__PURE__ */ Object.fromEntries([
  ...RULE_ANCHORS.map((anchor) => {
    const id = `traders.${anchor}` as const;
    const note = (RULE_SUMMARY_NOTES as Readonly<Partial<Record<TradersRuleId, string>>>)[id];
    return [id, { at: { kind: 'rule', anchor }, title: RULE_TITLES[anchor], summary: SUMMARIES[id], ...(note === undefined ? {} : { summaryNote: note }) }];
  }),
  ...NOTE_IDS.map((anchor) => [`traders.${anchor}`, { at: { kind: 'note', anchor }, summary: SUMMARIES[`traders.${anchor}`] }]),
]) as Record<TradersRuleId, TradersRuleEntry>;

export function isTradersRuleId(id: string): id is TradersRuleId {
  return isRegistered(RULES, id);
}

/** `traders.A07` for a note id. */
export const noteRule = (id: TradersNoteId): TradersRuleId => `traders.${id}`;
