/**
 * Victory Points and the winner of the basic game (M19, T20, [10.1]): each
 * bar is worth its face, doubled in a system where its owner holds the
 * Treaty. Ties go to the most Treaties, then the most Trade Agreements (the
 * World Panels carrying the player's bar, AM-51), then the lowest total Tech
 * Level of the three Faction Panels.
 */
import { BOUNDS, flag, guarded, label, list, optional, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { barValue, readBar } from './budget.ts';

const readPlayer = shape(
  'A player',
  {
    id: label('The player', 'ascension.a-10-1'),
    systems: list(
      'The player\'s systems',
      shape('A system', { treaty: optional(flag('You hold its Treaty', 'ascension.a-8-9-treaties'), false), bars: list('Your bars there', readBar, 0, BOUNDS.listLength, 'ascension.a-4-2') }, 'ascension.a-10-1'),
      0,
      BOUNDS.systems,
      'ascension.a-10-1',
    ),
    factionTls: list('The Faction Panel Tech Levels', whole('A Tech Level', 0, BOUNDS.techLevel, 'ascension.a-8-3'), 3, 3, 'ascension.a-10-1'),
  },
  'ascension.a-10-1',
);
const readScores = shape('The final score', { players: list('The players', readPlayer, 2, 2, 'ascension.AM-48') }, 'ascension.a-10-1');
type PlayerInput = ReaderValue<typeof readPlayer>;

export interface PlayerScore {
  id: string;
  vp: number;
  treaties: number;
  tradeAgreements: number;
  totalTl: number;
}

export type DecidedOn = 'victory-points' | 'treaties' | 'trade-agreements' | 'tech-levels' | 'tied';

export interface VictoryReport {
  scores: PlayerScore[];
  /** null when every tie-break is level. */
  winner: string | null;
  decidedOn: DecidedOn;
}

function score(p: PlayerInput, readings: Readings): { score: PlayerScore; steps: Step[] } {
  let vp = 0;
  const parts: string[] = [];
  for (const system of p.systems) {
    const sum = system.bars.reduce((a, b) => a + barValue(b, readings), 0);
    vp += system.treaty ? 2 * sum : sum;
    if (system.bars.length > 0) parts.push(system.treaty ? `${sum} × 2 (Treaty)` : String(sum));
  }
  const treaties = p.systems.filter((s) => s.treaty).length;
  const tradeAgreements = p.systems.reduce((n, s) => n + s.bars.filter((b) => b.outpost === null).length, 0);
  const totalTl = p.factionTls.reduce((a, b) => a + b, 0);
  return {
    score: { id: p.id, vp, treaties, tradeAgreements, totalTl },
    steps: [step(`${p.id}: ${parts.length ? parts.join(' + ') : '0'} = ${vp} VP; ${treaties} ${treaties === 1 ? 'Treaty' : 'Treaties'}, ${tradeAgreements} Trade Agreements, Tech Levels ${totalTl}.`, 'ascension.a-10-1')],
  };
}

export function victory(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<VictoryReport> {
  return guarded<VictoryReport>('ascension.a-10-1', () => {
    const r = read(readScores, input);
    if (!r.ok) return r;
    const [a, b] = r.value.players as [PlayerInput, PlayerInput];
    if (a.id === b.id) return err('The two players need different names.', 'ascension.AM-48', 'players.1.id');
    const sa = score(a, readings);
    const sb = score(b, readings);
    const trace: Step[] = [...sa.steps, ...sb.steps];
    if (readings.factoryDoubling === 'everywhere') trace.push(step('Under this reading Factory bars count double here too.', 'ascension.AM-15'));
    const [x, y] = [sa.score, sb.score];
    const breaks: [DecidedOn, number, number, boolean, Step][] = [
      ['victory-points', x.vp, y.vp, true, step('Most Victory Points wins.', 'ascension.a-10-1')],
      ['treaties', x.treaties, y.treaties, true, step('Tied on VP: most Treaties wins.', 'ascension.a-10-1')],
      ['trade-agreements', x.tradeAgreements, y.tradeAgreements, true, step('Still tied: most Trade Agreements (World Panels with your bar) wins.', 'ascension.AM-51')],
      ['tech-levels', x.totalTl, y.totalTl, false, step('Still tied: the lowest total Faction Panel Tech Level wins.', 'ascension.a-10-1')],
    ];
    for (const [on, vx, vy, higher, why] of breaks) {
      trace.push(why);
      if (vx === vy) continue;
      const winner = (vx > vy) === higher ? x.id : y.id;
      trace.push(step(`${winner} wins.`, 'ascension.a-10-1'));
      return ok({ scores: [x, y], winner, decidedOn: on }, trace);
    }
    trace.push(step('Every tie-break is level: the game is a tie.', 'ascension.a-10-1'));
    return ok({ scores: [x, y], winner: null, decidedOn: 'tied' }, trace);
  });
}
