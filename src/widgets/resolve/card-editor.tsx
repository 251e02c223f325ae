/** The resolution form's second half: an adventure card, its requirements, subplots and the captain's choices; the complications and the contract laid out as the tool shows them. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { CheckField } from '../kit/fields.tsx';
import { Select, tokenName } from './fields.tsx';
import { TokenIcon } from './TokenIcon.tsx';
import { Fold } from './Fold.tsx';
import type { TokenChoice } from './view.ts';
import { LIMITS, SPEC_KEYS, newRequirement, newSubplot } from './state.ts';
import type { CardRow, ContractRow, ReqKind, ReqRow, ResolveState, SimpleReqRow } from './state.ts';
import { ANY_TYPE_OPTIONS, AddButton, Messages, Num, Text, errorsAt, roomBand, sameErrorsAt, sameJson, type Errors, type FieldProblem } from './form-parts.tsx';
import { memoBy } from '../kit/memo.ts';

/** The pool's tokens the captain can name, and the ids already named elsewhere (each token pays once). */
export interface PinChoices {
  choices: readonly TokenChoice[];
  taken: ReadonlySet<string>;
}

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
          <AddButton label="Add a token option" row="cargo" count={row.options.length} max={LIMITS.options} what="token options" onAdd={() => onChange({ ...row, options: [...row.options, 'cargo'] })} />
        </div>
      );
    case 'expense':
      return <Num label="Credits" value={row.amount} error={errors[`${path}.amount`]} onInput={(v) => onChange({ ...row, amount: v })} />;
    case 'jettison':
    case 'control':
      return (
        <>
          <Select label="Card type" value={row.cardType} options={ANY_TYPE_OPTIONS} onChange={(v) => onChange({ ...row, cardType: v as typeof row.cardType })} />
          <Text label="Trait (optional)" value={row.trait} onInput={(v) => onChange({ ...row, trait: v })} />
        </>
      );
  }
}

const CHECK_CHOOSES = { value: '', label: 'Let the check choose' };

/**
 * Which token pays a token requirement: the check's choice, or one the captain
 * names from the pool, by its kind and the card it came from (tokens of one kind
 * from one card are alike, so each such group is one option: the token it stands
 * for is the named one, or the first not named elsewhere).
 */
function PinField({ pin, pins, error, onChange }: { pin: string | undefined; pins: PinChoices; error: FieldProblem | undefined; onChange: (pin: string | undefined) => void }) {
  const options = [CHECK_CHOOSES];
  for (const c of pins.choices) {
    const id = pin !== undefined && c.ids.includes(pin) ? pin : c.ids.find((x) => !pins.taken.has(x));
    if (id !== undefined) options.push({ value: id, label: `${tokenName(c.key)}, from ${c.source}` });
  }
  if (pin !== undefined && !pins.choices.some((c) => c.ids.includes(pin))) options.push({ value: pin, label: 'a token no longer in the pool' });
  return <Select label="Token discarded" class="pin" value={pin ?? ''} options={options} error={error} onChange={(v) => onChange(v === '' ? undefined : v)} />;
}

/** Which option of an elective requirement is taken: the check's choice, or one the captain names. */
function PickField({ pick, count, error, onChange }: { pick: number | undefined; count: number; error: FieldProblem | undefined; onChange: (pick: number | undefined) => void }) {
  const options = [CHECK_CHOOSES, ...Array.from({ length: count }, (_, i) => ({ value: String(i), label: `Option ${i + 1}` }))];
  return <Select label="Option taken" class="pin" value={pick === undefined ? '' : String(pick)} options={options} error={error} onChange={(v) => onChange(v === '' ? undefined : Number(v))} />;
}

/** Messages shown beside their own field, so not again under the requirement. */
const ownField = (path: string, k: string) => k === `${path}.amount` || k === `${path}.pin` || k === `${path}.pick`;

