/**
 * Every Traveller Ascension solver on its worst accepted input (the largest
 * values the engine's bounds allow, or for the whole-action forecast the
 * costliest case within its work limit). `scripts/bench.ts` runs these and
 * flags any that takes over 50 ms warm: a tool calls each on the main thread.
 */
import { budgetReport, endOfTurnLosses, improveOutpost, repairOdds, tradeCheck, treatyCheck, victory } from '../../src/engine/ascension/economy/index.ts';
import { reproduceExample } from '../../src/engine/ascension/examples/index.ts';
import { fluxOdds, sabotageOdds, secretRollOdds } from '../../src/engine/ascension/flux/index.ts';
import { planetfall } from '../../src/engine/ascension/planetfall/index.ts';
import { assaultForecast, assaultPass, siegeForecast, siegePass } from '../../src/engine/ascension/planetary/index.ts';
import { withReadings } from '../../src/engine/ascension/readings.ts';
import { battleStepOdds, energyOdds, missileOdds, rangeRollOdds, sensorsOdds, shipInitiative, spaceBattle, stealthOdds } from '../../src/engine/ascension/space/index.ts';
import { jumpReach } from '../../src/engine/ascension/movement/index.ts';
import { actionOrder, pendingLossPick, turnTracker, type LossPick, type TurnTrackerEvent, type TurnTrackerState } from '../../src/engine/ascension/turn/index.ts';

function must<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const full = { systems: [{ societies: 3, resources: 3 }, { societies: 3, resources: 3 }, { societies: 3, resources: 3 }, { societies: 3, resources: 3 }], yourTl: 30, systemTl: 0 };
const nines = { societies: Array.from({ length: 6 }, () => ({ siege: 9, battle: 9 })), defenses: [] };
const pooled = withReadings({ fleetSiege: 'pooled', soldiers: 'pooled' });

/**
 * The costliest whole-action forecast found within the work limit by a search
 * over fleets of 1, 2 and 4 ships, alone and pooled, Hulls 4–60 and ratings 1–40.
 */
export const WORST_FORECAST = {
  input: {
    system: { societies: [{ siege: 9, battle: 1 }, { siege: 7, battle: 1 }], defenses: [] },
    target: { kind: 'outpost', level: 2 },
    societyTl: 10,
    fleet: [20, 19, 18, 17].map((missiles, i) => ({ missiles, tl: 11, hull: 32 - i })),
  },
  readings: withReadings({ fleetSiege: 'pooled' }),
};

const ratings = (agility: number) => ({ sensors: 12, size: 12, missiles: 20, salvos: 12, ecm: 0, missileSize: 1, spinal: 12, beams: 20, pointDefense: 20, shields: 0, missileToHit: 1, agility, jump: 6, stealth: 12, hull: 60 });
const battleSetup = {
  system: 'smart',
  startRange: 1,
  ships: [
    ...['a1', 'a2', 'a3', 'a4'].map((id, i) => ({ id, side: 'attacker', initiative: 10 - i, ratings: ratings(4) })),
    ...['d1', 'd2', 'd3', 'd4'].map((id, i) => ({ id, side: 'defender', initiative: 10 - i, ratings: ratings(4) })),
  ],
};
const battle = must(spaceBattle.setup(battleSetup));
const atMissiles = must(
  spaceBattle.run(
    battle,
    battle.order.map((ship) => ({ type: 'sensors' as const, ship, target: ship.startsWith('a') ? `d${ship[1]}` : `a${ship[1]}`, spotted: true })),
  ),
).state;

const trackerSetup = {
  players: ['Ann', 'Bo'].map((id) => ({
    id,
    panels: ['military-diplomacy', 'shadow-science', 'economic-movement'].map((slot) => ({ slot, counts: [9, 9], abilities: [{ name: 'One', boxes: 9 }, { name: 'Two', boxes: 'always' }] })),
  })),
};
const wholeTurn: TurnTrackerEvent[] = [];
for (let slot = 1; slot <= 6; slot++) {
  wholeTurn.push({ type: 'reveal', cards: [{ player: 'Ann', initiative: 7, action: 'any', cardId: slot }, { player: 'Bo', initiative: 7, action: 'any', cardId: 10 + slot }] });
  wholeTurn.push({ type: 'play', player: 'Bo', use: 'action', actionType: 'military' }, { type: 'play', player: 'Ann', use: 'action', actionType: 'science' });
}

/**
 * The longest game the tracker's link holds (800 moves): 15 systems of six
 * barred World Panels, every Revolt marker and every ship of the box on the
 * board (6 Revolts, 12 Blockades), and turn after turn of losses, each pick
 * the first offered.
 */
