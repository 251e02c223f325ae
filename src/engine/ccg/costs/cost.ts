/**
 * The Credits cost of playing a card, procuring it, or generating an ability:
 * the printed number with every cost modifier applied in full before the
 * final cost is read (a running value below 0 is kept while modifiers still
 * apply), then floored at 0. In the Procurement Phase each Infamy token adds 1
 * to the cost of procuring; a card in play with Infamous counts as one more
 * token. A final cost of 0 needs no expenditure.
 */
import { plural, shown } from '../../core/text.ts';
import { applyModifiers, findKeyword, KEYWORDS, type Modifier } from '../cards/index.ts';
import { ok, step, type CcgResult, type Step } from '../result.ts';
import { COST_LIMITS, MAX_INFAMY } from '../limits.ts';
import * as kernel from '../../core/read.ts';
import { own, pathTo, type Reader as KernelReader, type Readers } from '../../core/read.ts';
import type { RuleId } from '../rules.ts';
import { PHASES, phaseName, type Phase } from '../round/index.ts';
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

/**
 * The kernel's small readers (`core/read.ts`) typed with the CCG's rule ids,
 * taken here rather than from `../readers.ts`: the expense tool runs this on
 * its first paint, and `readers.ts` would bring the readers built of readers
 * (`core/read-structure.ts`) with it, past the page's 30 KB.
 */
type Ccg = Readers<RuleId>;
type Reader<T> = KernelReader<T, RuleId>;
const refuse: Ccg['refuse'] = kernel.refuse;
const whole: Ccg['whole'] = kernel.whole;
const decimal: Ccg['decimal'] = kernel.decimal;
const choice: Ccg['choice'] = kernel.choice;
const flag: Ccg['flag'] = kernel.flag;
const text: Ccg['text'] = kernel.text;
const optional: Ccg['optional'] = kernel.optional;
const list: Ccg['list'] = kernel.list;
const record = <T>(message: string, rule: RuleId, reader: (value: Record<string, unknown>, path: string) => CcgResult<T>): Reader<T> => kernel.record(message, rule, reader);

/** The phases of the round, by id. */
const PHASE_IDS: readonly Phase[] = PHASES.map((p) => p.id);

/** The largest change a cost modifier may give (`COST_LIMITS`), and the most modifiers on one cost. */
const MAX_CHANGE = COST_LIMITS.change;
const MAX_MODIFIERS = COST_LIMITS.modifiers;

/** A keyword printed on the card, as its slug; one the game does not have is refused. */
const keyword: Reader<string> = (value, path) => {
  const def = typeof value === 'string' ? findKeyword(value) : undefined;
  return def ? ok(def.slug) : refuse(`${capitalise(shown(value))} is not one of the game's keywords.`, 'ccg.cost', path);
};

/** One cost modifier: its source, then an amount added or a factor, and whether it came too late. */
const costModifier: Reader<CostModifier> = record('Each cost modifier must name its source and add an amount or multiply by a factor.', 'ccg.modifier', (v, path): CcgResult<CostModifier> => {
  const source = text('The source of each cost modifier', 'ccg.modifier', COST_LIMITS.source, 1)(own(v, 'source'), pathTo(path, 'source'));
  if (!source.ok) return source;
  const late = optional(flag(`Whether ${source.value} resolved after the play`, 'ccg.cost'), false)(own(v, 'resolvedAfterPlay'), pathTo(path, 'resolvedAfterPlay'));
  if (!late.ok) return late;
  const when: { resolvedAfterPlay?: boolean } = late.value ? { resolvedAfterPlay: true } : {};
  if (own(v, 'amount') === undefined && own(v, 'factor') !== undefined) {
    const factor = decimal(`The factor from ${source.value}`, 0, COST_LIMITS.factor, 'ccg.modifier')(own(v, 'factor'), pathTo(path, 'factor'));
    return factor.ok ? ok({ source: source.value, factor: factor.value, ...when }) : factor;
  }
  const amount = whole(`The change from ${source.value}`, -MAX_CHANGE, MAX_CHANGE, 'ccg.modifier')(own(v, 'amount'), pathTo(path, 'amount'));
  return amount.ok ? ok({ source: source.value, amount: amount.value, ...when }) : amount;
});

