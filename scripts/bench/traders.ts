/**
 * Benchmarks of the Traders engine, for scripts/bench.ts: every exact-odds
 * solver on the worst input it accepts, the odds shown beside a decision, a
 * replay (undo), and the simulator. Solvers that keep results are cleared
 * before each run, so a run measures the work, not the cache; the roll-off
 * table per difference stays warm, as it does in play. The planetfall solvers
 * keep each row's model, moves and numbering of positions (never an answer):
 * the longest row card by card is timed both with them kept (a row asked
 * again) and cleared before each run (a row asked for the first time).
 */
import {
  attackersFromRow,
  battleOddsFrom,
  ENCOUNTER_CARDS,
  clearBattleCache,
  decisionOdds,
  deckBattleOdds,
  encounterOdds,
  encounterWounds,
  FULL_DECK_MAKE_UP,
  marketOdds,
  offerStanding,
  replacementOdds,
  replay,
  rollOff,
  simulate,
  clearArrivalCache,
  clearEncounterCaches,
  tripAdvice,
  transition,
  villainsBeforePatron,
  VILLAIN_KEYS,
  type GameEvent,
  type GameState,
} from '../../src/engine/traders/index.ts';
import { firstOfferPolicy, setupGame } from '../../src/engine/traders/index.ts';

function must<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const FULL_CREW = { captain: { active: true }, first: { active: true }, second: { active: true }, third: { active: true } };
/** The longest row a search can draw: all 18 villain cards before the first Patron. */
const LONGEST_ROW = attackersFromRow(VILLAIN_KEYS.flatMap((k) => Array.from({ length: ENCOUNTER_CARDS[k].copies }, () => k)));

/** A finished digital game under the F9 policy, with its events, for the replay bench. */
function recordedGame(seed: number): { seed: number; events: GameEvent[]; state: GameState } {
  let s = must(setupGame({ seed }));
  const events: GameEvent[] = [];
  while (s.status === 'playing') {
    const e = firstOfferPolicy(s);
    s = must(transition(s, e));
    events.push(e);
  }
  return { seed, events, state: s };
}

/** The longest of the first 200 games (lazily, so importing this file does nothing). */
let longest: { seed: number; events: GameEvent[] } | undefined;
function longGame(): { seed: number; events: GameEvent[] } {
  if (longest === undefined) {
    for (let seed = 0; seed < 200; seed++) {
      const g = recordedGame(seed);
      if (longest === undefined || g.events.length > longest.events.length) longest = g;
    }
  }
  return longest!;
}

/** A port after a purchase with a damaged ship and the 1st Officer recuperating: odds of the coming battle. */
function portState(): GameState {
  for (let seed = 0; ; seed++) {
    let s = must(setupGame({ seed }));
    while (s.status === 'playing' && s.at.kind !== 'port') s = must(transition(s, firstOfferPolicy(s)));
    if (s.at.kind === 'port') return { ...s, beowulfHits: 1 };
  }
}
let port: GameState | undefined;

/** `slow`: over a tenth of a second a run, so timed over a few runs instead of for a fixed time. */
export const tradersBenches: { label: string; run: () => void; slow?: true }[] = [
  {
    label: 'Traders roll-off: gang of 4 against 4 defenders',
    run: () => must(rollOff({ powers: [2, 2, 2, 2] }, { powers: [3, 2, 1, 0] })),
  },
  {
    label: 'Traders market: Medicine, Captain selling, with standing',
    run: () => {
      must(marketOdds('medicine', { side: 'sell', leaderPower: 3 }));
      must(offerStanding('medicine', { side: 'sell', leaderPower: 3 }, 8500));
    },
  },
  {
    label: 'Traders battle, worst position (cold)',
    run: () => {
      clearBattleCache();
      must(battleOddsFrom({ enemyPower: 4, beowulfHits: 1, enemyHits: 1, secondActive: true, beowulfMisses: 2, enemyMisses: 1, next: 'enemy' }));
    },
  },
  {
    label: 'Traders battle over the Starship deck, both officers (cold)',
    run: () => {
      clearBattleCache();
      must(deckBattleOdds({ firstActive: true, secondActive: true }));
    },
  },
  {
    label: 'Traders planetfall, largest exact row (2 Vagyr, card by card)',
    run: () => must(encounterOdds({ attackers: [{ card: 'vagyr', count: 2 }], crew: FULL_CREW, readings: { gangRetaliation: 'per-card' } })),
  },
  {
    label: 'Traders planetfall F7 (one villain, wounds per officer)',
    run: () => must(encounterWounds({ attackers: [{ card: 'marine', count: 1 }], crew: FULL_CREW })),
  },
  {
    label: 'Traders planetfall, longest row (18 cards), recommended (bounds)',
    run: () => must(encounterWounds({ attackers: LONGEST_ROW, crew: FULL_CREW })),
  },
  {
    label: 'Traders planetfall, longest row, alternation (bounds)',
    run: () => must(encounterWounds({ attackers: LONGEST_ROW, crew: FULL_CREW, readings: { targetOrder: 'alternation' } })),
  },
  {
    label: 'Traders planetfall, longest row, card by card (A13; bounds)',
    run: () => must(encounterWounds({ attackers: LONGEST_ROW, crew: FULL_CREW, readings: { gangRetaliation: 'per-card' } })),
  },
  {
    label: 'Traders planetfall, longest row, card by card, first asked (nothing kept)',
    run: () => {
      clearEncounterCaches();
      must(encounterWounds({ attackers: LONGEST_ROW, crew: FULL_CREW, readings: { gangRetaliation: 'per-card' } }));
    },
  },
  {
    label: 'Traders villains before a Patron (full deck; empty pile)',
    run: () => {
      must(villainsBeforePatron(FULL_DECK_MAKE_UP));
      must(villainsBeforePatron({ patrons: 0, villains: 10 }, { patrons: 4, villains: 8 }));
    },
  },
  {
    label: 'Traders replacement quality, every bonus a leader can give (0 to 4)',
    run: () => {
      for (let b = 0; b <= 4; b++) must(replacementOdds(b));
    },
  },
  {
    label: 'Traders trip advice: every lot from Regina, damaged ship, no 1st Officer (cold)',
    run: () => {
      clearBattleCache();
      clearArrivalCache();
      must(tripAdvice({ stop: 0, goods: 'synthetics', leader: 3, first: false, second: true, beowulfHits: 1, paid: 1600 }));
    },
    slow: true,
  },
  {
    label: 'Traders odds beside the take-off decision (cold)',
    run: () => {
      port ??= portState();
      clearBattleCache();
      must(decisionOdds(port));
    },
  },
  {
    label: 'Traders replay (undo) of the longest of 200 games',
    run: () => {
      const g = longGame();
      must(replay({ seed: g.seed }, g.events));
    },
  },
  {
    label: 'Traders simulator: 100 games, F9 policy',
    run: () => must(simulate({ seed: 2026, games: 100 })),
  },
];
