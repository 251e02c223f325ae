/**
 * Traders rule ids as addresses: a rule of the book sits at its anchor on the
 * rules page, a reading of ours at its anchor on the source notes page. The
 * rule's words come from the rule registry (`src/site/rules/`).
 */
import { RULES, isTradersRuleId, type TradersRuleLocation } from '../../engine/traders/rules/index.ts';

export function tradersLocationHref(at: TradersRuleLocation): string {
  return at.kind === 'rule' ? `/traders/rules/#${at.anchor}` : `/traders/source-notes/#${at.anchor}`;
}

export function tradersRuleHref(id: string): string | undefined {
  return isTradersRuleId(id) ? tradersLocationHref(RULES[id].at) : undefined;
}

export const tradersRuleIds = (): string[] => Object.keys(RULES);