/** What `creditsCost` reads, typed: the card's name (blank: "the card"), the printed cost, the act, the phase, the modifiers, the Infamy and the keywords as slugs. */
interface CostRead {
  name: string;
  printed: number;
  act: CostAct;
  phase: Phase | undefined;
  modifiers: CostModifier[];
  infamy: number;
  infamous: number;
  slugs: string[];
}

/** The input of `creditsCost`, read once at the edge; each refusal names its field and rule. */
const readCreditsCost: Reader<CostRead> = record('The cost to work out must be an object with the card’s printed cost.', 'ccg.cost', (v) => {
  const called = optional(text('The card’s name', 'ccg.cost', COST_LIMITS.cardName), '')(own(v, 'cardName'), 'cardName');
  if (!called.ok) return called;
  const cardName = called.value.trim() || 'the card';
  const printed = whole(`The printed cost of ${cardName}`, 0, COST_LIMITS.value, 'ccg.cost')(own(v, 'printedCost'), 'printedCost');
  if (!printed.ok) return printed;
  const act = optional(choice('The act', COST_ACTS, 'ccg.cost'), 'play')(own(v, 'act'), 'act');
  if (!act.ok) return act;
  const phase = optional<Phase | undefined>(choice('The phase', PHASE_IDS, 'ccg.cost'), undefined)(own(v, 'phase'), 'phase');
  if (!phase.ok) return phase;
  const infamy = optional(whole('Infamy tokens', 0, MAX_INFAMY, 'ccg.infamy'), 0)(own(v, 'infamyTokens'), 'infamyTokens');
  if (!infamy.ok) return infamy;
  const infamous = optional(whole('The number of Infamous cards in play', 0, COST_LIMITS.infamous, 'ccg.keyword.infamous'), 0)(own(v, 'infamousCardsInPlay'), 'infamousCardsInPlay');
  if (!infamous.ok) return infamous;
  const slugs = optional(list('The keywords', keyword, 0, KEYWORDS.length, 'ccg.cost'), [])(own(v, 'keywords'), 'keywords');
  if (!slugs.ok) return slugs;
  if (slugs.value.includes('cash') && slugs.value.includes('equity') && act.value !== 'ability') {
    return refuse(`${capitalise(cardName)} cannot carry both Cash and Equity: its cost could then be paid neither from hand nor from the deck.`, 'ccg.keyword.cash', 'keywords');
  }
  const modifiers = optional(list('The cost modifiers', costModifier, 0, MAX_MODIFIERS, 'ccg.modifier'), [])(own(v, 'modifiers'), 'modifiers');
  if (!modifiers.ok) return modifiers;
  return ok({ name: cardName, printed: printed.value, act: act.value, phase: phase.value, modifiers: modifiers.value, infamy: infamy.value, infamous: infamous.value, slugs: slugs.value });
});

/** The final Credits cost, with a trace of every modifier; the input is read at the edge (`readCreditsCost`). */
export function creditsCost(input: CreditsCostInput): CcgResult<CreditsCost> {
  const read = readCreditsCost(input, '');
  if (!read.ok) return read;
  const { name, printed, act, phase, modifiers, infamy, infamous, slugs } = read.value;
  const hasCash = slugs.includes('cash');
  const hasEquity = slugs.includes('equity');

  const trace: Step[] = [];
  const applied: Modifier[] = [];
  const ignored: string[] = [];
  for (const m of modifiers) {
    if (m.resolvedAfterPlay) {
      ignored.push(m.source);
      trace.push(step(`${m.source} resolved only after the play was attempted, so it cannot change the cost of ${name}: a cost is fixed when it is paid.`, 'ccg.cost'));
    } else {
      const { resolvedAfterPlay: _late, ...plain } = m;
      applied.push(plain);
    }
  }

  const tokens = infamy + infamous;
  // To procure is to put a card into play in the Procurement Phase, stage 1, so with no phase given it is that phase.
  const procuringNow = act === 'procure' && (phase === undefined || phase === 'procurement');
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
  } else if (act === 'procure' && tokens > 0 && phase !== 'procurement') {
    trace.push(
      step(
        `The Infamy surcharge applies only to procuring in the Procurement Phase${phase ? `, not in the ${phaseName(phase)}` : ''}, so ${name} costs no more for it.`,
        'ccg.round.procurement.stage-1',
      ),
    );
  }

  // The printed cost and every modifier were read at the edge: applyModifiers takes them as they are.
  const modified = applyModifiers(printed, applied, `Credits cost of ${name}`, 'ccg.cost');
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
      printed,
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

