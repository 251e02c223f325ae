/**
 * The action check ([8.2]): pick an Action choice, state the facts at the
 * table, and the engine says whether it may be played here, and why not:
 * a fleet's jump reach, an exploring Scout's, a Disabled ship's; a Treaty
 * against Siege and Assault; the Outpost level Fortify and the Improve
 * actions work from; the Asset an action needs in place. Every refusal sits
 * beside the field whose fact stops the action, with its rule. Loaded just
 * after the page by `ActionsTool.tsx`.
 */
import { CHECKED_CHOICES, CHECKED_CHOICE_IDS, type ActionCheck } from '../../../engine/ascension/checks/index.ts';
import { OUTPOST_KINDS, OUTPOST_NAMES } from '../../../engine/ascension/economy/index.ts';
import { FACT_LABELS, FLUX_PRESETS, factsFor } from '../../../engine/ascension/flux/index.ts';
import { SHIP_KINDS, SHIP_NAMES } from '../../../engine/ascension/movement/index.ts';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { LinkProblem } from '../../kit/Problem.tsx';
import { RuleCite } from '../../kit/RuleLink.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Why } from '../../kit/Why.tsx';
import { Examples } from '../shared/Examples.tsx';
import { Check, Choice, Num, RowError } from '../shared/fields.tsx';
import type { FieldErrs } from '../shared/form.ts';
import { placeOf } from '../shared/Problems.tsx';
import { ChangedReadings, ReadingsPanel } from '../shared/Readings.tsx';
import { computeActions, type ActionsAnswer } from './compute.ts';
import { ACTIONS_EXAMPLES } from './presets.ts';
import { ACTIONS_READINGS, INITIAL, MAX_SHIPS, NEW_SHIP, type ActionsState, type ShipRow } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.ACTIONS_URL) };

const TYPE_NAMES = { military: 'Military', diplomacy: 'Diplomacy', shadow: 'Shadow', science: 'Science', economic: 'Economic', movement: 'Movement' } as const;
const CHOICES = CHECKED_CHOICE_IDS.map((id) => ({ value: id, label: `${TYPE_NAMES[CHECKED_CHOICES[id].type]}: ${CHECKED_CHOICES[id].name}` }));
const SHIP_OPTIONS = SHIP_KINDS.map((k) => ({ value: k, label: SHIP_NAMES[k] }));
const OUTPOST_OPTIONS = OUTPOST_KINDS.map((k) => ({ value: k, label: OUTPOST_NAMES[k] }));
const FLEET = new Set(['move-fleet', 'battle-stations']);
const ALONE = new Set(['move-diplomat', 'move-agent']);

const systems = (n: number) => `${n} connected ${n === 1 ? 'system' : 'systems'}`;

function Verdict({ v, s }: { v: ActionCheck; s: ActionsState }) {
  return (
    <>
      <p class="verdict">{v.name}: allowed</p>
      {v.reach && (
        <p class="as-sub">
          {v.reach.reach === 0 ? 'Reach 0: no jump to another system.' : `Reach: ${systems(v.reach.reach)}.`}
          {v.reach.limitedBy !== null && ` The fleet jumps at its lowest rating, ship ${v.reach.limitedBy + 1}’s.`}
          {v.reach.distance !== null && ` A system ${v.reach.distance} away is within it.`}
        </p>
      )}
      {v.improvement && (
        <p class="as-sub">
          The {OUTPOST_NAMES[v.improvement.kind]} goes from level {v.improvement.from} to {v.improvement.to}.
        </p>
      )}
      {v.rolls === 'flux' && (
        <p class="as-sub">
          It then rolls a flux: work out its chance in the <a href="/ascension/tools/flux/">flux calculator</a>.
        </p>
      )}
      {v.rolls === 'siege' && (
        <p class="as-sub">
          Work out the attack in the <a href="/ascension/tools/siege/">siege and assault resolver</a>
          {s.choice === 'siege' ? '.' : ', with the Soldiers carried.'}
        </p>
      )}
    </>
  );
}

