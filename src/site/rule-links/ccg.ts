/**
 * CCG rule ids as addresses: where each kind of rule location lives on this
 * site. Pure (no content is read); the rule's words come from the rule
 * registry (`src/site/rules/`).
 */
import { RULES, isRuleId, type CcgRuleLocation } from '../../engine/ccg/index.ts';

/** The site path of a CCG rule location, with its anchor: `/ccg/glossary/timing/#the-queue`. */
export function ccgLocationHref(at: CcgRuleLocation): string {
  switch (at.kind) {
    case 'glossary':
      return at.part === undefined ? `/ccg/glossary/${at.slug}/` : `/ccg/glossary/${at.slug}/#${at.part}`;
    case 'keyword':
      return `/ccg/keywords/${at.slug}/`;
    case 'phase':
      return `/ccg/round/${at.phase}/`;
    case 'stage':
      return `/ccg/round/${at.phase}/#stage-${at.n}`;
    case 'note':
      return `/ccg/source-notes/#${at.id}`;
    case 'page':
      return at.anchor === undefined ? `/ccg/${at.path}/` : `/ccg/${at.path}/#${at.anchor}`;
  }
}

export function ccgRuleHref(id: string): string | undefined {
  return isRuleId(id) ? ccgLocationHref(RULES[id].at) : undefined;
}

/** Every registered CCG rule id. */
export const ccgRuleIds = (): string[] => Object.keys(RULES);
