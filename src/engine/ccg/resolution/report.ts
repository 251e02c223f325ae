/**
 * The Resolution Phase for one captain, reported stage by stage: the pool
 * (entered, or collected in the Resource Phase, plus tokens added at the
 * start); stage 2, each complication in order, keeping tokens for what comes
 * after; stage 3, the contract and the subplots tried (tokens added "before the
 * subplots" arrive between the two, as Consultant Call does); competition.
 * The resolution tool shows this report; the game machine takes its steps
 * from the same modules (`sequence.ts`, `cards.ts`, `stages.ts`).
 */
import { ok } from '../result.ts';
import type { CcgErr, CcgResult, Step } from '../result.ts';
import { mergeCards } from './cards.ts';
import { readJackPicks } from './jack.ts';
import type { JackPicks } from './jack.ts';
import { plural } from '../../core/text.ts';
import { RESOLUTION_LIMITS as L, TEXT_LIMITS as T } from '../limits.ts';
import { choice, flag, list, name, optional, read, refuse, shape, whole, type Reader } from '../readers.ts';
import { SKILLS } from '../cards/index.ts';
import { groupsOf, paymentViews, planVerdict, subplotNames, tokenWords } from './report-views.ts';
import type { PaymentView } from './report-views.ts';
import { addToPool, collectFrom } from './resources.ts';
import { duplicateCard, readAddition, readAdventureCard, readCapabilitySource, readContractCard, readControlledCard, readCrew, readPins, readPoolToken, readRejection, readTried } from './input.ts';
import type { AdventureCardInput, CapabilitySource, ContractInput, CrewInput, ResourcePool, TokenAddition, TokenRejection } from './types.ts';
import type { ControlledCard, ExpenseObligation, Pin, RequirementGroup, Shortfall } from './requirements.ts';
import { eligibilityAfterStage2, reserveAfterComplication } from './sequence.ts';
import { competition, complicationAttempt, contractAttempt, subplotsAttempt } from './stages.ts';
import { planChecked } from './subplots.ts';
import type { SubplotReport, SubplotResult } from './subplots.ts';
import type { PoolToken } from './tokens.ts';

/** The ship and crew a pool is collected from, and the captain's Jack-of-all-Trades picks. */
export interface ReportCollection {
  ship: CapabilitySource;
  otherSources?: CapabilitySource[];
  crew?: CrewInput[];
  jack?: JackPicks[];
  reject?: TokenRejection[];
}

export interface ReportAddition extends TokenAddition {
  /** Before everything, or after the contract and before its subplots. */
  when: 'start' | 'subplots';
}

/** An adventure card to resolve, with the subplots the captain tries (all when left out) and the captain's choices. */
export interface CardAttempt<C extends AdventureCardInput = AdventureCardInput> {
  card: C;
  trySubplots?: string[];
  pins?: Pin[];
}

export interface ReportInput {
  captain: string;
  pool: { tokens: PoolToken[] } | { collect: ReportCollection };
  /** Cards the captain controls besides the ship and crew of a collected pool (those are added, see `mergeCards`). */
  cards?: ControlledCard[];
  additions?: ReportAddition[];
  complications?: CardAttempt[];
  /** `attempt: false` stops the report after stage 2. */
  contract?: CardAttempt<ContractInput> & { attempt?: boolean };
  /** Other captains who also complete the contract. */
  rivals?: number;
}

export interface ReportStage {
  key: string;
  heading: string;
  status: 'resolved' | 'failed' | 'info' | 'skipped';
  verdict: string;
  payments?: PaymentView[];
  shortfalls?: Shortfall[];
  subplots?: SubplotResult[];
  /** Which subplots (and combinations) can still be met. */
  plan?: { title: string; report: SubplotReport; names: Record<string, string> };
  /** The pool after this stage. */
  pool?: PoolToken[];
  trace: Step[];
}

export interface CardVerdict {
  card: string;
  kind: 'complication' | 'contract';
  resolved: boolean;
  /** Victory Points gained: subplots, and for the contract its award after competition. */
  vp: number;
}

