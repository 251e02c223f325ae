/** Pieces both halves of the resolution form share: messages beside fields, card-type options. */
import { CARD_TYPES } from './state.ts';

export type Errors = Record<string, string>;
/** Every message for a field or anything inside it. */
export const errorsAt = (errors: Errors, path: string): string[] =>
  Object.entries(errors)
    .filter(([k]) => k === path || k.startsWith(`${path}.`))
    .map(([, v]) => v);

export const Messages = ({ list }: { list: string[] }) =>
  list.length ? (
    <span class="field-error">
      {list.join(' ')}
    </span>
  ) : null;

export const TYPE_OPTIONS = CARD_TYPES.map((t) => ({ value: t, label: t }));
export const ANY_TYPE_OPTIONS = [{ value: '', label: 'any card' }, ...TYPE_OPTIONS];
