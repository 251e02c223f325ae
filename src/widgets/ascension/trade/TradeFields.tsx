/**
 * The trade and treaty checker's input sections: the World Panels and
 * Outposts of the system (at most six together: a system's slots), and the
 * roll (dice and Tech Levels) for the flux.
 */
import { CheckField, NumberField, SelectField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';
import { RowList } from '../../kit/RowList.tsx';
import { TechLevels } from '../shared/TechLevels.tsx';
import { KINDS, MAX_PANELS, OWNERS, type OutpostRow, type PanelRow, type Reach, type TradeState } from './state.ts';

const OWNER_NAMES: Readonly<Record<(typeof OWNERS)[number], string>> = { none: 'No bar', you: 'Yours', opponent: 'An opponent’s' };
export const OWNER_OPTIONS = OWNERS.map((o) => ({ value: o, label: OWNER_NAMES[o] }));
const OUTPOST_OWNERS = OWNER_OPTIONS.filter((o) => o.value !== 'none').map((o) => ({ value: o.value, label: o.value === 'you' ? 'You' : 'An opponent' }));
const KIND_NAMES: Readonly<Record<(typeof KINDS)[number], string>> = { defense: 'Defense', embassy: 'Embassy', factory: 'Factory', starport: 'Starport' };
const KIND_OPTIONS = KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));
const PANEL_KINDS = [
  { value: 'society', label: 'Society' },
  { value: 'resource', label: 'Resource' },
] as const;
export const REACH_OPTIONS: readonly { value: Reach; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'panel', label: 'On a linked panel' },
  { value: 'system', label: 'Elsewhere in the system' },
];
export const ROUTES = [
  { value: 'within', label: 'Within one system' },
  { value: 'between', label: 'Between two systems' },
  { value: 'starport', label: 'With your Starport' },
] as const;
const ROLLERS = [
  { value: 'asset', label: 'A Diplomat (its dice)' },
  { value: 'embassy', label: 'An Embassy' },
] as const;
const SLOTS = `At most ${MAX_PANELS} World Panels and Outposts together: a system’s six slots.`;

interface Props {
  s: TradeState;
  errs: Refusals;
  set: (patch: Partial<TradeState>) => void;
}

export function Panels({ s, errs, set, revolts, blockades }: Props & { revolts: boolean; blockades: boolean }) {
  /** Any change to the panels clears the picks made for the losses. */
  const change = (patch: Partial<TradeState>) => set({ ...patch, picks: [] });
  const room = MAX_PANELS - s.panels.length - s.outposts.length;
  return (
    <>
      <fieldset>
        <legend>The system’s World Panels</legend>
        <RowList<PanelRow>
          rows={s.panels}
          onChange={(panels) => change({ panels })}
          onRemove={(i) => change({ panels: s.panels.filter((_, k) => k !== i), blockades: s.blockades.filter((b) => b !== i).map((b) => (b > i ? b - 1 : b)) })}
          make={() => ({ kind: 'resource', barFace: '0', owner: 'none', revolt: false })}
          noun="World Panel"
          add="Add a World Panel"
          plural="World Panels"
          max={s.panels.length + room}
          limit={SLOTS}
          name={(i) => `World Panel ${i + 1}`}
          error={errs.worldPanels ?? errs.panels}
          rowError={(i) => errs[`panels.${i}`]}
        >
          {(p, i, edit) => (
            <>
              <SelectField label="Kind" value={p.kind} options={PANEL_KINDS} onChange={(kind) => edit({ kind, revolt: kind === 'society' && p.revolt })} />
              <NumberField label="Bar face" value={p.barFace} onInput={(barFace) => edit({ barFace })} error={errs[`panels.${i}.barFace`]} hint="0: no bar" />
              <SelectField label="Bar owner" value={p.owner} options={OWNER_OPTIONS} onChange={(owner) => edit({ owner })} error={errs[`panels.${i}.owner`]} />
              {revolts && p.kind === 'society' && <CheckField label="In Revolt" checked={p.revolt} onChange={(revolt) => edit({ revolt })} />}
              {blockades && (
                <CheckField
                  label="A ship blockades it"
                  checked={s.blockades.includes(i)}
                  onChange={(on) => change({ blockades: on ? [...s.blockades, i].sort((x, y) => x - y) : s.blockades.filter((b) => b !== i) })}
                  error={errs[`blockades.${s.blockades.indexOf(i)}`]}
                />
              )}
            </>
          )}
        </RowList>
      </fieldset>
      <fieldset>
        <legend>Outposts in the system</legend>
        <RowList<OutpostRow>
          rows={s.outposts}
          onChange={(outposts) => change({ outposts })}
          make={() => ({ kind: 'factory', level: '1', owner: 'you' })}
          noun="Outpost"
          add="Add an Outpost"
          plural="Outposts"
          max={s.outposts.length + room}
          limit={SLOTS}
          name={(i) => `Outpost ${i + 1}`}
          error={errs.outposts}
        >
          {(o, i, edit) => (
            <>
              <SelectField label="Kind" value={o.kind} options={KIND_OPTIONS} onChange={(kind) => edit({ kind })} />
              <NumberField label="Power level" value={o.level} onInput={(level) => edit({ level })} error={errs[`outposts.${i}.level`]} />
              <SelectField label="Owner" value={o.owner} options={OUTPOST_OWNERS} onChange={(owner) => edit({ owner })} error={errs[`outposts.${i}.owner`]} />
            </>
          )}
        </RowList>
      </fieldset>
    </>
  );
}

export function Roller({ s, errs, set }: Props) {
  return (
    <fieldset>
      <legend>Who rolls the flux</legend>
      <div class="row">
        <SelectField label="Roller" value={s.roller} options={ROLLERS} onChange={(roller) => set({ roller })} wide />
        {s.roller === 'asset' ? (
          <NumberField label="Dice" value={s.dice} onInput={(dice) => set({ dice })} error={errs['roller.dice']} />
        ) : (
          <NumberField label="Embassy level" value={s.level} onInput={(level) => set({ level })} error={errs['roller.level']} />
        )}
      </div>
      {s.roller === 'embassy' && <CheckField label="A Cultural Embassy (expansion)" checked={s.cultural} onChange={(cultural) => set({ cultural })} />}
      <TechLevels s={s} set={set} errs={errs} />
    </fieldset>
  );
}
