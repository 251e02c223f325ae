/**
 * Traders rule ids as links: a rule of the book sits at its anchor on the
 * rules page, a reading of ours at its anchor on the source notes page.
 */
import { RULES, isTradersRuleId, type TradersRuleLocation } from '../../engine/traders/rules/index.ts';
import type { RuleLinkTarget } from '../../engine/core/rules.ts';

export function tradersLocationHref(at: TradersRuleLocation): string {
  return at.kind === 'rule' ? `/traders/rules/#${at.anchor}` : `/traders/source-notes/#${at.anchor}`;
}

export function tradersRuleLink(id: string): RuleLinkTarget | undefined {
  if (!isTradersRuleId(id)) return undefined;
  const entry = RULES[id];
  return { href: tradersLocationHref(entry.at), title: entry.title };
}

export const tradersRuleIds = (): string[] => Object.keys(RULES);
