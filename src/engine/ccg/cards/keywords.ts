/**
 * The twenty keywords of the Rules Reference, as data shared by the engine
 * (validation, damage and payment rules) and the site (keyword pages, quick
 * reference). Each is known here by its slug; its name (`title`), the way
 * cards print it (`printed`) and the words explaining it live once, in
 * `content/ccg/keywords/<slug>.md`.
 */
import type { KeywordRuleSlug } from '../rules.ts';

/** What goes in a keyword's brackets on a card. */
export type KeywordParameter = 'none' | 'number' | 'trait' | 'card-type';

export interface KeywordDef {
  slug: KeywordRuleSlug;
  parameter: KeywordParameter;
  /** Keywords whose effect this one changes or is changed by. */
  partners: readonly KeywordRuleSlug[];
}

export const KEYWORDS = [
  { slug: 'armor', parameter: 'number', partners: ['armor-penetration', 'reflec'] },
  { slug: 'armor-penetration', parameter: 'number', partners: ['armor', 'reflec'] },
  { slug: 'cash', parameter: 'none', partners: ['equity'] },
  { slug: 'concealed', parameter: 'number', partners: [] },
  { slug: 'countermeasure', parameter: 'trait', partners: ['hardened', 'critical'] },
  { slug: 'critical', parameter: 'number', partners: ['hardened', 'countermeasure'] },
  { slug: 'equity', parameter: 'none', partners: ['cash'] },
  { slug: 'expendable', parameter: 'number', partners: [] },
  { slug: 'hardened', parameter: 'number', partners: ['critical', 'countermeasure'] },
  { slug: 'hindrance', parameter: 'none', partners: ['integral', 'trifling'] },
  { slug: 'humaniti', parameter: 'none', partners: [] },
  { slug: 'infamous', parameter: 'none', partners: [] },
  { slug: 'integral', parameter: 'none', partners: ['hindrance'] },
  { slug: 'invulnerable', parameter: 'card-type', partners: [] },
  { slug: 'mechanical', parameter: 'none', partners: [] },
  { slug: 'reflec', parameter: 'none', partners: ['armor', 'armor-penetration'] },
  { slug: 'replenish', parameter: 'number', partners: [] },
  { slug: 'resilient', parameter: 'none', partners: [] },
  { slug: 'restricted', parameter: 'number', partners: [] },
  { slug: 'trifling', parameter: 'none', partners: ['hindrance'] },
] as const satisfies readonly KeywordDef[];

export type KeywordSlug = (typeof KEYWORDS)[number]['slug'];

/** The keyword a name as printed stands for ("Armor Penetration", "hindrance"), by its slug; undefined for any other name. */
export function findKeyword(name: string): KeywordDef | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, '-');
  return KEYWORDS.find((k) => k.slug === key);
}
