/**
 * The round tracker: a small pure state machine for a game played with real
 * cards. It knows only what a table needs to agree on: the captains (name,
 * Initiative, Victory Points, seats), the round, the phase and stage, who
 * chooses and who is the first captain, whose turn it is, who has passed or
 * finished, who is eligible in the Resolution Phase, and the victory checks.
 * The cards stay on the table; `game.ts` is the machine that models them.
 *
 * Everything about the stages (their order, how captains take part, what a
 * pass means, who is eligible, where the victory checks are, the rule ids) is
 * read from `round.ts`; nothing here restates a stage list.
 *
 * Every move is `transition(state, event)` → `CcgResult<TrackerState>` with a
 * trace; an illegal move is an error value naming the rule that forbids it.
 * `whoActs(state)` and `whatMayTheyDo(state)` answer "who acts now, and what
 * may they do" in plain sentences with rule ids.
 */
import { pick, seedRng, type RngState } from '../../core/rng.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { isRoundPhaseId, nextStage, phaseDef, roundPhases, stageDef, type Participation, type RoundPhaseId, type StageDef } from '../round/index.ts';
import { checkVictory, DEFAULT_VICTORY_THRESHOLD } from '../round/index.ts';

export const MAX_CAPTAINS = 4;
export const MAX_NAME = 40;
export const MAX_INITIATIVE = 99;
export const MAX_VP = 999;
export const MAX_THRESHOLD = 999;
export const MAX_ROUND = 999;

/** The rule of the stage in which the first captain is chosen (read from round.ts). */
const FIRST_CAPTAIN_RULE: RuleId = 'ccg.round.ready.stage-3';

export interface TrackerCaptain {
  id: string;
  name: string;
  initiative: number;
  vp: number;
}

export interface TrackerSetup {
  /** 1 to 4 captains in seating order, clockwise. One captain is a solo game. */
  captains: readonly {
    name: string;
    initiative: number;
    vp?: number;
    id?: string;
  }[];
  /** Victory Points needed to win; 20 when left out. */
  threshold?: number;
  /** Seed of the random draws (a shared highest Initiative, a full victory tie). */
  seed?: number;
  /** Start at another point than the first stage of round 1 (for worked examples). */
  start?: {
    round?: number;
    phase: RoundPhaseId;
    stage: number;
    first?: string;
  };
}

/** How a captain's pass in the Resolution Phase leaves their contract. */
export type ContractAtPass = 'clear' | 'complication' | 'none';

export type TrackerEvent =
  | { type: 'choose-first'; by?: string; first?: string }
  | { type: 'act'; captain: string }
  | { type: 'pass'; captain: string; contract?: ContractAtPass }
  | { type: 'fail-complication'; captain: string }
  | { type: 'done'; captain: string }
  | { type: 'next-stage' }
  | { type: 'set-vp'; captain: string; vp: number }
  | { type: 'set-initiative'; captain: string; initiative: number }
  | { type: 'set-threshold'; threshold: number };

export type TrackerEventType = TrackerEvent['type'];

export interface TrackerVictory {
  winner: string | null;
  /** One sentence: who wins, or that nobody has. */
  text: string;
}

export interface TrackerState {
  /** Seating order, clockwise. */
  captains: TrackerCaptain[];
  solo: boolean;
  threshold: number;
  rng: RngState;
  round: number;
  phase: RoundPhaseId;
  stage: number;
  /** Who chooses the first captain this round (highest Initiative); null before that stage or when it is drawn at random. */
  chooser: string | null;
  /** The first captain of this round, once chosen. */
  first: string | null;
  /** Alternating stages: whose turn it is. Initiative-order stages: who is acting. */
  active: string | null;
  /** Initiative-order stages: who has finished. */
  done: string[];
  /** Alternating stages: with passes that reopen, the captains in the current run of passes; with final passes, everyone who has passed. */
  passed: string[];
  /** Alternating stages whose passes reopen: captains who passed earlier but someone acted since, so they may act again. */
  again: string[];
  /** Captains eligible to resolve their contract (decided at their pass, used in the next stage). */
  eligible: string[];
  /** The stage's work is over; the next move is on to the next stage. */
  complete: boolean;
  /** At a victory stage: the outcome of the check. */
  victory: TrackerVictory | null;
  status: 'playing' | 'over';
  winner: string | null;
  /** What has happened in this stage so far. */
  log: Step[];
}

