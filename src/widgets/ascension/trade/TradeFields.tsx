/**
 * The trade and treaty checker's input sections: the World Panels and
 * Outposts along the route, and the roll (dice and Tech Levels) for the flux.
 */
import { Check, Choice, Num, RowError } from '../shared/fields.tsx';
import type { FieldErrs } from '../shared/form.ts';
import { KINDS, MAX_PANELS, OWNERS, type OutpostRow, type PanelRow, type Reach, type TradeState } from './state.ts';

const OWNER_NAMES: Readonly<Record<(typeof OWNERS)[number], string>> = { none: 'No bar', you: 'Yours', opponent: 'An opponent’s' };
export const OWNER_OPTIONS = OWNERS.map((o) => ({ value: o, label: OWNER_NAMES[o] }));
const OUTPOST_OWNERS = OWNER_OPTIONS.filter((o) => o.value !== 'none').map((o) => ({ value: o.value, label: o.value === 'you' ? 'You' : 'An opponent' }));
const KIND_NAMES: Readonly<Record<(typeof KINDS)[number], string>> = { defense: 'Defense', embassy: 'Embassy', factory: 'Factory', starport: 'Starport' };
const KIND_OPTIONS = KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));
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


export function Panels({ s, errs, set, revolts, blockades }: { s: TradeState; errs: FieldErrs; set: (patch: Partial<TradeState>) => void; revolts: boolean; blockades: boolean }) {
  const setPanel = (i: number, patch: Partial<PanelRow>) => set({ panels: s.panels.map((p, k) => (k === i ? { ...p, ...patch } : p)), picks: [] });
  const setOutpost = (i: number, patch: Partial<OutpostRow>) => set({ outposts: s.outposts.map((p, k) => (k === i ? { ...p, ...patch } : p)), picks: [] });
  const full = s.panels.length + s.outposts.length >= MAX_PANELS;
  const remove = (i: number) => set({ panels: s.panels.filter((_, k) => k !== i), blockades: s.blockades.filter((b) => b !== i).map((b) => (b > i ? b - 1 : b)), picks: [] });
  return (
    <>
      <fieldset>
        <legend>The system’s World Panels</legend>
        <div class="as-rows">
          {s.panels.map((p, i) => (
            <div class="as-row" key={i}>
              <span class="as-row-name">World Panel {i + 1}</span>
              <Choice
                label="Kind"
                value={p.kind}
                options={[
                  { value: 'society', label: 'Society' },
                  { value: 'resource', label: 'Resource' },
                ]}
                onChange={(kind) => setPanel(i, { kind, revolt: kind === 'society' && p.revolt })}
              />
              <Num label="Bar face" value={p.barFace} onInput={(barFace) => setPanel(i, { barFace })} err={errs[`panels.${i}.barFace`]} hint="0: no bar" />
              <Choice label="Bar owner" value={p.owner} options={OWNER_OPTIONS} onChange={(owner) => setPanel(i, { owner })} err={errs[`panels.${i}.owner`]} />
              {revolts && p.kind === 'society' && <Check label="In Revolt" checked={p.revolt} onChange={(revolt) => setPanel(i, { revolt })} />}
              {blockades && (
                <Check
                  label="A ship blockades it"
                  checked={s.blockades.includes(i)}
                  onChange={(on) => set({ blockades: on ? [...s.blockades, i].sort((x, y) => x - y) : s.blockades.filter((b) => b !== i), picks: [] })}
                  err={errs[`blockades.${s.blockades.indexOf(i)}`]}
                />
              )}
              <button type="button" class="as-remove" aria-label={`Remove World Panel ${i + 1}`} onClick={() => remove(i)}>
                Remove
              </button>
              <RowError err={errs[`panels.${i}`]} />
            </div>
          ))}
        </div>
        <RowError err={errs.worldPanels ?? errs.panels} />
        {!full && (
          <button type="button" class="as-add" onClick={() => set({ panels: [...s.panels, { kind: 'resource', barFace: '0', owner: 'none', revolt: false }], picks: [] })}>
            Add a World Panel
          </button>
        )}
      </fieldset>
      <fieldset>
        <legend>Outposts in the system</legend>
        <div class="as-rows">
          {s.outposts.map((o, i) => (
            <div class="as-row" key={i}>
              <span class="as-row-name">Outpost {i + 1}</span>
              <Choice label="Kind" value={o.kind} options={KIND_OPTIONS} onChange={(kind) => setOutpost(i, { kind })} />
              <Num label="Power level" value={o.level} onInput={(level) => setOutpost(i, { level })} err={errs[`outposts.${i}.level`]} />
              <Choice label="Owner" value={o.owner} options={OUTPOST_OWNERS} onChange={(owner) => setOutpost(i, { owner })} err={errs[`outposts.${i}.owner`]} />
              <button type="button" class="as-remove" aria-label={`Remove Outpost ${i + 1}`} onClick={() => set({ outposts: s.outposts.filter((_, k) => k !== i), picks: [] })}>
                Remove
              </button>
            </div>
          ))}
        </div>
        <RowError err={errs.outposts} />
        {!full && (
          <button type="button" class="as-add" onClick={() => set({ outposts: [...s.outposts, { kind: 'factory', level: '1', owner: 'you' }], picks: [] })}>
            Add an Outpost
          </button>
        )}
      </fieldset>
    </>
  );
}

export function Roller({ s, errs, set }: { s: TradeState; errs: FieldErrs; set: (patch: Partial<TradeState>) => void }) {
  return (
    <fieldset>
      <legend>Who rolls the flux</legend>
      <div class="as-row">
        <Choice
          label="Roller"
          value={s.roller}
          options={[
            { value: 'asset', label: 'A Diplomat (its dice)' },
            { value: 'embassy', label: 'An Embassy' },
          ]}
          onChange={(roller) => set({ roller })}
          wide
        />
        {s.roller === 'asset' ? (
          <Num label="Dice" value={s.dice} onInput={(dice) => set({ dice })} err={errs['roller.dice']} />
        ) : (
          <Num label="Embassy level" value={s.level} onInput={(level) => set({ level })} err={errs['roller.level']} />
        )}
      </div>
      {s.roller === 'embassy' && <Check label="A Cultural Embassy (expansion)" checked={s.cultural} onChange={(cultural) => set({ cultural })} />}
      <div class="as-row">
        <Num label="Your Tech Level" value={s.yourTl} onInput={(yourTl) => set({ yourTl })} err={errs.yourTl} />
        {!s.noSociety && <Num label="The system’s Tech Level" value={s.systemTl} onInput={(systemTl) => set({ systemTl })} err={errs.systemTl} />}
      </div>
      <Check label="No Society shows a Tech Level there (counts as 0)" checked={s.noSociety} onChange={(noSociety) => set({ noSociety })} err={s.noSociety ? errs.systemTl : undefined} />
    </fieldset>
  );
}
