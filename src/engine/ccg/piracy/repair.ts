/**
 * Restoring: removing wounds from crew and structure damage from upgrades.
 * In Ready Phase stage 4 a captain may pay 1 Credit per point restored;
 * Resilient cards are restored there at no cost. Effects of cards can also
 * restore, but crew abilities, gear and heroic actions cannot restore wounds
 * on Mechanical crew unless they say they can.
 */
import { plural } from '../../core/text.ts';
import type { CrewState, UpgradeState } from './damage.ts';
import { distinctCards, readCrew, readUpgrade } from './read-damage.ts';
import { DAMAGE_LIMITS } from './limits.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { choice, list, name, own, pathTo, record, whole, type Reader } from '../readers.ts';

export const RESTORE_COST_PER_POINT = 1;

export interface RestoreRequest {
  /** Id of a crew or upgrade the captain controls. */
  card: string;
  points: number;
}

export interface ReadyRestoreInput {
  crew?: CrewState[];
  upgrades?: UpgradeState[];
  /** The points the captain elects to pay for, card by card. */
  restore?: RestoreRequest[];
}

export interface RestoredCard {
  card: string;
  name: string;
  kind: 'crew' | 'upgrade';
  before: number;
  restored: number;
  after: number;
  /** Credits paid for this card (0 when Resilient). */
  paid: number;
  free: boolean;
}

export interface ReadyRestoreResult {
  /** Total Credits cost, paid by expending cards. */
  creditsCost: number;
  cards: RestoredCard[];
  crew: CrewState[];
  upgrades: UpgradeState[];
}

export type RestoreMeans = 'crew-ability' | 'gear' | 'heroic-action' | 'other-effect';

export type RestoreTarget = { kind: 'crew'; card: CrewState } | { kind: 'upgrade'; card: UpgradeState };

export interface EffectRestoreInput {
  target: RestoreTarget;
  points: number;
  /** What kind of card generates the restoring effect. */
  means: RestoreMeans;
  /** The card or effect, for the trace. */
  source: string;
  /** The effect's text says it restores wounds on Mechanical crew. */
  restoresMechanical?: boolean;
}

export interface EffectRestoreResult {
  card: string;
  before: number;
  restored: number;
  after: number;
}

/** Points to restore on one card. */
const restorePoints: Reader<number> = whole('Points to restore', 0, DAMAGE_LIMITS.value, 'ccg.restore');

/** The points a captain pays to restore, card by card (whether each card is there and has that much is the stage's own check). */
const restoreRequests: Reader<RestoreRequest[]> = list(
  'The cards to restore',
  record('Each card to restore must name the card and the points.', 'ccg.restore', (v, path) => {
    const card = name('The card to restore', 'ccg.restore', TEXT_LIMITS.id)(own(v, 'card'), pathTo(path, 'card'));
    if (!card.ok) return card;
    const points = restorePoints(own(v, 'points'), pathTo(path, 'points'));
    return points.ok ? ok({ card: card.value, points: points.value }) : points;
  }),
  0,
  2 * DAMAGE_LIMITS.rows,
  'ccg.restore',
);

type Damaged = { kind: 'crew'; card: CrewState; damage: number } | { kind: 'upgrade'; card: UpgradeState; damage: number };

/**
 * Ready Phase stage 4 for one captain. Resilient cards lose all their wounds
 * or structure damage for free; the requested points on other cards cost 1
 * Credit each. Paid restoring is a rule of the phase, not an ability, so
 * Mechanical crew may be restored here.
 */
