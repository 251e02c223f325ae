/**
 * The resolution check, pure: reads the tool's state (fields as typed), calls
 * the engine stage by stage and returns what the page shows. No DOM, no rules of
 * its own: every decision and every sentence of the trace comes from the engine.
 *
 * Order: the pool (entered, or collected in the Resource Phase, plus tokens
 * added at the start); stage 2, each complication in the order listed, keeping
 * tokens for what comes after; stage 3, the contract with the subplots tried
 * (tokens added "before the subplots" arrive between the two, as Consultant Call
 * does in the booklet); competition; what is left.
 */
import { parseName, parseWhole } from '../kit/numbers.ts';
import { expenseToolLink } from '../expense/link.ts';
import type { CcgErr, Step } from '../../engine/ccg/result.ts';
import { describeToken } from '../../engine/ccg/resolution/index.ts';
import type { PoolToken } from '../../engine/ccg/resolution/index.ts';
import { addTokens, collectResources } from '../../engine/ccg/resolution/index.ts';
import type { CollectInput, CrewInput, JackDeclaration, ResourcePool, TokenAddition } from '../../engine/ccg/resolution/index.ts';
import { describeRequirement, validateCards, validateRequirement } from '../../engine/ccg/resolution/index.ts';
import type { ControlledCard, ExpenseObligation, Payment, Pin, Requirement, RequirementGroup, Shortfall, SimpleRequirement } from '../../engine/ccg/resolution/index.ts';
import { planSubplots } from '../../engine/ccg/resolution/index.ts';
import type { SubplotInput, SubplotReport, SubplotResult } from '../../engine/ccg/resolution/index.ts';
import { applyCompetition, resolveComplication, resolveContract, resolveSubplots } from '../../engine/ccg/resolution/index.ts';
import type { AdventureCardInput, ContractInput } from '../../engine/ccg/resolution/index.ts';
import type { CardRow, ReqRow, ResolveState, SimpleReqRow } from './state.ts';
import { enteredTokens, specFromKey, tokenFromKey } from './pool.ts';

// ---------------------------------------------------------------------------
// Reading the fields

export type FieldErrors = Record<string, string>;

function simpleRequirement(row: SimpleReqRow, path: string, errors: FieldErrors): SimpleRequirement | undefined {
  switch (row.kind) {
    case 'token':
      return { kind: 'token', token: specFromKey(row.spec) };
    case 'choice':
      return { kind: 'choice', options: row.options.map(specFromKey) };
    case 'expense': {
      const n = parseWhole(row.amount, { min: 1, max: 99, label: 'the expense in Credits' });
      if (!n.ok) {
        errors[`${path}.amount`] = n.error;
        return undefined;
      }
      return { kind: 'expense', amount: n.value };
    }
    case 'jettison':
    case 'control': {
      const trait = row.trait.trim();
      return { kind: row.kind, ...(row.cardType !== '' ? { cardType: row.cardType } : {}), ...(trait !== '' ? { trait } : {}) };
    }
  }
}

/** Converts a requirement row and checks it with the engine's own rules (its messages go beside the field). */
function requirement(row: ReqRow, path: string, errors: FieldErrors): Requirement | undefined {
  let r: Requirement | undefined;
  if (row.kind === 'elective') {
    const options = row.options.map((o, i) => simpleRequirement(o, `${path}.options.${i}`, errors));
    if (options.some((o) => o === undefined)) return undefined;
    r = { kind: 'elective', options: options as SimpleRequirement[] };
  } else {
    r = simpleRequirement(row, path, errors);
  }
  if (!r) return undefined;
  const v = validateRequirement(r, path);
  if (!v.ok) {
    errors[v.field ?? path] = v.error;
    return undefined;
  }
  return v.value;
}

function requirements(rows: ReqRow[], path: string, errors: FieldErrors): Requirement[] | undefined {
  const out = rows.map((r, i) => requirement(r, `${path}.reqs.${i}`, errors));
  return out.some((r) => r === undefined) ? undefined : (out as Requirement[]);
}