function ReqEditor({ row, index, path, errors, allowElective, pins, onChange, onRemove }: { row: ReqRow; index: number; path: string; errors: Errors; allowElective: boolean; pins: PinChoices | undefined; onChange: (r: ReqRow) => void; onRemove: () => void }) {
  const id = useId();
  const kinds = allowElective ? KIND_OPTIONS : KIND_OPTIONS.filter((k) => k.value !== 'elective');
  const own = Object.entries(errors)
    .filter(([k]) => (k === path || k.startsWith(`${path}.`)) && !ownField(path, k) && !(row.kind === 'elective' && k.startsWith(`${path}.options.`)))
    .map(([, v]) => v);
  const choose = pins !== undefined || (row.kind !== 'elective' && 'pin' in row && row.pin !== undefined);
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
          <PinField pin={row.pin} pins={pins ?? { choices: [], taken: new Set() }} error={errors[`${path}.pin`]} onChange={(pin) => onChange(withOptional(row, 'pin', pin))} />
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
            <AddButton label="Add an option" row={{ kind: 'token', spec: 'cargo' }} count={row.options.length} max={LIMITS.options} what="options" onAdd={() => onChange({ ...row, options: [...row.options, { kind: 'token', spec: 'cargo' }] })} />
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

function ReqList({ reqs, path, errors, allowElective, pins, onEdit, what }: { reqs: ReqRow[]; path: string; errors: Errors; allowElective: boolean; pins: PinChoices | undefined; onEdit: (fn: (r: ReqRow[]) => void) => void; what: string }) {
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
              pins={pins}
              onChange={(n) => onEdit((l) => void (l[i] = n))}
              onRemove={() => onEdit((l) => void l.splice(i, 1))}
            />
          ))}
        </ol>
      )}
      <AddButton label="Add a requirement" row={newRequirement('token')} count={reqs.length} max={LIMITS.reqs} what="requirements" onAdd={() => onEdit((l) => void l.push(newRequirement('token')))} />
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
  pins: PinChoices | undefined;
  onEdit: (fn: (c: CardRow & { vp?: string }) => void) => void;
  /** A large situation: the card's fields, and each subplot's, fold away until opened (drawing them all at once would hold up the page). */
  fold?: boolean;
  /** Characters of link left (its Add buttons are disabled when a row would not fit). */
  room: number;
  /** Extra buttons (move, remove). */
  children?: ComponentChildren;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function CardEditorOf({ card, path, legend, errors, pins, onEdit, fold = false, children }: CardEditorProps) {
  const isContract = 'vp' in card;
  const fields = () => (
    <>
      <div class="row">
        <Text label="Name" value={card.name} error={errors[`${path}.name`]} onInput={(v) => onEdit((c) => void (c.name = v))} />
        {isContract && <Num label="Victory Points" value={(card as ContractRow).vp} error={errors[`${path}.vp`]} onInput={(v) => onEdit((c) => void (c.vp = v))} />}
      </div>
      <ReqList reqs={card.reqs} path={path} errors={errors} allowElective={false} pins={pins} what={card.name || legend} onEdit={(fn) => onEdit((c) => fn(c.reqs))} />
      {card.subplots.map((s, i) => {
        const sp = `${path}.subplots.${i}`;
        const body = () => (
          <>
            <div class="row">
              <Text label="Name" value={s.name} error={errors[`${sp}.name`]} onInput={(v) => onEdit((c) => void (c.subplots[i]!.name = v))} />
              <Num label="Victory Points" value={s.vp} error={errors[`${sp}.vp`]} onInput={(v) => onEdit((c) => void (c.subplots[i]!.vp = v))} />
            </div>
            <CheckField label="Try this subplot" checked={s.on} onChange={(v) => onEdit((c) => void (c.subplots[i]!.on = v))} />
            <ReqList reqs={s.reqs} path={sp} errors={errors} allowElective pins={pins} what={s.name || `subplot ${i + 1}`} onEdit={(fn) => onEdit((c) => fn(c.subplots[i]!.reqs))} />
            <button type="button" class="small" onClick={() => onEdit((c) => void c.subplots.splice(i, 1))}>
              Remove subplot {i + 1}
            </button>
          </>
        );
        return (
          <fieldset class="subplot" key={i}>
            <legend>
              <TokenIcon token="subplot" /> Subplot {i + 1}
            </legend>
            {fold ? (
              <Fold title={`${s.name || `Subplot ${i + 1}`}: ${count(s.reqs.length, 'requirement')}${errorsAt(errors, sp).length ? ' (to fix)' : ''}`} open={errorsAt(errors, sp).length > 0}>
                {body}
              </Fold>
            ) : (
              body()
            )}
          </fieldset>
        );
      })}
      <div class="actions">
        <AddButton label="Add a subplot" row={newSubplot()} count={card.subplots.length} max={LIMITS.subplots} what="subplots" onAdd={() => onEdit((c) => void c.subplots.push(newSubplot()))} />
        {children}
      </div>
    </>
  );
  const bad = errorsAt(errors, path).length > 0;
  return (
    <fieldset class="adventure-card">
      <legend>{legend}</legend>
      {fold ? (
        <Fold title={`${card.name || legend}: ${count(card.reqs.length, 'requirement')}, ${count(card.subplots.length, 'subplot')}${bad ? ' (to fix)' : ''}`} open={bad}>
          {fields}
        </Fold>
      ) : (
        fields()
      )}
    </fieldset>
  );
}

