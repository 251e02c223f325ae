/**
 * The opposed roll worked out by the engine (`rollOff`): each side adds its
 * powers to one 4D6, only a higher total wins. The answer is text: chances
 * printed by the dice kernel, and the engine's steps with their rules. Pure.
 */
import { rollOff } from '../../../engine/traders/odds/index.ts';
import type { TradersRuleId, TradersStep } from '../../../engine/traders/rules/index.ts';
import { castMember } from '../shared/cast.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import { sideCount, sideLabel, sidePowers, type RollOffState, type Row } from './state.ts';

export type RollOffAnswer =
  | { ok: true; a: string; b: string; difference: number; win: ChanceText; tie: ChanceText; lose: ChanceText; steps: TradersStep[] }
  | { ok: false; error: string; rule: TradersRuleId; field?: string };

/** The rule the trace opens with: a ship's shot, a gang's attack, or a plain attack. */
function ruleFor(s: RollOffState): TradersRuleId {
  const rows = [...s.a, ...s.b];
  if (rows.some((r) => castMember(r.who)?.ship)) return 'traders.t-4-d';
  if (sideCount(s.a) > 1 || sideCount(s.b) > 1) return 'traders.t-2-gang';
  return 'traders.t-2-b';
}

export function computeRollOff(s: RollOffState): RollOffAnswer {
  const label = (rows: Row[], fallback: string) => (rows.length ? sideLabel(rows) : fallback);
  const a = label(s.a, 'side A');
  const b = label(s.b, 'side B');
  const r = rollOff({ label: a, powers: sidePowers(s.a) }, { label: b, powers: sidePowers(s.b) }, ruleFor(s));
  if (!r.ok) return { ok: false, error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) };
  return { ok: true, a, b, difference: r.value.difference, win: chanceText(r.value.win), tie: chanceText(r.value.tie), lose: chanceText(r.value.lose), steps: r.trace };
}
