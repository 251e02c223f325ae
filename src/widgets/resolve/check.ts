/**
 * The resolution check: reads the tool's state (fields as typed) into engine
 * input, asks the engine for its Resolution Phase report, and puts each
 * refusal beside the field it came from. Runs in a worker (`check.worker.ts`). No rules here: the order of the
 * stages, eligibility, Jack-of-all-Trades, card identity and every sentence
 * come from `resolutionReport`.
 */
import { parseWhole } from '../kit/numbers.ts';
import { expenseToolLink } from '../expense/link.ts';
import type { CcgErr } from '../../engine/ccg/result.ts';
import { resolutionReport } from '../../engine/ccg/resolution/index.ts';
import type { ContractInput, ControlledCard, CrewInput, JackPicks, ReportAddition, ReportInput } from '../../engine/ccg/resolution/index.ts';
import { enteredTokens, poolView, tokenChoices, tokenFromKey } from './pool.ts';
import { missingOf, stageViews } from './report-view.ts';
import { readCard, readName, readVp } from './read-cards.ts';
import type { CardReading } from './read-cards.ts';
import type { ResolveState } from './state.ts';
import type { CheckResult, FieldErrors } from './view.ts';


const BLOCKED_POOL = 'Fix the marked fields to build the Resource Pool.';
const BLOCKED_CARDS = 'Fix the marked fields about your cards to check the resolution.';
const BLOCKED_ADVENTURE = 'Fix the marked fields of the contract or its complications to check the resolution.';

/** The pool as the engine takes it: the tokens entered, or the ship and crew to collect from. */
function readPool(s: ResolveState, errors: FieldErrors): ReportInput['pool'] | undefined {
  if (s.mode === 'tokens') return { tokens: enteredTokens(s) };
  const shipName = readName(s.ship.name, 'ship.name', 'the ship’s name', errors);
  const crew: CrewInput[] = [];
  const jack: JackPicks[] = [];
  s.crew.forEach((c, i) => {
    const n = readName(c.name, `crew.${i}.name`, 'the crew member’s name', errors);
    if (n === undefined) return;
    const id = `crew-${i + 1}`;
    crew.push({ id, name: n, skills: c.skills.map((k) => ({ skill: k.skill, level: k.level, ...(k.from.trim() ? { source: k.from.trim() } : {}) })) });
    if (c.jack.length) jack.push({ crew: id, picks: c.jack });
  });
  if (shipName === undefined || Object.keys(errors).some((k) => k.startsWith('crew.'))) return undefined;
  return { collect: { ship: { id: 'ship', name: shipName, capabilities: s.ship.caps }, crew, jack } };
}

/** The form field an engine refusal belongs beside, when the page shows one. */
function fieldOf(r: CcgErr, s: ResolveState, comps: (CardReading | undefined)[], contract: CardReading | undefined): string | undefined {
  const f = r.field ?? '';
  const jack = /^pool\.collect\.jack\.(\d+)(?:\.picks\.(\d+))?/.exec(f);
  if (jack) {
    const crew = s.crew.map((c, i) => (c.jack.length ? i : -1)).filter((i) => i >= 0)[Number(jack[1])];
    return crew === undefined ? undefined : `crew.${crew}.jack.${jack[2] ?? 0}`;
  }
  const skill = /^pool\.collect\.crew\.(\d+)\.skills\.(\d+)/.exec(f);
  if (skill) return `crew.${skill[1]}.skills.${skill[2]}`;
  const crew = /^pool\.collect\.crew\.(\d+)/.exec(f);
  if (crew) return `crew.${crew[1]}.name`;
  if (f.startsWith('pool.collect.ship')) return 'ship.name';
  if (f === 'cards' || f.startsWith('cards.')) return 'cards';
  const pin = /^(complications\.(\d+)|contract)\.pins\.(\d+)/.exec(f);
  if (pin) {
    const card = pin[2] !== undefined ? comps[Number(pin[2])] : contract;
    return card?.pinFields[Number(pin[3])];
  }
  return undefined;
}

