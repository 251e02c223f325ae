/** Small pieces of the resolution check's form: a select with its message, token pickers, labels. */
import { SelectField } from '../kit/fields.tsx';
import { findTokenIcon } from '../../engine/ccg/cards/index.ts';
import { TokenIcon } from './TokenIcon.tsx';
import { WithRule, messageOf, type FieldProblem } from './form-parts.tsx';
import type { TokenKey } from './state.ts';

/** The name of a token icon (a capability, a skill), from the catalogue's token icons. */
export const iconLabel = (id: string): string => findTokenIcon(id)?.label ?? id;

/** "Cargo/Passenger", "trained Admin", "expert Tech". */
export function tokenName(key: TokenKey): string {
  const [a, level] = key.split(':');
  return level === undefined ? iconLabel(a!) : `${level} ${iconLabel(a!)}`;
}

/** "a Cargo token", "an expert Admin token". */
export function aToken(key: TokenKey): string {
  const n = tokenName(key);
  return `${/^[aeiou]/i.test(n) ? 'an' : 'a'} ${n} token`;
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
  error?: FieldProblem | undefined;
  /** A token icon shown beside the select for the chosen value. */
  icon?: boolean;
  class?: string;
}

/** The kit's select, with the chosen token's icon beside it when asked, and its problem shown with its rule. */
export function Select({ icon, value, error, ...rest }: SelectProps) {
  return (
    <WithRule problem={error}>
      <SelectField {...rest} value={value} error={error === undefined ? undefined : messageOf(error)} lead={icon && value !== '' ? <TokenIcon token={value} /> : null} />
    </WithRule>
  );
}

/** A row of icon buttons, one per token kind, each adding one; a kind that cannot take more is disabled, its reason in its title and shown under the row. */
export function TokenPalette({ groups, onPick, verb, full }: { groups: { title: string; keys: readonly TokenKey[] }[]; onPick: (k: TokenKey) => void; verb: (k: TokenKey) => string; full?: (k: TokenKey) => string | undefined }) {
  const reasons = new Set(groups.flatMap((g) => g.keys.map((k) => full?.(k))).filter((r): r is string => r !== undefined));
  return (
    <div class="palette">
      {groups.map((g) => (
        <div class="palette-group" role="group" aria-label={g.title} key={g.title}>
          <span class="palette-title">{g.title}</span>
          <span class="palette-buttons">
            {g.keys.map((k) => (
              <button type="button" class="icon-btn" key={k} aria-label={verb(k)} title={full?.(k) ?? verb(k)} disabled={full?.(k) !== undefined} onClick={() => onPick(k)}>
                <TokenIcon token={k} />
              </button>
            ))}
          </span>
        </div>
      ))}
      {[...reasons].map((r) => (
        <p class="field-hint" key={r}>
          {r}
        </p>
      ))}
    </div>
  );
}

/** A token shown with its icon and name. */
export function TokenChip({ token, id }: { token: TokenKey; id?: string }) {
  return (
    <span class="tok">
      <TokenIcon token={token} />
      <span>
        {tokenName(token)}
        {id && <span class="tok-id"> ({id})</span>}
      </span>
    </span>
  );
}
