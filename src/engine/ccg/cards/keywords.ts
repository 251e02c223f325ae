/**
 * The twenty keywords of the Rules Reference, as data shared by the engine
 * (validation, damage and payment rules) and the site (keyword pages, quick
 * reference). The words explaining each keyword live in `content/ccg/keywords/`.
 */

/** What goes in a keyword's brackets on a card. */
export type KeywordParameter = 'none' | 'number' | 'trait' | 'card-type';

export interface KeywordDef {
  slug: string;
  name: string;
  parameter: KeywordParameter;
  /** Keywords whose effect this one changes or is changed by. */
  partners: readonly string[];
}

export const KEYWORDS = [
  { slug: 'armor', name: 'Armor', parameter: 'number', partners: ['armor-penetration', 'reflec'] },
  { slug: 'armor-penetration', name: 'Armor Penetration', parameter: 'number', partners: ['armor', 'reflec'] },
  { slug: 'cash', name: 'Cash', parameter: 'none', partners: ['equity'] },
  { slug: 'concealed', name: 'Concealed', parameter: 'number', partners: [] },
  { slug: 'countermeasure', name: 'Countermeasure', parameter: 'trait', partners: ['hardened', 'critical'] },
  { slug: 'critical', name: 'Critical', parameter: 'number', partners: ['hardened', 'countermeasure'] },
  { slug: 'equity', name: 'Equity', parameter: 'none', partners: ['cash'] },
  { slug: 'expendable', name: 'Expendable', parameter: 'number', partners: [] },
  { slug: 'hardened', name: 'Hardened', parameter: 'number', partners: ['critical', 'countermeasure'] },
  { slug: 'hindrance', name: 'Hindrance', parameter: 'none', partners: ['integral', 'trifling'] },
  { slug: 'humaniti', name: 'Humaniti', parameter: 'none', partners: [] },
  { slug: 'infamous', name: 'Infamous', parameter: 'none', partners: [] },
  { slug: 'integral', name: 'Integral', parameter: 'none', partners: ['hindrance'] },
  { slug: 'invulnerable', name: 'Invulnerable', parameter: 'card-type', partners: [] },
  { slug: 'mechanical', name: 'Mechanical', parameter: 'none', partners: [] },
  { slug: 'reflec', name: 'Reflec', parameter: 'none', partners: ['armor', 'armor-penetration'] },
  { slug: 'replenish', name: 'Replenish', parameter: 'number', partners: [] },
  { slug: 'resilient', name: 'Resilient', parameter: 'none', partners: [] },
  { slug: 'restricted', name: 'Restricted/Unrestricted', parameter: 'number', partners: [] },
  { slug: 'trifling', name: 'Trifling', parameter: 'none', partners: ['hindrance'] },
] as const satisfies readonly KeywordDef[];

export type KeywordSlug = (typeof KEYWORDS)[number]['slug'];

export function findKeyword(name: string): KeywordDef | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, '-');
  return KEYWORDS.find((k) => k.slug === key || k.name.toLowerCase() === name.trim().toLowerCase());
}
