/** The resolution form's second half: an adventure card, its requirements, subplots and the captain's choices. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { CheckField, NumberField, TextField } from '../kit/fields.tsx';
import { Select, tokenName } from './fields.tsx';
import { TokenIcon } from './TokenIcon.tsx';
import { keyOfToken } from './pool.ts';
import type { PoolToken } from '../../engine/ccg/resolution/index.ts';
import { LIMITS, SPEC_KEYS, newRequirement, newSubplot } from './state.ts';
import type { CardRow, ContractRow, ReqKind, ReqRow, SimpleReqRow } from './state.ts';
import { ANY_TYPE_OPTIONS, Messages, errorsAt, type Errors } from './form-parts.tsx';

const SPEC_OPTIONS = SPEC_KEYS.map((k) => ({ value: k, label: tokenName(k) }));


const KIND_OPTIONS: { value: ReqKind; label: string }[] = [
  { value: 'token', label: 'discard a token' },
  { value: 'choice', label: 'discard one of several tokens' },
  { value: 'jettison', label: 'jettison a card' },
  { value: 'expense', label: 'incur an expense' },
  { value: 'control', label: 'control a card' },
  { value: 'elective', label: 'elective (your choice)' },
];

function SimpleFields({ row, path, errors, onChange }: { row: SimpleReqRow; path: string; errors: Errors; onChange: (r: SimpleReqRow) => void }) {
  switch (row.kind) {
    case 'token':
      return <Select label="Token" value={row.spec} options={SPEC_OPTIONS} icon onChange={(v) => onChange({ ...row, spec: v })} />;
    case 'choice':
      return (
        <div class="choice">
          {row.options.map((o, i) => (
            <span class="option" key={i}>
              <Select label={`Token option ${i + 1}`} value={o} options={SPEC_OPTIONS} icon onChange={(v) => onChange({ ...row, options: row.options.map((x, k) => (k === i ? v : x)) })} />
              {row.options.length > 1 && (
                <button type="button" class="small" aria-label={`Remove token option ${i + 1}`} onClick={() => onChange({ ...row, options: row.options.filter((_, k) => k !== i) })}>
                  ×
                </button>
              )}
            </span>
          ))}
          <button type="button" class="small" disabled={row.options.length >= LIMITS.options} onClick={() => onChange({ ...row, options: [...row.options, 'cargo'] })}>
            Add a token option
          </button>
        </div>
      );
    case 'expense':
      return <NumberField label="Credits" value={row.amount} error={errors[`${path}.amount`]} onInput={(v) => onChange({ ...row, amount: v })} />;
    case 'jettison':
    case 'control':
      return (
        <>
          <Select label="Card type" value={row.cardType} options={ANY_TYPE_OPTIONS} onChange={(v) => onChange({ ...row, cardType: v as typeof row.cardType })} />
          <TextField label="Trait (optional)" value={row.trait} onInput={(v) => onChange({ ...row, trait: v })} />
        </>
      );
  }
}

const CHECK_CHOOSES = { value: '', label: 'Let the check choose' };

/** Which token pays a token requirement: the check's choice, or one the captain names from the pool. */
function PinField({ pin, pool, error, onChange }: { pin: string | undefined; pool: readonly PoolToken[]; error: string | undefined; onChange: (pin: string | undefined) => void }) {
  const options = [CHECK_CHOOSES, ...pool.map((t) => ({ value: t.id, label: `${tokenName(keyOfToken(t.token))} (${t.id})` }))];
  if (pin !== undefined && !pool.some((t) => t.id === pin)) options.push({ value: pin, label: `${pin} (not in the pool)` });
  return <Select label="Token discarded" class="pin" value={pin ?? ''} options={options} error={error} onChange={(v) => onChange(v === '' ? undefined : v)} />;
}

