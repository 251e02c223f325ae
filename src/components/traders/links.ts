/**
 * Where the Traders components point: a rule id to its anchor (through the
 * site's rule links, so the diagram and the tables link exactly as the
 * engine's traces do) and a card, good, world or officer to its glossary page.
 */
import { tradersRuleLink } from '../../site/rule-links/traders.ts';
import type { Rank, TradersRuleId } from '../../engine/traders/index.ts';

export function ruleHref(id: TradersRuleId): string {
  const link = tradersRuleLink(id);
  if (!link) throw new Error(`${id}: not a registered Traders rule id`);
  return link.href;
}

/** Labels of the parts the book leaves unnumbered: its headings, or the nearest number and a word. */
const WORD_LABELS: Readonly<Record<string, string>> = {
  't-0-intro': 'Introduction',
  't-0-components': 'Components',
  't-0-setup': 'Set-up',
  't-0-end': 'End of the game',
  't-0-turn': 'Turns',
  't-0-deck-trader': 'Trader deck',
  't-0-deck-encounter': 'Encounter deck',
  't-0-deck-starship': 'Starship deck',
  't-2-gang': '(2) gangs',
  't-3-merchandise': 'Merchandise table',
  't-3-merchandise-note': 'Merchandise table, footnote',
  't-3-market': 'Market price table',
  't-4-route': '(4) route',
  't-7-reject': '(7) refusing an offer',
  't-7-layover': '(7) layover',
  't-7-win': '(7) victory',
  't-7-next': '(7) next turn',
};

/**
 * The label a rule carries on the rules page, the book's own numbering:
 * `traders.t-2-c-ii` → "(2)(c)(ii)"; an unnumbered part its heading or word;
 * a note keeps its id ("A07").
 */
export function ruleLabel(id: TradersRuleId): string {
  const anchor = id.slice('traders.'.length);
  if (!anchor.startsWith('t-')) return anchor;
  const word = WORD_LABELS[anchor];
  if (word) return word;
  const [, num, ...parts] = anchor.split('-');
  return `(${num})${parts.map((p) => `(${p})`).join('')}`;
}

export const GLOSSARY = '/traders/glossary/';

/** The slug of a name as the glossary files are named: "Free Trader (Pirates)" → "free-trader-pirates". */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const OFFICER_SLUGS: Readonly<Record<Rank, string>> = { captain: 'captain', first: 'first-officer', second: 'second-officer', third: 'third-officer' };

export const officerHref = (rank: Rank): string => `${GLOSSARY}${OFFICER_SLUGS[rank]}/`;
export const termHref = (name: string): string => `${GLOSSARY}${slugOf(name)}/`;
