/**
 * The tracker's moves, one per event type. Each works on a copy of the state
 * (`onCopy`), so a refused move changes nothing.
 */
import { pick } from '../../core/rng.ts';
import { listAnd as list, plural } from '../../core/text.ts';
import { addPass, everyonePassed } from '../../core/turn-order.ts';
import type { Moves } from '../../core/machine.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { nextStage, phaseDef, type Participation, type StageDef } from '../round/index.ts';
import { captainName, clone, currentStage, decidesEligibility, FIRST_CAPTAIN_RULE, initiativeOrder, isFirstCaptainStage, names, nextClockwise, orderStep } from './state.ts';
import { chooseChooser, enter } from './stages.ts';
import { jump } from './jump.ts';
import { type ContractAtPass, type TrackerCaptain, type TrackerEvent, type TrackerEventType, type TrackerState } from './types.ts';

/** A move as written: it changes its own copy of the state and adds its steps to `trace`. */
type Move<E extends TrackerEvent['type']> = (s: TrackerState, e: Extract<TrackerEvent, { type: E }>, trace: Step[]) => CcgResult<true>;

const okMove: CcgResult<true> = ok(true);

function needCaptain(s: TrackerState, id: string, field = 'captain'): CcgResult<TrackerCaptain> {
  const c = s.captains.find((x) => x.id === id);
  return c === undefined ? err(`There is no captain "${id}" in this game.`, 'ccg.round.setup', field) : ok(c);
}

/** Why a captain's move does not fit a stage, by how captains take part in it. */
const NOT_HERE: Record<Participation, string> = {
  'initiative-order': 'In this stage each captain does their whole part in turn, then is done.',
  alternating: 'In this stage captains take one move at a time: act or pass.',
  simultaneous: 'Everyone does this stage at once; nobody takes turns.',
  none: 'Nobody takes a turn in this stage.',
};

/** A move of one captain's turn in a stage taken `how`: only the captain whose turn it is may make it. */
function turnCheck(s: TrackerState, id: string, how: Participation): CcgResult<TrackerCaptain> {
  const def = currentStage(s);
  if (def.participation !== how) return err(NOT_HERE[def.participation], def.rule);
  if (s.active === null) return err('This stage is over: go on to the next stage.', def.rule);
  const c = needCaptain(s, id);
  if (c.ok && s.active !== c.value.id) return err(`It is ${captainName(s, s.active)}'s turn, not ${c.value.name}'s.`, 'ccg.acting-captain', 'captain');
  return c;
}

const chooseFirst: Move<'choose-first'> = (s, e, trace) => {
  const def = currentStage(s);
  if (!isFirstCaptainStage(def)) return err('The first captain is chosen in stage 3 of the Ready Phase.', FIRST_CAPTAIN_RULE);
  if (s.first !== null) return err(`${captainName(s, s.first)} is already the first captain this round.`, FIRST_CAPTAIN_RULE);
  if (s.chooser === null) {
    if (e.first !== undefined || e.by !== undefined) {
      return err('The highest Initiative is shared, so nobody chooses: the first captain is drawn at random.', 'ccg.note.first-captain-tie');
    }
    const [first, rng] = pick(s.rng, s.captains);
    s.rng = rng;
    s.first = first.id;
    trace.push(step(`The first captain is drawn at random from all the captains: ${first.name}.`, 'ccg.note.first-captain-tie'));
  } else {
    if (e.by !== undefined && e.by !== s.chooser) {
      return err(
        `${captainName(s, s.chooser)} has the highest Initiative, so ${captainName(s, s.chooser)} chooses, not ${captainName(s, e.by)}.`,
        FIRST_CAPTAIN_RULE,
        'by',
      );
    }
    if (e.first === undefined) return err(`Name the captain ${captainName(s, s.chooser)} chooses to go first.`, FIRST_CAPTAIN_RULE, 'first');
    const first = needCaptain(s, e.first, 'first');
    if (!first.ok) return first;
    s.first = first.value.id;
    trace.push(
      step(
        first.value.id === s.chooser
          ? `${captainName(s, s.chooser)} chooses to go first.`
          : `${captainName(s, s.chooser)} chooses ${first.value.name} as the first captain.`,
        FIRST_CAPTAIN_RULE,
      ),
    );
  }
  trace.push(orderStep(s));
  s.complete = true;
  return okMove;
};

