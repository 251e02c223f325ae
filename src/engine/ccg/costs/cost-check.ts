/**
 * Can a captain pay every cost of a play or an ability? Besides Credits, a cost
 * may exert a card (it must be in play, controlled by the captain and ready),
 * jettison a card (in play and controlled), or discard a token from the
 * Resource Pool. A cost that names no card means the card generating the
 * effect. A Limited effect may be generated once a round; any other may be
 * generated again whenever its costs are paid again.
 *
 * Credits draw on the deck, whose EV the captain cannot see: a Credits cost
 * blocks the attempt only when the captain can see it cannot be paid; if the
 * true values fall short, the attempt bankrupts them (see
 * `ccg.note.credits-cost-shortfall`).
 */
import { plural } from '../../core/text.ts';
import { ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { describeSpec, describeToken, tokenFlexibility, tokenPays, type ResourceToken, type TokenSpec } from '../resolution/index.ts';
import { cardLabel, creditsText, displayName, type DeckCard, type ExpendableCard, type HandCard, type HiddenEvRange, type PaymentRestriction } from './expenses/types.ts';
import { payerOutlook, type PayerOutlook } from './expenses/outlook.ts';
import { trueAvailable } from './expenses/steps.ts';
import { readPayment } from './expenses/read-payment.ts';
import { readCostCheck, type CostCard, type NonCreditsCost } from './read-cost-check.ts';
import { maxMatching, minCostAssignment } from '../resolution/index.ts';

export type { CostCard, NonCreditsCost };

export interface PaymentFunds {
  hand: HandCard[];
  deck: DeckCard[];
  expendable?: ExpendableCard[];
  hiddenEv?: HiddenEvRange;
}

export interface CostCheckInput {
  /** The captain attempting the play. */
  captain: string;
  /** What is being played or generated, for the trace. */
  effectName?: string;
  /** The card in play generating the effect (for an ability); a cost naming no card refers to it. */
  sourceCardId?: string;
  /** The final Credits cost (see `creditsCost`). */
  credits?: number;
  restriction?: Exclude<PaymentRestriction, 'expense'>;
  /** Hand, deck and Expendable cards for the Credits part; without them the Credits part is not checked. */
  funds?: PaymentFunds;
  otherCosts?: NonCreditsCost[];
  inPlay?: CostCard[];
  resourcePool?: ResourceToken[];
  limited?: boolean;
  limitedUsedThisRound?: boolean;
}

export type CostPart = 'limited' | 'source' | 'credits' | 'exert' | 'jettison' | 'discard-token';

export interface CostFailure {
  part: CostPart;
  /** Index in `otherCosts`, for the non-Credits parts. */
  index?: number;
  reason: string;
  rule: RuleId;
  field?: string;
}

export interface CreditsPart {
  amount: number;
  /** False when no funds were given, so the Credits part was not checked. */
  checked: boolean;
  outlook: PayerOutlook | null;
  /** From the true values: would attempting the play bankrupt the captain? null when not checked. */
  bankruptIfAttempted: boolean | null;
}

export interface CostCheck {
  canAttempt: boolean;
  failures: CostFailure[];
  credits: CreditsPart;
  /** The cards and pool once the non-Credits costs are paid (as far as they could be). */
  after: { inPlay: CostCard[]; resourcePool: ResourceToken[]; exerted: string[]; jettisoned: string[]; discardedTokens: ResourceToken[] };
}

/** Check every cost of a play or ability; report each part that cannot be paid, and why. */
export function canPayCosts(raw: CostCheckInput): CcgResult<CostCheck> {
  const read = readCostCheck(raw, '');
  if (!read.ok) return read;
  const input = read.value;
  const who = displayName(input.captain);
  const effect = input.effectName?.trim() || 'the effect';
  const { credits, restriction, resourcePool: pool, otherCosts: costs } = input;
  const specs: (TokenSpec | undefined)[] = costs.map((c) => (c.kind === 'discard-token' ? c.token : undefined));

  const trace: Step[] = [];
  const failures: CostFailure[] = [];
  const fail = (f: CostFailure): void => {
    failures.push(f);
    trace.push(step(f.reason, f.rule));
  };

  if (input.limited) {
    if (input.limitedUsedThisRound) {
      fail({ part: 'limited', reason: `${capital(effect)} is Limited and has already been generated this round; it cannot be generated again until next round.`, rule: 'ccg.limited', field: 'limitedUsedThisRound' });
    } else {
      trace.push(step(`${capital(effect)} is Limited: this is its one use this round.`, 'ccg.limited'));
    }
  }

  let inPlay: CostCard[] = input.inPlay.map((c) => ({ ...c }));
  const byId = (id: string): CostCard | undefined => inPlay.find((c) => c.id === id);
  if (input.sourceCardId !== undefined) {
    const source = byId(input.sourceCardId);
    if (!source) {
      fail({ part: 'source', reason: `The card generating ${effect} (${input.sourceCardId}) is not in play.`, rule: 'ccg.effect', field: 'sourceCardId' });
    } else if (source.controller !== input.captain) {
      fail({
        part: 'source',
        reason: `${capital(cardLabel(source))} is controlled by ${displayName(source.controller)}; only its controller may generate its effects and pay their costs.`,
        rule: 'ccg.control-vs-ownership',
        field: 'sourceCardId',
      });
    }
  }

  const exerted: string[] = [];
  const jettisoned: string[] = [];
  const discardedTokens: ResourceToken[] = [];
  const tokenPicks = assignTokens(costs, specs, pool);
  const usedTokens = new Set<number>();
  for (const [i, c] of costs.entries()) {
    const field = `otherCosts.${i}`;
    if (c.kind === 'discard-token') {
      const spec = specs[i] as TokenSpec;
      const at = tokenPicks.get(i) ?? -1;
      const pick = pool[at];
      if (at < 0 || !pick) {
        const fits = pool.some((t) => tokenPays(t, spec));
        fail({
          part: 'discard-token',
          index: i,
          reason: fits
            ? `Every token in ${who}'s Resource Pool that pays ${describeSpec(spec)} is needed for another of these costs.`
            : `${who} has no token in the Resource Pool that pays ${describeSpec(spec)}.`,
          rule: 'ccg.discard-token',
          field: `${field}.token`,
        });
        continue;
      }
      usedTokens.add(at);
      discardedTokens.push(pick);
      trace.push(step(`${who} discards a ${describeToken(pick)} token from the Resource Pool, paying ${describeSpec(spec)}.`, 'ccg.discard-token'));
      continue;
    }
    const targetId = (c.cardId ?? input.sourceCardId) as string;
    const named = c.cardId === undefined ? ' (the card generating the effect, since the cost names no other)' : '';
    const card = byId(targetId);
    const label = card ? cardLabel(card) : targetId;
    if (!card) {
      const gone = jettisoned.includes(targetId) ? ', having been jettisoned for an earlier cost' : '';
      fail({ part: c.kind, index: i, reason: `${capital(label)}${named} is not in play${gone}, so it cannot be ${c.kind === 'exert' ? 'exerted' : 'jettisoned'}.`, rule: c.kind === 'exert' ? 'ccg.exert' : 'ccg.jettison', field: `${field}.cardId` });
      continue;
    }
    if (card.controller !== input.captain) {
      fail({ part: c.kind, index: i, reason: `${capital(label)} is controlled by ${displayName(card.controller)}, and costs are paid only from cards the paying captain controls.`, rule: 'ccg.cost', field: `${field}.cardId` });
      continue;
    }
    if (c.kind === 'exert') {
      if (card.exerted) {
        fail({ part: 'exert', index: i, reason: `${capital(label)}${named} is already exerted; only a ready card can be exerted.`, rule: 'ccg.exert', field: `${field}.cardId` });
        continue;
      }
      inPlay = inPlay.map((x) => (x.id === card.id ? { ...x, exerted: true } : x));
      exerted.push(card.id);
      trace.push(step(`${who} exerts ${label}${named}.`, 'ccg.exert'));
    } else {
      inPlay = inPlay.filter((x) => x.id !== card.id);
      jettisoned.push(card.id);
      trace.push(step(`${who} jettisons ${label}${named}: it goes from play to its owner's discard pile.`, 'ccg.jettison'));
    }
  }

  const creditsPart: CreditsPart = { amount: credits, checked: false, outlook: null, bankruptIfAttempted: null };
  if (credits === 0) {
    trace.push(step(`The Credits cost is 0, so nothing is expended.`, 'ccg.cost'));
    creditsPart.checked = true;
    creditsPart.bankruptIfAttempted = false;
  } else if (!input.funds) {
    trace.push(step(`The ${creditsText(credits)} are not checked here: no hand or deck was given.`, 'ccg.cost'));
  } else {
    // The hand, deck, Expendable cards and hidden EV are read with the payment, under `funds`.
    const read = readPayment({ ...(input.funds as object), amount: credits, restriction, payer: input.captain }, 'funds');
    if (!read.ok) return read;
    const expendable = read.value.expendable.filter((x) => !jettisoned.includes(x.id));
    if (expendable.length < read.value.expendable.length) {
      trace.push(step('An Expendable card jettisoned for another cost cannot also be jettisoned toward the Credits.', 'ccg.keyword.expendable'));
    }
    const settled = { ...read.value, expendable };
    const outlook = payerOutlook({ ...settled, paid: 0 });
    const short = trueAvailable(settled) < credits;
    creditsPart.checked = true;
    creditsPart.outlook = outlook;
    creditsPart.bankruptIfAttempted = short;
    const rule: RuleId = restriction === 'cash' ? 'ccg.keyword.cash' : restriction === 'equity' ? 'ccg.keyword.equity' : 'ccg.cost';
    if (outlook.status === 'short-for-sure') {
      fail({
        part: 'credits',
        reason: `${who} can see that the cards allowed to pay hold at most ${outlook.most ?? 0} EV, short of ${creditsText(credits)}, so ${effect} cannot be attempted.`,
        rule,
        field: 'credits',
      });
    } else if (outlook.status === 'covered-for-sure') {
      trace.push(step(`${who} can certainly pay ${creditsText(credits)}: the cards allowed to pay hold at least ${outlook.fewest} EV.`, rule));
    } else {
      trace.push(
        step(
          `${who} cannot see whether ${creditsText(credits)} can be met (${plural(outlook.hiddenCards, 'deck card')} unseen), so the attempt is allowed.`,
          rule,
        ),
      );
      trace.push(
        step(
          short
            ? `The true values fall short: attempting ${effect} would leave the cost unmet, and ${who} would go bankrupt.`
            : 'The true values cover it, so the attempt will succeed.',
          'ccg.note.credits-cost-shortfall',
        ),
      );
    }
  }

  if (failures.length === 0) {
    trace.push(
      step(
        input.limited
          ? `${who} can pay every cost of ${effect}.`
          : `${who} can pay every cost of ${effect}; without Limited it may be generated again whenever its costs can be paid again.`,
        'ccg.cost',
      ),
    );
  } else {
    trace.push(step(`${who} cannot pay every cost of ${effect}, so ${who} may not attempt it.`, 'ccg.cost'));
  }
  return ok(
    {
      canAttempt: failures.length === 0,
      failures,
      credits: creditsPart,
      after: { inPlay, resourcePool: pool.filter((_, at) => !usedTokens.has(at)), exerted, jettisoned, discardedTokens },
    },
    trace,
  );
}

function capital(text: string): string {
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * Which pool token pays each token cost: a matching over all of them at once (a
 * greedy pick can spend an advanced token one cost needs on another that had a
 * different choice), keeping the most flexible tokens. Costs that cannot all be
 * paid get -1 where the largest matching leaves them out.
 */
function assignTokens(costs: readonly { kind: string }[], specs: readonly (TokenSpec | undefined)[], pool: readonly ResourceToken[]): Map<number, number> {
  const rows = costs.flatMap((c, i) => (c.kind === 'discard-token' && specs[i] ? [i] : []));
  const pays = (i: number, t: ResourceToken) => tokenPays(t, specs[i] as TokenSpec);
  // Cheapest first: the least flexible token, then the earliest in the pool.
  const price = rows.map((i) => pool.map((t, at) => (pays(i, t) ? tokenFlexibility(t) * (pool.length + 1) + at : null)));
  const best = minCostAssignment(price, pool.length);
  const cols = best ?? maxMatching(rows.map((i) => pool.flatMap((t, at) => (pays(i, t) ? [at] : []))), pool.length).rowToCol;
  return new Map(rows.map((i, k) => [i, cols[k] ?? -1]));
}
