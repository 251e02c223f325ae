/**
 * Token keys and the pool as entered: the small part of the check that needs no
 * engine, so the tool can show an entered pool before the engine has loaded.
 * Pure, no DOM. Engine imports here are types only.
 */
import { parseName } from '../kit/numbers.ts';
import type { Capability, SkillLevel } from '../../engine/ccg/cards/index.ts';
import type { PoolToken, ResourceToken, TokenSkill, TokenSpec } from '../../engine/ccg/resolution/index.ts';
import type { ResolveState, TokenKey } from './state.ts';
import type { CheckResult } from './view.ts';

export function tokenFromKey(key: TokenKey): ResourceToken {
  const [a, level] = key.split(':');
  if (level === undefined) return { kind: 'capability', capability: a as Capability };
  return { kind: 'skill', skill: a as TokenSkill, level: level as SkillLevel };
}

export const specFromKey = (key: TokenKey): TokenSpec => tokenFromKey(key) as TokenSpec;

export function keyOfToken(t: ResourceToken | TokenSpec): TokenKey {
  return t.kind === 'capability' ? t.capability : `${t.skill}:${t.level}`;
}

/** The tokens of a pool entered kind by kind, with ids such as "admin-trained.2". */
export function enteredTokens(s: ResolveState): PoolToken[] {
  const tokens: PoolToken[] = [];
  for (const e of s.pool) {
    const token = tokenFromKey(e.k);
    const src = e.k.replace(':', '-');
    for (let n = 1; n <= e.n; n++) tokens.push({ id: `${src}.${n}`, token, source: src, sourceName: 'the pool as entered' });
  }
  return tokens;
}

/**
 * The answer when nothing needs the engine: a pool entered by hand with no
 * card to resolve, no token added and no card in play. Otherwise undefined.
 */
export function quickCheck(s: ResolveState): CheckResult | undefined {
  if (s.mode !== 'tokens' || s.contract || s.complications.length || s.additions.length || s.cards.length) return undefined;
  const captain = parseName(s.captain, { label: 'the captain’s name', max: 60 });
  if (!captain.ok) return { errors: { captain: captain.error }, stages: [], blocked: 'Fix the marked fields to build the Resource Pool.' };
  return { errors: {}, stages: [], startPool: enteredTokens(s) };
}