// ---------------------------------------------------------------------------
// Small helpers

const isWhole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
/** An error when `n` is not a whole number in range, else undefined. */
const whole = (n: unknown, min: number, max: number, what: string, rule: RuleId, field: string) =>
  isWhole(n, min, max) ? undefined : err(`${what} must be a whole number from ${min} to ${max}.`, rule, field);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

function clone(s: TrackerState): TrackerState {
  return {
    ...s,
    captains: s.captains.map((c) => ({ ...c })),
    done: [...s.done],
    passed: [...s.passed],
    again: [...s.again],
    eligible: [...s.eligible],
    victory: s.victory && { ...s.victory },
    log: [...s.log],
  };
}

export function captainName(state: TrackerState, id: string): string {
  return state.captains.find((c) => c.id === id)?.name ?? id;
}

const names = (s: TrackerState, ids: readonly string[]) => ids.map((id) => captainName(s, id));

/** The definition of the current stage. */
export function currentStage(state: TrackerState): StageDef {
  return stageDef(state.phase, state.stage) as StageDef;
}

/** Captains from the first captain clockwise (seating order while no first captain is chosen). */
export function initiativeOrder(state: TrackerState): string[] {
  const ids = state.captains.map((c) => c.id);
  const at = state.first === null ? 0 : Math.max(0, ids.indexOf(state.first));
  return ids.map((_, k) => ids[(at + k) % ids.length] as string);
}

/** The next captain clockwise after `from` that passes `test`, or null. */
function nextClockwise(state: TrackerState, from: string, test: (id: string) => boolean): string | null {
  const ids = state.captains.map((c) => c.id);
  const at = ids.indexOf(from);
  for (let k = 1; k <= ids.length; k++) {
    const id = ids[(at + k) % ids.length] as string;
    if (test(id)) return id;
  }
  return null;
}

/** Who chooses the first captain: the single highest Initiative, else null (a random draw). */
export function initiativeLeader(state: TrackerState): {
  leader: string | null;
  top: number;
  tied: string[];
} {
  const top = Math.max(...state.captains.map((c) => c.initiative));
  const tied = state.captains.filter((c) => c.initiative === top).map((c) => c.id);
  return { leader: tied.length === 1 ? (tied[0] as string) : null, top, tied };
}

/** Whether the stage is the one where the first captain is chosen. */
const isFirstCaptainStage = (def: StageDef) => def.rule === FIRST_CAPTAIN_RULE;
/** Alternating stage with final passes that decide eligibility (Resolution stage 2). */
const decidesEligibility = (def: StageDef) => def.participation === 'alternating' && def.passing?.kind === 'final' && def.eligibility !== undefined;
/** Initiative-order stage open to eligible captains only (Resolution stage 3). */
const eligibleOnly = (def: StageDef) => def.participation === 'initiative-order' && def.eligibility !== undefined;

// ---------------------------------------------------------------------------
// Setup