export interface ResolutionReport {
  startPool: PoolToken[];
  /** The cards requirements see: the collected ship and crew, then the cards listed. */
  cards: ControlledCard[];
  stages: ReportStage[];
  verdicts: CardVerdict[];
  /** Present once an adventure card is in the report. */
  summary?: {
    lines: string[];
    vp: number;
    pool: PoolToken[];
    expenses: { card: string; amount: number }[];
    jettisoned: string[];
  };
  /** The choice or card the engine refused, where the report stops (its field names the input). */
  refused?: CcgErr;
}

const prefixed = (r: CcgErr, prefix: string): CcgErr => ({ ...r, field: r.field ? `${prefix}.${r.field}` : prefix });

/** The pins of some groups only, with the index each had in the full list. */
function pinsOf(pins: readonly Pin[], keep: (group: string) => boolean): { pins: Pin[]; at: number[] } {
  const at = pins.map((p, i) => (keep(p.group ?? 'main') ? i : -1)).filter((i) => i >= 0);
  return { pins: at.map((i) => pins[i]!), at };
}

/** A refusal of the k-th pin passed names the pin as the input listed it. */
function pinRefusal(r: CcgErr, prefix: string, at?: number[]): CcgErr {
  const m = /^pins\.(\d+)(.*)$/.exec(r.field ?? '');
  if (!m) return prefixed(r, prefix);
  const k = Number(m[1]);
  return { ...r, field: `${prefix}.pins.${at ? at[k] : k}${m[2]}` };
}

function collectRefusal(r: CcgErr, origin: { picks: number; pick: number[] }[]): CcgErr {
  const m = /^jack\.(\d+)(?:\.skills\.(\d+))?/.exec(r.field ?? '');
  const o = m ? origin[Number(m[1])] : undefined;
  if (!m || !o) return prefixed(r, 'pool.collect');
  return { ...r, field: m[2] !== undefined ? `pool.collect.jack.${o.picks}.picks.${o.pick[Number(m[2])] ?? 0}` : `pool.collect.jack.${o.picks}` };
}

interface PoolStart {
  pool: ResourcePool;
  collected: ControlledCard[];
  stages: ReportStage[];
}

function startingPool(input: ReportInput): CcgResult<PoolStart> {
  const stages: ReportStage[] = [];
  let pool: ResourcePool;
  const collected: ControlledCard[] = [];
  if ('tokens' in input.pool) {
    pool = { captain: input.captain, tokens: input.pool.tokens };
  } else {
    const c = input.pool.collect;
    const crew = c.crew ?? [];
    const jack = readJackPicks(crew, c.jack ?? []);
    const r = collectFrom({ captain: input.captain, ship: c.ship, crew, jack: jack.declarations, ...(c.otherSources ? { otherSources: c.otherSources } : {}), ...(c.reject ? { reject: c.reject } : {}) });
    if (!r.ok) return collectRefusal(r, jack.origin);
    pool = r.value;
    collected.push({ id: c.ship.id, name: c.ship.name, type: 'ship' }, ...crew.map((m) => ({ id: m.id, name: m.name, type: 'crew' as const })));
    stages.push({ key: 'collect', heading: 'Resource Phase, stage 1: collecting tokens', status: 'info', verdict: `${plural(pool.tokens.length, 'token')} enter the Resource Pool.`, pool: pool.tokens, trace: r.trace });
  }
  const start = (input.additions ?? []).filter((a) => a.when === 'start');
  if (start.length) {
    const r = addToPool(pool, start.map(({ when: _w, ...a }) => a));
    if (!r.ok) return prefixed(r, 'additions');
    pool = r.value;
    stages.push({ key: 'added-start', heading: 'Tokens added by other cards', status: 'info', verdict: `${plural(start.length, 'token')} added.`, pool: pool.tokens, trace: r.trace });
  }
  return ok({ pool, collected, stages });
}

const readJackPicksInput: Reader<JackPicks> = shape(
  'Jack-of-all-Trades picks',
  {
    crew: name('The crew member of the picks', 'ccg.jack-of-all-trades', T.id),
    picks: list('The picks', choice('A pick', ['', ...SKILLS], 'ccg.jack-of-all-trades'), 0, L.jackPicks, 'ccg.jack-of-all-trades'),
  },
  'ccg.jack-of-all-trades',
);

