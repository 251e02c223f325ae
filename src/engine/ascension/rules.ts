/**
 * Traveller Ascension's rule registry: every id the engine cites, with where
 * it sits in the rule book and a one-sentence summary in our own words. Trace
 * steps and error values carry these ids; the site turns a location into a
 * link (sections by their major number, notes on the source notes page). The
 * engine knows no address, and no title: each section's and note's name is
 * the heading of its block in the content (`:::rule{#a-3-2 label="[3.2]"}`
 * then `## Movement through an explored system`), which the site's rule
 * registry (`src/site/rules/`) reads. Only [12.0], which no content block
 * holds (it is the A-Z index), has its title here.
 *
 * Id scheme:
 *   ascension.a-<major>-<minor>[-<part>]   a numbered section (a-3-2 is [3.2]) or a part the book cross-refers to
 *   ascension.AM-<nn>                      our reading of an unclear point (AM-01 … AM-62)
 */
import { isRegistered, type RuleEntry, type RuleRegistry } from '../core/rules.ts';
import { NOTE_RULES, type NoteAnchor } from './rules-notes.ts';

/** Where a rule sits: a section (or sub-anchor) of the book, or one of our notes. */
export type AscensionRuleLocation = { kind: 'section'; anchor: SectionAnchor } | { kind: 'note'; anchor: NoteAnchor };

export interface AscensionRuleEntry extends RuleEntry<AscensionRuleLocation> {
  /** One sentence, in our words, of what the rule or reading decides. */
  summary: string;
}

/** A section's summary; a title only where no content block names it. */
type SectionText = string | { title: string; summary: string };

/** The 39 numbered sections of the book ([2.1], printed twice, once; no [11.0]). */
const SECTION_RULES = {
  'a-1-0': 'Sets the scene of the Third Imperium reclaiming lost worlds; it holds no rules.',
  'a-2-0': 'Lists the 31 kinds of pieces in the box, from boards and panels to cards and tokens.',
  'a-2-1': 'Systems are star hexes joined by connectors and Jump Points, each with six slots for Space, World and Outpost panels.',
  'a-2-2': 'Diplomats, Shadow Agents and Soldiers each have a card with a Tech Level and dice per ability.',
  'a-2-3': 'Scouts explore, Destroyers fight and carry troops, Cruisers are the strongest and limited in number.',
  'a-2-4': 'A card shows an Action bar, an Event, an Initiative number, a World Class and a card ID.',
  'a-2-5': 'A Main Action Board with three Faction Panels attached; the uses marked on it are cleared every turn.',
  'a-3-0': 'Ships travel by Jump, always from one Jump Point to another.',
  'a-3-1': 'Black points are open, red-outlined ones blocked, green-outlined ones are entry points; a ship jumps as far as its Jump rating.',
  'a-3-2': 'A Scout mapping a system explores it; afterwards ships move freely inside it and jump at full rating between explored systems.',
  'a-3-3': 'Only an exploring Scout enters unexplored space, with its Jump rating lowered by one.',
  'a-3-4': 'Ships carry Assets up to their passenger rating; Diplomats and Agents may also make one jump alone, Soldiers may not.',
  'a-4-0': 'Power Bars in a player colour mark both trade and Outpost power, and each one raises the Budget.',
  'a-4-1': 'Linking a Society demand to a matching Resource places bars; the second tier needs the first and belongs to the bar owner.',
  'a-4-2': 'Bars under Outposts raise their level; every bar is worth Victory Points, and matching a system\'s Trade power opens a Treaty.',
  'a-5-0': 'The three Faction Panel Budgets sum to the starting Budget; bars raise it, and pieces over Budget leave at the end of the turn.',
  'a-6-0': 'States the aim of reclaiming worlds through trade, security and industry, without rules.',
  'a-7-0': 'Build the map, shuffle decks and panels, pick three Faction Panels, buy within Budget and deal eight cards.',
  'a-8-0': 'Players advance by playing cards for their Actions or their Events every turn.',
  'a-8-1': 'Two phases of three actions each; cards are revealed in pairs, ordered by Initiative, and each is used for its Action or its Event.',
  'a-8-2': 'Six Action types with 42 choices between them; their order on the board breaks Initiative ties.',
  'a-8-3': 'Each panel gives Action Counts for its two types, two Special Abilities, a Budget and a Tech Level.',
  'a-8-4': 'Standard, Combat and React Events; an Event card is discarded once played.',
  'a-8-5': 'Adventure and Mystery rolls against a Resource panel\'s A or M value win Secret cards, kept apart from the hand.',
  'a-8-6': 'Mapping draws a card whose World Class sets how many Space panels fill the system.',
  'a-8-7': 'An Asset aboard a ship in the system reveals Resource panels, then Society panels, following "+1" chains.',
  'a-8-8': 'The target is the count of World Panels involved, shifted by the Tech Level difference; a die at or under it succeeds.',
  'a-8-9': 'How trade routes, Treaties and Revolts work between Societies, Resources and players.',
  'a-9-0': 'Conflict happens in space between ships and on worlds by siege or assault.',
  'a-9-1': 'Battle Stations brings up to four ships against an enemy; ships fire in Initiative order on the Battle Board.',
  'a-9-2': 'Rounds of Sensors, Missiles, Attack, Range and Target, with spotting, ranges and withdrawal.',
  'a-9-3': 'A simpler round of Missiles and Attack with every ship in reach and targetable.',
  'a-9-4': 'At half Hull or worse a ship rolls after damage; on 5 or 6 its ratings halve, except Size and Missile to Hit.',
  'a-9-5': 'The ratings on a ship card and the combat phase that uses each one.',
  'a-9-6': 'Ships siege and Soldiers assault a World Panel against the system\'s Siege or Battle rating.',
  'a-10-0': 'The heading over the basic and advanced victory rules.',
  'a-10-1': 'Most Victory Points wins; ties go to most Treaties, then most Trade Agreements, then the lowest Tech Level total.',
  'a-10-2': 'Scenarios may set their own victory conditions.',
  'a-12-0': { title: '[12.0] Glossary', summary: 'Short definitions of 64 terms of the game.' },
} as const satisfies Record<string, SectionText>;