/** Which option of an elective requirement is taken: the check's choice, or one the captain names. */
function PickField({ pick, count, error, onChange }: { pick: number | undefined; count: number; error: string | undefined; onChange: (pick: number | undefined) => void }) {
  const options = [CHECK_CHOOSES, ...Array.from({ length: count }, (_, i) => ({ value: String(i), label: `Option ${i + 1}` }))];
  return <Select label="Option taken" class="pin" value={pick === undefined ? '' : String(pick)} options={options} error={error} onChange={(v) => onChange(v === '' ? undefined : Number(v))} />;
}

/** Messages shown beside their own field, so not again under the requirement. */
const ownField = (path: string, k: string) => k === `${path}.amount` || k === `${path}.pin` || k === `${path}.pick`;

function ReqEditor({ row, index, path, errors, allowElective, pool, onChange, onRemove }: { row: ReqRow; index: number; path: string; errors: Errors; allowElective: boolean; pool: readonly PoolToken[] | undefined; onChange: (r: ReqRow) => void; onRemove: () => void }) {
  const id = useId();
  const kinds = allowElective ? KIND_OPTIONS : KIND_OPTIONS.filter((k) => k.value !== 'elective');
  const own = Object.entries(errors)
    .filter(([k]) => (k === path || k.startsWith(`${path}.`)) && !ownField(path, k) && !(row.kind === 'elective' && k.startsWith(`${path}.options.`)))
    .map(([, v]) => v);
  const choose = pool !== undefined || (row.kind !== 'elective' && 'pin' in row && row.pin !== undefined);
  return (
    <li class="req">
      <div role="group" aria-labelledby={`${id}-title`}>
      <p class="label-like req-title" id={`${id}-title`}>
        Requirement {index + 1}
      </p>
      <div class="row">
        <Select label="Kind" value={row.kind} options={kinds} onChange={(v) => onChange(newRequirement(v as ReqKind))} />
        {row.kind !== 'elective' && <SimpleFields row={row} path={path} errors={errors} onChange={onChange} />}
        {(row.kind === 'token' || row.kind === 'choice') && choose && (
          <PinField pin={row.pin} pool={pool ?? []} error={errors[`${path}.pin`]} onChange={(pin) => onChange(withOptional(row, 'pin', pin))} />
        )}
        {row.kind === 'elective' && (
          <PickField pick={row.pick} count={row.options.length} error={errors[`${path}.pick`]} onChange={(pick) => onChange(withOptional(row, 'pick', pick))} />
        )}
        <button type="button" class="small" aria-label={`Remove requirement ${index + 1}`} onClick={onRemove}>
          Remove
        </button>
      </div>
      {row.kind === 'elective' && (
        <ol class="elective">
          {row.options.map((o, i) => {
            const p = `${path}.options.${i}`;
            return (
              <li key={i}>
                <div class="row" role="group" aria-label={`Option ${i + 1}`}>
                <Select
                  label={`Option ${i + 1}: kind`}
                  value={o.kind}
                  options={KIND_OPTIONS.filter((k) => k.value !== 'elective')}
                  onChange={(v) => onChange({ ...row, options: row.options.map((x, k) => (k === i ? (newRequirement(v as ReqKind) as SimpleReqRow) : x)) })}
                />
                <SimpleFields row={o} path={p} errors={errors} onChange={(r) => onChange({ ...row, options: row.options.map((x, k) => (k === i ? r : x)) })} />
                {row.options.length > 2 && (
                  <button type="button" class="small" aria-label={`Remove option ${i + 1}`} onClick={() => onChange(withOptional({ ...row, options: row.options.filter((_, k) => k !== i) }, 'pick', row.pick === undefined || row.pick === i ? undefined : row.pick > i ? row.pick - 1 : row.pick))}>
                    ×
                  </button>
                )}
                </div>
                <Messages list={errorsAt(errors, p).filter((m) => m !== errors[`${p}.amount`])} />
              </li>
            );
          })}
          <li>
            <button type="button" class="small" disabled={row.options.length >= LIMITS.options} onClick={() => onChange({ ...row, options: [...row.options, { kind: 'token', spec: 'cargo' }] })}>
              Add an option
            </button>
          </li>
        </ol>
      )}
      <Messages list={own} />
      </div>
    </li>
  );
}