/** Check a setup and build the state at its starting point. */
export function setupTracker(setup: TrackerSetup): CcgResult<TrackerState> {
  const caps = setup.captains;
  if (!Array.isArray(caps) || caps.length < 1 || caps.length > MAX_CAPTAINS) {
    return err(`A game has 1 to ${MAX_CAPTAINS} captains (1 is a solo game).`, 'ccg.round.setup', 'captains');
  }
  const captains: TrackerCaptain[] = [];
  const seen = new Set<string>();
  for (const [i, c] of caps.entries()) {
    const name = typeof c?.name === 'string' ? c.name.trim() : '';
    const at = `captains.${i}.`;
    if (name === '' || name.length > MAX_NAME || seen.has(name.toLowerCase())) {
      return err(`Captain ${i + 1} needs a name of their own, of 1 to ${MAX_NAME} characters.`, 'ccg.round.setup', `${at}name`);
    }
    seen.add(name.toLowerCase());
    const vp = c.vp ?? 0;
    const bad =
      whole(c.initiative, 0, MAX_INITIATIVE, `${name}'s Initiative`, 'ccg.initiative', `${at}initiative`) ??
      whole(vp, 0, MAX_VP, `${name}'s Victory Points`, 'ccg.victory-points', `${at}vp`);
    if (bad) return bad;
    const id = c.id ?? `c${i + 1}`;
    if (typeof id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(id) || captains.some((o) => o.id === id)) {
      return err(`Captain ${i + 1} has a damaged id.`, 'ccg.round.setup', `${at}id`);
    }
    captains.push({ id, name, initiative: c.initiative, vp });
  }
  const threshold = setup.threshold ?? DEFAULT_VICTORY_THRESHOLD;
  const seed = setup.seed ?? 1;
  const solo = captains.length === 1;
  const start = setup.start ?? { phase: 'ready' as RoundPhaseId, stage: 1 };
  const round = start.round ?? 1;
  const bad =
    whole(threshold, 1, MAX_THRESHOLD, 'The Victory Point threshold', 'ccg.victory', 'threshold') ??
    whole(seed, 0, 0xffffffff, 'The random seed', 'ccg.round.setup', 'seed') ??
    whole(round, 1, MAX_ROUND, 'The round', 'ccg.round.setup', 'start.round');
  if (bad) return bad;
  if (
    typeof start.phase !== 'string' ||
    !isRoundPhaseId(start.phase) ||
    !roundPhases(solo).some((p) => p.id === start.phase) ||
    !stageDef(start.phase, start.stage)
  ) {
    return err(`A ${solo ? 'solo' : 'multi-captain'} game has no stage ${String(start.stage)} of a ${String(start.phase)} phase.`, 'ccg.round.setup', 'start');
  }

  const state: TrackerState = {
    captains,
    solo,
    threshold,
    rng: seedRng(seed),
    round,
    phase: start.phase,
    stage: start.stage,
    chooser: null,
    first: null,
    active: null,
    done: [],
    passed: [],
    again: [],
    eligible: [],
    complete: false,
    victory: null,
    status: 'playing',
    winner: null,
    log: [],
  };
  const trace: Step[] = [
    step(
      solo
        ? `A solo game for ${captains[0]?.name}, to ${threshold} Victory Points.`
        : `${captains.length} captains, seated clockwise: ${list(captains.map((c) => c.name))}; the game is to ${threshold} Victory Points.`,
      solo ? 'ccg.solo' : 'ccg.round.setup',
    ),
  ];
  // Starting after the first captain was chosen: they must be named.
  const firstStage = roundPhases(solo).flatMap((p) => p.stages.map((s) => ({ phase: p.id, s })));
  const at = firstStage.findIndex((x) => x.phase === start.phase && x.s.number === start.stage);
  const chosenAt = firstStage.findIndex((x) => isFirstCaptainStage(x.s));
  if (at > chosenAt) {
    const lead = initiativeLeader(state);
    state.chooser = solo ? (captains[0] as TrackerCaptain).id : lead.leader;
    const first = solo ? (captains[0] as TrackerCaptain).id : start.first;
    if (first === undefined || !captains.some((c) => c.id === first)) {
      return err('Starting after the first captain is chosen needs the first captain among the captains.', FIRST_CAPTAIN_RULE, 'start.first');
    }
    state.first = first;
    trace.push(step(`${captainName(state, first)} is the first captain this round.`, 'ccg.acting-captain'));
  } else if (start.first !== undefined) {
    return err('The first captain is chosen in stage 3 of the Ready Phase, not before.', FIRST_CAPTAIN_RULE, 'start.first');
  }
  enter(state, start.phase, start.stage, trace);
  return ok(state, trace);
}

// ---------------------------------------------------------------------------
// Entering a stage

