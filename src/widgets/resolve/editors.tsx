/** The form of the resolution check: the pool, its collection, cards in play, adventure cards and their requirements. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { CheckField, NumberField, TextField } from '../kit/fields.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { Select, TokenChip, TokenPalette, aToken, iconLabel, tokenName } from './fields.tsx';
import { TokenIcon } from './TokenIcon.tsx';
import { keyOfToken } from './pool.ts';
import type { PoolToken } from '../../engine/ccg/resolution/index.ts';
import {
  CAPABILITY_KEYS,
  CARD_TYPES,
  LEVELS,
  LIMITS,
  SKILL_KEYS,
  SPEC_KEYS,
  TOKEN_KEYS,
  TOKEN_SKILL_KEYS,
  newRequirement,
  newSubplot,
} from './state.ts';
import type { AdditionRow, CardRow, ContractRow, ControlledRow, CrewRow, PoolEntry, ReqKind, ReqRow, ShipRow, SimpleReqRow, TokenKey } from './state.ts';

export type Errors = Record<string, string>;
/** Every message for a field or anything inside it. */
export const errorsAt = (errors: Errors, path: string): string[] =>
  Object.entries(errors)
    .filter(([k]) => k === path || k.startsWith(`${path}.`))
    .map(([, v]) => v);

const Messages = ({ list }: { list: string[] }) =>
  list.length ? (
    <span class="field-error">
      {list.join(' ')}
    </span>
  ) : null;

const SPEC_OPTIONS = SPEC_KEYS.map((k) => ({ value: k, label: tokenName(k) }));
const TOKEN_OPTIONS = TOKEN_KEYS.map((k) => ({ value: k, label: tokenName(k) }));
const skillKeys = (level: string) => TOKEN_SKILL_KEYS.map((s) => `${s}:${level}`);

// ---------------------------------------------------------------------------
// The pool as tokens

