/** The ships of a siege and the Soldiers of an assault, as typed by the player. */
import { BOUNDS, flag, list, optional, shape, whole, type ReaderValue } from '../input/index.ts';
import type { Readings } from '../readings.ts';
import { err, ok, type AscensionResult } from '../result.ts';
import { destroyingDamage } from '../space/index.ts';

export const readSiegeShip = shape(
  'A ship',
  {
    missiles: whole('Its Missiles', 0, BOUNDS.shipVolley, 'ascension.a-9-6-siege'),
    tl: whole('Its Tech Level', 0, BOUNDS.techLevel, 'ascension.a-9-6-siege'),
    hull: whole('Its Hull', 1, BOUNDS.hull, 'ascension.a-9-5'),
    damage: optional(whole('Its damage', 0, BOUNDS.hull, 'ascension.a-9-4'), 0),
    disabled: optional(flag('Disabled', 'ascension.a-9-4'), false),
  },
  'ascension.a-9-6-siege',
);
export type SiegeShip = ReaderValue<typeof readSiegeShip>;

export const readFleet = list('The fleet', readSiegeShip, 1, BOUNDS.fleet, 'ascension.a-9-1');

export const readSoldier = shape(
  'A Soldier',
  { dice: whole('Its Battle dice', 0, BOUNDS.attackDice, 'ascension.a-9-6-assault'), tl: whole('Its Tech Level', 0, BOUNDS.techLevel, 'ascension.a-9-6-assault') },
  'ascension.a-9-6-assault',
);
export type Soldier = ReaderValue<typeof readSoldier>;
export const readSoldiers = list('The Soldiers', readSoldier, 1, BOUNDS.soldiers, 'ascension.a-9-6-assault');

/** Every ship of the fleet must still be afloat. */
export function checkFleet(fleet: readonly SiegeShip[], readings: Readings): AscensionResult<true> {
  for (const [i, ship] of fleet.entries()) {
    if (ship.damage >= destroyingDamage(ship.hull, readings)) return err(`Ship ${i + 1} is already destroyed (damage ${ship.damage}, Hull ${ship.hull}).`, 'ascension.AM-43', `fleet.${i}.damage`);
  }
  return ok(true);
}

/** Missiles rolled on siege: halved, rounded down, when Disabled (AM-28). */
export const siegeDice = (ship: SiegeShip): number => (ship.disabled ? Math.floor(ship.missiles / 2) : ship.missiles);

/** The hit number of an attacker against the Society: 3 moved by the Tech Level difference ([9.6] step 3). */
export const attackHitNumber = (attackerTl: number, societyTl: number): number => 3 + attackerTl - societyTl;
