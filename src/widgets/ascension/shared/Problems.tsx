/**
 * What the answer box says while the input cannot be worked out: every
 * refusal, each with its place in the form and its rule (the same sentence
 * sits beside the field). Never an answer from input that is not right.
 */
import type { Err } from '../../../engine/core/result.ts';
import { RuleCite } from '../../kit/RuleLink.tsx';
import type { FieldErrs } from './form.ts';

/** "System 2", "Ship 1" for a path such as `systems.1.societies`; lists are named by `lists`. */
export function placeOf(path: string, lists: Readonly<Record<string, string>>): string {
  const parts = path.split('.');
  const out: string[] = [];
  for (let i = 0; i + 1 < parts.length; i++) {
    const name = lists[parts[i]!];
    const index = parts[i + 1]!;
    if (name && /^\d+$/.test(index)) out.push(`${name} ${Number(index) + 1}`);
  }
  return out.join(', ');
}

export function Problems({ fields, general, lists = {} }: { fields: FieldErrs; general: Err | null; lists?: Readonly<Record<string, string>> }) {
  const entries = Object.entries(fields).filter(([path]) => !general || general.field !== path);
  const count = entries.length + (general ? 1 : 0);
  return (
    <>
      <p class="verdict bad">{count === 1 ? 'One thing to fix first' : `${count} things to fix first`}</p>
      <ul class="as-problems">
        {general && (
          <li>
            {general.error} <RuleCite rule={general.rule} />
          </li>
        )}
        {entries.map(([path, e]) => {
          const place = placeOf(path, lists);
          return (
            <li key={path}>
              {place && `${place}: `}
              {e.error} <RuleCite rule={e.rule} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
