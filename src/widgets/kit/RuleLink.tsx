/** A link to the page that explains a rule id. */
import { ruleHref, ruleTitle, type RuleId } from '../../engine/ccg/rules.ts';

export function RuleLink({ rule }: { rule: RuleId }) {
  return (
    <a class="rule-link" href={ruleHref(rule)}>
      {ruleTitle(rule)}
    </a>
  );
}