function runVictoryCheck(s: TrackerState, trace: Step[]): void {
  // Names are unique in a game, so the check speaks of captains by name.
  const v = checkVictory({
    captains: s.captains.map((c) => ({
      id: c.name,
      vp: c.vp,
      initiative: c.initiative,
    })),
    threshold: s.threshold,
    rng: s.rng,
  });
  if (!v.ok) {
    // Unreachable with a valid state; reported rather than thrown.
    s.victory = { winner: null, text: v.error };
    trace.push(step(v.error, v.rule));
    return;
  }
  if (v.value.rng !== undefined) s.rng = v.value.rng;
  trace.push(...v.trace);
  const winner = s.captains.find((c) => c.name === v.value.winner) ?? null;
  s.victory = {
    winner: winner?.id ?? null,
    text:
      winner === null
        ? `Nobody has reached ${s.threshold} Victory Points, so the game goes on.`
        : `${winner.name} wins the game with ${plural(winner.vp, 'Victory Point')}.`,
  };
  if (winner !== null) {
    s.status = 'over';
    s.winner = winner.id;
    s.active = null;
  }
}

function enter(s: TrackerState, phase: RoundPhaseId, stage: number, trace: Step[]): void {
  const def = stageDef(phase, stage) as StageDef;
  s.phase = phase;
  s.stage = stage;
  s.active = null;
  s.done = [];
  s.passed = [];
  s.again = [];
  s.complete = false;
  s.victory = null;
  const mark = trace.length;
  trace.push(step(`Round ${s.round}, ${phaseDef(phase).name}, stage ${stage}: ${def.title.toLowerCase()}.`, def.rule));
  if (decidesEligibility(def)) s.eligible = [];

  if (def.victoryCheck) {
    runVictoryCheck(s, trace);
    s.complete = true;
  } else if (isFirstCaptainStage(def)) {
    s.first = null;
    if (s.solo) {
      const only = s.captains[0] as TrackerCaptain;
      s.chooser = only.id;
      s.first = only.id;
      s.complete = true;
      trace.push(step(`${only.name} is the only captain and goes first.`, def.rule));
    } else {
      chooseChooser(s, trace, def.rule);
    }
  } else if (def.participation === 'initiative-order') {
    const order = initiativeOrder(s);
    trace.push(
      step(
        `In initiative order, starting with ${captainName(s, order[0] as string)} and going clockwise; each captain finishes before the next starts.`,
        'ccg.initiative-order',
      ),
    );
    if (eligibleOnly(def)) {
      for (const id of order) {
        if (!s.eligible.includes(id)) {
          s.done.push(id);
          trace.push(step(`${captainName(s, id)} is not an eligible captain, so sits this stage out.`, 'ccg.eligible'));
        }
      }
    }
    s.active = order.find((id) => !s.done.includes(id)) ?? null;
    if (s.active === null) {
      s.complete = true;
      trace.push(step('Nobody takes part in this stage, so it is over.', def.rule));
    }
  } else if (def.participation === 'alternating') {
    s.active = initiativeOrder(s)[0] as string;
    trace.push(step(`Alternating in initiative order: ${captainName(s, s.active)} goes first, one move each, clockwise.`, 'ccg.initiative-order'));
  } else {
    trace.push(step(summaryOf(s, def), def.rule));
    trace.push(
      step(
        def.participation === 'simultaneous'
          ? 'Everyone does this at once; go on when the table is ready.'
          : 'No captain chooses anything here; go on when it is done.',
        def.rule,
      ),
    );
    s.complete = true;
  }
  s.log = trace.slice(mark);
}

function chooseChooser(s: TrackerState, trace: Step[], rule: RuleId): void {
  const lead = initiativeLeader(s);
  s.chooser = lead.leader;
  trace.push(
    lead.leader === null
      ? step(`${list(names(s, lead.tied))} share the highest Initiative (${lead.top}), so the first captain is drawn at random.`, rule)
      : step(`${captainName(s, lead.leader)} has the highest Initiative (${lead.top}), so ${captainName(s, lead.leader)} chooses the first captain.`, rule),
  );
}

// ---------------------------------------------------------------------------
// Moves

type Move<E extends TrackerEvent['type']> = (s: TrackerState, e: Extract<TrackerEvent, { type: E }>, trace: Step[]) => CcgResult<true>;

