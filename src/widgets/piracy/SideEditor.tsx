/**
 * One side of the fight: captain, ship and its native values, the modifiers
 * to Attack and Defense Value (with their conditions, shown as met or not),
 * the upgrades attached to the ship, the other cards the captain controls,
 * Critical carried by the side's fire and what a successful attack sets off.
 */
import { SelectField, CheckField } from '../kit/fields.tsx';
import { LimitedNumber, LimitedText } from '../kit/link-limits.tsx';
import type { PermanentType } from '../../engine/ccg/piracy/index.ts';
import {
  blankCard,
  blankCritical,
  blankMod,
  blankTrigger,
  blankUpgrade,
  CARD_TYPES,
  MAX_EFFECT,
  MAX_NAME,
  MAX_ROWS,
  MAX_TEXT,
  MAX_TRAITS,
  type CondKind,
  type ModRow,
  type SideState,
} from './state.ts';
import type { FieldErrors } from './reading.ts';

/** What the engine said about one modifier row. */
export type RowStatus = { kind: 'met' | 'not-met'; condition: string } | { kind: 'gone' } | undefined;

interface Props {
  side: SideState;
  /** Path prefix of the engine's field names: attacker, defender or captain. */
  prefix: string;
  errors: FieldErrors;
  onChange: (edit: (side: SideState) => void) => void;
  /** A new upgrade id not used anywhere in the state. */
  newUpgradeId: () => string;
  /** Called when an upgrade is removed, so other parts of the state can forget it. */
  onUpgradeRemoved?: (id: string) => void;
  show: { upgrades: boolean; critical: boolean; triggers: boolean };
  /** Hint under the upgrades list. */
  upgradesHint?: string;
  atkStatus?: RowStatus[];
  defStatus?: RowStatus[];
}

const COND_LABELS: Record<CondKind, string> = {
  always: 'Always',
  'lower-initiative': 'Against a ship with lower initiative',
  'higher-initiative': 'Against a ship with higher initiative',
  controls: 'If this captain controls …',
  'opponent-controls': 'If the opponent controls …',
};
const COND_OPTIONS = (Object.keys(COND_LABELS) as CondKind[]).map((value) => ({ value, label: COND_LABELS[value] }));
const TYPE_OPTIONS: { value: PermanentType | ''; label: string }[] = [{ value: '', label: 'Any type' }, ...CARD_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))];

function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <button type="button" class="small" onClick={onClick} aria-label={`Remove ${what}`}>
      Remove
    </button>
  );
}

function StatusBadge({ status }: { status: RowStatus }) {
  if (!status) return null;
  if (status.kind === 'gone') return <span class="badge">Jettisoned by the attack: no longer counts</span>;
  return <span class={`badge ${status.kind === 'met' ? 'good' : 'bad'}`}>{status.kind === 'met' ? 'Condition met' : 'Condition not met'}</span>;
}

function ModEditor({ row, at, label, errors, upgrades, status, onEdit, onRemove }: {
  row: ModRow;
  at: string;
  label: string;
  errors: FieldErrors;
  upgrades: readonly { id: string; name: string }[];
  status: RowStatus;
  onEdit: (edit: (m: ModRow) => void) => void;
  onRemove: () => void;
}) {
  const controls = row.when === 'controls' || row.when === 'opponent-controls';
  return (
    <fieldset class="item">
      <legend>{label}</legend>
      <div class="row">
        <LimitedText label="Source" value={row.source} max={MAX_NAME} error={errors[`${at}.source`]} onInput={(v) => onEdit((m) => (m.source = v))} />
        <LimitedNumber kind="signed" label="Amount" value={row.amount} max={MAX_TEXT} error={errors[`${at}.amount`]} hint="e.g. 2 or -1" onInput={(v) => onEdit((m) => (m.amount = v))} />
        <SelectField label="When" value={row.when} options={COND_OPTIONS} onChange={(v) => onEdit((m) => (m.when = v))} />
        {controls && <SelectField label="Card type" value={row.cardType} options={TYPE_OPTIONS} onChange={(v) => onEdit((m) => (m.cardType = v))} />}
        {controls && <LimitedText label="With trait" value={row.trait} max={MAX_NAME} error={errors[`${at}.when`] ?? errors[`${at}.when.trait`]} hint="Optional" onInput={(v) => onEdit((m) => (m.trait = v))} />}
        {row.when !== 'always' && (
          <LimitedNumber kind="signed" label="Otherwise" value={row.otherwise} max={MAX_TEXT} error={errors[`${at}.otherwise`]} hint="Empty: nothing" onInput={(v) => onEdit((m) => (m.otherwise = v))} />
        )}
        {upgrades.length > 0 && (
          <SelectField
            label="Given by upgrade"
            value={row.card}
            options={[{ value: '', label: 'None' }, ...upgrades.map((u) => ({ value: u.id, label: u.name || 'Unnamed upgrade' }))]}
            onChange={(v) => onEdit((m) => (m.card = v))}
          />
        )}
        <StatusBadge status={status} />
        <RemoveButton what={label} onClick={onRemove} />
      </div>
    </fieldset>
  );
}