function longGame(): TurnTrackerEvent[] {
  const events: TurnTrackerEvent[] = [];
  for (let i = 0; i < 15; i++) {
    const bars = Array.from({ length: 3 }, (_, k) => ({ face: 2, owner: k % 2 ? 'Bo' : 'Ann' }));
    events.push({ type: 'add-system', name: `System ${i + 1}`, societies: bars, resources: bars });
  }
  for (let n = 0; n < 6; n++) events.push({ type: 'revolt', system: n, society: 0, active: true });
  for (let n = 0; n < 12; n++) events.push({ type: 'blockade', system: n, panel: { kind: 'resource', index: n % 3 }, by: 'Bo' });
  let state = must(turnTracker.replay(trackerSetup, events)).state as TurnTrackerState;
  const add = (e: TurnTrackerEvent): boolean => {
    if (events.length >= 800) return false;
    state = must(turnTracker.transition(state, e));
    events.push(e);
    return true;
  };
  for (;;) {
    for (const e of wholeTurn) if (!add(e)) return events;
    for (const id of ['book-passage', 'scenario-combat', 'revolts', 'blockades', 'keep-cards', 'trim-budget', 'refill'] as const) {
      const picks: LossPick[] = [];
      for (let q = pendingLossPick(state, picks); q; q = pendingLossPick(state, picks)) picks.push({ system: q.system, ...q.candidates[0]! });
      if (!add({ type: 'end-step', step: id, picks })) return events;
    }
    if (!add({ type: 'next-turn' })) return events;
  }
}
const longGameEvents = longGame();
/** The long game just before its last Revolt step, where the most picks are asked. */
const beforeRevolts = must(turnTracker.replay(trackerSetup, longGameEvents.slice(0, longGameEvents.findLastIndex((e) => e.type === 'end-step' && e.step === 'revolts')))).state;

