/**
 * The Credits cost of playing a card, procuring it, or generating an ability:
 * the printed number with every cost modifier applied in full before the
 * final cost is read (a running value below 0 is kept while modifiers still
 * apply), then floored at 0. In the Procurement Phase each Infamy token adds 1
 * to the cost of procuring; a card in play with Infamous counts as one more
 * token. A final cost of 0 needs no expenditure.
 */
import { plural, shown } from '../../core/text.ts';
import { isRecord, isWhole } from '../../core/validate.ts';
import { applyModifiers, type Modifier } from '../cards/index.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { findKeyword } from '../cards/index.ts';
import { isPhase, phaseName, type Phase } from '../round/index.ts';
import { capitalise, creditsText, type PaymentRestriction } from './expenses/types.ts';

export { creditsText };

/** What the cost is paid for: procuring a permanent, playing any other card, or generating an ability of a card in play. */
export type CostAct = 'procure' | 'play' | 'ability';
export const COST_ACTS: readonly CostAct[] = ['procure', 'play', 'ability'];

/**
 * A cost modifier. `resolvedAfterPlay` marks an effect that resolved only after
 * the captain attempted the play; it cannot change a cost already fixed.
 */
export type CostModifier = Modifier & { resolvedAfterPlay?: boolean };

export interface CreditsCostInput {
  /** The card (or ability) paid for, as named in the trace. */
  cardName: string;
  /** The printed Credits cost (for an ability, the Credits before its colon). */
  printedCost: number;
  act?: CostAct;
  phase?: Phase;
  modifiers?: CostModifier[];
  /** Infamy tokens the paying captain holds. */
  infamyTokens?: number;
  /** Cards with Infamous in play under the paying captain's control. */
  infamousCardsInPlay?: number;
  /** Keywords printed on the card; only Cash and Equity matter here, and only when the card itself is played. */
  keywords?: string[];
}

export interface CreditsCost {
  printed: number;
  /** Every modifier applied, in order, the Infamy surcharge last. */
  applied: Modifier[];
  /** Sources of modifiers that came too late to change the cost. */
  ignored: string[];
  /** Running values after each applied modifier (may go below 0). */
  running: number[];
  /** The cost after every modifier, before the floor. */
  raw: number;
  /** The cost to pay: `raw`, or 0 when `raw` is below 0. */
  final: number;
  infamySurcharge: number;
  /** False for a final cost of 0: nothing is expended. */
  needsExpenditure: boolean;
  /** Which cards may pay it (Cash: hand only; Equity: deck only). */
  restriction: Exclude<PaymentRestriction, 'expense'>;
}