/** One field of a generic list row: the row key it edits, its label, and where the engine reports on it. */
interface Col {
  key: string;
  label: string;
  /** Engine path after the row's own path (".name"); the error shown beside the field. */
  at: string;
  kind?: 'number' | 'type' | 'check';
  hint?: string;
  /** The most characters the field keeps: a name's, unless it says (a list of traits, a card's text). */
  max?: number;
}

const TEXT_HINT = 'Comma-separated';
const UPGRADE_COLS: Col[] = [
  { key: 'name', label: 'Name', at: '.name' },
  { key: 'capacity', label: 'Structure capacity', at: '.structureCapacity', kind: 'number' },
  { key: 'damage', label: 'Damage taken', at: '.structure', kind: 'number' },
  { key: 'hardened', label: 'Hardened', at: '.hardened.0.value', kind: 'number', hint: 'Empty: none' },
  { key: 'countermeasure', label: 'Countermeasure (traits)', at: '.hardened.0.countermeasure', hint: TEXT_HINT, max: MAX_TRAITS },
  { key: 'traits', label: 'Traits', at: '.traits', hint: TEXT_HINT, max: MAX_TRAITS },
];
const CARD_COLS: Col[] = [
  { key: 'name', label: 'Name', at: '.name' },
  { key: 'type', label: 'Type', at: '.type', kind: 'type' },
  { key: 'traits', label: 'Traits', at: '.traits', hint: TEXT_HINT, max: MAX_TRAITS },
];
const CRITICAL_COLS: Col[] = [
  { key: 'from', label: 'From card', at: '.from' },
  { key: 'value', label: 'Critical', at: '.value', kind: 'number' },
  { key: 'traits', label: 'Its traits', at: '.traits', hint: 'For Countermeasure', max: MAX_TRAITS },
];
const TRIGGER_COLS: Col[] = [
  { key: 'source', label: 'Card', at: '.source' },
  { key: 'text', label: 'What it does', at: '.text', max: MAX_EFFECT },
  { key: 'replenish', label: 'Replenish', at: '.replenish', kind: 'check' },
];

type ListKey = 'upgrades' | 'cards' | 'critical' | 'triggers';

