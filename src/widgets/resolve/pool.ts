/**
 * Token keys and the pool as entered: the small part of the check that needs no
 * engine, so the tool can show an entered pool before the engine has loaded.
 * Pure, no DOM. Engine imports here are types only, but for the limits on names (a few numbers, with the kit).
 */
import { parseName } from '../kit/numbers.ts';
import { TEXT_LIMITS } from '../../engine/ccg/index.ts';
import type { Capability, SkillLevel } from '../../engine/ccg/cards/index.ts';
import type { PoolToken, ResourceToken, TokenSkill, TokenSpec } from '../../engine/ccg/resolution/index.ts';
import type { ResolveState, TokenKey } from './state.ts';
import type { CheckResult, PoolView, TokenChoice } from './view.ts';

/** Who fills the pool when it is entered token by token (not a card: the page does not name it). */
export const ENTERED = 'the pool as entered';

/** Above this many kinds, a pool is said in a line and its chips drawn on request (Pool.tsx; counted by draw-batches.ts). */
export const INLINE_KINDS = 8;

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
    for (let n = 1; n <= e.n; n++) tokens.push({ id: `${src}.${n}`, token, source: src, sourceName: ENTERED });
  }
  return tokens;
}

/** A pool counted kind by kind (in the order kinds first appear), each kind with the cards its tokens came from. */
export function poolView(tokens: readonly PoolToken[]): PoolView {
  const kinds = new Map<TokenKey, Map<string, number>>();
  for (const t of tokens) {
    const k = keyOfToken(t.token);
    const from = kinds.get(k) ?? new Map<string, number>();
    from.set(t.sourceName, (from.get(t.sourceName) ?? 0) + 1);
    kinds.set(k, from);
  }
  return {
    total: tokens.length,
    kinds: [...kinds].map(([key, from]) => ({ key, count: [...from.values()].reduce((a, b) => a + b, 0), sources: [...from].map(([name, count]) => ({ name, count })) })),
  };
}

/** The pool's tokens as the captain can name them: one choice per kind and card they came from, with their ids. */
export function tokenChoices(tokens: readonly PoolToken[]): TokenChoice[] {
  const out = new Map<string, TokenChoice>();
  for (const t of tokens) {
    const key = keyOfToken(t.token);
    const at = `${key}|${t.source}`;
    const c = out.get(at);
    if (c) c.ids.push(t.id);
    else out.set(at, { key, source: t.sourceName, ids: [t.id] });
  }
  return [...out.values()];
}

/**
 * The answer when nothing needs the engine: a pool entered by hand with no
 * card to resolve, no token added and no card in play. Otherwise undefined.
 */
export function quickCheck(s: ResolveState): CheckResult | undefined {
  if (s.mode !== 'tokens' || s.contract || s.complications.length || s.additions.length || s.cards.length) return undefined;
  const captain = parseName(s.captain, { label: 'the captain’s name', max: TEXT_LIMITS.name });
  if (!captain.ok) return { errors: { captain: captain.error }, stages: [], blocked: 'Fix the marked fields to build the Resource Pool.' };
  const tokens = enteredTokens(s);
  return { errors: {}, stages: [], startPool: poolView(tokens), choices: tokenChoices(tokens) };
}