export function PoolEditor({ pool, onEdit }: { pool: PoolEntry[]; onEdit: (fn: (p: PoolEntry[]) => void) => void }) {
  const add = (k: TokenKey) =>
    onEdit((p) => {
      const e = p.find((x) => x.k === k);
      if (e) e.n = Math.min(LIMITS.perKind, e.n + 1);
      else p.push({ k, n: 1 });
    });
  const less = (k: TokenKey) =>
    onEdit((p) => {
      const i = p.findIndex((x) => x.k === k);
      if (i < 0) return;
      if (p[i]!.n > 1) p[i]!.n -= 1;
      else p.splice(i, 1);
    });
  return (
    <div class="pool-editor">
      <TokenPalette
        groups={[
          { title: 'Capability tokens', keys: CAPABILITY_KEYS },
          { title: 'Trained skill tokens', keys: skillKeys('trained') },
          { title: 'Expert skill tokens', keys: skillKeys('expert') },
        ]}
        onPick={add}
        verb={(k) => `Add ${aToken(k)}`}
      />
      {pool.length === 0 ? (
        <p class="muted">The pool is empty: add tokens with the buttons above.</p>
      ) : (
        <ul class="token-counts" aria-label="Tokens in the pool">
          {pool.map((e) => (
            <li key={e.k}>
              <TokenChip token={e.k} />
              <span class="count">× {e.n}</span>
              <button type="button" class="small" aria-label={`One ${tokenName(e.k)} token fewer`} onClick={() => less(e.k)}>
                −
              </button>
              <button type="button" class="small" aria-label={`One ${tokenName(e.k)} token more`} disabled={e.n >= LIMITS.perKind} onClick={() => add(e.k)}>
                +
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------
// The pool by collection

const SKILL_OPTIONS = SKILL_KEYS.map((s) => ({ value: s, label: iconLabel(s) }));
const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: l }));
const JACK_OPTIONS = [{ value: '', label: '— not chosen —' }, ...TOKEN_SKILL_KEYS.map((s) => ({ value: s, label: iconLabel(s) }))];

export function CollectEditor({ ship, crew, errors, onShip, onCrew }: { ship: ShipRow; crew: CrewRow[]; errors: Errors; onShip: (fn: (s: ShipRow) => void) => void; onCrew: (fn: (c: CrewRow[]) => void) => void }) {
  return (
    <div class="collect-editor">
      <fieldset>
        <legend>Ship</legend>
        <TextField label="Ship’s name" value={ship.name} error={errors['ship.name']} onInput={(v) => onShip((s) => void (s.name = v))} />
        <p class="label-like">Capability icons on the ship</p>
        <TokenPalette
          groups={[{ title: 'Capabilities', keys: CAPABILITY_KEYS }]}
          onPick={(k) => onShip((s) => void (s.caps.length < LIMITS.caps && s.caps.push(k as ShipRow['caps'][number])))}
          verb={(k) => `Give the ship the ${tokenName(k)} icon`}
        />
        {ship.caps.length === 0 ? (
          <p class="muted">No capability icon yet.</p>
        ) : (
          <ul class="chips" aria-label="The ship’s capability icons">
            {ship.caps.map((c, i) => (
              <li key={`${c}-${i}`}>
                <TokenChip token={c} />
                <button type="button" class="small" aria-label={`Remove the ${tokenName(c)} icon ${i + 1}`} onClick={() => onShip((s) => void s.caps.splice(i, 1))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {crew.map((c, i) => (
        <CrewEditor key={i} index={i} crew={c} errors={errors} onEdit={(fn) => onCrew((list) => fn(list[i]!))} onRemove={() => onCrew((list) => void list.splice(i, 1))} />
      ))}
      <div class="actions">
        <button type="button" disabled={crew.length >= LIMITS.crew} onClick={() => onCrew((list) => void list.push({ name: `Crew member ${list.length + 1}`, skills: [], jack: [] }))}>
          Add a crew member
        </button>
      </div>
    </div>
  );
}

function CrewEditor({ index, crew, errors, onEdit, onRemove }: { index: number; crew: CrewRow; errors: Errors; onEdit: (fn: (c: CrewRow) => void) => void; onRemove: () => void }) {
  const path = `crew.${index}`;
  const jackLevel = crew.skills.filter((s) => s.skill === 'jack').reduce<string | undefined>((l, s) => (l === 'expert' ? l : s.level), undefined);
  const jackSlots = jackLevel === 'expert' ? 2 : jackLevel === 'trained' ? 1 : 0;
  return (
    <fieldset class="crew">
      <legend>Crew member {index + 1}</legend>
      <TextField label="Name" value={crew.name} error={errors[`${path}.name`]} onInput={(v) => onEdit((c) => void (c.name = v))} />
      {crew.skills.length > 0 && (
        <ol class="rows">
          {crew.skills.map((s, j) => (
            <li key={j}>
              <div class="row" role="group" aria-label={`Skill ${j + 1} of ${crew.name || `crew member ${index + 1}`}`}>
                <Select label={`Skill ${j + 1}`} value={s.skill} options={SKILL_OPTIONS} icon={false} error={errors[`${path}.skills.${j}`]} onChange={(v) => onEdit((c) => void (c.skills[j]!.skill = v as CrewRow['skills'][number]['skill']))} />
                <span class="skill-icon">
                  <TokenIcon token={`${s.skill}:${s.level}`} />
                </span>
                <Select label="Level" value={s.level} options={LEVEL_OPTIONS} onChange={(v) => onEdit((c) => void (c.skills[j]!.level = v as 'trained' | 'expert'))} />
                <TextField label="From (gear or effect)" value={s.from} onInput={(v) => onEdit((c) => void (c.skills[j]!.from = v))} />
                <button type="button" class="small" aria-label={`Remove skill ${j + 1} of ${crew.name || `crew member ${index + 1}`}`} onClick={() => onEdit((c) => void c.skills.splice(j, 1))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {jackSlots > 0 && (
        <div class="jack" role="group" aria-label="Jack-of-all-Trades tokens">
          <p class="label-like">
            Jack-of-all-Trades ({jackLevel}): {jackSlots === 1 ? 'one trained token' : 'up to two trained tokens of different skills'}, never Psionics, never a skill this crew member has.{' '}
            <span class="trace-rule">
              Rule: <RuleLink rule="ccg.jack-of-all-trades" />
            </span>
          </p>
          <div class="row">
            {Array.from({ length: jackSlots }, (_, j) => (
              <Select
                key={j}
                label={`Jack-of-all-Trades token ${j + 1}`}
                value={crew.jack[j] ?? ''}
                options={JACK_OPTIONS}
                error={errors[`${path}.jack.${j}`]}
                onChange={(v) =>
                  onEdit((c) => {
                    while (c.jack.length <= j) c.jack.push('');
                    c.jack[j] = v;
                  })
                }
              />
            ))}
          </div>
        </div>
      )}
      <div class="actions">
        <button type="button" class="small" disabled={crew.skills.length >= LIMITS.skills} onClick={() => onEdit((c) => void c.skills.push({ skill: 'admin', level: 'trained', from: '' }))}>
          Add a skill
        </button>
        <button type="button" class="small" onClick={onRemove}>
          Remove {crew.name || `crew member ${index + 1}`}
        </button>
      </div>
    </fieldset>
  );
}

// ---------------------------------------------------------------------------
// Tokens added by other cards, cards in play

const WHEN_OPTIONS = [
  { value: 'start', label: 'at the start' },
  { value: 'subplots', label: 'before the contract’s subplots' },
];

export function AdditionsEditor({ list, errors, onEdit }: { list: AdditionRow[]; errors: Errors; onEdit: (fn: (l: AdditionRow[]) => void) => void }) {
  return (
    <div class="rows-block">
      {list.length > 0 && (
        <ol class="rows">
          {list.map((a, i) => (
            <li key={i}>
              <div class="row" role="group" aria-label={`Added token ${i + 1}`}>
                <TextField label="Card that adds it" value={a.name} error={errors[`additions.${i}.name`]} onInput={(v) => onEdit((l) => void (l[i]!.name = v))} />
                <Select label="Token" value={a.token} options={TOKEN_OPTIONS} icon onChange={(v) => onEdit((l) => void (l[i]!.token = v))} />
                <Select label="When" value={a.when} options={WHEN_OPTIONS} onChange={(v) => onEdit((l) => void (l[i]!.when = v as AdditionRow['when']))} />
                <button type="button" class="small" aria-label={`Remove added token ${i + 1}`} onClick={() => onEdit((l) => void l.splice(i, 1))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div class="actions">
        <button type="button" class="small" disabled={list.length >= LIMITS.additions} onClick={() => onEdit((l) => void l.push({ name: 'Consultant Call', token: 'admin:trained', when: 'subplots' }))}>
          Add a token from a card
        </button>
      </div>
    </div>
  );
}

const TYPE_OPTIONS = CARD_TYPES.map((t) => ({ value: t, label: t }));
const ANY_TYPE_OPTIONS = [{ value: '', label: 'any card' }, ...TYPE_OPTIONS];

export function CardsEditor({ list, errors, onEdit }: { list: ControlledRow[]; errors: Errors; onEdit: (fn: (l: ControlledRow[]) => void) => void }) {
  return (
    <div class="rows-block">
      {list.length > 0 && (
        <ol class="rows">
          {list.map((c, i) => (
            <li key={i}>
              <div class="row" role="group" aria-label={`Card ${i + 1}`}>
                <TextField label="Card" value={c.name} error={errors[`cards.${i}.name`]} onInput={(v) => onEdit((l) => void (l[i]!.name = v))} />
                <Select label="Type" value={c.type} options={TYPE_OPTIONS} onChange={(v) => onEdit((l) => void (l[i]!.type = v as ControlledRow['type']))} />
                <TextField label="Traits (comma between)" value={c.traits} onInput={(v) => onEdit((l) => void (l[i]!.traits = v))} />
                <button type="button" class="small" aria-label={`Remove card ${i + 1}`} onClick={() => onEdit((l) => void l.splice(i, 1))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div class="actions">
        <button type="button" class="small" disabled={list.length >= LIMITS.cards} onClick={() => onEdit((l) => void l.push({ name: `Card ${l.length + 1}`, type: 'gear', traits: '' }))}>
          Add a card you control
        </button>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------
// Requirements

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