export function SideEditor({ side, prefix, errors, onChange, newUpgradeId, onUpgradeRemoved, show, upgradesHint, atkStatus, defStatus }: Props) {
  const modList = (key: 'atk' | 'def', valueName: string, path: string, statuses: RowStatus[] | undefined) => (
    <fieldset class="list">
      <legend>{valueName} modifiers</legend>
      {side[key].map((row, i) => (
        <ModEditor
          key={i}
          row={row}
          at={`${path}.${i}`}
          label={`${valueName} modifier ${i + 1}`}
          errors={errors}
          upgrades={side.upgrades}
          status={statuses?.[i]}
          onEdit={(edit) => onChange((s) => edit(s[key][i]!))}
          onRemove={() => onChange((s) => void s[key].splice(i, 1))}
        />
      ))}
      <button type="button" class="small" onClick={() => onChange((s) => void s[key].push(blankMod()))} disabled={side[key].length >= MAX_ROWS}>
        {side[key].length >= MAX_ROWS ? `At most ${MAX_ROWS} ${valueName} modifiers: the most a link keeps` : `Add ${valueName === 'Attack Value' ? 'an' : 'a'} ${valueName} modifier`}
      </button>
    </fieldset>
  );

  /** A list of rows edited field by field (upgrades, cards, Critical, effects). */
  const list = (key: ListKey, legend: string, item: string, cols: Col[], path: string, add: string, blank: () => object, hint?: string, onRemoved?: (row: Record<string, unknown>) => void) => {
    const rows = side[key] as unknown as Record<string, string | boolean>[];
    return (
      <fieldset class="list">
        <legend>{legend}</legend>
        {hint && <p class="field-hint">{hint}</p>}
        {rows.map((row, i) => {
          const label = `${item} ${i + 1}`;
          const name = (row.name ?? row.from ?? row.source) as string;
          const set = (k: string, v: string | boolean) => onChange((s) => void ((s[key][i] as unknown as Record<string, unknown>)[k] = v));
          return (
            <fieldset class="item" key={(row.id as string | undefined) ?? i}>
              <legend>{label}</legend>
              <div class="row">
                {cols.map((c) => {
                  const value = row[c.key];
                  const error = errors[`${path}.${i}${c.at}`];
                  if (c.kind === 'check') return <CheckField key={c.key} label={c.label} checked={value === true} onChange={(v) => set(c.key, v)} />;
                  if (c.kind === 'type') return <SelectField key={c.key} label={c.label} value={value as PermanentType} options={TYPE_OPTIONS.slice(1) as { value: PermanentType; label: string }[]} onChange={(v) => set(c.key, v)} />;
                  const F = c.kind === 'number' ? LimitedNumber : LimitedText;
                  return <F key={c.key} label={c.label} value={value as string} max={c.max ?? (c.kind === 'number' ? MAX_TEXT : MAX_NAME)} hint={c.hint} error={error} onInput={(v) => set(c.key, v)} />;
                })}
                <RemoveButton
                  what={`${label}${name ? ` (${name})` : ''}`}
                  onClick={() => {
                    onChange((s) => void s[key].splice(i, 1));
                    onRemoved?.(row);
                  }}
                />
              </div>
            </fieldset>
          );
        })}
        <button type="button" class="small" onClick={() => onChange((s) => void (s[key] as object[]).push(blank()))} disabled={rows.length >= MAX_ROWS}>
          {rows.length >= MAX_ROWS ? `At most ${MAX_ROWS} here: the most a link keeps` : add}
        </button>
      </fieldset>
    );
  };

  return (
    <div class="side">
      <div class="row">
        <LimitedText label="Captain" value={side.name} max={MAX_NAME} error={errors[`${prefix}.name`]} onInput={(v) => onChange((s) => (s.name = v))} />
        <LimitedText label="Ship" value={side.ship} max={MAX_NAME} error={errors[`${prefix}.ship.name`]} onInput={(v) => onChange((s) => (s.ship = v))} />
      </div>
      <div class="row">
        <LimitedNumber label="Native Attack Value" value={side.attack} max={MAX_TEXT} error={errors[`${prefix}.ship.attack`]} onInput={(v) => onChange((s) => (s.attack = v))} />
        <LimitedNumber label="Native Defense Value" value={side.defense} max={MAX_TEXT} error={errors[`${prefix}.ship.defense`]} onInput={(v) => onChange((s) => (s.defense = v))} />
        <LimitedNumber label="Initiative" value={side.initiative} max={MAX_TEXT} error={errors[`${prefix}.ship.initiative`]} onInput={(v) => onChange((s) => (s.initiative = v))} />
      </div>
      {modList('atk', 'Attack Value', `${prefix}.attackModifiers`, atkStatus)}
      {modList('def', 'Defense Value', `${prefix}.defenseModifiers`, defStatus)}
      {show.upgrades &&
        list('upgrades', 'Upgrades attached to the ship', 'Upgrade', UPGRADE_COLS, `${prefix}.upgrades`, 'Add an upgrade', () => blankUpgrade(newUpgradeId()), upgradesHint, (row) => {
          const id = row.id as string;
          onChange((s) => {
            for (const m of [...s.atk, ...s.def]) if (m.card === id) m.card = '';
          });
          onUpgradeRemoved?.(id);
        })}
      {list('cards', 'Other cards the captain controls', 'Card', CARD_COLS, `${prefix}.controls`, 'Add a card', blankCard, 'For conditions such as “if you control a Pilot crew”. Attached upgrades count already.')}
      {show.critical && list('critical', 'Critical carried by this side’s fire', 'Critical', CRITICAL_COLS, `${prefix}.critical`, 'Add Critical', blankCritical, 'If it comes from one of this ship’s upgrades, give that upgrade’s name: once the upgrade is jettisoned, its Critical goes with it.')}
      {show.triggers && list('triggers', 'Effects of a successful attack', 'Effect', TRIGGER_COLS, `${prefix}.onSuccess`, 'Add an effect', blankTrigger)}
    </div>
  );
}
