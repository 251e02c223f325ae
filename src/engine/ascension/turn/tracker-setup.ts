/** Setting up the turn tracker: two players, three Faction Panels each, one per slot. */
import { choice, label, list, read, shape, whole, type Reader } from '../input/index.ts';
import { err, ok, step, type AscensionResult } from '../result.ts';
import { ACTION_TYPES, PANEL_SLOTS, typesOfSlot, type ActionType } from '../board/index.ts';
import type { AbilityBox, TrackedPlayer, TurnTrackerState } from './tracker-types.ts';

/** An ability's uses per game: 1–9 boxes, or "always". */
const readBoxes: Reader<number | 'always'> = (value, path) =>
  value === 'always' ? ok('always') : whole('An ability\'s boxes', 1, 9, 'ascension.a-8-3')(value, path);

const readPanel = shape(
  'A Faction Panel',
  {
    slot: choice('The panel slot', PANEL_SLOTS, 'ascension.a-8-3'),
    counts: list('The Action Count', whole('An Action Count', 0, 9, 'ascension.a-8-3'), 2, 2, 'ascension.a-8-3'),
    abilities: list('The Special Abilities', shape('A Special Ability', { name: label('The ability name', 'ascension.a-8-3', 60), boxes: readBoxes }, 'ascension.a-8-3'), 0, 2, 'ascension.a-8-3'),
  },
  'ascension.a-8-3',
);

const readSetup = shape(
  'The tracker setup',
  {
    players: list('The players', shape('A player', { id: label('The player', 'ascension.a-8-1'), panels: list('The Faction Panels', readPanel, 3, 3, 'ascension.a-2-5') }, 'ascension.a-2-5'), 2, 2, 'ascension.AM-48'),
  },
  'ascension.a-8-1',
);

const noUses = (): Record<ActionType, number> => Object.fromEntries(ACTION_TYPES.map((t) => [t, 0])) as Record<ActionType, number>;

export function setupTurnTracker(input: unknown): AscensionResult<TurnTrackerState> {
  const r = read(readSetup, input);
  if (!r.ok) return r;
  const [a, b] = r.value.players;
  if (a!.id === b!.id) return err('The two players need different names.', 'ascension.AM-48', 'players.1.id');
  const players: TrackedPlayer[] = [];
  for (const [p, player] of r.value.players.entries()) {
    const counts = noUses();
    const seen = new Set<string>();
    const abilities: AbilityBox[] = [];
    for (const [i, panel] of player.panels.entries()) {
      if (seen.has(panel.slot)) return err(`Each player needs one Faction Panel per slot; ${panel.slot} appears twice.`, 'ascension.a-8-3', `players.${p}.panels.${i}.slot`);
      seen.add(panel.slot);
      const [first, second] = typesOfSlot(panel.slot);
      counts[first] = panel.counts[0] as number;
      counts[second] = panel.counts[1] as number;
      for (const ability of panel.abilities) abilities.push({ name: ability.name, boxes: ability.boxes === 'always' ? null : ability.boxes, marked: 0 });
    }
    players.push({ id: player.id, counts, used: noUses(), abilities });
  }
  const state: TurnTrackerState = { turn: 1, slot: 1, stage: 'reveal', players, revealed: [], order: [], decidedBy: [], played: 0, lastLeader: null, endSteps: [], systems: [] };
  return ok(state, [step(`Turn 1 begins: ${players.map((p) => p.id).join(' and ')} place three cards face down for Phase One.`, 'ascension.a-8-1')]);
}

