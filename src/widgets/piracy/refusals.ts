/**
 * Every refusal of the engine's readers on one side of the form at once (the
 * engine itself stops at the first): the ship, each card the side controls,
 * each modifier, each upgrade, each source of Critical and each effect of a
 * successful attack, each read by the
 * engine's own reader at the engine's own path, so each message is shown
 * beside its field with its rule; and the same for an assignment of damage
 * (the points on each upgrade, the expense). Loaded with the fight (`Fight.tsx`,
 * `EnemyFight.tsx`), not before.
 */
import { readAssignment, readBoost, readCaptainName, readControlled, readModifier, readShip, readSuccessTrigger, readUpgrade, readUpgradeDamage, type UpgradeState } from '../../engine/ccg/piracy/index.ts';
import type { CcgErr } from '../../engine/ccg/index.ts';
import type { PiracySideInput } from '../../engine/ccg/piracy/index.ts';

/** The refusals of side `input` at `path`; each upgrade the engine reads is added to `upgrades`. */
export function sideRefusals(input: PiracySideInput, path: string, upgrades: UpgradeState[]): CcgErr[] {
  const refused: CcgErr[] = [];
  const keep = <T>(r: { ok: true; value: T } | CcgErr, then?: (value: T) => void) => (r.ok ? then?.(r.value) : refused.push(r));
  keep(readCaptainName(input.name, `${path}.name`));
  keep(readShip(input.ship, `${path}.ship`));
  const rows = (key: 'controls' | 'attackModifiers' | 'defenseModifiers' | 'upgrades' | 'critical' | 'onSuccess'): readonly unknown[] => (input[key] as readonly unknown[] | undefined) ?? [];
  for (const [i, card] of rows('controls').entries()) keep(readControlled(card, `${path}.controls.${i}`));
  for (const [key, value] of [['attackModifiers', 'Attack Value'], ['defenseModifiers', 'Defense Value']] as const) {
    const modifier = readModifier(value);
    for (const [i, m] of rows(key).entries()) keep(modifier(m, `${path}.${key}.${i}`));
  }
  for (const [i, u] of rows('upgrades').entries()) keep(readUpgrade(u, `${path}.upgrades.${i}`), (value) => upgrades.push(value));
  const critical = readBoost('Critical', 'ccg.keyword.critical');
  for (const [i, b] of rows('critical').entries()) keep(critical(b, `${path}.critical.${i}`));
  for (const [i, t] of rows('onSuccess').entries()) keep(readSuccessTrigger(t, `${path}.onSuccess.${i}`));
  return refused;
}

/** The refusals of assignment `input` at `path` (`attack`, `returnFire`): the points of each entry, then the assignment whole (its expense). */
export function assignmentRefusals(input: unknown, path: string): CcgErr[] {
  const refused: CcgErr[] = [];
  const upgrades = typeof input === 'object' && input !== null && Array.isArray((input as { upgrades?: unknown }).upgrades) ? ((input as { upgrades: unknown[] }).upgrades) : [];
  for (const [i, e] of upgrades.entries()) {
    const r = readUpgradeDamage(e, `${path}.upgrades.${i}`);
    if (!r.ok) refused.push(r);
  }
  const whole = readAssignment(input, path);
  if (!whole.ok && !refused.some((r) => r.field === whole.field)) refused.push(whole);
  return refused;
}
