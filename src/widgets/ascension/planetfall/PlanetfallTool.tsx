/**
 * The planetfall helper ([8.6], [8.7]): the World Class leaves some slots;
 * the person reveals panels at the table and says what each one is, and the
 * engine places it: "+1" chains, a Shadow Agent's double draw, the last
 * slot, and a "+1" Society discarded when one slot is left. Each step with
 * its rule; a draw the rules refuse says why. Built on the kit's calculator
 * shell; worked out in the page (the engine replays the draws).
 */
import { useState } from 'preact/hooks';
import type { PanelDraw, PlanetfallState } from '../../../engine/ascension/planetfall/index.ts';
import { Calculator, useCalculator } from '../../kit/Calculator.tsx';
import { NumberField, Segmented, SelectField, type Refusal } from '../../kit/fields.tsx';
import { RuleCite, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { computePlanetfall, tryDraw, type PlanetfallAnswer, type PlanetfallView } from './compute.ts';
import { PLANETFALL_EXAMPLES } from './presets.ts';
import { INITIAL, WORLD_CLASSES, type Asset, type PlanetfallToolState, type Rating } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.PLANETFALL_URL) };

const ASSET_OPTIONS: readonly { value: Asset; label: string }[] = [
  { value: 'diplomat', label: 'A Diplomat' },
  { value: 'soldier', label: 'A Soldier' },
  { value: 'agent', label: 'A Shadow Agent' },
];
const RATING_OPTIONS: readonly { value: Rating; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: '2R', label: '2R: two for its first Resource' },
  { value: '2S', label: '2S: two for its first Society' },
];
const PANEL_OPTIONS: readonly { value: PanelDraw; label: string }[] = [
  { value: 'plain', label: 'Plain' },
  { value: 'plus-one', label: '“+1”' },
];

function nextLine(v: PlanetfallView): string {
  const st = v.state;
  if (v.next === 'done') {
    const societies = st.placed.filter((p) => p.kind === 'society').length;
    const resources = st.placed.length - societies;
    return `Planetfall complete: ${resources} ${resources === 1 ? 'Resource' : 'Resources'}, ${societies} ${societies === 1 ? 'Society' : 'Societies'}${st.slotsLeft > 0 ? `, ${st.slotsLeft} ${st.slotsLeft === 1 ? 'slot' : 'slots'} left for Outposts` : ''}`;
  }
  if (v.next === 'keep-slot') return 'One slot left: keep it for a Society?';
  const what = st.stage === 'resources' ? 'Resource' : 'Society';
  if (v.next === 'draw-pair') return `Reveal two panels for the first ${what} and keep one`;
  return `Reveal a ${what} (${st.slotsLeft} ${st.slotsLeft === 1 ? 'slot' : 'slots'} left)`;
}

/** The six slots: Space panels, the panels placed, and the empty ones. */
function Slots({ v }: { v: PlanetfallView }) {
  const cells: { key: string; text: string; tone: string }[] = [];
  for (let i = 0; i < v.spacePanels; i++) cells.push({ key: `s${i}`, text: 'Space', tone: 'as-slot-space' });
  v.state.placed.forEach((p, i) =>
    cells.push({ key: `p${i}`, text: `${p.plusOne ? '“+1” ' : ''}${p.kind === 'resource' ? 'Resource' : 'Society'}${p.tl !== null ? `, TL ${p.tl}` : ''}`, tone: p.kind === 'resource' ? 'as-slot-resource' : 'as-slot-society' }),
  );
  for (let i = 0; i < v.state.slotsLeft; i++) cells.push({ key: `e${i}`, text: 'Empty', tone: 'as-slot-empty' });
  return (
    <ol class="as-slots" aria-label="The system’s six slots">
      {cells.map((c) => (
        <li key={c.key} class={c.tone}>
          {c.text}
        </li>
      ))}
    </ol>
  );
}