function name(text: string, path: string, label: string, errors: FieldErrors): string | undefined {
  const n = parseName(text, { label, max: 60 });
  if (!n.ok) {
    errors[path] = n.error;
    return undefined;
  }
  return n.value;
}

function vp(text: string, path: string, errors: FieldErrors): number | undefined {
  const n = parseWhole(text, { min: 0, max: 20, label: 'the Victory Points' });
  if (!n.ok) {
    errors[path] = n.error;
    return undefined;
  }
  return n.value;
}

/** The captain's choices for one card (a token for a requirement, an option of an elective one), each with the field it came from. */
interface Choices {
  pins: Pin[];
  fields: string[];
}

interface CardBuild {
  card: AdventureCardInput;
  tried: string[];
  choices: Choices;
}

function addChoices(out: Choices, rows: ReqRow[], group: string, path: string): void {
  rows.forEach((row, requirement) => {
    const at = `${path}.reqs.${requirement}`;
    if (row.kind === 'elective') {
      if (row.pick !== undefined) {
        out.pins.push({ group, requirement, option: row.pick });
        out.fields.push(`${at}.pick`);
      }
    } else if ((row.kind === 'token' || row.kind === 'choice') && row.pin !== undefined) {
      out.pins.push({ group, requirement, token: row.pin });
      out.fields.push(`${at}.pin`);
    }
  });
}

/** The choices for some groups only, keeping their fields. */
function choicesFor(c: Choices, keep: (group: string) => boolean): Choices {
  const idx = c.pins.map((p, i) => (keep(p.group ?? 'main') ? i : -1)).filter((i) => i >= 0);
  return { pins: idx.map((i) => c.pins[i]!), fields: idx.map((i) => c.fields[i]!) };
}

/** An engine refusal of a choice goes beside the field the choice was made in. */
function placeChoiceError(r: CcgErr, c: Choices, errors: FieldErrors): void {
  const m = /^pins\.(\d+)/.exec(r.field ?? '');
  const field = m ? c.fields[Number(m[1])] : undefined;
  if (field) errors[field] = r.error;
}

function card(row: CardRow, path: string, id: string, owner: string, errors: FieldErrors, what: string): CardBuild | undefined {
  const before = Object.keys(errors).length;
  const n = name(row.name, `${path}.name`, `the name of the ${what}`, errors);
  const reqs = requirements(row.reqs, path, errors);
  const subplots: SubplotInput[] = [];
  const tried: string[] = [];
  const choices: Choices = { pins: [], fields: [] };
  addChoices(choices, row.reqs, 'main', path);
  row.subplots.forEach((s, i) => {
    const sp = `${path}.subplots.${i}`;
    const sn = name(s.name, `${sp}.name`, 'the name of the subplot', errors);
    const sv = vp(s.vp, `${sp}.vp`, errors);
    const sr = requirements(s.reqs, sp, errors);
    if (sn !== undefined && sv !== undefined && sr) {
      const sid = `${id}-subplot-${i + 1}`;
      subplots.push({ id: sid, name: sn, vp: sv, requirements: sr });
      if (s.on) tried.push(sid);
      addChoices(choices, s.reqs, sid, sp);
    }
  });
  if (Object.keys(errors).length > before || n === undefined || !reqs) return undefined;
  return { card: { id, name: n, owner, requirements: reqs, subplots }, tried, choices };
}

// ---------------------------------------------------------------------------
// What the page shows

export interface PaymentView {
  /** What the requirement asks, in words. */
  asks: string;
  /** How it is met: a token, or words. */
  token?: PoolToken;
  how: string;
}

