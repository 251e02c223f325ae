/**
 * A list of rows the person fills in (ships, systems, bars): each row's
 * fields with a Remove button, a button that adds a row, and, once the list
 * holds the most the tool takes, the limit said where that button was ("At
 * most 4 ships."), the same number the tool's link reader holds. A new row is
 * made by the tool (`make`), never copied from the last one.
 */
import type { ComponentChildren } from 'preact';
import { GroupError, type FieldProblem } from './fields.tsx';

interface Props<T> {
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** The row the Add button adds. */
  make: () => T;
  /** One row, as the Remove buttons name it: "ship" → "Remove ship 2". */
  noun: string;
  /** The Add button ("Add a ship"). */
  add: string;
  /** The rows in the limit's words ("ships" → "At most 4 ships."). */
  plural: string;
  max: number;
  /** The limit in other words, when it is shared with another list ("At most 6 panels and Outposts together."). */
  limit?: string | undefined;
  /** Rows that stay (no Remove button while the list holds only these). */
  min?: number;
  /** Each row's fields; `set` changes the row. */
  children: (row: T, i: number, set: (patch: Partial<T>) => void) => ComponentChildren;
  /** A heading for each row ("Ship 1"), or none. */
  name?: ((i: number) => string | null) | undefined;
  /** A refusal of the list as a whole. */
  error?: FieldProblem;
  /** A refusal of one row as a whole. */
  rowError?: ((i: number) => FieldProblem) | undefined;
  /** A removal that changes more than the list (an index held elsewhere); by default the row goes. */
  onRemove?: ((i: number) => void) | undefined;
  /** No adding or removing (the rows are locked while something depends on them). */
  locked?: boolean | undefined;
}

export function RowList<T>({ rows, onChange, make, noun, add, plural, max, limit, min = 0, children, name, error, rowError, onRemove, locked = false }: Props<T>) {
  const set = (i: number, patch: Partial<T>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const remove = (i: number) => (onRemove ? onRemove(i) : onChange(rows.filter((_, k) => k !== i)));
  return (
    <>
      <div class="rows">
        {rows.map((r, i) => {
          const title = name?.(i);
          return (
            <div class="row rows-item" key={i}>
              {title && <span class="rows-name">{title}</span>}
              {children(r, i, (patch) => set(i, patch))}
              {!locked && rows.length > min && (
                <button type="button" class="rows-remove" aria-label={`Remove ${noun} ${i + 1}`} onClick={() => remove(i)}>
                  Remove
                </button>
              )}
              {rowError && <GroupError error={rowError(i)} />}
            </div>
          );
        })}
      </div>
      <GroupError error={error} />
      {!locked &&
        (rows.length < max ? (
          <div>
            <button type="button" class="rows-add" onClick={() => onChange([...rows, make()])}>
              {add}
            </button>
          </div>
        ) : (
          <p class="field-hint rows-full">{limit ?? `At most ${max} ${plural}.`}</p>
        ))}
    </>
  );
}
