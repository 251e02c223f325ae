/** Combat tables: weapon reach (T15), the S.M.A.R.T. round (T16), the Standard round (T17), ship ratings (T18), planetary attacks (T19). */
import { RATING_INFO, SHIP_RATINGS } from '../space/index.ts';
import type { RuleTable } from './types.ts';

export const T15: RuleTable = {
  id: 'T15',
  title: 'Weapon reach',
  sections: ['a-9-1'],
  columns: ['Weapon', 'Range bands'],
  rows: [
    ['Beams', '1'],
    ['Missiles', '2'],
    ['Spinal', '2'],
  ],
  note: 'The range is the number of bands between the ships on the Battle Board.',
};

export const T16: RuleTable = {
  id: 'T16',
  title: 'A round of S.M.A.R.T. combat',
  sections: ['a-9-2'],
  columns: ['Phase', 'What happens'],
  rows: [
    ['Sensors', 'ships try to spot enemy ships (M9)'],
    ['Missiles', 'ships in reach fire; the target\'s ECM jams some (M10)'],
    ['Attack', 'spinal mounts and beams in reach fire; only spotted ships can be fired on (AM-41); Point Defense; missiles strike (M10, M11)'],
    ['Range', 'each side rolls its pooled Agility; only the attackers move (M14); from round three a side may withdraw from a Jump Point (AM-55)'],
    ['Target', 'spotted ships try Stealth to turn unspotted (M15); then the next round'],
  ],
  note: 'Attackers start on the Moving end, defenders on the Fixed end, every ship unspotted.',
};

export const T17: RuleTable = {
  id: 'T17',
  title: 'A round of Standard combat',
  sections: ['a-9-3'],
  columns: ['Phase', 'Steps'],
  rows: [
    ['Missiles', 'each ship in turn picks a target and fires its Missiles less the target\'s ECM; they fly'],
    ['Attack', 'each ship in turn picks a target: spinal, beams, Point Defense, then missiles strike; then a new round'],
  ],
  note: 'The ships face each other mid-board, every one in reach and targetable. Ships on a System Panel (Blockade) cannot withdraw, in either combat system.',
};

const DISABLED_TEXT = { halved: 'halved', kept: 'kept', reading: 'halved (AM-44)' } as const;
const PHASE_TEXT = { sensors: 'Sensors', missiles: 'Missiles', attack: 'Attack', range: 'Range', target: 'Target', none: '—' } as const;

export const T18: RuleTable = {
  id: 'T18',
  title: 'Ship ratings',
  sections: ['a-9-5', 'a-9-4'],
  columns: ['Rating', 'Phase', 'Use', 'When Disabled'],
  rows: SHIP_RATINGS.map((r) => {
    const info = RATING_INFO[r];
    const disabled = r === 'hull' ? 'not halved (AM-44)' : r === 'size' || r === 'missileToHit' ? 'kept (gold on the card)' : DISABLED_TEXT[info.whenDisabled];
    return [info.name, PHASE_TEXT[info.phase], info.use, disabled];
  }),
  note: 'Phases follow the headings of [9.5]; Missile Size is listed under Missiles there though it is used in the Attack phase.',
};

export const T19: RuleTable = {
  id: 'T19',
  title: 'Planetary attacks',
  sections: ['a-9-6', 'a-9-6-siege', 'a-9-6-assault'],
  columns: ['', 'Siege World', 'Assault World'],
  rows: [
    ['Attacker', 'ships, one at a time', 'Soldiers carried there'],
    ['Rating', 'the Societies\' S values; each Defense Outpost adds 1 + its level (AM-23)', 'the Societies\' B values; each Defense Outpost adds 1 + its level (AM-23)'],
    ['Dice', 'the ship\'s Missiles', 'each Soldier alone, its rating as its number of Battle dice (AM-29)'],
    ['Hit', 'a die at or under 3 + ship TL − Society TL', 'a die at or under 3 + Soldier TL − Society TL'],
    ['Success', 'hits reach the rating: the target panel loses 1', 'the same'],
    ['Reply', 'the rating in dice, summed as damage to the ship', 'the rating in dice against the Soldiers\' rating'],
    ['Ends', 'the ships are gone, or the panel\'s bars are', 'the Soldiers are gone, or the target is'],
  ],
  note: 'Forbidden against a system with a Treaty. Society and Resource panels are never destroyed.',
};
