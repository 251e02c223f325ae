/**
 * Why each recommended reading is recommended and what the other choice
 * changes, in our words: shown by a calculator's readings panel when it
 * opens, so it is kept apart from the options every calculator loads.
 */
import type { ReadingKey } from './readings.ts';

export const READING_EXPLANATIONS: Readonly<Record<ReadingKey, string>> = {
  naturalRolls: 'The book has no natural-roll rule, so a target of 6 or more always succeeds and 0 or less never does. The house rule makes a 1 always succeed and a 6 always fail.',
  embassyTreatyDice: 'The Treaty rule gives an Embassy one die, while trade and negotiation give it one die plus one per level. The other reading lets the Treaty use the same powered dice.',
  starportTradeDice: 'The Diplomat or Embassy overseeing the trade rolls its own dice and the Military/Diplomacy panel only lends its Tech Level. The other reading rolls the single die of a Faction Panel.',
  sabotageAtZero: 'Sabotage takes power; only Siege and Assault are said to destroy panels, so extra successes are wasted. The other reading lets a success on an Outpost with no power left destroy it.',
  securityDetailFlux: 'The book gives Security Detail no procedure, so the table rules on it. The option makes it a flux on the Soldier\'s Security dice against the system.',
  culturalEmbassy: 'The expansion\'s Cultural Embassy starts at two dice and each level adds one. The other reading gives the extra die only while it is unpowered.',
  treatyPower: 'The Power section speaks of matching the Trade power, and a surplus should not block a Treaty, so at least equal is enough. The other reading needs exactly equal.',
  treatyBars: 'The condition asks that every World Panel carry a bar, not that you own them all. The other reading needs your own bar on every World Panel.',
  factoryDoubling: 'The glossary doubles a Factory\'s Power for Treaties; Budget and Victory Points speak of bar faces. The other reading doubles its bars everywhere.',
  starportSupply: 'Read as minimums, any Starport supplies tier 1 and one at level 1 or more supplies tier 2. The other reading takes the levels exactly: tier 1 only unpowered, tier 2 only at level 1.',
  revoltScope: 'A Treaty covers a whole system, so a Revolt is read to block agreements system-wide. The other reading blocks only trade through the Society in revolt (a Treaty stays blocked either way).',
  blockadeScope: 'A blockading ship sits on one World Panel but is read to stop every incoming agreement in its system. The other reading stops only agreements through its panel.',
  defenseCount: 'Each Defense Outpost in the system adds one plus its level, whoever owns it. The other reading leaves out the attacker\'s own Defense Outposts.',
  fleetSiege: 'The steps speak of one ship at a time, so each ship rolls alone. The other reading pools the Missiles of the whole fleet into one roll.',
  outpostDestruction: 'Unpowered Outposts exist and attacks name the Outpost as a result, so one more success is needed once its power is gone. The other reading destroys it the moment its last bar goes (an unpowered one on the first success).',
  soldiers: 'Each Soldier attacks alone with its own Battle dice. The other reading pools all Soldiers\' dice in one roll and strikes back at the group.',
  assaultCounter: 'The Tech Levels are compared again from the world\'s side, so its number is 3 plus its TL minus the Soldier\'s. The other reading reuses the Soldier\'s own hit number.',
  standardRange: 'Ships face each other across one band, and beams reach one band. The other reading puts them at range 0, which raises every Size − Range target by one.',
  energyToHit: 'Each die is checked against Size − Range and the hitting faces are the damage. The other reading makes one to-hit roll for the volley and then sums every die.',
  shields: 'Shields modify the lower numbers, read as stopping beam dice showing the Shields rating or less. The other reading subtracts the rating from each hitting beam die.',
  missileToHit: 'Every other roll of the book succeeds low, so a missile hits on the target\'s Missile to Hit or less. The other reading hits on that number or more.',
  missileDamage: 'The book speaks of a damage roll, so a hit rolls a fresh die times Missile Size. The other reading multiplies the hitting die itself.',
  impactTiming: 'Missiles strike at the end of the Attack phase, just after Point Defense. The other reading resolves each ship\'s missiles at the end of that ship\'s own attack.',
  rangeTies: 'When both sides roll the same dice to the end nobody wins and the range stays. The other reading gives such a tie to the attacker.',
  disabledCheck: 'The Disabled Ships section is the full rule: at half Hull a die is rolled and 5–6 disables. The other reading follows the glossary: disabled at once at half Hull.',
  destroyedAt: 'A ship is destroyed when its damage reaches its Hull. The other reading needs damage above the Hull.',
  halveJump: 'Jump is among the ratings on the card, so it halves with the others; Hull never does. The other reading keeps the Jump rating whole.',
  repairClears: 'Disabled follows from damage at half Hull, so it clears only when a repair brings damage under half. The other reading clears it with any repair.',
  exploreReach: 'Exploring takes 1 off a Scout\'s Jump, but a reach of 0 would leave a Jump-1 Scout unable ever to explore, which the book\'s figure does not suggest; so the reach stays at least 1. The other reading takes Jump − 1 as it stands.',
  withdrawal: 'Withdrawal comes after the second round, so from the Range phase of round three. The other reading allows it in round two.',
  planetaryRepeat: 'Step 6 repeats until the attackers leave or die or the panel is stripped. The other reading makes one pass, each ship or Soldier attacking once.',
};