export function readyPhaseRestore(input: ReadyRestoreInput): CcgResult<ReadyRestoreResult> {
  const crew = distinctCards('The crew', readCrew, 'ccg.crew')(input.crew ?? [], 'crew');
  if (!crew.ok) return crew;
  const upgrades = distinctCards('The upgrades', readUpgrade, 'ccg.upgrade')(input.upgrades ?? [], 'upgrades');
  if (!upgrades.ok) return upgrades;
  const byId = new Map<string, Damaged>();
  for (const c of crew.value) byId.set(c.id, { kind: 'crew', card: c, damage: c.wounds });
  for (const [i, u] of upgrades.value.entries()) {
    if (byId.has(u.id)) return err(`The card id "${u.id}" is used twice; every card needs its own id.`, 'ccg.upgrade', `upgrades.${i}.id`);
    byId.set(u.id, { kind: 'upgrade', card: u, damage: u.structure });
  }
  const restore = restoreRequests(input.restore ?? [], 'restore');
  if (!restore.ok) return restore;
  const requested = new Map<string, number>();
  for (const [i, r] of restore.value.entries()) {
    const at = `restore.${i}`;
    const target = byId.get(r.card);
    if (!target) return err(`There is no crew or upgrade "${r.card}" to restore.`, 'ccg.restore', `${at}.card`);
    if (requested.has(r.card)) return err(`${target.card.name} is listed twice; give all its points in one entry.`, 'ccg.restore', `${at}.card`);
    const word = target.kind === 'crew' ? 'wounds' : 'structure damage';
    if (r.points > target.damage) {
      return err(`${target.card.name} has ${target.damage} ${word}, so ${r.points} cannot be restored.`, 'ccg.restore', `${at}.points`);
    }
    requested.set(r.card, r.points);
  }

  const trace: Step[] = [];
  const cards: RestoredCard[] = [];
  let creditsCost = 0;
  for (const d of byId.values()) {
    const word = d.kind === 'crew' ? 'wounds' : 'structure damage';
    const asked = requested.get(d.card.id) ?? 0;
    let restored = 0;
    let paid = 0;
    if (d.card.resilient === true && d.damage > 0) {
      restored = d.damage;
      trace.push(step(`${d.card.name} is Resilient: its ${d.damage} ${word} are restored at no cost.`, 'ccg.keyword.resilient'));
      trace.push(step(`Resilient restores all of it in this stage, whether or not the captain asks.`, 'ccg.note.resilient-restore'));
      if (d.kind === 'crew' && d.card.mechanical === true) {
        trace.push(step(`${d.card.name} is Mechanical, but restoring in this stage is a rule of the phase, not a crew ability, gear or heroic action.`, 'ccg.note.mechanical-ready-restore'));
      }
    } else if (asked > 0) {
      restored = asked;
      paid = asked * RESTORE_COST_PER_POINT;
      if (d.kind === 'crew' && d.card.mechanical === true) {
        trace.push(step(`${d.card.name} is Mechanical, but paying to restore in this stage is a rule of the phase, not a crew ability, gear or heroic action, so it is allowed.`, 'ccg.note.mechanical-ready-restore'));
      }
      trace.push(step(`${asked} ${word} on ${d.card.name} are restored for ${plural(paid, 'Credit')} (1 per point): ${d.damage} becomes ${d.damage - asked}.`, 'ccg.round.ready.stage-4'));
    }
    if (restored === 0) continue;
    creditsCost += paid;
    cards.push({ card: d.card.id, name: d.card.name, kind: d.kind, before: d.damage, restored, after: d.damage - restored, paid, free: paid === 0 });
  }
  if (cards.length === 0) trace.push(step('Nothing is restored in this stage.', 'ccg.round.ready.stage-4'));
  else trace.push(step(`The total Credits cost of restoring is ${creditsCost}, paid by expending cards.`, 'ccg.round.ready.stage-4'));

  const after = new Map(cards.map((c) => [c.card, c.after] as const));
  return ok(
    {
      creditsCost,
      cards,
      crew: crew.value.map((c) => ({ ...c, wounds: after.get(c.id) ?? c.wounds })),
      upgrades: upgrades.value.map((u) => ({ ...u, structure: after.get(u.id) ?? u.structure })),
    },
    trace,
  );
}

const MEANS_WORDS: Record<RestoreMeans, string> = {
  'crew-ability': 'a crew ability',
  gear: 'gear',
  'heroic-action': 'a heroic action',
  'other-effect': 'an effect',
};

/**
 * An effect restores up to `points` on one card (never more than it has).
 * Mechanical crew refuse wounds restored by crew abilities, gear and heroic
 * actions unless the effect says it restores Mechanical crew.
 */
export function restoreByEffect(input: EffectRestoreInput): CcgResult<EffectRestoreResult> {
  const { source } = input;
  const meansRead = choice('The kind of restoring effect', Object.keys(MEANS_WORDS) as RestoreMeans[], 'ccg.restore')(input.means, 'means');
  if (!meansRead.ok) return meansRead;
  const means = meansRead.value;
  const card = input.target.kind === 'crew' ? readCrew(input.target.card, 'target.card') : readUpgrade(input.target.card, 'target.card');
  if (!card.ok) return card;
  const target = { kind: input.target.kind, card: card.value } as RestoreTarget;
  const pointsRead = restorePoints(input.points, 'points');
  if (!pointsRead.ok) return pointsRead;
  const points = pointsRead.value;
  const trace: Step[] = [];
  if (target.kind === 'crew' && target.card.mechanical === true && means !== 'other-effect') {
    if (input.restoresMechanical !== true) {
      return err(
        `${target.card.name} is Mechanical: ${source} is ${MEANS_WORDS[means]} and does not say it restores wounds on Mechanical crew.`,
        'ccg.keyword.mechanical',
        'restoresMechanical',
      );
    }
    trace.push(step(`${target.card.name} is Mechanical, and ${source} says it restores wounds on Mechanical crew.`, 'ccg.keyword.mechanical'));
  }
  const before = target.kind === 'crew' ? target.card.wounds : target.card.structure;
  const word = target.kind === 'crew' ? 'wounds' : 'structure damage';
  const restored = Math.min(points, before);
  trace.push(
    step(
      restored < points
        ? `${source} could restore ${points}, but ${target.card.name} has only ${before} ${word}, so ${restored} are removed.`
        : `${source} restores ${restored} ${word} on ${target.card.name}: ${before} becomes ${before - restored}.`,
      'ccg.restore',
    ),
  );
  return ok({ card: target.card.id, before, restored, after: before - restored }, trace);
}
