/**
 * Ship initiative (M8, [9.1]): each ship gets a face-down Action card and
 * ships fire from the highest Initiative down. Equal numbers on opposite
 * sides: the attacker's ship fires first. Equal numbers on one side: the
 * owner chooses (AM-46), here the order the ships were listed in.
 */
import { BOUNDS, choice, guarded, label, list, read, shape, whole } from '../input/index.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';

export type Side = 'attacker' | 'defender';

export interface InitiativeShip {
  id: string;
  side: Side;
  initiative: number;
}

/** Ship ids in firing order. */
export function firingOrder(ships: readonly InitiativeShip[]): { order: string[]; steps: Step[] } {
  const indexed = ships.map((s, i) => ({ ...s, i }));
  indexed.sort((a, b) => b.initiative - a.initiative || (a.side === b.side ? a.i - b.i : a.side === 'attacker' ? -1 : 1));
  const steps: Step[] = [step(`Firing order, highest Initiative first: ${indexed.map((s) => `${s.id} (${s.initiative})`).join(', ')}.`, 'ascension.a-9-1-initiative')];
  for (let k = 0; k + 1 < indexed.length; k++) {
    const [a, b] = [indexed[k]!, indexed[k + 1]!];
    if (a.initiative !== b.initiative) continue;
    steps.push(
      a.side === b.side
        ? step(`${a.id} and ${b.id} share Initiative ${a.initiative} on one side: their owner orders them (as listed).`, 'ascension.AM-46')
        : step(`${a.id} and ${b.id} share Initiative ${a.initiative}: the attacker's ship fires first.`, 'ascension.a-9-1-initiative'),
    );
  }
  return { order: indexed.map((s) => s.id), steps };
}

const readShips = shape(
  'The ships in battle',
  {
    ships: list(
      'The ships',
      shape(
        'A ship',
        {
          id: label('The ship', 'ascension.a-9-1'),
          side: choice('Its side', ['attacker', 'defender'] as const, 'ascension.a-9-1'),
          initiative: whole('Its Initiative card', 0, BOUNDS.initiative, 'ascension.a-9-1-initiative'),
        },
        'ascension.a-9-1',
      ),
      2,
      2 * BOUNDS.fleet,
      'ascension.a-9-1',
    ),
  },
  'ascension.a-9-1',
);

/** The order ships fire in. */
export function shipInitiative(input: unknown): AscensionResult<{ order: string[] }> {
  return guarded('ascension.a-9-1-initiative', () => {
    const r = read(readShips, input);
    if (!r.ok) return r;
    const ids = new Set(r.value.ships.map((s) => s.id));
    if (ids.size !== r.value.ships.length) return err('Each ship needs its own name.', 'ascension.a-9-1', 'ships');
    for (const side of ['attacker', 'defender'] as const) {
      const n = r.value.ships.filter((s) => s.side === side).length;
      if (n === 0 || n > BOUNDS.fleet) return err(`Each side brings 1 to ${BOUNDS.fleet} ships; the ${side} has ${n}.`, 'ascension.a-9-1', 'ships');
    }
    const { order, steps } = firingOrder(r.value.ships);
    return ok({ order }, steps);
  });
}
