/**
 * One side of the fight: captain, ship and its native values, the modifiers
 * to Attack and Defense Value (with their conditions, shown as met or not),
 * the upgrades attached to the ship, the other cards the captain controls,
 * Critical carried by the side's fire and what a successful attack sets off.
 */
import { NumberField, SelectField, TextField, CheckField } from '../kit/fields.tsx';
import { PERMANENT_TYPES, type PermanentType } from '../../engine/ccg/ship-values.ts';
import {
  blankCard,
  blankCritical,
  blankMod,
  blankTrigger,
  blankUpgrade,
  type CondKind,
  type FieldErrors,
  type ModRow,
  type SideState,
} from './state.ts';

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
const TYPE_OPTIONS: { value: PermanentType | ''; label: string }[] = [{ value: '', label: 'Any type' }, ...PERMANENT_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))];

function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <button type="button" class="small" onClick={onClick} aria-label={`Remove ${what}`}>
      Remove
    </button>
  );
}

function StatusBadge({ status }: { status: RowStatus }) {
  if (!status) return null;
  if (status.kind === 'gone') return <span class="badge">Card jettisoned: no longer counts</span>;
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
        <TextField label="Source" value={row.source} error={errors[`${at}.source`]} onInput={(v) => onEdit((m) => (m.source = v))} />
        <TextField label="Amount" size="short" value={row.amount} error={errors[`${at}.amount`]} hint="e.g. 2 or -1" onInput={(v) => onEdit((m) => (m.amount = v))} />
        <SelectField label="When" value={row.when} options={COND_OPTIONS} onChange={(v) => onEdit((m) => (m.when = v))} />
        {controls && <SelectField label="Card type" value={row.cardType} options={TYPE_OPTIONS} onChange={(v) => onEdit((m) => (m.cardType = v))} />}
        {controls && <TextField label="With trait" value={row.trait} error={errors[`${at}.when`]} hint="Optional" onInput={(v) => onEdit((m) => (m.trait = v))} />}
        {row.when !== 'always' && (
          <TextField label="Otherwise" size="short" value={row.otherwise} error={errors[`${at}.otherwise`]} hint="Empty: nothing" onInput={(v) => onEdit((m) => (m.otherwise = v))} />
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

export function SideEditor({ side, prefix, errors, onChange, newUpgradeId, onUpgradeRemoved, show, upgradesHint, atkStatus, defStatus }: Props) {
  const modList = (key: 'atk' | 'def', valueName: string, path: string, statuses: RowStatus[] | undefined) => (
    <fieldset class="list">
      <legend>{valueName} modifiers</legend>
      {side[key].length === 0 && <p class="muted small">None.</p>}
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
      <button type="button" class="small" onClick={() => onChange((s) => void s[key].push(blankMod()))} disabled={side[key].length >= 20}>
        Add {valueName === 'Attack Value' ? 'an' : 'a'} {valueName} modifier
      </button>
    </fieldset>
  );

  return (
    <div class="side">
      <div class="row">
        <TextField label="Captain" value={side.name} error={errors[`${prefix}.name`]} onInput={(v) => onChange((s) => (s.name = v))} />
        <TextField label="Ship" value={side.ship} error={errors[`${prefix}.ship.name`]} onInput={(v) => onChange((s) => (s.ship = v))} />
      </div>
      <div class="row">
        <NumberField label="Native Attack Value" value={side.attack} error={errors[`${prefix}.ship.attack`]} onInput={(v) => onChange((s) => (s.attack = v))} />
        <NumberField label="Native Defense Value" value={side.defense} error={errors[`${prefix}.ship.defense`]} onInput={(v) => onChange((s) => (s.defense = v))} />
        <NumberField label="Initiative" value={side.initiative} error={errors[`${prefix}.ship.initiative`]} onInput={(v) => onChange((s) => (s.initiative = v))} />
      </div>
      {modList('atk', 'Attack Value', `${prefix}.attackModifiers`, atkStatus)}
      {modList('def', 'Defense Value', `${prefix}.defenseModifiers`, defStatus)}

      {show.upgrades && (
        <fieldset class="list">
          <legend>Upgrades attached to the ship</legend>
          {side.upgrades.length === 0 && <p class="muted small">None.</p>}
          {side.upgrades.map((u, i) => {
            const at = `${prefix}.upgrades.${i}`;
            const label = `Upgrade ${i + 1}`;
            return (
              <fieldset class="item" key={u.id}>
                <legend>{label}</legend>
                <div class="row">
                  <TextField label="Name" value={u.name} error={errors[`${at}.name`]} onInput={(v) => onChange((s) => (s.upgrades[i]!.name = v))} />
                  <NumberField label="Structure capacity" value={u.capacity} error={errors[`${at}.structureCapacity`]} onInput={(v) => onChange((s) => (s.upgrades[i]!.capacity = v))} />
                  <NumberField label="Damage taken" value={u.damage} error={errors[`${at}.structure`]} onInput={(v) => onChange((s) => (s.upgrades[i]!.damage = v))} />
                  <NumberField label="Hardened" value={u.hardened} hint="Empty: none" error={errors[`${at}.hardened.0.value`]} onInput={(v) => onChange((s) => (s.upgrades[i]!.hardened = v))} />
                  <TextField
                    label="Countermeasure (traits)"
                    value={u.countermeasure}
                    hint="Comma-separated"
                    error={errors[`${at}.hardened.0.countermeasure`]}
                    onInput={(v) => onChange((s) => (s.upgrades[i]!.countermeasure = v))}
                  />
                  <TextField label="Traits" value={u.traits} hint="Comma-separated" error={errors[`${at}.traits`]} onInput={(v) => onChange((s) => (s.upgrades[i]!.traits = v))} />
                  <RemoveButton
                    what={`${label}${u.name ? ` (${u.name})` : ''}`}
                    onClick={() => {
                      onChange((s) => {
                        s.upgrades.splice(i, 1);
                        for (const m of [...s.atk, ...s.def]) if (m.card === u.id) m.card = '';
                      });
                      onUpgradeRemoved?.(u.id);
                    }}
                  />
                </div>
              </fieldset>
            );
          })}
          {upgradesHint && <p class="field-hint">{upgradesHint}</p>}
          <button type="button" class="small" onClick={() => onChange((s) => void s.upgrades.push(blankUpgrade(newUpgradeId())))} disabled={side.upgrades.length >= 20}>
            Add an upgrade
          </button>
        </fieldset>
      )}

      <fieldset class="list">
        <legend>Other cards the captain controls</legend>
        <p class="field-hint">For conditions such as “if you control a Pilot crew”. Attached upgrades count already.</p>
        {side.cards.map((c, i) => {
          const at = `${prefix}.controls.${i}`;
          const label = `Card ${i + 1}`;
          return (
            <fieldset class="item" key={i}>
              <legend>{label}</legend>
              <div class="row">
                <TextField label="Name" value={c.name} error={errors[`${at}.name`]} onInput={(v) => onChange((s) => (s.cards[i]!.name = v))} />
                <SelectField label="Type" value={c.type} options={TYPE_OPTIONS.slice(1) as { value: PermanentType; label: string }[]} onChange={(v) => onChange((s) => (s.cards[i]!.type = v))} />
                <TextField label="Traits" value={c.traits} hint="Comma-separated" error={errors[`${at}.traits`]} onInput={(v) => onChange((s) => (s.cards[i]!.traits = v))} />
                <RemoveButton what={`${label}${c.name ? ` (${c.name})` : ''}`} onClick={() => onChange((s) => void s.cards.splice(i, 1))} />
              </div>
            </fieldset>
          );
        })}
        <button type="button" class="small" onClick={() => onChange((s) => void s.cards.push(blankCard()))} disabled={side.cards.length >= 20}>
          Add a card
        </button>
      </fieldset>

      {show.critical && (
        <fieldset class="list">
          <legend>Critical carried by this side’s fire</legend>
          {side.critical.map((b, i) => {
            const at = `${prefix}.critical.${i}`;
            const label = `Critical ${i + 1}`;
            return (
              <fieldset class="item" key={i}>
                <legend>{label}</legend>
                <div class="row">
                  <TextField label="From card" value={b.from} error={errors[`${at}.from`]} onInput={(v) => onChange((s) => (s.critical[i]!.from = v))} />
                  <NumberField label="Critical" value={b.value} error={errors[`${at}.value`]} onInput={(v) => onChange((s) => (s.critical[i]!.value = v))} />
                  <TextField label="Its traits" value={b.traits} hint="For Countermeasure" error={errors[`${at}.traits`]} onInput={(v) => onChange((s) => (s.critical[i]!.traits = v))} />
                  <RemoveButton what={label} onClick={() => onChange((s) => void s.critical.splice(i, 1))} />
                </div>
              </fieldset>
            );
          })}
          <button type="button" class="small" onClick={() => onChange((s) => void s.critical.push(blankCritical()))} disabled={side.critical.length >= 20}>
            Add Critical
          </button>
        </fieldset>
      )}

      {show.triggers && (
        <fieldset class="list">
          <legend>Effects of a successful attack</legend>
          {side.triggers.map((t, i) => {
            const at = `${prefix}.onSuccess.${i}`;
            const label = `Effect ${i + 1}`;
            return (
              <fieldset class="item" key={i}>
                <legend>{label}</legend>
                <div class="row">
                  <TextField label="Card" value={t.source} error={errors[`${at}.source`]} onInput={(v) => onChange((s) => (s.triggers[i]!.source = v))} />
                  <TextField label="What it does" value={t.text} error={errors[`${at}.text`]} onInput={(v) => onChange((s) => (s.triggers[i]!.text = v))} />
                  <CheckField label="Replenish" checked={t.replenish} onChange={(v) => onChange((s) => (s.triggers[i]!.replenish = v))} />
                  <RemoveButton what={label} onClick={() => onChange((s) => void s.triggers.splice(i, 1))} />
                </div>
              </fieldset>
            );
          })}
          <button type="button" class="small" onClick={() => onChange((s) => void s.triggers.push(blankTrigger()))} disabled={side.triggers.length >= 20}>
            Add an effect
          </button>
        </fieldset>
      )}
    </div>
  );
}
