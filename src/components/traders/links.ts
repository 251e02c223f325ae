/**
 * Where the Traders components point: a rule id to its anchor and the label
 * its block carries (both from the rule registry, src/site/rules/, so the
 * diagram and the tables link and label exactly as the rules page and the
 * engine's traces do) and a card, good, world or officer to its glossary page.
 */
import { ruleEntry, type RuleRecord } from '../../site/rules/index.ts';
import type { Rank, TradersRuleId } from '../../engine/traders/index.ts';

function record(id: TradersRuleId): RuleRecord {
  const r = ruleEntry(id);
  if (!r) throw new Error(`${id}: not a registered Traders rule id`);
  return r;
}

export const ruleHref = (id: TradersRuleId): string => record(id).href;

/**
 * The label a rule carries on its page, as its block writes it: the book's
 * numbering for a rule (`traders.t-2-c-ii` → "(2)(c)(ii)"), a heading or word
 * for a part the book leaves unnumbered ("(2) gangs"), the id for a note ("A07").
 */
export const ruleLabel = (id: TradersRuleId): string => record(id).label ?? record(id).title;

/** A rule's name ("Replacement prices"), for a table or a list that stands for the rule. */
export const ruleName = (id: TradersRuleId): string => record(id).name;

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
