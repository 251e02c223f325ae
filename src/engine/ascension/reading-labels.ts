/**
 * The words on each reading a player can switch (`readings.ts`): the
 * option's name and each choice's, as the readings panel, the line under an
 * answer and the Source notes page show them. Kept apart from the options
 * themselves so the workers that solve under the readings never carry them.
 */
import type { ReadingKey, ReadingValue } from './readings.ts';

export interface ReadingLabel<K extends ReadingKey> {
  label: string;
  choices: { readonly [V in ReadingValue<K>]: string };
}

export const READING_LABELS: { readonly [K in ReadingKey]: ReadingLabel<K> } = {
  naturalRolls: { label: 'Natural 1 and 6', choices: { off: 'Off: targets clamp to 0–6', on: 'House rule: 1 always succeeds, 6 always fails' } },
  embassyTreatyDice: { label: 'Embassy dice on a Treaty', choices: { one: 'One die, as the Treaty rule says', powered: 'One die plus one per level' } },
  starportTradeDice: { label: 'Dice for Starport trade', choices: { overseer: 'The overseer\'s dice', panel: 'One die, as a Faction Panel' } },
  sabotageAtZero: { label: 'Sabotage past zero power', choices: { stops: 'Stops at zero power', destroys: 'One more success destroys the Outpost' } },
  securityDetailFlux: { label: 'Security Detail roll', choices: { off: 'Table ruling', flux: 'Flux on Security dice' } },
  culturalEmbassy: { label: 'Powered Cultural Embassy', choices: { 'two-plus-level': 'Two dice plus one per level', 'unpowered-only': 'Extra die only when unpowered' } },
  treatyPower: { label: 'Outpost Power against Trade power', choices: { 'at-least': 'At least equal', exact: 'Exactly equal' } },
  treatyBars: { label: 'Bars a Treaty needs', choices: { any: 'Any player\'s bars', own: 'Your own bars only' } },
  factoryDoubling: { label: 'Where a Factory doubles', choices: { treaty: 'Treaty power only', everywhere: 'Treaty, Budget and Victory Points' } },
  starportSupply: { label: 'Starport supply levels', choices: { minimum: 'Minimum levels', exact: 'Exact levels' } },
  revoltScope: { label: 'Reach of a Revolt', choices: { system: 'The whole system', panel: 'Its Society panel only' } },
  blockadeScope: { label: 'Reach of a Blockade', choices: { system: 'The whole system', panel: 'Its panel only' } },
  defenseCount: { label: 'Defense Outposts counted', choices: { all: 'Every Defense Outpost', 'exclude-attacker': 'Not the attacker\'s own' } },
  fleetSiege: { label: 'Fleet on siege', choices: { alone: 'Each ship alone', pooled: 'Pooled fleet roll' } },
  outpostDestruction: { label: 'Destroying an Outpost', choices: { 'one-more': 'One more success after its power', 'at-zero': 'Destroyed when its power reaches 0' } },
  soldiers: { label: 'Several Soldiers on assault', choices: { single: 'Each Soldier alone', pooled: 'Pooled Soldiers' } },
  assaultCounter: { label: 'World hit number on assault', choices: { mirrored: 'Mirrored', attacker: 'The Soldier\'s number' } },
  standardRange: { label: 'Range in Standard combat', choices: { '1': 'Range 1', '0': 'Range 0' } },
  energyToHit: { label: 'Spinal and beam to-hit', choices: { 'per-die': 'Each die hits on its own', 'one-roll': 'One to-hit roll, all dice for damage' } },
  shields: { label: 'Shields', choices: { 'stop-faces': 'Stop low faces', subtract: 'Subtract from each die' } },
  missileToHit: { label: 'Missile to Hit', choices: { 'at-most': 'At or under', 'at-least': 'At or over' } },
  missileDamage: { label: 'Missile damage', choices: { 'new-die': 'A fresh die × Missile Size', 'hit-die': 'The hitting die × Missile Size' } },
  impactTiming: { label: 'When missiles strike', choices: { 'phase-end': 'End of the Attack phase', 'ship-end': 'End of the firing ship\'s attack' } },
  rangeTies: { label: 'Identical Range rolls', choices: { 'no-change': 'No change', attacker: 'The attacker wins' } },
  disabledCheck: { label: 'Becoming Disabled', choices: { roll: 'Roll 5–6', automatic: 'Automatic at half Hull' } },
  destroyedAt: { label: 'When a ship is destroyed', choices: { reaches: 'Damage reaches Hull', exceeds: 'Damage exceeds Hull' } },
  halveJump: { label: 'Jump when Disabled', choices: { halved: 'Jump halves', kept: 'Jump kept' } },
  repairClears: { label: 'Repair and Disabled', choices: { 'below-half': 'Only under half Hull', any: 'Any repair' } },
  exploreReach: { label: 'A Jump-1 Scout exploring', choices: { 'at-least-one': 'Never below 1', literal: 'Jump − 1, even 0' } },
  withdrawal: { label: 'Earliest withdrawal (S.M.A.R.T.)', choices: { 'round-3': 'From round 3', 'round-2': 'From round 2' } },
  planetaryRepeat: { label: 'One Siege or Assault action', choices: { repeat: 'Repeat until done', 'one-pass': 'One pass' } },
};

/** The words on a value of option `key`, or the value itself if the option has no such choice. */
export function choiceLabel(key: ReadingKey, value: string): string {
  const choices = READING_LABELS[key].choices as Readonly<Record<string, string>>;
  return Object.prototype.hasOwnProperty.call(choices, value) ? choices[value]! : value;
}