const readCollection: Reader<ReportCollection> = shape(
  'What the pool is collected from',
  {
    ship: readCapabilitySource,
    otherSources: optional(list('The other cards with capability icons', readCapabilitySource, 0, L.otherSources, 'ccg.capabilities'), undefined),
    crew: optional(readCrew, undefined),
    jack: optional(list('The Jack-of-all-Trades picks', readJackPicksInput, 0, L.crew, 'ccg.jack-of-all-trades'), undefined),
    reject: optional(list('The rejected tokens', readRejection, 0, L.additions, 'ccg.round.resource.stage-1'), undefined),
  },
  'ccg.resource-pool',
);

/** The pool: its tokens as entered, or what it is collected from. */
const readReportPool: Reader<ReportInput['pool']> = (value, path) => {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject && Object.prototype.hasOwnProperty.call(value, 'tokens')) {
    const r = shape('The pool', { tokens: list('The tokens of the pool', readPoolToken, 0, L.poolTokens, 'ccg.resource-pool') }, 'ccg.resource-pool')(value, path);
    if (!r.ok) return r;
    const seen = new Set<string>();
    for (const [i, t] of r.value.tokens.entries()) {
      if (seen.has(t.id)) return refuse(`Two tokens of the pool share the id "${t.id}".`, 'ccg.resource-pool', `${path}.tokens.${i}.id`);
      seen.add(t.id);
    }
    return r;
  }
  if (isObject && Object.prototype.hasOwnProperty.call(value, 'collect')) return shape('The pool', { collect: readCollection }, 'ccg.resource-pool')(value, path);
  return refuse('The pool holds its tokens, or says what they are collected from.', 'ccg.resource-pool', path);
};

const readAttempt = <C extends AdventureCardInput>(card: Reader<C>): Reader<CardAttempt<C>> =>
  shape('An adventure card to resolve', { card, trySubplots: readTried, pins: optional(readPins, undefined) }, 'ccg.round.resolution.stage-2');

const readReportAddition: Reader<ReportAddition> = (value, path) => {
  const a = readAddition(value, path);
  if (!a.ok) return a;
  const when = choice('When the token is added', ['start', 'subplots'] as const, 'ccg.resource-pool')(typeof value === 'object' && value !== null ? (value as Record<string, unknown>).when : undefined, `${path}.when`);
  return when.ok ? ok({ ...a.value, when: when.value }) : when;
};

/** What `resolutionReport` reads: everything the report needs, checked once. */
export const readReportInput: Reader<ReportInput> = shape(
  'A Resolution Phase',
  {
    captain: name('The captain whose resolution is reported', 'ccg.resource-pool', T.name),
    pool: readReportPool,
    cards: optional(list('The cards in play', readControlledCard, 0, L.cards, 'ccg.control-vs-ownership'), []),
    additions: optional(list('The added tokens', readReportAddition, 0, L.additions, 'ccg.resource-pool'), []),
    complications: optional(list('The complications', readAttempt(readAdventureCard('complication')), 0, L.complications, 'ccg.complication'), []),
    contract: optional(
      (value, path) => {
        const a = readAttempt(readContractCard)(value, path);
        if (!a.ok) return a;
        const attempt = optional(flag('Whether the contract is tried', 'ccg.round.resolution.stage-3'), true)(typeof value === 'object' && value !== null ? (value as Record<string, unknown>).attempt : undefined, `${path}.attempt`);
        return attempt.ok ? ok({ ...a.value, attempt: attempt.value }) : attempt;
      },
      undefined,
    ),
    rivals: optional(whole('Other captains who complete the same contract', 0, L.rivals, 'ccg.competition'), 0),
  },
  'ccg.resource-pool',
);

/** Reports the Resolution Phase for one captain; see the file comment for the order. */
export function resolutionReport(input: ReportInput): CcgResult<ResolutionReport> {
  const r = read(readReportInput, input);
  return r.ok ? reportChecked(r.value) : r;
}