const act: Move<'act'> = (s, e, trace) => {
  const def = currentStage(s);
  const c = turnCheck(s, e.captain, 'alternating');
  if (!c.ok) return c;
  const name = c.value.name;
  if (def.passing?.kind === 'reopens') {
    const reopened = s.passed.filter((id) => id !== c.value.id);
    s.again = [...new Set([...s.again, ...reopened])].filter((id) => id !== c.value.id);
    s.passed = [];
    trace.push(step(`${name} acts.`, def.rule));
    if (reopened.length > 0) {
      trace.push(
        step(
          `${list(names(s, reopened))} passed earlier, but since ${name} has acted, ${reopened.length === 1 ? 'that captain' : 'they'} may act again.`,
          def.rule,
        ),
      );
    }
    s.active = nextClockwise(s, c.value.id, () => true);
  } else {
    trace.push(step(`${name} acts (a complication, piracy or a Resolution Phase action).`, def.rule));
    s.active = nextClockwise(s, c.value.id, (id) => !s.passed.includes(id));
  }
  trace.push(step(`Now it is ${captainName(s, s.active as string)}'s turn.`, 'ccg.initiative-order'));
  return okMove;
};

function finalPass(s: TrackerState, c: TrackerCaptain, contract: ContractAtPass, failed: boolean, def: StageDef, trace: Step[]): void {
  s.passed = addPass(s.passed, c.id);
  if (failed) {
    trace.push(step(`${c.name} fails to resolve a complication, which counts as a pass: ${c.name} makes no more choices this stage.`, def.rule));
  } else {
    trace.push(step(`${c.name} passes and makes no more choices this stage.`, def.rule));
  }
  if (contract === 'clear') {
    s.eligible.push(c.id);
    trace.push(step(`${c.name}'s contract has no complication attached, so ${c.name} is eligible to resolve it.`, 'ccg.eligible'));
  } else if (contract === 'complication') {
    trace.push(step(`${c.name}'s contract still has a complication attached, so ${c.name} is ineligible this round.`, 'ccg.eligible'));
  } else {
    trace.push(step(`${c.name} pursues no contract (${s.solo ? 'uncommitted' : 'a pirate or uncommitted'}), so has no contract to resolve.`, 'ccg.eligible'));
  }
  if (everyonePassed(s.passed.length, s.captains.length)) {
    s.active = null;
    s.complete = true;
    trace.push(step('Every captain has passed, so the stage ends.', def.rule));
  } else {
    s.active = nextClockwise(s, c.id, (id) => !s.passed.includes(id));
    trace.push(step(`Now it is ${captainName(s, s.active as string)}'s turn.`, 'ccg.initiative-order'));
  }
}

const pass: Move<'pass'> = (s, e, trace) => {
  const def = currentStage(s);
  const c = turnCheck(s, e.captain, 'alternating');
  if (!c.ok) return c;
  if (def.passing?.kind === 'final') {
    if (decidesEligibility(def) && e.contract === undefined) {
      return err(
        `Say whether ${c.value.name}'s contract is clear, still has a complication, or there is none: that decides eligibility.`,
        'ccg.eligible',
        'contract',
      );
    }
    finalPass(s, c.value, e.contract ?? 'none', false, def, trace);
    return okMove;
  }
  if (e.contract !== undefined) return err('Only a pass in the Resolution Phase decides eligibility.', 'ccg.eligible', 'contract');
  s.passed = addPass(s.passed, c.value.id);
  s.again = s.again.filter((id) => id !== c.value.id);
  trace.push(step(`${c.value.name} passes; ${c.value.name} may act again later if anyone acts first.`, def.rule));
  if (everyonePassed(s.passed.length, s.captains.length)) {
    s.active = null;
    s.complete = true;
    trace.push(
      step(
        s.solo
          ? `${c.value.name} has passed, so the ${phaseDef(s.phase).name} ends.`
          : `Every captain has passed, one after another, so the ${phaseDef(s.phase).name} ends.`,
        def.rule,
      ),
    );
  } else {
    s.active = nextClockwise(s, c.value.id, () => true);
    const left = s.captains.length - s.passed.length;
    trace.push(
      step(
        `Now it is ${captainName(s, s.active as string)}'s turn${left === 1 ? `; if ${captainName(s, s.active as string)} passes too, the phase ends` : ''}.`,
        def.rule,
      ),
    );
  }
  return okMove;
};

const failComplication: Move<'fail-complication'> = (s, e, trace) => {
  const def = currentStage(s);
  if (!decidesEligibility(def))
    return err(
      'Failing a complication counts as a pass only in stage 2 of the Resolution Phase, where complications are tried.',
      'ccg.round.resolution.stage-2',
    );
  const c = turnCheck(s, e.captain, 'alternating');
  if (!c.ok) return c;
  finalPass(s, c.value, 'complication', true, def, trace);
  return okMove;
};