const samePins = (a: PinChoices | undefined, b: PinChoices | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.choices === b.choices && [...a.taken].join() === [...b.taken].join());

/**
 * A card is drawn again only when its rows, its messages, the tokens to choose
 * from, or its place change (its buttons act through the tool's latest state).
 */
export const CardEditor = memoBy(
  CardEditorOf,
  (a, b) => roomBand(a.room) === roomBand(b.room) && a.path === b.path && a.legend === b.legend && a.fold === b.fold && sameJson(a.card, b.card) && sameErrorsAt(a.errors, b.errors, a.path) && samePins(a.pins, b.pins),
);

/**
 * The adventure cards as the tool lays them out: the complications in order,
 * each with its move and remove buttons, and the contract with its remove
 * button. Here with the editor, so the tool's first code holds none of it; the
 * page drawn when built (`FormSnapshot`) lays them out the same way.
 */
interface CardsProps {
  room: number;
  errors: Errors;
  pins: PinChoices | undefined;
  fold: boolean;
  edit: (fn: (d: ResolveState) => void) => void;
}

export function ComplicationCards({ list, room, errors, pins, fold, edit }: CardsProps & { list: ResolveState['complications'] }) {
  return (
    <>
      {list.map((c, i) => (
        <CardEditor key={i} room={room} card={c} path={`complications.${i}`} legend={`Complication ${i + 1}`} errors={errors} pins={pins} fold={fold} onEdit={(fn) => edit((d) => fn(d.complications[i]!))}>
          {i > 0 && (
            <button type="button" class="small" onClick={() => edit((d) => void d.complications.splice(i - 1, 0, d.complications.splice(i, 1)[0]!))}>
              Resolve complication {i + 1} earlier
            </button>
          )}
          <button type="button" class="small" onClick={() => edit((d) => void d.complications.splice(i, 1))}>
            Remove complication {i + 1}
          </button>
        </CardEditor>
      ))}
    </>
  );
}

export function ContractCard({ contract, room, errors, pins, fold, edit }: CardsProps & { contract: NonNullable<ResolveState['contract']> }) {
  return (
    <CardEditor room={room} card={contract} path="contract" legend="The contract" errors={errors} pins={pins} fold={fold} onEdit={(fn) => edit((d) => fn(d.contract!))}>
      <button type="button" class="small" onClick={() => edit((d) => void (d.contract = null))}>
        Remove the contract
      </button>
    </CardEditor>
  );
}