/** Parts of sections the book points to by name ("see Treaty", "see Siege World"). */
const SUB_ANCHOR_RULES = {
  'a-4-2-outposts': 'Defense, Embassy, Factory and Starport Outposts, what each does, and what a level of power adds.',
  'a-8-1-end': 'Any scenario combat, keep up to two cards, trim pieces to the Budget, then refill the hand to eight.',
  'a-8-9-trade': 'Trade within a system, between two linked systems, or with a Starport, each with its own panels counted and Tech Levels.',
  'a-8-9-treaties': 'With every World Panel barred and Outpost Power matching Trade power, a Diplomat or Embassy rolls a flux to make a Treaty.',
  'a-8-9-revolts': 'Sedition starts a Revolt that blocks trade and Treaties and strips a bar every end of turn until a Soldier ends it.',
  'a-9-1-initiative': 'Each ship gets a face-down Action card; the highest Initiative fires first and the attacker wins ties.',
  'a-9-6-siege': 'A ship rolls its Missiles against the Siege rating; the world strikes back with that many dice of damage.',
  'a-9-6-assault': 'Soldiers roll their Battle dice against the Battle rating; the world rolls back to eliminate them.',
} as const satisfies Record<string, SectionText>;

export type SectionAnchor = keyof typeof SECTION_RULES | keyof typeof SUB_ANCHOR_RULES;
export type { NoteAnchor };

export type AscensionRuleId = `ascension.${SectionAnchor}` | `ascension.${NoteAnchor}`;

function entries<A extends string>(texts: Readonly<Record<A, SectionText>>, kind: 'section' | 'note'): [string, AscensionRuleEntry][] {
  return (Object.entries(texts) as [A, SectionText][]).map(([anchor, text]) => [
    `ascension.${anchor}`,
    {
      at: kind === 'section' ? { kind, anchor: anchor as unknown as SectionAnchor } : { kind, anchor: anchor as unknown as NoteAnchor },
      ...(typeof text === 'string' ? { summary: text } : text),
    },
  ]);
}

export const RULES: RuleRegistry<AscensionRuleId, AscensionRuleLocation> & Readonly<Record<AscensionRuleId, AscensionRuleEntry>> = Object.freeze(
  Object.fromEntries([...entries(SECTION_RULES, 'section'), ...entries(SUB_ANCHOR_RULES, 'section'), ...entries(NOTE_RULES, 'note')]),
) as Record<AscensionRuleId, AscensionRuleEntry>;

/** Section anchors in book order; sub-anchors and notes each in their own list. */
export const SECTION_ANCHORS = Object.keys(SECTION_RULES) as (keyof typeof SECTION_RULES)[];
export const SUB_ANCHORS = Object.keys(SUB_ANCHOR_RULES) as (keyof typeof SUB_ANCHOR_RULES)[];
export const NOTE_ANCHORS = Object.keys(NOTE_RULES) as NoteAnchor[];

export function isAscensionRuleId(id: string): id is AscensionRuleId {
  return isRegistered(RULES, id);
}

export function ruleSummary(id: AscensionRuleId): string {
  return RULES[id].summary;
}
