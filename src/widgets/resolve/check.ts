/**
 * The resolution check: reads the tool's state (fields as typed) into engine
 * input, asks the engine for its Resolution Phase report, and puts each
 * refusal beside the field it came from. Runs in a worker (`check.worker.ts`). No rules here: the order of the
 * stages, eligibility, Jack-of-all-Trades, card identity and every sentence
 * come from `resolutionReport`.
 */
import { expenseToolLink } from '../expense/link.ts';
import type { CcgErr } from '../../engine/ccg/index.ts';
import { resolutionReport } from '../../engine/ccg/resolution/index.ts';
import type { ContractInput, ControlledCard, CrewInput, JackPicks, ReportAddition, ReportInput } from '../../engine/ccg/resolution/index.ts';
import { enteredTokens, poolView, tokenChoices, tokenFromKey } from './pool.ts';
import { missingOf, stageViews } from './report-view.ts';
import { readCard, readName, readVp, readWhole } from './read-cards.ts';
import type { CardReading } from './read-cards.ts';
import { LIMITS, type ResolveState } from './state.ts';
import type { CheckResult, FieldErrors } from './view.ts';

/**
 * Where each part of the engine's input came from in the form: the input is
 * built from the form's rows, and each part is recorded with the form field a
 * refusal of it belongs beside. A refusal's field is looked up part by part,
 * from the whole path back to its start (`pool.collect.crew.1.skills.0`, then
 * `pool.collect.crew.1.skills`, …), so the deepest recorded part wins.
 */
class Origins {
  private readonly fields = new Map<string, string>();
  set(path: string, field: string): void {
    this.fields.set(path, field);
  }
  fieldOf(path: string | undefined): string | undefined {
    let p = path ?? '';
    while (p !== '') {
      const f = this.fields.get(p);
      if (f !== undefined) return f;
      const dot = p.lastIndexOf('.');
      p = dot < 0 ? '' : p.slice(0, dot);
    }
    return undefined;
  }
}


const BLOCKED_POOL = 'Fix the marked fields to build the Resource Pool.';
const BLOCKED_CARDS = 'Fix the marked fields about your cards to check the resolution.';
const BLOCKED_ADVENTURE = 'Fix the marked fields of the contract or its complications to check the resolution.';

/** The pool as the engine takes it: the tokens entered, or the ship and crew to collect from. */
function readPool(s: ResolveState, errors: FieldErrors, origins: Origins): ReportInput['pool'] | undefined {
  if (s.mode === 'tokens') return { tokens: enteredTokens(s) };
  const shipName = readName(s.ship.name, 'ship.name', 'the ship’s name', errors, 'ccg.ship');
  origins.set('pool.collect.ship', 'ship.name');
  const crew: CrewInput[] = [];
  const jack: JackPicks[] = [];
  s.crew.forEach((c, i) => {
    const n = readName(c.name, `crew.${i}.name`, 'the crew member’s name', errors, 'ccg.crew');
    if (n === undefined) return;
    const id = `crew-${i + 1}`;
    const at = `pool.collect.crew.${crew.length}`;
    origins.set(at, `crew.${i}.name`);
    c.skills.forEach((_, j) => origins.set(`${at}.skills.${j}`, `crew.${i}.skills.${j}`));
    crew.push({ id, name: n, skills: c.skills.map((k) => ({ skill: k.skill, level: k.level, ...(k.from.trim() ? { source: k.from.trim() } : {}) })) });
    if (c.jack.length) {
      const picks = `pool.collect.jack.${jack.length}`;
      origins.set(picks, `crew.${i}.jack.0`);
      c.jack.forEach((_, p) => origins.set(`${picks}.picks.${p}`, `crew.${i}.jack.${p}`));
      jack.push({ crew: id, picks: c.jack });
    }
  });
  if (shipName === undefined || Object.keys(errors).some((k) => k.startsWith('crew.'))) return undefined;
  return { collect: { ship: { id: 'ship', name: shipName, capabilities: s.ship.caps }, crew, jack } };
}

export function runCheck(s: ResolveState): CheckResult {
  const errors: FieldErrors = {};
  const origins = new Origins();
  origins.set('captain', 'captain');
  origins.set('cards', 'cards');
  origins.set('rivals', 'rivals');
  const captain = readName(s.captain, 'captain', 'the captain’s name', errors, 'ccg.resource-pool');
  const cards: ControlledCard[] = [];
  s.cards.forEach((c, i) => {
    const n = readName(c.name, `cards.${i}.name`, 'the card’s name', errors, 'ccg.control-vs-ownership');
    const traits = c.traits.split(',').map((t) => t.trim()).filter(Boolean);
    if (n !== undefined) cards.push({ id: `card-${i + 1}`, name: n, type: c.type, ...(traits.length ? { traits } : {}) });
  });
  const additions: ReportAddition[] = [];
  s.additions.forEach((a, i) => {
    const n = readName(a.name, `additions.${i}.name`, 'the name of the card that adds the token', errors, 'ccg.resource-pool');
    if (n === undefined) return;
    origins.set(`additions.${additions.length}`, `additions.${i}.name`);
    additions.push({ source: `added-${i + 1}`, sourceName: n, token: tokenFromKey(a.token), when: a.when });
  });
  const pool = captain === undefined ? undefined : readPool(s, errors, origins);
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
    if (tryContract) rivals = readWhole(s.rivals, 'rivals', { min: 0, max: LIMITS.rivals, label: 'the number of other captains', rule: 'ccg.competition' }, errors) ?? 0;
  }
  const adventureOk = !comps.includes(undefined) && (!s.contract || (contract !== undefined && vp !== undefined)) && !errors.rivals;
  const input: ReportInput = { captain, pool, cards, additions };
  if (cardsOk && adventureOk) {
    input.complications = (comps as CardReading[]).map((c) => c.attempt);
    comps.forEach((c, i) => c?.pinFields.forEach((f, k) => origins.set(`complications.${i}.pins.${k}`, f)));
    if (contract) {
      input.contract = { ...contract.attempt, card: { ...contract.attempt.card, vp: vp ?? 0 } as ContractInput, attempt: tryContract };
      contract.pinFields.forEach((f, k) => origins.set(`contract.pins.${k}`, f));
    }
    input.rivals = rivals;
  }
  const refusal = (r: CcgErr): string | undefined => {
    const f = origins.fieldOf(r.field);
    if (f) errors[f] = { error: r.error, rule: r.rule };
    return f;
  };
  const r = resolutionReport(input);
  if (!r.ok) return refusal(r) ? { errors, stages: [], blocked: BLOCKED_POOL } : { errors, problem: r, stages: [] };
  const report = r.value;
  const result: CheckResult = { errors, stages: stageViews(report), startPool: poolView(report.startPool), choices: tokenChoices(report.startPool) };
  if (report.refused?.field === 'cards') {
    errors.cards = { error: report.refused.error, rule: report.refused.rule };
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
    refusal(report.refused);
    result.problem = report.refused;
  }
  return result;
}
