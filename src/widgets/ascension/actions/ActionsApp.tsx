/**
 * The action check ([8.2]): pick an Action choice, state the facts at the
 * table, and the engine says whether it may be played here, and why not:
 * a fleet's jump reach, an exploring Scout's, a Disabled ship's; a Treaty
 * against Siege and Assault; the Outpost level Fortify and the Improve
 * actions work from; the Asset an action needs in place. Every refusal sits
 * beside the field whose fact stops the action, with its rule. Loaded just
 * after the page by `ActionsTool.tsx`; the answers come from a worker, the
 * first one worked out when the page was built (`initial`).
 */
import { CHECKED_CHOICES, CHECKED_CHOICE_IDS, type ActionCheck } from '../../../engine/ascension/checks/index.ts';
import { OUTPOST_KINDS, OUTPOST_NAMES } from '../../../engine/ascension/economy/index.ts';
import { FACT_LABELS, FLUX_PRESETS, factsFor } from '../../../engine/ascension/flux/index.ts';
import { SHIP_KINDS, SHIP_NAMES } from '../../../engine/ascension/movement/index.ts';
import { CheckField, GroupError, NumberField, SelectField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';
import { RowList } from '../../kit/RowList.tsx';
import { shipRows } from '../shared/ships.ts';
import { AscensionCalculator, useAscensionCalc } from '../shared/calc.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import type { ActionsAnswer } from './compute.ts';
import { ACTIONS_EXAMPLES } from './presets.ts';
import { actionsService } from './service.ts';
import { ACTIONS_READINGS, INITIAL, MAX_SHIPS, NEW_SHIP, type ActionsState } from './state.ts';

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

type Props = { s: ActionsState; set: (p: Partial<ActionsState>) => void; errs: Refusals };

function Ships({ s, set, errs }: Props) {
  const fleet = FLEET.has(s.choice);
  return (
    <fieldset>
      <legend>{fleet ? 'The ship or fleet' : 'The ship'}</legend>
      <RowList
        rows={s.ships}
        onChange={(ships) => set({ ships })}
        {...shipRows(() => NEW_SHIP, MAX_SHIPS)}
        error={errs['jump.ships']}
      >
        {(x, i, change) => (
          <>
            <SelectField label="Kind" value={x.kind} options={SHIP_OPTIONS} onChange={(kind) => change({ kind })} error={errs[`jump.ships.${i}.kind`]} />
            <NumberField label="Jump" value={x.jump} onInput={(jump) => change({ jump })} error={errs[`jump.ships.${i}.jump`]} />
            <CheckField label="Disabled" checked={x.disabled} onChange={(disabled) => change({ disabled })} />
          </>
        )}
      </RowList>
    </fieldset>
  );
}

function Destination({ s, set, errs }: Props) {
  return (
    <fieldset>
      <legend>Where to</legend>
      <NumberField label="Systems away" value={s.distance} onInput={(distance) => set({ distance })} error={errs['jump.distance']} hint="Connected systems; leave it empty for the reach alone" wide />
      <CheckField label="That system is explored" checked={s.explored} onChange={(explored) => set({ explored })} error={errs['jump.explored']} />
      <GroupError error={errs['jump.mover'] ?? errs['jump.exploring']} />
    </fieldset>
  );
}

function Facts({ s, set, errs }: Props) {
  const preset = FLUX_PRESETS.find((p) => p.id === s.choice);
  const needs = preset?.needs ?? [];
  const facts = factsFor(needs);
  const panels = needs.some((n) => n.need === 'society' || n.need === 'world-panel');
  return (
    <fieldset>
      <legend>What is in place</legend>
      {facts.map((f) => (
        <CheckField key={f} label={FACT_LABELS[f]} checked={s.inPlace[f]} onChange={(v) => set({ inPlace: { ...s.inPlace, [f]: v } })} error={errs[`inPlace.${f}`]} />
      ))}
      {panels && (
        <div class="row">
          <NumberField label="Societies in the system" value={s.societies} onInput={(societies) => set({ societies })} error={errs.societies} />
          <NumberField label="Resources in the system" value={s.resources} onInput={(resources) => set({ resources })} error={errs.resources} />
        </div>
      )}
    </fieldset>
  );
}

const question = (s: ActionsState) => s;

function ActionsTool({ initial }: { initial?: { question: ActionsState; answer: ActionsAnswer } }) {
  const calc = useAscensionCalc<ActionsState, ActionsAnswer>({ link: LINK, clean: () => INITIAL, examples: ACTIONS_EXAMPLES, solve: { service: actionsService, question, useAnswer }, initial });
  const { state: s, set, errs } = calc;
  const kind = CHECKED_CHOICES[s.choice].kind;
  const move = kind === 'move' || kind === 'blockade';

  return (
    <AscensionCalculator
      calc={calc}
      readings={ACTIONS_READINGS}
      container={false}
      lists={{ ships: 'Ship' }}
      refused="Not allowed as described"
      head={(a) => <Verdict v={a.value} s={s} />}
      peek={(a) => `${a.value.name}: allowed`}
    >
      <SelectField
        label="The Action"
        value={s.choice}
        options={CHOICES}
        onChange={(choice) => set({ choice, ships: FLEET.has(choice) || s.ships.length <= 1 ? s.ships : s.ships.slice(0, 1) })}
        error={errs.choice}
        wide
      />

      {move && !ALONE.has(s.choice) && <Ships s={s} set={set} errs={errs} />}
      {move && <Destination s={s} set={set} errs={errs} />}
      {(kind === 'attack' || kind === 'blockade') && (
        <fieldset>
          <legend>The system</legend>
          <CheckField label="The system has a Treaty" checked={s.treaty} onChange={(treaty) => set({ treaty })} error={errs.treaty} />
          {s.choice === 'assault' && <CheckField label="Your ships there carry Soldiers" checked={s.soldiersAboard} onChange={(soldiersAboard) => set({ soldiersAboard })} error={errs.soldiersAboard} />}
        </fieldset>
      )}
      {kind === 'improve' && (
        <fieldset>
          <legend>The Outpost</legend>
          <div class="row">
            <SelectField label="Kind" value={s.outpostKind} options={OUTPOST_OPTIONS} onChange={(outpostKind) => set({ outpostKind })} error={errs['outpost.kind']} />
            <NumberField label="Its power level now" value={s.outpostLevel} onInput={(outpostLevel) => set({ outpostLevel })} error={errs['outpost.level']} hint="0 when unpowered" wide />
          </div>
        </fieldset>
      )}
      {kind === 'needs' && <Facts s={s} set={set} errs={errs} />}
    </AscensionCalculator>
  );
}

export default ActionsTool;
