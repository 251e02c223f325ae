/** The resolution form's first half: the pool (entered or collected), tokens added by other cards, cards in play. */
import type { ComponentChildren } from 'preact';
import { TextField } from '../kit/fields.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';
import { Select, TokenChip, TokenPalette, aToken, iconLabel, tokenName } from './fields.tsx';
import { TokenIcon } from './TokenIcon.tsx';
import { jackSlots } from '../../engine/ccg/resolution/index.ts';
import { CAPABILITY_KEYS, LEVELS, LIMITS, SKILL_KEYS, TOKEN_KEYS, TOKEN_SKILL_KEYS } from './state.ts';
import type { AdditionRow, ControlledRow, CrewRow, PoolEntry, ShipRow, TokenKey } from './state.ts';
import { TYPE_OPTIONS, type Errors } from './form-parts.tsx';


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
  const slots = jackSlots({ id: path, name: crew.name || path, skills: crew.skills.map((s) => ({ skill: s.skill, level: s.level })) });
  const jackLevel = slots === 2 ? 'expert' : 'trained';
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
      {slots > 0 && (
        <div class="jack" role="group" aria-label="Jack-of-all-Trades tokens">
          <p class="label-like">
            Jack-of-all-Trades ({jackLevel}): {slots === 1 ? 'one trained token' : 'up to two trained tokens of different skills'}, never Psionics, never a skill this crew member has.{' '}
            <RuleCite rule="ccg.jack-of-all-trades" />
          </p>
          <div class="row">
            {Array.from({ length: slots }, (_, j) => (
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

/** Rows of one kind, each with its fields and a Remove button, and an Add button while the list is under its limit. */
function RowList<T>(props: {
  list: T[];
  max: number;
  /** The row's name for screen readers: "Card 2". */
  name: (i: number) => string;
  onEdit: (fn: (l: T[]) => void) => void;
  add: { label: string; row: (l: T[]) => T };
  fields: (row: T, i: number) => ComponentChildren;
}) {
  const { list, max, name, onEdit, add, fields } = props;
  return (
    <div class="rows-block">
      {list.length > 0 && (
        <ol class="rows">
          {list.map((row, i) => (
            <li key={i}>
              <div class="row" role="group" aria-label={name(i)}>
                {fields(row, i)}
                <button type="button" class="small" aria-label={`Remove ${name(i).toLowerCase()}`} onClick={() => onEdit((l) => void l.splice(i, 1))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div class="actions">
        <button type="button" class="small" disabled={list.length >= max} onClick={() => onEdit((l) => void l.push(add.row(l)))}>
          {add.label}
        </button>
      </div>
    </div>
  );
}

export function AdditionsEditor({ list, errors, onEdit }: { list: AdditionRow[]; errors: Errors; onEdit: (fn: (l: AdditionRow[]) => void) => void }) {
  return (
    <RowList
      list={list}
      max={LIMITS.additions}
      name={(i) => `Added token ${i + 1}`}
      onEdit={onEdit}
      add={{ label: 'Add a token from a card', row: (): AdditionRow => ({ name: 'Consultant Call', token: 'admin:trained', when: 'subplots' }) }}
      fields={(a, i) => (
        <>
          <TextField label="Card that adds it" value={a.name} error={errors[`additions.${i}.name`]} onInput={(v) => onEdit((l) => void (l[i]!.name = v))} />
          <Select label="Token" value={a.token} options={TOKEN_OPTIONS} icon onChange={(v) => onEdit((l) => void (l[i]!.token = v))} />
          <Select label="When" value={a.when} options={WHEN_OPTIONS} onChange={(v) => onEdit((l) => void (l[i]!.when = v as AdditionRow['when']))} />
        </>
      )}
    />
  );
}

export function CardsEditor({ list, errors, onEdit }: { list: ControlledRow[]; errors: Errors; onEdit: (fn: (l: ControlledRow[]) => void) => void }) {
  return (
    <RowList
      list={list}
      max={LIMITS.cards}
      name={(i) => `Card ${i + 1}`}
      onEdit={onEdit}
      add={{ label: 'Add a card you control', row: (l): ControlledRow => ({ name: `Card ${l.length + 1}`, type: 'gear', traits: '' }) }}
      fields={(c, i) => (
        <>
          <TextField label="Card" value={c.name} error={errors[`cards.${i}.name`]} onInput={(v) => onEdit((l) => void (l[i]!.name = v))} />
          <Select label="Type" value={c.type} options={TYPE_OPTIONS} onChange={(v) => onEdit((l) => void (l[i]!.type = v as ControlledRow['type']))} />
          <TextField label="Traits (comma between)" value={c.traits} onInput={(v) => onEdit((l) => void (l[i]!.traits = v))} />
        </>
      )}
    />
  );
}

// ---------------------------------------------------------------------------
// Requirements