const okMove: CcgResult<true> = ok(true);

function needCaptain(s: TrackerState, id: unknown, field = 'captain'): CcgResult<TrackerCaptain> {
  const c = typeof id === 'string' ? s.captains.find((x) => x.id === id) : undefined;
  return c === undefined ? err(`There is no captain "${String(id)}" in this game.`, 'ccg.round.setup', field) : ok(c);
}

/** Why a captain's move does not fit a stage, by how captains take part in it. */
const NOT_HERE: Record<Participation, string> = {
  'initiative-order': 'In this stage each captain does their whole part in turn, then is done.',
  alternating: 'In this stage captains take one move at a time: act or pass.',
  simultaneous: 'Everyone does this stage at once; nobody takes turns.',
  none: 'Nobody takes a turn in this stage.',
};

/** A move of one captain's turn in a stage taken `how`: only the captain whose turn it is may make it. */
function turnCheck(s: TrackerState, id: unknown, how: Participation): CcgResult<TrackerCaptain> {
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
  const order = names(s, initiativeOrder(s));
  trace.push(step(`For the rest of the round, stages in initiative order go ${order.join(', then ')}.`, 'ccg.initiative-order'));
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
  s.passed.push(c.id);
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
  if (s.passed.length === s.captains.length) {
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
    if (decidesEligibility(def) && !['clear', 'complication', 'none'].includes(e.contract as string)) {
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
  s.passed.push(c.value.id);
  s.again = s.again.filter((id) => id !== c.value.id);
  trace.push(step(`${c.value.name} passes; ${c.value.name} may act again later if anyone acts first.`, def.rule));
  if (s.passed.length === s.captains.length) {
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
  if (!isWhole(e.vp, 0, MAX_VP)) return err(`Victory Points are a whole number from 0 to ${MAX_VP}.`, 'ccg.victory-points', 'vp');
  const before = c.value.vp;
  c.value.vp = e.vp;
  trace.push(step(`${c.value.name} now has ${plural(e.vp, 'Victory Point')} (was ${before}).`, 'ccg.victory-points'));
  return okMove;
};

const setInitiative: Move<'set-initiative'> = (s, e, trace) => {
  const c = needCaptain(s, e.captain);
  if (!c.ok) return c;
  if (!isWhole(e.initiative, 0, MAX_INITIATIVE)) return err(`Initiative is a whole number from 0 to ${MAX_INITIATIVE}.`, 'ccg.initiative', 'initiative');
  const before = c.value.initiative;
  c.value.initiative = e.initiative;
  trace.push(step(`${c.value.name}'s Initiative is now ${e.initiative} (was ${before}).`, 'ccg.initiative'));
  const def = currentStage(s);
  if (isFirstCaptainStage(def) && s.first === null && !s.solo) chooseChooser(s, trace, def.rule);
  return okMove;
};

const setThreshold: Move<'set-threshold'> = (s, e, trace) => {
  if (!isWhole(e.threshold, 1, MAX_THRESHOLD))
    return err(`The Victory Point threshold is a whole number from 1 to ${MAX_THRESHOLD}.`, 'ccg.victory', 'threshold');
  const before = s.threshold;
  s.threshold = e.threshold;
  trace.push(step(`The Victory Point threshold is now ${e.threshold} (was ${before}).`, 'ccg.victory'));
  return okMove;
};

const MOVES: { [K in TrackerEventType]: Move<K> } = {
  'choose-first': chooseFirst,
  act,
  pass,
  'fail-complication': failComplication,
  done,
  'next-stage': next,
  'set-vp': setVp,
  'set-initiative': setInitiative,
  'set-threshold': setThreshold,
};

export const TRACKER_EVENT_TYPES = Object.keys(MOVES) as TrackerEventType[];
const VALUE_CHANGES: readonly TrackerEventType[] = ['set-vp', 'set-initiative', 'set-threshold'];

/** Apply one move. An illegal move leaves the state untouched and says which rule forbids it. */
export function transition(state: TrackerState, event: TrackerEvent): CcgResult<TrackerState> {
  if (typeof event !== 'object' || event === null || !Object.prototype.hasOwnProperty.call(MOVES, event.type)) {
    return err('That is not a move the round tracker knows.', 'ccg.round.setup', 'type');
  }
  if (state.status === 'over') {
    return err(`The game is over: ${captainName(state, state.winner ?? '')} has won.`, 'ccg.victory');
  }
  const s = clone(state);
  const trace: Step[] = [];
  const move = MOVES[event.type] as Move<TrackerEventType>;
  const r = move(s, event, trace);
  if (!r.ok) return r;
  if (event.type === 'next-stage') return ok(s, trace); // the new stage's log starts with its entry
  if (VALUE_CHANGES.includes(event.type) && currentStage(s).victoryCheck) {
    trace.push(step('A value changed during the victory check, so the check is made again.', 'ccg.victory'));
    runVictoryCheck(s, trace);
  }
  s.log.push(...trace);
  return ok(s, trace);
}

/** Set up and play a list of moves; an error names the move that was refused. */
export function replay(setup: TrackerSetup, events: readonly TrackerEvent[]): CcgResult<{ state: TrackerState; states: TrackerState[] }> {
  const start = setupTracker(setup);
  if (!start.ok) return start;
  const states = [start.value];
  let state = start.value;
  const trace = [...start.trace];
  for (const [i, e] of events.entries()) {
    const r = transition(state, e);
    if (!r.ok) return err(`Move ${i + 1} could not be made: ${r.error}`, r.rule, `moves.${i}${r.field ? `.${r.field}` : ''}`);
    state = r.value;
    states.push(state);
    trace.push(...r.trace);
  }
  return ok({ state, states }, trace);
}

// ---------------------------------------------------------------------------
// Who acts now, and what may they do

export type TrackerActor =
  | { kind: 'captain'; captain: string; text: string; rule: RuleId }
  | { kind: 'everyone'; text: string; rule: RuleId }
  | { kind: 'nobody'; text: string; rule: RuleId };

export interface TrackerMove {
  /** Short button text. */
  label: string;
  event: TrackerEvent;
  rule: RuleId;
}

export interface TrackerGuide {
  actor: TrackerActor;
  /** What they may do here, sentence by sentence. */
  may: Step[];
  /** How passing works in this stage, when captains may pass. */
  passing: Step | null;
  /** Every move open right now (value changes aside). */
  moves: TrackerMove[];
}

/** Who acts now, in one sentence. */
export function whoActs(state: TrackerState): TrackerActor {
  const def = currentStage(state);
  if (state.status === 'over') {
    return {
      kind: 'nobody',
      text: `Nobody: the game is over, and ${captainName(state, state.winner ?? '')} has won.`,
      rule: 'ccg.victory',
    };
  }
  if (isFirstCaptainStage(def) && state.first === null) {
    return state.chooser === null
      ? {
          kind: 'nobody',
          text: 'Nobody chooses: the highest Initiative is shared, so the first captain is drawn at random.',
          rule: 'ccg.note.first-captain-tie',
        }
      : {
          kind: 'captain',
          captain: state.chooser,
          text: `${captainName(state, state.chooser)} chooses the first captain.`,
          rule: def.rule,
        };
  }
  if (state.active !== null) {
    const name = captainName(state, state.active);
    return {
      kind: 'captain',
      captain: state.active,
      text:
        def.participation === 'alternating'
          ? `${name}'s turn: one move, then the next captain clockwise.`
          : `${name} acts: everything ${name} does in this stage, then done.`,
      rule: def.participation === 'alternating' ? def.rule : 'ccg.initiative-order',
    };
  }
  if (state.complete && (def.participation === 'alternating' || def.participation === 'initiative-order')) {
    return {
      kind: 'nobody',
      text: 'Nobody: this stage is over. Go on to the next stage.',
      rule: def.rule,
    };
  }
  if (isFirstCaptainStage(def)) {
    return { kind: 'nobody', text: `Nobody: ${captainName(state, state.first ?? '')} is the first captain. Go on to the next stage.`, rule: def.rule };
  }
  if (def.participation === 'simultaneous') return { kind: 'everyone', text: 'Everyone at once.', rule: def.rule };
  if (def.victoryCheck)
    return {
      kind: 'nobody',
      text: 'Nobody: the game checks for victory.',
      rule: def.rule,
    };
  return {
    kind: 'nobody',
    text: 'Nobody: this stage needs no choice.',
    rule: def.rule,
  };
}

/** Who acts now, what they may do, how passing works here, and the moves open. */
/** The stage's summary, in its solo form in a solo game. */
function summaryOf(state: { solo: boolean }, def: StageDef): string {
  return state.solo && def.soloSummary ? def.soloSummary : def.summary;
}

export function whatMayTheyDo(state: TrackerState): TrackerGuide {
  const def = currentStage(state);
  const actor = whoActs(state);
  const may: Step[] = [];
  const moves: TrackerMove[] = [];
  const passing = def.passing ? step(def.passing.text, def.rule) : null;
  if (state.status === 'over') {
    may.push(step(state.victory?.text ?? 'The game is over.', 'ccg.victory'));
    return { actor, may, passing, moves };
  }
  const nm = (id: string) => captainName(state, id);

  if (isFirstCaptainStage(def) && state.first === null) {
    may.push(step(summaryOf(state, def), def.rule));
    if (state.chooser === null) {
      may.push(step('The draw is among all the captains.', 'ccg.note.first-captain-tie'));
      moves.push({
        label: 'Draw the first captain at random',
        event: { type: 'choose-first' },
        rule: 'ccg.note.first-captain-tie',
      });
    } else {
      may.push(step(`${nm(state.chooser)} may pick any captain, including themselves.`, def.rule));
      for (const id of initiativeOrder({ ...state, first: state.chooser })) {
        moves.push({
          label: `${nm(id)} goes first`,
          event: { type: 'choose-first', by: state.chooser, first: id },
          rule: def.rule,
        });
      }
    }
    return { actor, may, passing, moves };
  }

  if (actor.kind === 'captain') {
    const id = actor.captain;
    const name = nm(id);
    may.push(step(summaryOf(state, def), def.rule));
    if (def.participation === 'alternating') {
      if (def.passing?.kind === 'reopens') {
        may.push(step(`${name} takes one action or passes.`, def.rule));
        if (state.again.includes(id)) may.push(step(`${name} passed before, but someone has acted since, so ${name} may act again.`, def.rule));
        if (state.passed.length > 0) {
          may.push(
            step(
              `Passed in a row so far: ${list(names(state, state.passed))}.${state.passed.length === state.captains.length - 1 ? ` If ${name} passes too, the phase ends.` : ''}`,
              def.rule,
            ),
          );
        } else if (state.solo) {
          may.push(step(`If ${name} passes, the phase ends.`, def.rule));
        }
        moves.push({
          label: `${name} acts`,
          event: { type: 'act', captain: id },
          rule: def.rule,
        });
        moves.push({
          label: `${name} passes`,
          event: { type: 'pass', captain: id },
          rule: def.rule,
        });
      } else {
        may.push(
          step(
            state.solo
              ? `${name} tries one complication on their contract, plays a Resolution Phase action, or passes; piracy is not an option in solo play.`
              : `${name} tries one complication on their contract, carries out their piracy, plays a Resolution Phase action, or passes.`,
            state.solo ? 'ccg.round.solo-adventure.stage-3' : def.rule,
          ),
        );
        if (def.eligibility) may.push(step(def.eligibility, 'ccg.eligible'));
        if (state.passed.length > 0) may.push(step(`Already passed, for good: ${list(names(state, state.passed))}.`, def.rule));
        moves.push({
          label: state.solo ? `${name} acts (complication or action)` : `${name} acts (complication, piracy or action)`,
          event: { type: 'act', captain: id },
          rule: def.rule,
        });
        moves.push({
          label: `${name} fails a complication`,
          event: { type: 'fail-complication', captain: id },
          rule: def.rule,
        });
        moves.push({
          label: `${name} passes, contract clear (eligible)`,
          event: { type: 'pass', captain: id, contract: 'clear' },
          rule: 'ccg.eligible',
        });
        moves.push({
          label: `${name} passes, complication left`,
          event: { type: 'pass', captain: id, contract: 'complication' },
          rule: 'ccg.eligible',
        });
        moves.push({
          label: `${name} passes, no contract`,
          event: { type: 'pass', captain: id, contract: 'none' },
          rule: 'ccg.eligible',
        });
      }
    } else {
      if (def.eligibility)
        may.push(step(`${def.eligibility} ${list(names(state, state.eligible))} ${state.eligible.length === 1 ? 'is' : 'are'} eligible.`, 'ccg.eligible'));
      const rest = initiativeOrder(state).filter((c) => c !== id && !state.done.includes(c));
      may.push(step(`${name} does all of it now${rest.length > 0 ? `; then ${list(names(state, rest))} in turn` : ''}.`, 'ccg.initiative-order'));
      moves.push({
        label: `${name} is done`,
        event: { type: 'done', captain: id },
        rule: 'ccg.initiative-order',
      });
    }
    return { actor, may, passing, moves };
  }

  if (def.victoryCheck) {
    may.push(step(state.victory?.text ?? 'The victory check has not been made.', def.rule));
  } else if (def.participation === 'simultaneous' || def.participation === 'none') {
    may.push(step(summaryOf(state, def), def.rule));
    if (isFirstCaptainStage(def)) {
      may.push(step(`${nm(state.first ?? '')} is the first captain: every stage taken in turn this round starts with them.`, 'ccg.acting-captain'));
    }
  } else {
    may.push(
      step(
        def.participation === 'alternating'
          ? def.passing?.kind === 'reopens'
            ? `Every captain passed in a row, so the ${phaseDef(state.phase).name} is over.`
            : 'Every captain has passed, so the stage is over.'
          : 'Every captain has finished this stage.',
        def.rule,
      ),
    );
  }
  if (state.complete) {
    const n = nextStage({ phase: state.phase, stage: state.stage }, state.solo);
    if (n) {
      const nd = stageDef(n.point.phase, n.point.stage) as StageDef;
      moves.push({
        label: n.newRound
          ? `Next: round ${state.round + 1}`
          : n.point.phase === state.phase
            ? `Next: stage ${nd.number}, ${nd.title.toLowerCase()}`
            : `Next: ${phaseDef(n.point.phase).name}`,
        event: { type: 'next-stage' },
        rule: nd.rule,
      });
    }
  }
  return { actor, may, passing, moves };
}

/** Where a captain stands in the current stage, in a few words (for the table view). */
export function captainStatus(state: TrackerState, id: string): string {
  const def = currentStage(state);
  const marks: string[] = [];
  if (state.winner === id) marks.push('winner');
  if (state.first === id) marks.push('first captain');
  if (isFirstCaptainStage(def) && state.first === null && state.chooser === id) marks.push('chooses the first captain');
  if (state.active === id) marks.push(def.participation === 'alternating' ? 'their turn' : 'acting');
  if (def.participation === 'initiative-order' && state.done.includes(id)) {
    marks.push(eligibleOnly(def) && !state.eligible.includes(id) ? 'not eligible' : 'done');
  }
  if (def.participation === 'alternating') {
    if (state.passed.includes(id)) marks.push(def.passing?.kind === 'final' ? 'passed for good' : 'passed');
    else if (state.again.includes(id)) marks.push('passed, may act again');
  }
  if ((decidesEligibility(def) || eligibleOnly(def)) && state.eligible.includes(id)) marks.push('eligible');
  return marks.join(', ');
}

/** The position of the current stage in the round, for diagrams: phase index and stage, both 1-based. */
export function roundPosition(state: TrackerState): {
  phaseIndex: number;
  phases: number;
  stage: number;
  stages: number;
} {
  const phases = roundPhases(state.solo);
  const i = phases.findIndex((p) => p.id === state.phase);
  return {
    phaseIndex: i + 1,
    phases: phases.length,
    stage: state.stage,
    stages: phaseDef(state.phase).stages.length,
  };
}
