/**
 * Links to the pages that explain rule ids. The kit knows no game: each tool's
 * root gives the resolver of its game through `RuleLinks` (for a CCG tool,
 * `ccgRuleLink` from `src/site/rule-links/index.ts`); an id the resolver does
 * not know is shown as plain text.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { RuleResolver } from '../../engine/core/rules.ts';

export const RuleLinks = createContext<RuleResolver>(() => undefined);

export function RuleLink({ rule }: { rule: string }) {
  const link = useContext(RuleLinks)(rule);
  if (!link) return <span class="rule-link">{rule}</span>;
  return (
    <a class="rule-link" href={link.href}>
      {link.title}
    </a>
  );
}