function Refused({ a }: { a: ActionsAnswer & { ok: false } }) {
  const entries = Object.entries(a.fields).filter(([path]) => !a.general || a.general.field !== path);
  return (
    <>
      <p class="verdict bad">Not allowed as described</p>
      <ul class="as-problems">
        {a.general && (
          <li>
            {a.general.error} <RuleCite rule={a.general.rule} />
          </li>
        )}
        {entries.map(([path, e]) => {
          const place = placeOf(path, { ships: 'Ship' });
          return (
            <li key={path}>
              {place && `${place}: `}
              {e.error} <RuleCite rule={e.rule} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Ships({ s, set, errs }: { s: ActionsState; set: (p: Partial<ActionsState>) => void; errs: FieldErrs }) {
  const fleet = FLEET.has(s.choice);
  const setShip = (i: number, patch: Partial<ShipRow>) => set({ ships: s.ships.map((x, k) => (k === i ? { ...x, ...patch } : x)) });
  return (
    <fieldset>
      <legend>{fleet ? 'The ship or fleet' : 'The ship'}</legend>
      <div class="as-rows">
        {s.ships.map((x, i) => (
          <div class="as-row" key={i}>
            <span class="as-row-name">Ship {i + 1}</span>
            <Choice label="Kind" value={x.kind} options={SHIP_OPTIONS} onChange={(kind) => setShip(i, { kind })} err={errs[`jump.ships.${i}.kind`]} />
            <Num label="Jump" value={x.jump} onInput={(jump) => setShip(i, { jump })} err={errs[`jump.ships.${i}.jump`]} />
            <Check label="Disabled" checked={x.disabled} onChange={(disabled) => setShip(i, { disabled })} />
            {s.ships.length > 1 && (
              <button type="button" class="as-remove" aria-label={`Remove ship ${i + 1}`} onClick={() => set({ ships: s.ships.filter((_, k) => k !== i) })}>
                Remove
              </button>
            )}
          </div>
        ))}
      </div>
      <RowError err={errs['jump.ships']} />
      {s.ships.length < MAX_SHIPS && (
        <button type="button" class="as-add" onClick={() => set({ ships: [...s.ships, NEW_SHIP] })}>
          Add a ship
        </button>
      )}
    </fieldset>
  );
}

function Destination({ s, set, errs }: { s: ActionsState; set: (p: Partial<ActionsState>) => void; errs: FieldErrs }) {
  return (
    <fieldset>
      <legend>Where to</legend>
      <Num label="Systems away" value={s.distance} onInput={(distance) => set({ distance })} err={errs["jump.distance"]} hint="Connected systems; leave it empty for the reach alone" wide />
      <Check label="That system is explored" checked={s.explored} onChange={(explored) => set({ explored })} err={errs['jump.explored']} />
      <RowError err={errs['jump.mover'] ?? errs['jump.exploring']} />
    </fieldset>
  );
}

function Facts({ s, set, errs }: { s: ActionsState; set: (p: Partial<ActionsState>) => void; errs: FieldErrs }) {
  const preset = FLUX_PRESETS.find((p) => p.id === s.choice);
  const needs = preset?.needs ?? [];
  const facts = factsFor(needs);
  const panels = needs.some((n) => n.need === 'society' || n.need === 'world-panel');
  return (
    <fieldset>
      <legend>What is in place</legend>
      {facts.map((f) => (
        <Check key={f} label={FACT_LABELS[f]} checked={s.inPlace[f]} onChange={(v) => set({ inPlace: { ...s.inPlace, [f]: v } })} err={errs[`inPlace.${f}`]} />
      ))}
      {panels && (
        <div class="as-row">
          <Num label="Societies in the system" value={s.societies} onInput={(societies) => set({ societies })} err={errs.societies} />
          <Num label="Resources in the system" value={s.resources} onInput={(resources) => set({ resources })} err={errs.resources} />
        </div>
      )}
    </fieldset>
  );
}

function ActionsTool() {
  const { state: s, setState, linkError, dismissLinkError } = useUrlState<ActionsState>(LINK, () => INITIAL);
  const view = useAnswerView();
  const set = (patch: Partial<ActionsState>) => setState({ ...s, ...patch });
  const a = computeActions(s);
  const errs = a.ok ? {} : a.fields;
  const kind = CHECKED_CHOICES[s.choice].kind;
  const example = ACTIONS_EXAMPLES.find((e) => JSON.stringify({ ...e.state, readings: s.readings }) === JSON.stringify(s));
  const move = kind === 'move' || kind === 'blockade';

  return (
    <>
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <AnswerBox view={view} tone={a.ok ? undefined : 'bad'} head={a.ok ? <Verdict v={a.value} s={s} /> : <Refused a={a} />}>
        <ChangedReadings texts={a.readings} />
        {example && <p class="as-note">{example.source}</p>}
        {a.ok && <Why steps={a.trace} />}
      </AnswerBox>

      <Examples
        examples={ACTIONS_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) => {
          setState({ ...e.state, readings: s.readings });
          view.show();
        }}
      />

      <Choice
        label="The Action"
        value={s.choice}
        options={CHOICES}
        onChange={(choice) => set({ choice, ships: FLEET.has(choice) || s.ships.length <= 1 ? s.ships : s.ships.slice(0, 1) })}
        err={errs.choice}
        wide
      />

      {move && !ALONE.has(s.choice) && <Ships s={s} set={set} errs={errs} />}
      {move && <Destination s={s} set={set} errs={errs} />}
      {(kind === 'attack' || kind === 'blockade') && (
        <fieldset>
          <legend>The system</legend>
          <Check label="The system has a Treaty" checked={s.treaty} onChange={(treaty) => set({ treaty })} err={errs.treaty} />
          {s.choice === 'assault' && <Check label="Your ships there carry Soldiers" checked={s.soldiersAboard} onChange={(soldiersAboard) => set({ soldiersAboard })} err={errs.soldiersAboard} />}
        </fieldset>
      )}
      {kind === 'improve' && (
        <fieldset>
          <legend>The Outpost</legend>
          <div class="as-row">
            <Choice label="Kind" value={s.outpostKind} options={OUTPOST_OPTIONS} onChange={(outpostKind) => set({ outpostKind })} err={errs['outpost.kind']} />
            <Num label="Its power level now" value={s.outpostLevel} onInput={(outpostLevel) => set({ outpostLevel })} err={errs["outpost.level"]} hint="0 when unpowered" wide />
          </div>
        </fieldset>
      )}
      {kind === 'needs' && <Facts s={s} set={set} errs={errs} />}

      <ReadingsPanel keys={ACTIONS_READINGS} changed={s.readings} onChange={(readings) => set({ readings })} />
      <AnswerPeek view={view}>{a.ok ? `${a.value.name}: allowed` : 'Not allowed as described'}</AnswerPeek>
    </>
  );
}

export default ActionsTool;