function reportChecked(input: ReportInput): CcgResult<ResolutionReport> {
  const rivals = input.rivals ?? 0;
  const started = startingPool(input);
  if (!started.ok) return started;
  const { collected, stages } = started.value;
  let pool = started.value.pool;
  const startPool = pool.tokens;
  const merged = mergeCards(collected, input.cards ?? []);
  const duplicate = duplicateCard(merged);
  const report: ResolutionReport = { startPool, cards: duplicate ? [] : merged, stages, verdicts: [] };
  if (duplicate) return ok({ ...report, refused: { ...duplicate, field: 'cards' } }, stages.flatMap((s) => s.trace));
  const comps = input.complications ?? [];
  const contract = input.contract;
  if (!contract && comps.length === 0) return ok(report, stages.flatMap((s) => s.trace));

  const captain = input.captain;
  let controlled = report.cards;
  const summary = { lines: [] as string[], vp: 0, pool: pool.tokens, expenses: [] as { card: string; amount: number }[], jettisoned: [] as string[] };
  report.summary = summary;
  const done = (refused?: CcgErr): CcgResult<ResolutionReport> => {
    summary.pool = pool.tokens;
    return ok({ ...report, ...(refused ? { refused } : {}) }, stages.flatMap((s) => s.trace));
  };
  const afterOutcome = (cardName: string, ex: readonly ExpenseObligation[], jet: readonly ControlledCard[]) => {
    for (const e of ex) summary.expenses.push({ card: cardName, amount: e.amount });
    for (const j of jet) summary.jettisoned.push(j.name);
    controlled = controlled.filter((c) => !jet.some((j) => j.id === c.id));
  };
  const tryContract = contract !== undefined && contract.attempt !== false;
  const planStage = (key: string, title: string, heading: string, card: AdventureCardInput, main?: RequirementGroup) => {
    const subplots = card.subplots ?? [];
    if (!subplots.length) return;
    const plan = planChecked({ pool, cards: controlled, ...(main ? { main } : {}), subplots });
    if (plan.ok && (!main || plan.value.mainFeasible)) {
      stages.push({ key, heading, status: 'info', verdict: planVerdict(plan.value), plan: { title, report: plan.value, names: subplotNames(card) }, trace: plan.trace });
    }
  };

  // Stage 2: the complications, in order.
  for (const [i, c] of comps.entries()) {
    const card = c.card;
    planStage(`plan-c${i}`, `Subplots of ${card.name}`, `Subplots of ${card.name}: what can be met`, card, { id: 'main', name: card.name, requirements: card.requirements });
    const reserve = reserveAfterComplication(comps.slice(i + 1).map((x) => x.card), tryContract ? { card: contract.card, ...(contract.trySubplots ? { trySubplots: contract.trySubplots } : {}) } : undefined);
    const r = complicationAttempt({ captain, committed: true, pool, cards: controlled, complication: card, reserve, ...(c.trySubplots ? { trySubplots: c.trySubplots } : {}), ...(c.pins ? { pins: c.pins } : {}) });
    if (!r.ok) return done(pinRefusal(r, `complications.${i}`));
    const o = r.value;
    const sub = o.vp.subplots;
    const failed = !o.resolved;
    stages.push({
      key: `c${i}`,
      heading: `Resolution Phase, stage 2: complication ${card.name}`,
      status: o.resolved ? 'resolved' : 'failed',
      verdict: o.resolved
        ? `Resolved${o.spent.length ? ` by discarding ${plural(o.spent.length, 'token')}` : ''}${sub ? `; its subplots give ${plural(sub, 'Victory Point')}` : ''}.`
        : 'Cannot be resolved: nothing is spent, the captain counts as having passed and is ineligible.',
      payments: o.resolved ? paymentViews([...o.payments, ...o.subplots.flatMap((x) => x.payments)], groupsOf(card)) : [],
      shortfalls: o.shortfalls,
      subplots: o.subplots,
      pool: o.pool.tokens,
      trace: failed && contract ? [...r.trace, eligibilityAfterStage2({ captainName: captain, contractName: contract.card.name, complicationsLeft: comps.length - i, failed: card.name }).step] : r.trace,
    });
    report.verdicts.push({ card: card.name, kind: 'complication', resolved: o.resolved, vp: sub });
    if (failed) {
      summary.lines.push(`${card.name} cannot be resolved, so ${contract ? `${contract.card.name} cannot be tried this round` : 'the contract cannot be tried this round'}.`);
      return done();
    }
    pool = o.pool;
    summary.vp += sub;
    afterOutcome(card.name, o.expenses, o.jettisoned);
    summary.lines.push(`${card.name}: resolved with ${o.spent.length ? tokenWords(o.spent) : 'no token'}${sub ? ` (+${sub} VP from subplots)` : ''}.`);
  }

  // Stage 3: the contract.
  if (!contract) return done();
  const c = contract.card;
  if (!tryContract) {
    stages.push({ key: 'contract-skipped', heading: `Resolution Phase, stage 3: ${c.name}`, status: 'skipped', verdict: 'Not tried here: the check stops after stage 2 (tick “Try the contract” to go on).', trace: [] });
    return done();
  }
  return stageThree(input, contract, { pool, controlled, stages, report, summary, afterOutcome, planStage, done, setPool: (p) => (pool = p), rivals });
}