/** The final Credits cost, with a trace of every modifier. */
export function creditsCost(input: CreditsCostInput): CcgResult<CreditsCost> {
  if (!isRecord(input)) return err('The cost to work out must be an object with the card’s printed cost.', 'ccg.cost');
  const name = typeof input.cardName === 'string' && input.cardName.trim() !== '' ? input.cardName.trim() : 'the card';
  if (!isWhole(input.printedCost)) {
    return err(`The printed cost of ${name} must be a whole number of 0 or more; got ${shown(input.printedCost)}.`, 'ccg.cost', 'printedCost');
  }
  const act = input.act ?? 'play';
  if (!COST_ACTS.includes(act)) return err(`The act must be one of ${COST_ACTS.join(', ')}; got ${shown(act)}.`, 'ccg.cost', 'act');
  if (input.phase !== undefined && !isPhase(input.phase)) {
    return err(`${capitalise(shown(input.phase))} is not a phase of the round.`, 'ccg.cost', 'phase');
  }
  const infamy = input.infamyTokens ?? 0;
  if (!isWhole(infamy)) return err('Infamy tokens must be a whole number of 0 or more.', 'ccg.infamy', 'infamyTokens');
  const infamous = input.infamousCardsInPlay ?? 0;
  if (!isWhole(infamous)) return err('The number of Infamous cards in play must be a whole number of 0 or more.', 'ccg.keyword.infamous', 'infamousCardsInPlay');
  const keywords = input.keywords ?? [];
  if (!Array.isArray(keywords)) return err('The keywords must be a list of names.', 'ccg.cost', 'keywords');
  const slugs: string[] = [];
  for (const [i, k] of keywords.entries()) {
    const def = typeof k === 'string' ? findKeyword(k) : undefined;
    if (!def) return err(`${capitalise(shown(k))} is not one of the game's keywords.`, 'ccg.cost', `keywords.${i}`);
    slugs.push(def.slug);
  }
  const hasCash = slugs.includes('cash');
  const hasEquity = slugs.includes('equity');
  if (hasCash && hasEquity && act !== 'ability') {
    return err(
      `${capitalise(name)} cannot carry both Cash and Equity: its cost could then be paid neither from hand nor from the deck.`,
      'ccg.keyword.cash',
      'keywords',
    );
  }
  const modifiers = input.modifiers ?? [];
  if (!Array.isArray(modifiers)) return err('The cost modifiers must be a list.', 'ccg.modifier', 'modifiers');

  const trace: Step[] = [];
  const applied: Modifier[] = [];
  const appliedFrom: number[] = [];
  const ignored: string[] = [];
  for (const [i, m] of modifiers.entries()) {
    if (typeof m !== 'object' || m === null || typeof m.source !== 'string') {
      return err(`Cost modifier ${i + 1} must name its source and add an amount or multiply by a factor.`, 'ccg.modifier', `modifiers.${i}`);
    }
    if (m.resolvedAfterPlay) {
      ignored.push(m.source);
      trace.push(step(`${m.source} resolved only after the play was attempted, so it cannot change the cost of ${name}: a cost is fixed when it is paid.`, 'ccg.cost'));
    } else {
      const { resolvedAfterPlay: _late, ...plain } = m;
      applied.push(plain);
      appliedFrom.push(i);
    }
  }

  const tokens = infamy + infamous;
  // To procure is to put a card into play in the Procurement Phase, stage 1, so with no phase given it is that phase.
  const procuringNow = act === 'procure' && (input.phase === undefined || input.phase === 'procurement');
  const surcharge = procuringNow ? tokens : 0;
  if (procuringNow && infamous > 0) {
    trace.push(
      step(
        `${plural(infamous, 'card')} with Infamous in play count${infamous === 1 ? 's' : ''} as ${infamous === 1 ? 'an extra Infamy token' : `${infamous} extra Infamy tokens`}, for ${tokens} in all.`,
        'ccg.keyword.infamous',
      ),
    );
  }
  if (surcharge > 0) {
    applied.push({ source: `${plural(tokens, 'Infamy token')} while procuring`, amount: surcharge });
    trace.push(
      step(
        `Procuring in the Procurement Phase costs 1 Credit more for each Infamy token: +${surcharge} on ${name}.`,
        'ccg.round.procurement.stage-1',
      ),
    );
    trace.push(step('The Infamy surcharge is applied with the other cost modifiers, before the final cost is read.', 'ccg.note.infamy-cost-modifier'));
  } else if (act === 'procure' && tokens > 0 && input.phase !== 'procurement') {
    trace.push(
      step(
        `The Infamy surcharge applies only to procuring in the Procurement Phase${input.phase ? `, not in the ${phaseName(input.phase)}` : ''}, so ${name} costs no more for it.`,
        'ccg.round.procurement.stage-1',
      ),
    );
  }

  const modified = applyModifiers(input.printedCost, applied, `Credits cost of ${name}`, 'ccg.cost');
  if (!modified.ok) {
    const index = Number(modified.field?.split('.')[1] ?? NaN);
    const original = appliedFrom[index];
    return original !== undefined && modified.field ? { ...modified, field: modified.field.replace(/^modifiers\.\d+/, `modifiers.${original}`) } : modified;
  }
  const raw = modified.value.raw;
  const final = modified.value.final;
  const [first, ...rest] = modified.trace;
  if (first) trace.unshift(first);
  trace.push(...rest);
  if (applied.length > 1 || raw < 0) trace.push(step('Every cost modifier is applied in full before the final cost is read.', 'ccg.cost'));
  if (raw < 0) {
    trace.push(step(`A final Credits cost below 0 is paid as 0, so ${name} costs 0.`, 'ccg.note.credits-floor'));
  }
  trace.push(
    step(
      final === 0
        ? `${capitalise(name)} costs 0 Credits: no card is expended for it.`
        : `${capitalise(name)} costs ${creditsText(final)}, paid by expending cards for at least ${final} EV.`,
      'ccg.cost',
    ),
  );
  let restriction: CreditsCost['restriction'] = 'none';
  if (act !== 'ability' && hasCash) {
    restriction = 'cash';
    trace.push(step(`${capitalise(name)} has Cash: its cost may be paid only by expending cards from hand.`, 'ccg.keyword.cash'));
  } else if (act !== 'ability' && hasEquity) {
    restriction = 'equity';
    trace.push(step(`${capitalise(name)} has Equity: its cost may be paid only by expending cards from the top of the deck.`, 'ccg.keyword.equity'));
  }
  if (restriction !== 'none' && final > 0) {
    trace.push(step('Expendable cards in play may still be jettisoned toward it, since jettisoning is not expending.', 'ccg.note.expendable-with-cash-equity'));
  }
  return ok(
    {
      printed: input.printedCost,
      applied,
      ignored,
      running: modified.value.running,
      raw,
      final,
      infamySurcharge: surcharge,
      needsExpenditure: final > 0,
      restriction,
    },
    trace,
  );
}