export const ascensionBenches: { label: string; run: () => void }[] = [
  { label: 'Ascension flux: 4 systems, 12 dice, counted', run: () => must(fluxOdds({ ...full, roller: { kind: 'asset', dice: 12 }, mode: 'count' })) },
  { label: 'Ascension Sabotage: 12 dice, destroying reading', run: () => must(sabotageOdds({ flux: { ...full, roller: { kind: 'asset', dice: 12 } }, outpostLevel: 2 }, withReadings({ sabotageAtZero: 'destroys' }))) },
  { label: 'Ascension Mystery roll: 12 dice', run: () => must(secretRollOdds({ kind: 'mystery', dice: 12, value: 5 })) },
  {
    label: 'Ascension Siege pass: rating 54, 4 pooled ships × 20 Missiles',
    run: () => must(siegePass({ system: nines, target: { kind: 'outpost', level: 2 }, societyTl: 0, fleet: [1, 2, 3, 4].map(() => ({ missiles: 20, tl: 30, hull: 60, damage: 10 })) }, pooled)),
  },
  {
    label: 'Ascension Assault pass: rating 54, 8 pooled Soldiers × 20 dice',
    run: () => must(assaultPass({ system: nines, target: { kind: 'outpost', level: 2 }, societyTl: 0, soldiers: Array.from({ length: 8 }, () => ({ dice: 20, tl: 30 })) }, pooled)),
  },
  { label: 'Ascension Siege action forecast: worst within the work limit', run: () => must(siegeForecast(WORST_FORECAST.input, WORST_FORECAST.readings)) },
  {
    label: 'Ascension Assault action forecast: 8 Soldiers, 3 successes',
    run: () => must(assaultForecast({ system: { societies: [{ siege: 0, battle: 5 }], defenses: [] }, target: { kind: 'outpost', level: 2 }, societyTl: 10, soldiers: Array.from({ length: 8 }, (_, i) => ({ dice: 4 + i, tl: 10 })) })),
  },
  { label: 'Ascension beams: 20 dice, one to-hit roll', run: () => must(energyOdds({ weapon: 'beams', dice: 20, targetSize: 12, range: 0, targetShields: 2 }, withReadings({ energyToHit: 'one-roll' }))) },
  { label: 'Ascension missiles: 20 fired, 20 Point Defense dice', run: () => must(missileOdds({ missiles: 20, missileSize: 1, targetEcm: 0, targetPointDefense: 20, targetMissileToHit: 1 })) },
  { label: 'Ascension Range roll: 16 Agility dice a side', run: () => must(rangeRollOdds({ attacker: [{ agility: 8 }, { agility: 8 }], defender: [{ agility: 8 }, { agility: 8 }] })) },
  { label: 'Ascension Sensors and Stealth: 12 dice', run: () => (must(sensorsOdds({ sensors: 12, targetSize: 12, range: 0 })), must(stealthOdds({ stealth: 12, range: 10 }))) },
  {
    label: 'Ascension ship initiative: 8 ships, all tied',
    run: () => must(shipInitiative({ ships: Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, side: i % 2 ? 'attacker' : 'defender', initiative: 5 })) })),
  },
  { label: 'Ascension battle: setup of 8 ships', run: () => must(spaceBattle.setup(battleSetup)) },
  { label: 'Ascension battle: missile step odds (20 missiles)', run: () => must(battleStepOdds(atMissiles, 'd1')) },
  { label: 'Ascension battle: one missile volley fired', run: () => must(spaceBattle.transition(atMissiles, { type: 'missiles', ship: 'a1', target: 'd1' })) },
  {
    label: 'Ascension Budget: 64 bars, 64 cards',
    run: () => must(budgetReport({ panelBudgets: [99, 99, 99], bars: Array.from({ length: 64 }, () => ({ face: 2, outpost: 'factory' })), smugglingAgents: 64, heldCards: Array.from({ length: 64 }, () => 9), buying: 5 })),
  },
  { label: 'Ascension repair: level-2 Starport', run: () => must(repairOdds({ starportLevel: 2, hull: 60, damage: 59, disabled: true })) },
  {
    label: 'Ascension victory: 30 systems × 64 bars each',
    run: () =>
      must(victory({ players: ['A', 'B'].map((id) => ({ id, systems: Array.from({ length: 30 }, () => ({ treaty: true, bars: Array.from({ length: 64 }, () => ({ face: 2 })) })), factionTls: [30, 30, 30] })) })),
  },
  {
    label: 'Ascension Treaty check with its flux',
    run: () => must(treatyCheck({ worldPanels: Array.from({ length: 4 }, () => ({ kind: 'society', barFace: 2, owner: 'you' })), outposts: [{ kind: 'factory', level: 2, owner: 'you' }, { kind: 'embassy', level: 2, owner: 'you' }], roller: { kind: 'asset', dice: 12 }, yourTl: 30, systemTl: 0 })),
  },
  {
    label: 'Ascension Trade check: Starport route',
    run: () => must(tradeCheck({ route: 'starport', tier: 2, ends: [{ barFace: 1, owner: 'you' }], systems: [{ societies: 3, resources: 3 }, { societies: 3, resources: 3 }], roller: { kind: 'asset', dice: 12 }, yourTl: 30, systemTl: 0, starportLevel: 2 })),
  },
  {
    label: 'Ascension end-of-turn losses: Revolts on every Society',
    run: () => must(endOfTurnLosses({ societies: Array.from({ length: 4 }, () => ({ barFace: 1, owner: 'you', revolt: true })), outposts: [{ kind: 'factory', level: 2, owner: 'you' }, { kind: 'defense', level: 2, owner: 'opponent' }] })),
  },
  { label: 'Ascension action order', run: () => must(actionOrder({ cards: [{ player: 'A', initiative: 5, action: 'shadow', cardId: 40 }, { player: 'B', initiative: 5, action: 'shadow', cardId: 12 }] })) },
  { label: 'Ascension turn tracker: a whole turn replayed', run: () => must(turnTracker.replay(trackerSetup, wholeTurn)) },
  { label: 'Ascension turn tracker: 800 moves over 15 systems, 6 Revolts and 12 Blockades, replayed', run: () => must(turnTracker.replay(trackerSetup, longGameEvents)) },
  { label: 'Ascension turn tracker: the next loss pick of 15 systems', run: () => pendingLossPick(beforeRevolts) },
  {
    label: 'Ascension jump reach: a fleet of 4, one Disabled, a distance asked',
    run: () => must(jumpReach({ ships: [6, 5, 4, 6].map((jump, i) => ({ kind: 'cruiser', jump, disabled: i === 3 })), distance: 3 })),
  },
  { label: 'Ascension Improve Technology', run: () => must(improveOutpost({ action: 'improve-technology', outpost: { kind: 'factory', level: 1 } })) },
  {
    label: 'Ascension flux for Sabotage with its needs checked',
    run: () => must(sabotageOdds({ flux: { systems: [{ societies: 3, resources: 3 }], yourTl: 30, systemTl: 0, roller: { kind: 'asset', dice: 12 }, action: 'sabotage', mode: 'count', inPlace: { agent: true, outpost: true } }, outpostLevel: 2 })),
  },
  {
    label: 'Ascension planetfall: a class-A chain replayed',
    run: () =>
      must(
        planetfall.replay({ worldClass: 'A', asset: 'agent', rating: '2R' }, [
          { type: 'draw-pair', panels: ['plus-one', 'plain'], keep: 0 },
          { type: 'draw', panel: 'plus-one' },
          { type: 'draw', panel: 'plus-one' },
          { type: 'draw', panel: 'plain' },
          { type: 'draw', panel: 'plus-one' },
          { type: 'draw', panel: 'plain', tl: 9 },
        ]),
      ),
  },
  { label: 'Ascension worked example E8 reproduced', run: () => must(reproduceExample('E8')) },
];
