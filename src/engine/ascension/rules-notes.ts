/**
 * Our readings of the points the book leaves open (AM-01 … AM-59): a title
 * and a one-sentence summary of the reading the engine applies by default.
 * Where a reading can be switched, `readings.ts` holds the option.
 */

interface NoteText {
  title: string;
  summary: string;
}

export const NOTE_RULES = {
  'AM-01': { title: 'AM-01 Several flux dice', summary: 'A flux with several dice passes when any one die makes the target; counting successes is only for effects paid per success.' },
  'AM-02': { title: 'AM-02 Targets outside 1–6', summary: 'A target of 6 or more always succeeds and 0 or less never does; a house rule can make a 1 always succeed and a 6 always fail.' },
  'AM-03': { title: 'AM-03 The System Tech Level', summary: 'The system\'s TL is the one shown by the Society that ended the chain: the targeted Society\'s, else the highest, and 0 with no Society.' },
  'AM-04': { title: 'AM-04 Whose Tech Level rolls', summary: 'Embassies and Starport trade use the Military/Diplomacy panel, Requisition the Economic panel, anything else the acting Asset or the panel of its type.' },
  'AM-05': { title: 'AM-05 Embassy dice', summary: 'An Embassy rolls one die plus one per level of power, but a Treaty attempt by an Embassy rolls a single die.' },
  'AM-06': { title: 'AM-06 Dice for Starport trade', summary: 'Starport trade rolls the overseeing Diplomat\'s or Embassy\'s dice; the Faction Panel only lends its Tech Level.' },
  'AM-07': { title: 'AM-07 Mystery and Adventure rolls', summary: 'Any die at or under the panel\'s M or A value finds a Secret; no Tech Level enters the roll.' },
  'AM-08': { title: 'AM-08 Sabotage at zero power', summary: 'Sabotage successes beyond an Outpost\'s power are wasted; only attacks destroy a panel.' },
  'AM-09': { title: 'AM-09 Other Shadow and Diplomacy rolls', summary: 'Sedition, Assassination, Smuggling, Mitigate and Martial Law are flux rolls against the system the Asset is in.' },
  'AM-10': { title: 'AM-10 Security Detail', summary: 'The book gives no roll for Security Detail, so the table rules on it; an optional flux on the Soldier\'s Security dice can be switched on.' },
  'AM-11': { title: 'AM-11 A powered Cultural Embassy', summary: 'The expansion\'s Cultural Embassy rolls two dice plus one per level of power.' },
  'AM-12': { title: 'AM-12 The second tier', summary: 'Each World Panel carries one bar whose face shows its tier; reaching tier 2 turns that bar over.' },
  'AM-13': { title: 'AM-13 Power equal to Trade', summary: 'Outpost Power at least equal to the system\'s Trade power allows a Treaty; a surplus does not block it.' },
  'AM-14': { title: 'AM-14 Whose bars a Treaty needs', summary: 'Every World Panel must carry a bar, whoever owns it.' },
  'AM-15': { title: 'AM-15 Where a Factory doubles', summary: 'A Factory doubles its Power only for Treaty power; Budget and Victory Points read bar faces.' },
  'AM-16': { title: 'AM-16 Outposts in Treaty power', summary: 'Your Outposts of every kind in the system count their levels; an unpowered one adds nothing.' },
  'AM-17': { title: 'AM-17 Starport supply tiers', summary: 'A Starport at any level supplies tier 1; tier 2 needs it at level 1 or more.' },
  'AM-18': { title: 'AM-18 Bars of a Starport trade', summary: 'Starport trade puts one bar, on the World Panel; a Starport in the same system counts that system\'s panels once.' },
  'AM-19': { title: 'AM-19 How far a Revolt reaches', summary: 'A Revolt blocks Trade Agreements and Treaties in its whole system.' },
  'AM-20': { title: 'AM-20 What a Revolt takes', summary: 'The end-of-turn loss of a Revolt comes off the same bar whether called Trade or Power; the player picks among equal candidates.' },
  'AM-21': { title: 'AM-21 How far a Blockade reaches', summary: 'A Blockade stops incoming agreements in its whole system; its end-of-turn loss comes off its own panel first, then the player picks.' },
  'AM-22': { title: 'AM-22 Smuggling', summary: 'A smuggler gains a flat 2 Budget; the panel\'s owner loses that bar\'s face from their Budget while the Agent stays.' },
  'AM-23': { title: 'AM-23 Defense Outposts in the ratings', summary: 'Each Defense Outpost in the system adds 1 plus its level, the attacker\'s own ones included.' },
  'AM-24': { title: 'AM-24 A fleet on siege', summary: 'Each ship rolls and is answered on its own; the fleet\'s Missiles are not pooled.' },
  'AM-25': { title: 'AM-25 A rating of 0', summary: 'Read literally: zero hits meet a rating of 0, so the attack succeeds and no dice strike back; the engine flags it.' },
  'AM-26': { title: 'AM-26 Destroying an Outpost', summary: 'An Outpost with no power left falls to one more success, so an unpowered Outpost can be destroyed.' },
  'AM-27': { title: 'AM-27 Counter-fire', summary: 'The world strikes back after every attack, failed or not, and that damage can disable the ship.' },
  'AM-28': { title: 'AM-28 A Disabled ship on siege', summary: 'A Disabled ship rolls half its Missiles, rounded down.' },
  'AM-29': { title: 'AM-29 Several Soldiers', summary: 'Each Soldier attacks alone and its rating is its number of Battle dice.' },
  'AM-30': { title: 'AM-30 The world\'s hit number', summary: 'The world strikes back hitting on 3 plus its Tech Level minus the Soldier\'s, the attack\'s number mirrored.' },
  'AM-31': { title: 'AM-31 Range in Standard combat', summary: 'Ships facing each other in Standard combat are one band apart.' },
  'AM-32': { title: 'AM-32 Spinal and beam hits', summary: 'Each die hits on its own, and the faces of the hitting dice are the damage.' },
  'AM-33': { title: 'AM-33 Shields', summary: 'A beam die showing the Shields rating or less is stopped.' },
  'AM-34': { title: 'AM-34 Missile to Hit', summary: 'A missile hits on a die at or under the target\'s Missile to Hit, like every other roll of the book.' },
  'AM-35': { title: 'AM-35 Missile damage', summary: 'A missile that hits rolls a fresh die for damage, multiplied by its Missile Size.' },
  'AM-36': { title: 'AM-36 Agility against missiles', summary: 'No rule says how Agility evades missiles, so it does nothing until a card says otherwise.' },
  'AM-37': { title: 'AM-37 Point Defense', summary: 'The target rolls its Point Defense dice once per Attack phase for its own ship, each die at or under the Missile Size killing one missile.' },
  'AM-38': { title: 'AM-38 When missiles strike', summary: 'Missiles strike at the end of the Attack phase, just after Point Defense.' },
  'AM-39': { title: 'AM-39 Ties on the Range roll', summary: 'When the sorted rolls match until one side runs out, the extra die wins; rolls identical to the end change nothing.' },
  'AM-40': { title: 'AM-40 How far the Range winner moves', summary: 'The winner moves the attacking ships one band closer or further.' },
  'AM-41': { title: 'AM-41 Targets in S.M.A.R.T. combat', summary: 'Only spotted ships can be fired on.' },
  'AM-42': { title: 'AM-42 Becoming Disabled', summary: 'A ship at half Hull or worse rolls a die and is Disabled on 5 or 6; it is not disabled automatically.' },
  'AM-43': { title: 'AM-43 Damage thresholds', summary: 'The half-Hull check applies at twice the damage reaching the Hull; the ship is destroyed when damage reaches its Hull.' },
  'AM-44': { title: 'AM-44 Which ratings halve', summary: 'Disabling halves the Jump rating too, but never the Hull.' },
  'AM-45': { title: 'AM-45 Repair and Disabled', summary: 'A repair clears Disabled only when it brings damage under half the Hull, and only at your own Starport.' },
  'AM-46': { title: 'AM-46 Ties of ships on one side', summary: 'Ships of one side with equal Initiative fire in the order their owner chooses; card IDs do not break combat ties.' },
  'AM-47': { title: 'AM-47 Missile tokens', summary: 'The twelve tokens A–L limit the missiles in flight; Salvos limit each ship.' },
  'AM-48': { title: 'AM-48 Number of players', summary: 'The game is for two players: the box holds two of each player\'s boards, mats and trackers.' },
  'AM-49': { title: 'AM-49 End-of-turn order', summary: 'Book Passage arrivals, scenario combat, Revolt losses, Blockade losses, keep two cards, trim to Budget, refill to eight.' },
  'AM-50': { title: 'AM-50 Pieces off the board', summary: 'Every Asset and Ship card you hold counts against the Budget, on the board or not; Ship Designs do not.' },
  'AM-51': { title: 'AM-51 Counting Trade Agreements', summary: 'A player\'s Trade Agreements for the tie-break are the World Panels carrying that player\'s bar.' },
  'AM-52': { title: 'AM-52 Diplomats and Soldiers on Planetfall', summary: 'They draw one panel at a time with no choice, but "+1" chains still run.' },
  'AM-53': { title: 'AM-53 "+1" Resources and the last slot', summary: 'The book does not say; the tool asks whether to keep the last slot for a Society.' },
  'AM-54': { title: 'AM-54 A Jump-1 Scout exploring', summary: 'Exploring lowers a Scout\'s Jump by 1 but never below 1, so a Scout that can jump at all can explore the next system; a switch reads the 0 literally.' },
  'AM-55': { title: 'AM-55 When ships may withdraw', summary: 'From round three on, in the Range phase, and only from a Jump Point.' },
  'AM-56': { title: 'AM-56 One Siege or Assault action', summary: 'The attack repeats ship by ship until the attackers withdraw or die or the panel is stripped, and the world strikes back even after the last success.' },
  'AM-57': { title: 'AM-57 Where a Shadow Agent\'s action starts', summary: 'Sabotage, Sedition, Assassination and Smuggling need the Shadow Agent already in the target\'s system; the action only moves it onto the panel there.' },
  'AM-58': { title: 'AM-58 What Ship Size is for', summary: 'The target\'s Ship Size is the base of the Sensors number and of spinal and beam to-hit numbers; missiles roll against Missile to Hit, never Size.' },
  'AM-59': { title: 'AM-59 An Asset from Administration', summary: 'An Asset recruited by Administration waits off the board, as a hired one does, until Enter Quadrant brings it in.' },
} as const satisfies Record<string, NoteText>;

export type NoteAnchor = keyof typeof NOTE_RULES;
