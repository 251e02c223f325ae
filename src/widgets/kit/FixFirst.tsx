/**
 * What the answer box says while the input cannot be worked out: "one thing
 * to fix first" (or how many), then every refusal, each with its place in the
 * form and its rule (the same sentence sits beside the field). Never an
 * answer from input that is not right.
 */
import type { Err } from '../../engine/core/result.ts';
import type { Refusals } from './form.ts';
import { RuleCite } from './RuleLink.tsx';

/** "System 2", "Ship 1, Bar 3" for a path such as `systems.1.societies`; lists are named by `lists`. */
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

/** The heading of the list: one thing, or how many. */
export const fixFirstLine = (count: number): string => (count === 1 ? 'One thing to fix first' : `${count} things to fix first`);

interface Props {
  fields: Refusals;
  general: Err | null;
  /** The names of the lists in the form, by their field name (`{ systems: 'System' }`). */
  lists?: Readonly<Record<string, string>> | undefined;
  /** The verdict line (by default, how many things to fix). */
  title?: string | undefined;
}

/** The count of things to fix: each field once, and a general refusal unless it names one of them. */
export function fixCount(fields: Refusals, general: Err | null): number {
  return Object.keys(fields).filter((path) => !general || general.field !== path).length + (general ? 1 : 0);
}

export function FixFirst({ fields, general, lists = {}, title }: Props) {
  const entries = Object.entries(fields).filter(([path]) => !general || general.field !== path);
  return (
    <>
      <p class="verdict bad">{title ?? fixFirstLine(fixCount(fields, general))}</p>
      <ul class="fix-first">
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
