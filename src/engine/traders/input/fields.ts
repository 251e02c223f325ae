/**
 * The fields of the questions the calculators ask, each read with its limit
 * from the rules. The engine's odds and advice read them, and so does every
 * link that holds such a question: apart from the odds, so that a tool reads
 * its link without loading the solvers.
 */
import { BEOWULF_REPAIR_AFTER, ENEMY_REPAIR_AFTER, HIGHEST_PRICE, HITS_TO_DESTROY, LAST_STOP } from '../tables/index.ts';
import { choice, flag, goods, leaderPower, nullable, units, whole } from './readers.ts';

/** The fields of a trip question, each read with its limit from the rules (the trip planner's link reads the same). */
export const TRIP_FIELDS = {
  stop: whole('The stop', 0, LAST_STOP - 1, 'traders.t-4-route'),
  goods: goods('The goods aboard'),
  leader: leaderPower,
  first: flag('Whether the 1st Officer is active', 'traders.t-4-d'),
  second: flag('Whether the 2nd Officer is active', 'traders.t-4-f'),
  beowulfHits: whole('The hits on the Beowulf', 0, HITS_TO_DESTROY - 1, 'traders.t-4-e'),
  paid: nullable(units('The price paid', HIGHEST_PRICE, 'traders.t-3-market')),
} as const;

/**
 * The fields of a space battle, each read with its limit from the rules: the
 * battle odds read them (a count left out is 0), and so does every link that
 * holds a battle.
 */
export const BATTLE_FIELDS = {
  enemyHits: whole('The hits on the enemy', 0, HITS_TO_DESTROY - 1, 'traders.t-4-e'),
  beowulfHits: whole('The hits on the Beowulf', 0, HITS_TO_DESTROY - 1, 'traders.t-4-e'),
  beowulfMisses: whole('The Beowulf misses in a row (the enemy mends at three)', 0, ENEMY_REPAIR_AFTER - 1, 'traders.t-4-f'),
  enemyMisses: whole('The enemy misses in a row (the Beowulf mends at two)', 0, BEOWULF_REPAIR_AFTER - 1, 'traders.t-4-f'),
  next: choice('The next shot', ['beowulf', 'enemy'] as const, 'traders.t-4-d'),
  firstActive: flag('Whether the 1st Officer is active', 'traders.t-4-d'),
  secondActive: flag('Whether the 2nd Officer is active', 'traders.t-4-f'),
} as const;