const done: Move<'done'> = (s, e, trace) => {
  const def = currentStage(s);
  const c = turnCheck(s, e.captain, 'initiative-order');
  if (!c.ok) return c;
  s.done.push(c.value.id);
  trace.push(step(`${c.value.name} has finished this stage.`, def.rule));
  const next = initiativeOrder(s).find((id) => !s.done.includes(id));
  if (next === undefined) {
    s.active = null;
    s.complete = true;
    trace.push(step('Every captain has finished, so the stage is over.', def.rule));
  } else {
    s.active = next;
    trace.push(step(`Now ${captainName(s, next)} acts.`, 'ccg.initiative-order'));
  }
  return okMove;
};

const next: Move<'next-stage'> = (s, _e, trace) => {
  const def = currentStage(s);
  if (!s.complete) {
    if (isFirstCaptainStage(def)) return err('The first captain has not been chosen yet.', def.rule);
    const left = s.captains.filter((c) => !(def.participation === 'alternating' ? s.passed : s.done).includes(c.id)).map((c) => c.name);
    return err(
      def.passing
        ? `The stage is not over: ${def.passing.text.charAt(0).toLowerCase()}${def.passing.text.slice(1)}`
        : `${list(left)} ${left.length === 1 ? 'has' : 'have'} not finished this stage.`,
      def.rule,
    );
  }
  const n = nextStage({ phase: s.phase, stage: s.stage }, s.solo);
  if (n === undefined) return err('The tracker is not at a stage of the round.', 'ccg.round.setup');
  if (n.newRound) {
    trace.push(step(`Round ${s.round} ends with no winner; round ${s.round + 1} begins.`, 'ccg.round.resolution.stage-6'));
    s.round += 1;
    s.first = null;
    s.chooser = null;
    s.eligible = [];
  }
  enter(s, n.point.phase, n.point.stage, trace);
  return okMove;
};

const setVp: Move<'set-vp'> = (s, e, trace) => {
  const c = needCaptain(s, e.captain);
  if (!c.ok) return c;
  const before = c.value.vp;
  c.value.vp = e.vp;
  trace.push(step(`${c.value.name} now has ${plural(e.vp, 'Victory Point')} (was ${before}).`, 'ccg.victory-points'));
  return okMove;
};

const setInitiative: Move<'set-initiative'> = (s, e, trace) => {
  const c = needCaptain(s, e.captain);
  if (!c.ok) return c;
  const before = c.value.initiative;
  c.value.initiative = e.initiative;
  trace.push(step(`${c.value.name}'s Initiative is now ${e.initiative} (was ${before}).`, 'ccg.initiative'));
  const def = currentStage(s);
  if (isFirstCaptainStage(def) && s.first === null && !s.solo) chooseChooser(s, trace, def.rule);
  return okMove;
};

const setThreshold: Move<'set-threshold'> = (s, e, trace) => {
  const before = s.threshold;
  s.threshold = e.threshold;
  trace.push(step(`The Victory Point threshold is now ${e.threshold} (was ${before}).`, 'ccg.victory'));
  return okMove;
};

const ON_COPY: { [K in TrackerEventType]: Move<K> } = {
  'choose-first': chooseFirst,
  act,
  pass,
  'fail-complication': failComplication,
  done,
  'next-stage': next,
  jump,
  'set-vp': setVp,
  'set-initiative': setInitiative,
  'set-threshold': setThreshold,
};


/** A move as the machine takes it: the state given is left as it was. */
function onCopy<K extends TrackerEventType>(move: Move<K>) {
  return (state: TrackerState, event: Extract<TrackerEvent, { type: K }>): CcgResult<TrackerState> => {
    const s = clone(state);
    const trace: Step[] = [];
    const r = move(s, event, trace);
    return r.ok ? ok(s, trace) : r;
  };
}

export const TRACKER_MOVES: Moves<TrackerState, TrackerEvent, RuleId> = {
  'choose-first': onCopy(ON_COPY['choose-first']),
  act: onCopy(ON_COPY.act),
  pass: onCopy(ON_COPY.pass),
  'fail-complication': onCopy(ON_COPY['fail-complication']),
  done: onCopy(ON_COPY.done),
  'next-stage': onCopy(ON_COPY['next-stage']),
  jump: onCopy(ON_COPY.jump),
  'set-vp': onCopy(ON_COPY['set-vp']),
  'set-initiative': onCopy(ON_COPY['set-initiative']),
  'set-threshold': onCopy(ON_COPY['set-threshold']),
};

export const TRACKER_EVENT_TYPES = Object.keys(TRACKER_MOVES) as TrackerEventType[];