function NextDraw({ s, v, set, draw, tlErr }: { s: PlanetfallToolState; v: PlanetfallView; set: (p: Partial<PlanetfallToolState>) => void; draw: (make: Parameters<typeof tryDraw>[2]) => void; tlErr: Refusal | undefined }) {
  const st: PlanetfallState = v.state;
  const societies = st.stage === 'societies';
  if (v.next === 'done') return null;
  if (v.next === 'keep-slot')
    return (
      <div class="as-buttons">
        <button type="button" class="primary" onClick={() => draw({ kind: 'keep', keep: true })}>
          Keep it for a Society
        </button>
        <button type="button" onClick={() => draw({ kind: 'keep', keep: false })}>
          Draw another Resource
        </button>
      </div>
    );
  const tlField = societies && <NumberField label="Its Tech Level (a Society that shows one)" value={s.tl} onInput={(tl) => set({ tl })} error={tlErr} hint="Leave empty if you do not need it" wide onEnter={() => draw(v.next === 'draw-pair' ? { kind: 'pair' } : { kind: 'draw', panel: 'plain' })} />;
  if (v.next === 'draw-pair')
    return (
      <div class="as-group">
        <div class="row">
          <SelectField label="First panel" value={s.pair[0]} options={PANEL_OPTIONS} onChange={(p) => set({ pair: [p, s.pair[1]] })} />
          <SelectField label="Second panel" value={s.pair[1]} options={PANEL_OPTIONS} onChange={(p) => set({ pair: [s.pair[0], p] })} />
          <SelectField
            label="Keep"
            value={String(s.kept) as '0' | '1'}
            options={[
              { value: '0', label: 'The first' },
              { value: '1', label: 'The second' },
            ]}
            onChange={(k) => set({ kept: k === '1' ? 1 : 0 })}
          />
        </div>
        {tlField}
        <div class="as-buttons">
          <button type="button" class="primary" onClick={() => draw({ kind: 'pair' })}>
            Place the panel kept
          </button>
        </div>
      </div>
    );
  return (
    <div class="as-group">
      {tlField}
      <div class="as-buttons">
        <button type="button" class="primary" onClick={() => draw({ kind: 'draw', panel: 'plain' })}>
          {societies ? 'A Society showing a Tech Level' : 'A plain Resource'}
        </button>
        <button type="button" onClick={() => draw({ kind: 'draw', panel: 'plus-one' })}>
          {societies ? 'A “+1” Society' : 'A “+1” Resource'}
        </button>
      </div>
    </div>
  );
}

function PlanetfallTool() {
  const calc = useCalculator<PlanetfallToolState, PlanetfallAnswer>({ link: LINK, clean: () => INITIAL, examples: PLANETFALL_EXAMPLES, solve: { compute: computePlanetfall } });
  const { state: s, answer: a } = calc;
  const [refusal, setRefusal] = useState<{ error: string; rule: string; field?: string | undefined } | null>(null);
  const set = (patch: Partial<PlanetfallToolState>) => {
    setRefusal(null);
    calc.set(patch);
  };
  const restart = (patch: Partial<PlanetfallToolState>) => set({ ...patch, draws: [], tl: '' });
  const draw = (make: Parameters<typeof tryDraw>[2]) => {
    if (!a?.ok) return;
    const r = tryDraw(s, a.state, make);
    if (!r.ok) return setRefusal({ error: r.error, rule: r.rule, field: r.field });
    setRefusal(null);
    calc.replace({ ...s, draws: [...s.draws, r.draw], tl: '' });
  };
  const tlErr = refusal && refusal.field === 'tl' ? { error: refusal.error, rule: refusal.rule } : undefined;
  const setupErr = a && !a.ok && a.index === null ? a.general ?? undefined : undefined;

  return (
    <Calculator
      calc={{ ...calc, load: (e) => (setRefusal(null), calc.load(e)) }}
      container="as-tool"
      label="The planetfall"
      head={(v) => (
        <>
          <p class="verdict">{nextLine(v)}</p>
          {v.latest.map((t, i) => (
            <p class="as-sub" key={i}>
              {t.text} <RuleCite rule={t.rule} />
            </p>
          ))}
        </>
      )}
      peek={nextLine}
      body={(v) => (
        <>
          <Slots v={v} />
          {refusal && !tlErr && (
            <p class="problem" role="alert">
              <strong>Not allowed:</strong> {refusal.error} <RuleCite rule={refusal.rule} />
            </p>
          )}
          <NextDraw s={s} v={v} set={set} draw={draw} tlErr={tlErr} />
          {s.draws.length > 0 && (
            <div class="as-buttons">
              <button type="button" onClick={() => set({ draws: s.draws.slice(0, -1) })}>
                Undo the last draw
              </button>
              <button type="button" onClick={() => restart({})}>
                Start over
              </button>
            </div>
          )}
        </>
      )}
      why={(v) => v.steps}
    >
      <fieldset>
        <legend>The planetfall</legend>
        {s.draws.length > 0 && <p class="as-note">Changing these starts the planetfall over.</p>}
        <Segmented legend="World Class" value={s.worldClass} options={WORLD_CLASSES.map((c) => ({ value: c, label: c }))} onChange={(worldClass) => restart({ worldClass })} />
        <div class="row">
          <SelectField label="Making planetfall" value={s.asset} options={ASSET_OPTIONS} onChange={(asset) => restart({ asset, rating: asset === 'agent' ? s.rating : 'none' })} wide />
          {(s.asset === 'agent' || s.rating !== 'none') && <SelectField label="The Agent’s Planetfall rating" value={s.rating} options={RATING_OPTIONS} onChange={(rating) => restart({ rating })} error={setupErr} wide />}
        </div>
      </fieldset>
    </Calculator>
  );
}

export default withRuleCatalogue('/ascension/', PlanetfallTool);