export interface StageView {
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

export interface Obligation {
  card: string;
  amount: number;
  /** The costs-and-expenses tool opened on this expense. */
  href: string;
}

export interface CheckResult {
  errors: FieldErrors;
  /** An engine refusal not tied to a field the page shows. */
  problem?: CcgErr;
  /** Why nothing past the pool could be checked (fields to fix). */
  blocked?: string;
  startPool?: PoolToken[];
  stages: StageView[];
  summary?: {
    lines: string[];
    vp: number;
    pool: PoolToken[];
    expenses: Obligation[];
    jettisoned: string[];
  };
}

function paymentViews(payments: Payment[], groups: RequirementGroup[]): PaymentView[] {
  return payments.map((p) => {
    const g = groups.find((x) => x.id === p.group);
    const r = g?.requirements[p.requirement];
    const simple = r?.kind === 'elective' ? r.options[p.option ?? 0] : r;
    const asks = `${g && groups.length > 1 ? `${g.name}: ` : ''}${simple ? describeRequirement(simple) : 'a requirement'}`;
    switch (p.how) {
      case 'token':
        return { asks, token: p.token, how: 'discard' };
      case 'jettison':
        return { asks, how: `jettison ${p.card.name}` };
      case 'expense':
        return { asks, how: `an expense of ${p.amount} Credit${p.amount === 1 ? '' : 's'} to pay` };
      case 'control':
        return { asks, how: `met by controlling ${p.cards.map((c) => c.name).join(', ')}` };
    }
  });
}

const tokenList = (ts: PoolToken[]) => ts.map((t) => describeToken(t.token));
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

function groupsOf(c: AdventureCardInput): RequirementGroup[] {
  return [{ id: 'main', name: c.name, requirements: c.requirements }, ...(c.subplots ?? []).map((s) => ({ id: s.id, name: s.name, requirements: s.requirements }))];
}

const subplotNames = (c: AdventureCardInput): Record<string, string> => Object.fromEntries((c.subplots ?? []).map((s) => [s.id, s.name]));

/** Maps an engine field of collectResources back to the field the page shows. */
function collectField(field: string | undefined, jackCrew: number[]): string | undefined {
  if (!field) return undefined;
  const jack = /^jack\.(\d+)\.skills\.(\d+)/.exec(field);
  if (jack) return `crew.${jackCrew[Number(jack[1])]}.jack.${jack[2]}`;
  const jackCrewField = /^jack\.(\d+)/.exec(field);
  if (jackCrewField) return `crew.${jackCrew[Number(jackCrewField[1])]}.jack.0`;
  const skill = /^crew\.(\d+)\.skills\.(\d+)/.exec(field);
  if (skill) return `crew.${skill[1]}.skills.${skill[2]}`;
  const crew = /^crew\.(\d+)/.exec(field);
  if (crew) return `crew.${crew[1]}.name`;
  if (field.startsWith('ship')) return 'ship.name';
  return undefined;
}

// ---------------------------------------------------------------------------
// The check

export function runCheck(s: ResolveState): CheckResult {
  const errors: FieldErrors = {};
  const stages: StageView[] = [];
  const captain = name(s.captain, 'captain', 'the captain’s name', errors);

  // Cards the captain controls, as listed (the ship and crew of a collected pool join them below).
  const listed: ControlledCard[] = [];
  s.cards.forEach((c, i) => {
    const n = name(c.name, `cards.${i}.name`, 'the card’s name', errors);
    const traits = c.traits.split(',').map((t) => t.trim()).filter(Boolean);
    if (n !== undefined) listed.push({ id: `card-${i + 1}`, name: n, type: c.type, ...(traits.length ? { traits } : {}) });
  });
  const collected: ControlledCard[] = [];

  // Tokens added by other cards.
  const additions: (TokenAddition & { when: 'start' | 'subplots' })[] = [];
  s.additions.forEach((a, i) => {
    const n = name(a.name, `additions.${i}.name`, 'the name of the card that adds the token', errors);
    if (n !== undefined) additions.push({ source: `added-${i + 1}`, sourceName: n, token: tokenFromKey(a.token), when: a.when });
  });

  // The pool.
  let pool: ResourcePool | undefined;
  if (captain !== undefined) {
    if (s.mode === 'tokens') {
      pool = { captain, tokens: enteredTokens(s) };
    } else {
      const shipName = name(s.ship.name, 'ship.name', 'the ship’s name', errors);
      if (shipName !== undefined) collected.push({ id: 'ship', name: shipName, type: 'ship' });
      const crew: CrewInput[] = [];
      const jack: JackDeclaration[] = [];
      const jackCrew: number[] = [];
      s.crew.forEach((c, i) => {
        const n = name(c.name, `crew.${i}.name`, 'the crew member’s name', errors);
        if (n === undefined) return;
        const id = `crew-${i + 1}`;
        collected.push({ id, name: n, type: 'crew' });
        crew.push({
          id,
          name: n,
          skills: c.skills.map((k) => ({ skill: k.skill, level: k.level, ...(k.from.trim() ? { source: k.from.trim() } : {}) })),
        });
        const jackLevel = c.skills.filter((k) => k.skill === 'jack').reduce<string | undefined>((l, k) => (l === 'expert' ? l : k.level), undefined);
        if (jackLevel) {
          const chosen = c.jack.slice(0, jackLevel === 'expert' ? 2 : 1).filter((x) => x !== '');
          if (chosen.length) {
            jack.push({ crew: id, skills: chosen as JackDeclaration['skills'] });
            jackCrew.push(i);
          }
        }
      });
      if (shipName !== undefined && !Object.keys(errors).some((k) => k.startsWith('crew.'))) {
        const input: CollectInput = { captain, ship: { id: 'ship', name: shipName, capabilities: s.ship.caps }, crew, jack };
        const r = collectResources(input);
        if (!r.ok) {
          const f = collectField(r.field, jackCrew);
          if (f) errors[f] = r.error;
          else return { errors, problem: r, stages };
        } else {
          pool = r.value;
          stages.push({
            key: 'collect',
            heading: 'Resource Phase, stage 1: collecting tokens',
            status: 'info',
            verdict: `${plural(r.value.tokens.length, 'token')} enter the Resource Pool.`,
            pool: r.value.tokens,
            trace: r.trace,
          });
        }
      }
    }
  }
  if (pool) {
    const start = additions.filter((a) => a.when === 'start');
    if (start.length) {
      const r = addTokens(pool, start);
      if (!r.ok) return { errors, problem: r, stages };
      pool = r.value;
      stages.push({ key: 'added-start', heading: 'Tokens added by other cards', status: 'info', verdict: `${plural(start.length, 'token')} added.`, pool: pool.tokens, trace: r.trace });
    }
  }
  const cards = mergeCards(collected, listed);
  const cardCheck = validateCards(cards);
  if (!cardCheck.ok) errors.cards = cardCheck.error;
  const startPool = pool?.tokens;
  const blockedBy = (what: string) => ({ errors, stages, blocked: what, ...(startPool ? { startPool } : {}) });
  if (!pool || captain === undefined) return blockedBy('Fix the marked fields to build the Resource Pool.');
  if (!cardCheck.ok || Object.keys(errors).some((k) => k.startsWith('cards.') || k.startsWith('additions.'))) {
    return blockedBy('Fix the marked fields about your cards to check the resolution.');
  }

  // Read the adventure cards.
  const comps: CardBuild[] = [];
  s.complications.forEach((c, i) => {
    const b = card(c, `complications.${i}`, `complication-${i + 1}`, captain, errors, 'complication');
    if (b) comps.push(b);
  });
  const tryContract = s.contract !== null && s.stage3;
  let contract: (CardBuild & { card: ContractInput }) | undefined;
  let rivals = 0;
  if (s.contract) {
    const b = card(s.contract, 'contract', 'contract', captain, errors, 'contract');
    const v = tryContract ? vp(s.contract.vp, 'contract.vp', errors) : 0;
    if (tryContract) {
      const n = parseWhole(s.rivals, { min: 0, max: 3, label: 'the number of other captains' });
      if (n.ok) rivals = n.value;
      else errors.rivals = n.error;
    }
    if (b && v !== undefined) contract = { ...b, card: { ...b.card, vp: v } };
  }
  if (comps.length < s.complications.length || (s.contract && !contract) || errors.rivals) {
    return blockedBy('Fix the marked fields of the contract or its complications to check the resolution.');
  }
  if (!s.contract && comps.length === 0) return { errors, stages, startPool: pool.tokens };

  let controlled = cards;
  const expenses: Obligation[] = [];
  const jettisoned: string[] = [];
  const lines: string[] = [];
  let vpTotal = 0;
  const finish = () => ({ errors, stages, startPool: startPool!, summary: { lines, vp: vpTotal, pool: pool!.tokens, expenses, jettisoned } });
  const afterOutcome = (cardName: string, ex: ExpenseObligation[], jet: ControlledCard[]) => {
    for (const e of ex) expenses.push({ card: cardName, amount: e.amount, href: expenseToolLink(e.amount, `${captain}: expense for ${cardName}`) });
    for (const j of jet) jettisoned.push(j.name);
    controlled = controlled.filter((c) => !jet.some((j) => j.id === c.id));
  };
  const contractGroups: RequirementGroup[] = contract && tryContract
    ? [
        { id: 'contract', name: contract.card.name, requirements: contract.card.requirements },
        ...(contract.card.subplots ?? []).filter((x) => contract!.tried.includes(x.id)).map((x) => ({ id: `contract-${x.id}`, name: x.name, requirements: x.requirements })),
      ]
    : [];

  // Stage 2: the complications, in the order listed.
  for (const [i, c] of comps.entries()) {
    const later = comps.slice(i + 1).map((x, k) => ({ id: `later-${k}`, name: x.card.name, requirements: x.card.requirements }));
    if (c.card.subplots?.length) {
      const plan = planSubplots({ pool, cards: controlled, main: { id: 'main', name: c.card.name, requirements: c.card.requirements }, subplots: c.card.subplots });
      if (plan.ok && plan.value.mainFeasible) {
        stages.push({ key: `plan-c${i}`, heading: `Subplots of ${c.card.name}: what can be met`, status: 'info', verdict: planVerdict(plan.value), plan: { title: `Subplots of ${c.card.name}`, report: plan.value, names: subplotNames(c.card) }, trace: plan.trace });
      }
    }
    const r = resolveComplication({ captain, committed: true, pool, cards: controlled, complication: c.card, trySubplots: c.tried, reserve: [...later, ...contractGroups], pins: c.choices.pins });
    if (!r.ok) {
      placeChoiceError(r, c.choices, errors);
      return { ...finish(), problem: r };
    }
    const o = r.value;
    const sub = o.subplots.filter((x) => x.resolved).reduce((n, x) => n + x.vp, 0);
    stages.push({
      key: `c${i}`,
      heading: `Resolution Phase, stage 2: complication ${c.card.name}`,
      status: o.resolved ? 'resolved' : 'failed',
      verdict: o.resolved
        ? `Resolved${o.spent.length ? ` by discarding ${plural(o.spent.length, 'token')}` : ''}${sub ? `; its subplots give ${plural(sub, 'Victory Point')}` : ''}.`
        : 'Cannot be resolved: nothing is spent, the captain counts as having passed and is ineligible.',
      payments: o.resolved ? paymentViews([...o.payments, ...o.subplots.flatMap((x) => x.payments)], groupsOf(c.card)) : [],
      shortfalls: o.shortfalls,
      subplots: o.subplots,
      pool: o.pool.tokens,
      trace: r.trace,
    });
    if (!o.resolved) {
      lines.push(`${c.card.name} cannot be resolved, so ${s.contract ? `${s.contract.name} cannot be tried this round` : 'the contract cannot be tried this round'}.`);
      return finish();
    }
    pool = o.pool;
    vpTotal += sub;
    afterOutcome(c.card.name, o.expenses, o.jettisoned);
    lines.push(`${c.card.name}: resolved with ${o.spent.length ? tokenWords(o.spent) : 'no token'}${sub ? ` (+${sub} VP from subplots)` : ''}.`);
  }

  // Stage 3: the contract.
  if (!contract) return finish();
  if (!tryContract) {
    stages.push({ key: 'contract-skipped', heading: `Resolution Phase, stage 3: ${contract.card.name}`, status: 'skipped', verdict: 'Not tried here: the check stops after stage 2 (tick “Try the contract” to go on).', trace: [] });
    return finish();
  }
  const late = additions.filter((a) => a.when === 'subplots');
  const subplots = contract.card.subplots ?? [];
  const main: RequirementGroup = { id: 'main', name: contract.card.name, requirements: contract.card.requirements };
  if (subplots.length && !late.length) {
    const plan = planSubplots({ pool, cards: controlled, main, subplots });
    if (plan.ok && plan.value.mainFeasible) {
      stages.push({ key: 'plan', heading: `Subplots of ${contract.card.name}: what can be met`, status: 'info', verdict: planVerdict(plan.value), plan: { title: `Subplots of ${contract.card.name}`, report: plan.value, names: subplotNames(contract.card) }, trace: plan.trace });
    }
  }
  // With tokens added before the subplots, the subplots are met apart, with their own choices.
  const mainChoices = late.length ? choicesFor(contract.choices, (g) => g === 'main') : contract.choices;
  const r = resolveContract({ captain, eligible: true, pool, cards: controlled, contract: contract.card, trySubplots: late.length ? [] : contract.tried, pins: mainChoices.pins });
  if (!r.ok) {
    placeChoiceError(r, mainChoices, errors);
    return { ...finish(), problem: r };
  }
  const o = r.value;
  const subVp = o.subplots.filter((x) => x.resolved).reduce((n, x) => n + x.vp, 0);
  stages.push({
    key: 'contract',
    heading: `Resolution Phase, stage 3: contract ${contract.card.name}`,
    status: o.resolved ? 'resolved' : 'failed',
    verdict: o.resolved
      ? `Resolved${o.spent.length ? `; ${plural(o.spent.length, 'token')} discarded` : ''}: ${plural(o.vp.card, 'Victory Point')} for the contract${subVp ? ` and ${subVp} for its subplots` : ''}.`
      : 'Cannot be resolved: nothing is spent and the captain stays committed to it.',
    payments: o.resolved ? paymentViews([...o.payments, ...o.subplots.flatMap((x) => x.payments)], groupsOf(contract.card)) : [],
    shortfalls: o.shortfalls,
    subplots: o.subplots,
    pool: o.pool.tokens,
    trace: r.trace,
  });
  if (!o.resolved) {
    lines.push(`${contract.card.name} cannot be resolved with these tokens.`);
    return finish();
  }
  pool = o.pool;
  afterOutcome(contract.card.name, o.expenses, o.jettisoned);
  let contractSubVp = subVp;
  lines.push(`${contract.card.name}: resolved with ${o.spent.length ? tokenWords(o.payments.flatMap((p) => (p.how === 'token' ? [p.token] : []))) : 'no token'}.`);

  // Tokens added after the contract, before its subplots (Consultant Call).
  if (late.length) {
    if (subplots.length) {
      const before = planSubplots({ pool, cards: controlled, subplots });
      if (before.ok) stages.push({ key: 'plan-before', heading: `Subplots of ${contract.card.name}, before the added tokens`, status: 'info', verdict: planVerdict(before.value), plan: { title: 'Before the added tokens', report: before.value, names: subplotNames(contract.card) }, trace: before.trace });
    }
    const add = addTokens(pool, late);
    if (!add.ok) return { ...finish(), problem: add };
    pool = add.value;
    stages.push({ key: 'added-late', heading: 'Tokens added before the subplots', status: 'info', verdict: `${plural(late.length, 'token')} added: ${late.map((a) => a.sourceName).join(', ')}.`, pool: pool.tokens, trace: add.trace });
    if (subplots.length) {
      const after = planSubplots({ pool, cards: controlled, subplots });
      if (after.ok) stages.push({ key: 'plan-after', heading: `Subplots of ${contract.card.name}, with the added tokens`, status: 'info', verdict: planVerdict(after.value), plan: { title: 'With the added tokens', report: after.value, names: subplotNames(contract.card) }, trace: after.trace });
      const subChoices = choicesFor(contract.choices, (g) => g !== 'main');
      const sub = resolveSubplots({ captain, cardName: contract.card.name, pool, cards: controlled, subplots, trySubplots: contract.tried, pins: subChoices.pins });
      if (!sub.ok) {
        placeChoiceError(sub, subChoices, errors);
        return { ...finish(), problem: sub };
      }
      contractSubVp = sub.value.vp;
      stages.push({
        key: 'subplots',
        heading: `The subplots of ${contract.card.name}`,
        status: sub.value.subplots.some((x) => x.resolved) ? 'resolved' : sub.value.subplots.length ? 'failed' : 'info',
        verdict: sub.value.subplots.length ? `${sub.value.subplots.filter((x) => x.resolved).length} of ${sub.value.subplots.length} tried subplots met: ${plural(sub.value.vp, 'Victory Point')}.` : 'No subplot is tried.',
        payments: paymentViews(sub.value.subplots.flatMap((x) => x.payments), groupsOf(contract.card)),
        subplots: sub.value.subplots,
        pool: sub.value.pool.tokens,
        trace: sub.trace,
      });
      pool = sub.value.pool;
      afterOutcome(contract.card.name, sub.value.expenses, sub.value.jettisoned);
    }
  }
  for (const x of subplots) {
    const res = stages.flatMap((st) => st.subplots ?? []).find((y) => y.id === x.id && y.resolved);
    if (res) lines.push(`${x.name}: met (+${x.vp} VP).`);
  }

  // Competition.
  const comp = applyCompetition({
    contract: { id: contract.card.id, name: contract.card.name, vp: contract.card.vp },
    completedBy: [{ captain, subplotVp: contractSubVp }, ...Array.from({ length: rivals }, (_, k) => ({ captain: `other-captain-${k + 1}` }))],
  });
  if (!comp.ok) return { ...finish(), problem: comp };
  const award = comp.value[0]!;
  stages.push({
    key: 'competition',
    heading: 'Competition',
    status: 'info',
    verdict: rivals ? `${rivals + 1} captains complete ${contract.card.name}: ${award.contractVp} instead of ${contract.card.vp} Victory Points for the contract; subplots in full.` : `Nobody else completes ${contract.card.name}: no reduction.`,
    trace: comp.trace,
  });
  vpTotal += award.total;
  return finish();
}

/**
 * The ship and crew a pool was collected from are cards the captain controls. A
 * card listed again with the same name and type is that same card, not a second
 * one: it only adds its traits.
 */
export function mergeCards(collected: readonly ControlledCard[], listed: readonly ControlledCard[]): ControlledCard[] {
  const out = collected.map((c) => ({ ...c }));
  const absorbed = new Set<string>();
  const same = (a: ControlledCard, b: ControlledCard) => a.type === b.type && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
  for (const card of listed) {
    const twin = out.find((c) => !absorbed.has(c.id) && collected.some((x) => x.id === c.id) && same(c, card));
    if (!twin) {
      out.push(card);
      continue;
    }
    absorbed.add(twin.id);
    if (card.traits?.length) twin.traits = [...new Set([...(twin.traits ?? []), ...card.traits])];
  }
  return out;
}

function tokenWords(ts: PoolToken[]): string {
  return tokenList(ts).join(', ');
}

function planVerdict(r: SubplotReport): string {
  if (!r.mainFeasible) return 'No subplot can be tried, as the card itself cannot be resolved.';
  const ok = r.subplots.filter((x) => x.achievable);
  if (r.subplots.length === 0) return 'There are no subplots.';
  if (ok.length === 0) return 'None of the subplots can be met.';
  return `${ok.length} of ${r.subplots.length} subplot${r.subplots.length === 1 ? '' : 's'} can be met${r.best ? `; the best set is worth ${plural(r.best.vp, 'Victory Point')}` : ''}.`;
}