export function runCheck(s: ResolveState): CheckResult {
  const errors: FieldErrors = {};
  const captain = readName(s.captain, 'captain', 'the captain’s name', errors);
  const cards: ControlledCard[] = [];
  s.cards.forEach((c, i) => {
    const n = readName(c.name, `cards.${i}.name`, 'the card’s name', errors);
    const traits = c.traits.split(',').map((t) => t.trim()).filter(Boolean);
    if (n !== undefined) cards.push({ id: `card-${i + 1}`, name: n, type: c.type, ...(traits.length ? { traits } : {}) });
  });
  const additions: ReportAddition[] = [];
  s.additions.forEach((a, i) => {
    const n = readName(a.name, `additions.${i}.name`, 'the name of the card that adds the token', errors);
    if (n !== undefined) additions.push({ source: `added-${i + 1}`, sourceName: n, token: tokenFromKey(a.token), when: a.when });
  });
  const pool = captain === undefined ? undefined : readPool(s, errors);
  if (captain === undefined || pool === undefined) return { errors, stages: [], blocked: BLOCKED_POOL };
  const cardsOk = !Object.keys(errors).some((k) => k.startsWith('cards.') || k.startsWith('additions.'));

  const comps = s.complications.map((c, i) => readCard(c, `complications.${i}`, `complication-${i + 1}`, errors, 'complication'));
  const tryContract = s.contract !== null && s.stage3;
  let contract: CardReading | undefined;
  let vp: number | undefined = 0;
  let rivals = 0;
  if (s.contract) {
    contract = readCard(s.contract, 'contract', 'contract', errors, 'contract');
    vp = tryContract ? readVp(s.contract.vp, 'contract.vp', errors) : 0;
    if (tryContract) {
      const n = parseWhole(s.rivals, { min: 0, max: 3, label: 'the number of other captains' });
      if (n.ok) rivals = n.value;
      else errors.rivals = n.error;
    }
  }
  const adventureOk = !comps.includes(undefined) && (!s.contract || (contract !== undefined && vp !== undefined)) && !errors.rivals;
  const input: ReportInput = { captain, pool, cards, additions };
  if (cardsOk && adventureOk) {
    input.complications = (comps as CardReading[]).map((c) => c.attempt);
    if (contract) input.contract = { ...contract.attempt, card: { ...contract.attempt.card, vp: vp ?? 0 } as ContractInput, attempt: tryContract };
    input.rivals = rivals;
  }
  const r = resolutionReport(input);
  if (!r.ok) {
    const f = fieldOf(r, s, comps, contract);
    if (f) errors[f] = r.error;
    return f ? { errors, stages: [], blocked: BLOCKED_POOL } : { errors, problem: r, stages: [] };
  }
  const report = r.value;
  const result: CheckResult = { errors, stages: stageViews(report), startPool: poolView(report.startPool), choices: tokenChoices(report.startPool) };
  if (report.refused?.field === 'cards') {
    errors.cards = report.refused.error;
    return { ...result, blocked: BLOCKED_CARDS };
  }
  if (!cardsOk) return { ...result, blocked: BLOCKED_CARDS };
  if (!adventureOk) return { ...result, blocked: BLOCKED_ADVENTURE };
  if (report.summary) {
    const sm = report.summary;
    result.summary = {
      lines: sm.lines,
      vp: sm.vp,
      missing: missingOf(result.stages),
      pool: poolView(sm.pool),
      expenses: sm.expenses.map((e) => ({ ...e, href: expenseToolLink(e.amount, `${captain}: expense for ${e.card}`) })),
      jettisoned: sm.jettisoned,
    };
  }
  if (report.refused) {
    const f = fieldOf(report.refused, s, comps, contract);
    if (f) errors[f] = report.refused.error;
    result.problem = report.refused;
  }
  return result;
}
