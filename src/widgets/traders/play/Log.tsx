/**
 * The whole log, move by move, each line with its rule; any move can be
 * taken back from here (the game goes back to just before it).
 */
import { RuleLink } from '../../kit/RuleLink.tsx';
import type { LogLine } from './types.ts';

export function Log({ log, moves, onRewind }: { log: LogLine[]; moves: number; onRewind: (to: number) => void }) {
  const groups: { move: number; lines: LogLine[] }[] = [];
  for (const l of log) {
    const g = groups[groups.length - 1];
    if (g && g.move === l.move) g.lines.push(l);
    else groups.push({ move: l.move, lines: [l] });
  }
  return (
    <ol class="tp-log" reversed>
      {groups
        .slice()
        .reverse()
        .map((g) => (
          <li key={g.move} class="tp-log-move" value={g.move}>
            <div class="tp-log-head">
              <span>{g.move === 0 ? 'Set-up' : `Move ${g.move}`}</span>
              {g.move > 0 && g.move <= moves && (
                <button type="button" class="small" onClick={() => onRewind(g.move - 1)}>
                  Back to before move {g.move}
                </button>
              )}
            </div>
            <ul>
              {g.lines.map((l, i) => (
                <li key={i}>
                  {l.text} <span class="trace-rule">Rule: <RuleLink rule={l.rule} /></span>
                </li>
              ))}
            </ul>
          </li>
        ))}
    </ol>
  );
}