/** The row with an optional field set, or removed when undefined (so the link stays as short as before). */
function withOptional<T extends object, K extends string>(row: T, key: K, value: unknown): T {
  const next = { ...row } as Record<string, unknown>;
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as T;
}

function ReqList({ reqs, path, errors, allowElective, pool, onEdit, what }: { reqs: ReqRow[]; path: string; errors: Errors; allowElective: boolean; pool: readonly PoolToken[] | undefined; onEdit: (fn: (r: ReqRow[]) => void) => void; what: string }) {
  return (
    <div class="reqs">
      <p class="label-like">Requirements of {what}</p>
      {reqs.length === 0 ? (
        <p class="muted">No requirement.</p>
      ) : (
        <ol class="req-list">
          {reqs.map((r, i) => (
            <ReqEditor
              key={i}
              row={r}
              index={i}
              path={`${path}.reqs.${i}`}
              errors={errors}
              allowElective={allowElective}
              pool={pool}
              onChange={(n) => onEdit((l) => void (l[i] = n))}
              onRemove={() => onEdit((l) => void l.splice(i, 1))}
            />
          ))}
        </ol>
      )}
      <button type="button" class="small" disabled={reqs.length >= LIMITS.reqs} onClick={() => onEdit((l) => void l.push(newRequirement('token')))}>
        Add a requirement
      </button>
    </div>
  );
}

// ---------------------------------------------------------------------------
// Adventure cards

interface CardEditorProps {
  card: CardRow | ContractRow;
  path: string;
  legend: string;
  errors: Errors;
  /** The Resource Pool at the start, to choose tokens from (once known). */
  pool: readonly PoolToken[] | undefined;
  onEdit: (fn: (c: CardRow & { vp?: string }) => void) => void;
  /** Extra buttons (move, remove). */
  children?: ComponentChildren;
}

export function CardEditor({ card, path, legend, errors, pool, onEdit, children }: CardEditorProps) {
  const isContract = 'vp' in card;
  return (
    <fieldset class="adventure-card">
      <legend>{legend}</legend>
      <div class="row">
        <TextField label="Name" value={card.name} error={errors[`${path}.name`]} onInput={(v) => onEdit((c) => void (c.name = v))} />
        {isContract && <NumberField label="Victory Points" value={(card as ContractRow).vp} error={errors[`${path}.vp`]} onInput={(v) => onEdit((c) => void (c.vp = v))} />}
      </div>
      <ReqList reqs={card.reqs} path={path} errors={errors} allowElective={false} pool={pool} what={card.name || legend} onEdit={(fn) => onEdit((c) => fn(c.reqs))} />
      {card.subplots.map((s, i) => {
        const sp = `${path}.subplots.${i}`;
        return (
          <fieldset class="subplot" key={i}>
            <legend>
              <TokenIcon token="subplot" /> Subplot {i + 1}
            </legend>
            <div class="row">
              <TextField label="Name" value={s.name} error={errors[`${sp}.name`]} onInput={(v) => onEdit((c) => void (c.subplots[i]!.name = v))} />
              <NumberField label="Victory Points" value={s.vp} error={errors[`${sp}.vp`]} onInput={(v) => onEdit((c) => void (c.subplots[i]!.vp = v))} />
            </div>
            <CheckField label="Try this subplot" checked={s.on} onChange={(v) => onEdit((c) => void (c.subplots[i]!.on = v))} />
            <ReqList reqs={s.reqs} path={sp} errors={errors} allowElective pool={pool} what={s.name || `subplot ${i + 1}`} onEdit={(fn) => onEdit((c) => fn(c.subplots[i]!.reqs))} />
            <button type="button" class="small" onClick={() => onEdit((c) => void c.subplots.splice(i, 1))}>
              Remove subplot {i + 1}
            </button>
          </fieldset>
        );
      })}
      <div class="actions">
        <button type="button" class="small" disabled={card.subplots.length >= LIMITS.subplots} onClick={() => onEdit((c) => void c.subplots.push(newSubplot()))}>
          Add a subplot
        </button>
        {children}
      </div>
    </fieldset>
  );
}

