/**
 * The Traders rule registry: every id the engine cites, with a short title and
 * where it sits. A rule (`traders.t-2-c-ii`) sits at the anchor of the same name
 * on the rules page; a reading of ours (`traders.A07`) at its anchor on the
 * source notes page. The engine knows no site address: the site maps
 * `{ kind: 'rule', anchor }` and `{ kind: 'note', anchor }` to its pages.
 *
 * Rule ids follow the book's numbering: `(2)(c)(ii)` is `t-2-c-ii`; unnumbered
 * parts take a word under the nearest number (`t-2-gang`, `t-7-reject`).
 */
import { isRegistered, type RuleEntry as CoreRuleEntry, type RuleRegistry } from '../../core/rules.ts';

/** Where a Traders rule sits, independent of any site address. */
export type TradersRuleLocation = { kind: 'rule'; anchor: string } | { kind: 'note'; anchor: string };

export type TradersRuleEntry = CoreRuleEntry<TradersRuleLocation>;

/** The rule book's own parts: `traders.<id>`. */
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

/** Our readings of unclear points and gaps: `traders.A01` … `traders.A37`. */
const NOTE_TITLES = {
  A01: 'The market multiplier is in tenths',
  A02: 'Market totals off the table',
  A03: 'Helfey and Helfry are one world',
  A04: 'The planet column names where goods do not sell',
  A05: 'Flying past a no-sale world',
  A06: 'After the last stop of the route',
  A07: 'The order of targets',
  A08: 'Target rotation across rounds',
  A09: 'Who can be a target',
  A10: 'One roll for a gang',
  A11: 'When a gang acts',
  A12: 'Defending against a gang',
  A13: 'Striking back at a gang',
  A14: 'Ties do nothing',
  A15: 'Who strikes back for a wounded target',
  A16: 'Retaliation is optional',
  A17: 'When first aid is given',
  A18: 'Paying for intensive care',
  A19: 'When the crew disbands',
  A20: 'A lone pilot recuperating',
  A21: 'When the layover happens',
  A22: 'When recuperation ends',
  A23: 'The first offer',
  A24: 'Looking again when buying',
  A25: 'Fees for refusing to sell',
  A26: 'Flying without cargo (house rule)',
  A27: 'Handling the Encounter deck',
  A28: 'Shots alternate',
  A29: 'Damage lasts between battles',
  A30: 'The repair counters',
  A31: 'Repairs and negative power',
  A32: 'When paid repairs can be made',
  A33: 'The replacement roll',
  A34: 'Officers waiting in care',
  A35: 'The market modifier',
  A36: 'When victory is checked',
  A37: 'Money in whole units',
} as const;

export type TradersRuleAnchor = keyof typeof RULE_TITLES;
export type TradersNoteId = keyof typeof NOTE_TITLES;

/** A registered Traders id: a rule of the book or one of our readings. */
export type TradersRuleId = `traders.${TradersRuleAnchor}` | `traders.${TradersNoteId}`;

export const RULE_ANCHORS = /* @__PURE__ */ Object.keys(RULE_TITLES) as TradersRuleAnchor[];
export const NOTE_IDS = /* @__PURE__ */ Object.keys(NOTE_TITLES) as TradersNoteId[];

export const RULES: RuleRegistry<TradersRuleId, TradersRuleLocation> = /* @__PURE__ */ Object.fromEntries([
  ...RULE_ANCHORS.map((anchor) => [`traders.${anchor}`, { title: RULE_TITLES[anchor], at: { kind: 'rule', anchor } }]),
  ...NOTE_IDS.map((anchor) => [`traders.${anchor}`, { title: NOTE_TITLES[anchor], at: { kind: 'note', anchor } }]),
]) as Record<TradersRuleId, TradersRuleEntry>;

export function isTradersRuleId(id: string): id is TradersRuleId {
  return isRegistered(RULES, id);
}

export function tradersRuleTitle(id: TradersRuleId): string {
  return RULES[id].title;
}

/** `traders.A07` for a note id. */
export const noteRule = (id: TradersNoteId): TradersRuleId => `traders.${id}`;