interface StageThreeContext {
  pool: ResourcePool;
  controlled: ControlledCard[];
  stages: ReportStage[];
  report: ResolutionReport;
  summary: NonNullable<ResolutionReport['summary']>;
  afterOutcome: (cardName: string, ex: readonly ExpenseObligation[], jet: readonly ControlledCard[]) => void;
  planStage: (key: string, title: string, heading: string, card: AdventureCardInput, main?: RequirementGroup) => void;
  done: (refused?: CcgErr) => CcgResult<ResolutionReport>;
  setPool: (p: ResourcePool) => void;
  rivals: number;
}

function stageThree(input: ReportInput, contract: CardAttempt<ContractInput>, x: StageThreeContext): CcgResult<ResolutionReport> {
  const { stages, summary } = x;
  const captain = input.captain;
  const c = contract.card;
  const pins = contract.pins ?? [];
  const late = (input.additions ?? []).filter((a) => a.when === 'subplots');
  const subplots = c.subplots ?? [];
  let pool = x.pool;
  let controlled = x.controlled;
  const setPool = (p: ResourcePool) => {
    pool = p;
    x.setPool(p);
  };
  if (!late.length) x.planStage('plan', `Subplots of ${c.name}`, `Subplots of ${c.name}: what can be met`, c, { id: 'main', name: c.name, requirements: c.requirements });
  // With tokens added before the subplots, the subplots are met apart, with their own choices.
  const main = late.length ? pinsOf(pins, (g) => g === 'main') : { pins: [...pins], at: pins.map((_, i) => i) };
  const r = contractAttempt({ captain, eligible: true, pool, cards: controlled, contract: c, pins: main.pins, ...(late.length ? { trySubplots: [] } : contract.trySubplots ? { trySubplots: contract.trySubplots } : {}) });
  if (!r.ok) return x.done(pinRefusal(r, 'contract', main.at));
  const o = r.value;
  let subVp = o.vp.subplots;
  stages.push({
    key: 'contract',
    heading: `Resolution Phase, stage 3: contract ${c.name}`,
    status: o.resolved ? 'resolved' : 'failed',
    verdict: o.resolved
      ? `Resolved${o.spent.length ? `; ${plural(o.spent.length, 'token')} discarded` : ''}: ${plural(o.vp.card, 'Victory Point')} for the contract${subVp ? ` and ${subVp} for its subplots` : ''}.`
      : 'Cannot be resolved: nothing is spent and the captain stays committed to it.',
    payments: o.resolved ? paymentViews([...o.payments, ...o.subplots.flatMap((s) => s.payments)], groupsOf(c)) : [],
    shortfalls: o.shortfalls,
    subplots: o.subplots,
    pool: o.pool.tokens,
    // With subplots tried later, the card leaves play only after them (the book's order).
    trace: late.length ? r.trace.filter((s) => !o.leaving.includes(s)) : r.trace,
  });
  if (!o.resolved) {
    x.report.verdicts.push({ card: c.name, kind: 'contract', resolved: false, vp: 0 });
    summary.lines.push(`${c.name} cannot be resolved with these tokens.`);
    return x.done();
  }
  setPool(o.pool);
  x.afterOutcome(c.name, o.expenses, o.jettisoned);
  controlled = controlled.filter((k) => !o.jettisoned.some((j) => j.id === k.id));
  summary.lines.push(`${c.name}: resolved with ${o.spent.length ? tokenWords(o.payments.flatMap((p) => (p.how === 'token' ? [p.token] : []))) : 'no token'}.`);

  // Tokens added after the contract, before its subplots (Consultant Call).
  if (late.length) {
    const before = subplots.length ? planChecked({ pool, cards: controlled, subplots }) : undefined;
    if (before?.ok) stages.push({ key: 'plan-before', heading: `Subplots of ${c.name}, before the added tokens`, status: 'info', verdict: planVerdict(before.value), plan: { title: 'Before the added tokens', report: before.value, names: subplotNames(c) }, trace: before.trace });
    const add = addToPool(pool, late.map(({ when: _w, ...a }) => a));
    if (!add.ok) return x.done(prefixed(add, 'additions'));
    setPool(add.value);
    stages.push({ key: 'added-late', heading: 'Tokens added before the subplots', status: 'info', verdict: `${plural(late.length, 'token')} added: ${late.map((a) => a.sourceName).join(', ')}.`, pool: pool.tokens, trace: add.trace });
    if (subplots.length) {
      const after = planChecked({ pool, cards: controlled, subplots });
      if (after.ok) stages.push({ key: 'plan-after', heading: `Subplots of ${c.name}, with the added tokens`, status: 'info', verdict: planVerdict(after.value), plan: { title: 'With the added tokens', report: after.value, names: subplotNames(c) }, trace: after.trace });
      const subPins = pinsOf(pins, (g) => g !== 'main');
      const sub = subplotsAttempt({ captain, cardName: c.name, pool, cards: controlled, subplots, pins: subPins.pins, ...(contract.trySubplots ? { trySubplots: contract.trySubplots } : {}) });
      if (!sub.ok) return x.done(pinRefusal(sub, 'contract', subPins.at));
      subVp = sub.value.vp;
      const met = sub.value.subplots.filter((s) => s.resolved).length;
      stages.push({
        key: 'subplots',
        heading: `The subplots of ${c.name}`,
        status: met ? 'resolved' : sub.value.subplots.length ? 'failed' : 'info',
        verdict: sub.value.subplots.length ? `${met} of ${sub.value.subplots.length} tried subplots met: ${plural(sub.value.vp, 'Victory Point')}.` : 'No subplot is tried.',
        payments: paymentViews(sub.value.subplots.flatMap((s) => s.payments), groupsOf(c)),
        subplots: sub.value.subplots,
        pool: sub.value.pool.tokens,
        trace: sub.trace,
      });
      setPool(sub.value.pool);
      x.afterOutcome(c.name, sub.value.expenses, sub.value.jettisoned);
    }
    stages.push({ key: 'contract-leaves', heading: `${c.name} leaves play`, status: 'info', verdict: 'The captain is uncommitted, the card goes to its owner’s adventure discard pile and the slot gets a new contract.', trace: o.leaving });
  }
  for (const s of subplots) {
    if (stages.some((st) => (st.subplots ?? []).some((y) => y.id === s.id && y.resolved))) summary.lines.push(`${s.name}: met (+${s.vp} VP).`);
  }

  // Competition.
  const comp = competition({
    contract: { id: c.id, name: c.name, vp: c.vp },
    completedBy: [{ captain, subplotVp: subVp }, ...Array.from({ length: x.rivals }, (_, k) => ({ captain: `other-captain-${k + 1}` }))],
  });
  if (!comp.ok) return x.done(comp);
  const award = comp.value[0]!;
  stages.push({
    key: 'competition',
    heading: 'Competition',
    status: 'info',
    verdict: x.rivals ? `${x.rivals + 1} captains complete ${c.name}: ${award.contractVp} instead of ${c.vp} Victory Points for the contract; subplots in full.` : `Nobody else completes ${c.name}: no reduction.`,
    trace: comp.trace,
  });
  summary.vp += award.total;
  x.report.verdicts.push({ card: c.name, kind: 'contract', resolved: true, vp: award.total });
  return x.done();
}
