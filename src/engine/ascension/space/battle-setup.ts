/** Setting up a space battle: the ships of both sides, the combat system, the range, and the readings. */
import { BOUNDS, choice, flag, label, list, optional, read, shape, whole } from '../input/index.ts';
import { parseReadings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { settle } from './battle-flow.ts';
import type { BattleShip, BattleState } from './battle-types.ts';
import { destroyingDamage } from './damage.ts';
import { firingOrder } from './initiative.ts';
import { readShipRatings } from './ratings.ts';

const readBattleShip = shape(
  'A ship',
  {
    id: label('The ship', 'ascension.a-9-1'),
    side: choice('Its side', ['attacker', 'defender'] as const, 'ascension.a-9-1'),
    ratings: readShipRatings,
    initiative: whole('Its Initiative card', 0, BOUNDS.initiative, 'ascension.a-9-1-initiative'),
    damage: optional(whole('Its damage', 0, BOUNDS.hull, 'ascension.a-9-4'), 0),
    disabled: optional(flag('Disabled', 'ascension.a-9-4'), false),
  },
  'ascension.a-9-1',
);

const readBattle = shape(
  'A space battle',
  {
    system: choice('The combat system', ['smart', 'standard'] as const, 'ascension.a-9-1'),
    ships: list('The ships', readBattleShip, 2, 2 * BOUNDS.fleet, 'ascension.a-9-1'),
    startRange: optional(whole('The starting range', 1, BOUNDS.rangeBands, 'ascension.a-9-2'), 3),
    maxRange: optional(whole('The bands of the Battle Board', 1, BOUNDS.rangeBands, 'ascension.a-9-1'), BOUNDS.rangeBands),
    blockaded: optional(list('Sides on a System Panel', choice('A side', ['attacker', 'defender'] as const, 'ascension.a-9-2'), 0, 2, 'ascension.a-9-2'), []),
  },
  'ascension.a-9-1',
);

/** A battle from its setup; `readings` (as from a URL) may be left out for the recommended ones. */
export function setupBattle(input: unknown): AscensionResult<BattleState> {
  const r = read(readBattle, input);
  if (!r.ok) return r;
  const raw = input as { readings?: unknown };
  const readings = parseReadings(raw.readings);
  if (!readings.ok) return readings;
  const v = r.value;
  const ids = new Set(v.ships.map((s) => s.id));
  if (ids.size !== v.ships.length) return err('Each ship needs its own name.', 'ascension.a-9-1', 'ships');
  for (const side of ['attacker', 'defender'] as const) {
    const n = v.ships.filter((s) => s.side === side).length;
    if (n === 0 || n > BOUNDS.fleet) return err(`Each side brings 1 to ${BOUNDS.fleet} ships; the ${side} has ${n}.`, 'ascension.a-9-1', 'ships');
    const agility = v.ships.filter((s) => s.side === side).reduce((a, s) => a + s.ratings.agility, 0);
    if (v.system === 'smart' && agility > BOUNDS.agilityPerSide) {
      return err(`The ${side}'s ships roll ${agility} Agility dice together; the Range roll here takes at most ${BOUNDS.agilityPerSide} a side.`, 'ascension.a-9-2', 'ships');
    }
  }
  for (const [i, s] of v.ships.entries()) {
    if (s.damage >= destroyingDamage(s.ratings.hull, readings.value)) return err(`${s.id} is already destroyed.`, 'ascension.AM-43', `ships.${i}.damage`);
  }
  if (v.startRange > v.maxRange) return err('The starting range cannot pass the bands of the board.', 'ascension.a-9-2', 'startRange');
  const smart = v.system === 'smart';
  const range = smart ? v.startRange : readings.value.standardRange === '1' ? 1 : 0;
  const ships: BattleShip[] = v.ships.map((s) => ({ ...s, destroyed: false, withdrawn: false, spotted: !smart, salvosUsed: 0 }));
  const { order, steps: orderSteps } = firingOrder(ships);
  const trace: Step[] = [
    smart
      ? step(`S.M.A.R.T. combat: attackers on the Moving end, defenders on the Fixed end, ${range} ${range === 1 ? 'band' : 'bands'} apart, every ship unspotted.`, 'ascension.a-9-2')
      : step(`Standard combat: the ships face each other mid-board, all in reach and all targetable, at range ${range}.`, 'ascension.AM-31'),
    ...orderSteps,
  ];
  const state: BattleState = {
    system: v.system,
    readings: readings.value,
    round: 1,
    range,
    maxRange: v.maxRange,
    ships,
    order,
    phase: smart ? 'sensors' : 'missiles',
    cursor: 0,
    slot: 'spinal',
    volleys: [],
    pointDefenseUsed: [],
    pendingCheck: null,
    blockaded: v.blockaded,
    outcome: null,
    roundStart: true,
  };
  return ok(settle(state), trace);
}
