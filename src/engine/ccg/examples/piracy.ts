/**
 * Presets for the piracy tools: the worked examples of the Rules Booklet,
 * set up as engine input. Where the booklet does not print a value (most
 * initiatives, structure capacities, the card Glancing Shot asks about), we
 * use a stand-in chosen to agree with its text; each preset lists them.
 */
import type { PiracySituation } from '../piracy/index.ts';

export interface PiracyPreset {
  id: string;
  title: string;
  /** Where the example is in the books. */
  source: string;
  /** Values that are ours, not printed in the example. */
  standIns: string[];
  input: PiracySituation;
}

/** Booklet, Piracy Example: Sakai's Type S Scout attacks Tylor's Empress Marava Far Trader. */
export const SAKAI_VS_TYLOR: PiracyPreset = {
  id: 'sakai-vs-tylor',
  title: 'Sakai attacks Tylor',
  source: 'Rules Booklet 2.0, Piracy Example',
  standIns: [
    'Initiative 3 for the Type S Scout and 1 for the Empress Marava Far Trader: the booklet only says the Scout is higher.',
    'Glancing Shot asks whether Tylor controls a card whose icon our copy lost; we use "a Pilot crew", which he does not control.',
    'Structure capacity 2 for both of Sakai\'s upgrades, and a Defense Value of 0 for the Scout (return fire does nothing either way).',
  ],
  input: {
    attacker: {
      captain: 'sakai',
      name: 'Sakai',
      ship: { id: 'sakai-ship', name: 'Type S Scout', attack: 1, defense: 0, initiative: 3 },
      upgrades: [
        { id: 'narda-laser', name: 'Narda Systems 150-MJ Laser', structureCapacity: 2, structure: 0 },
        { id: 'rvd-plate', name: 'RVD Overtuned Thruster Plate', structureCapacity: 2, structure: 0 },
      ],
      controls: [{ id: 'hackers-chainsaw', name: "Hacker's Chainsaw", type: 'gear' }],
      attackModifiers: [
        { source: 'Narda Systems 150-MJ Laser', amount: 1, card: 'narda-laser' },
        { source: 'RVD Overtuned Thruster Plate', amount: 1, when: { kind: 'opponent-lower-initiative' }, card: 'rvd-plate' },
      ],
      onSuccess: [{ source: "Hacker's Chainsaw", text: 'its effect that needs a successful piracy action can now be used' }],
    },
    defender: {
      captain: 'tylor',
      name: 'Tylor',
      ship: { id: 'tylor-ship', name: 'Empress Marava Far Trader', attack: 0, defense: 0, initiative: 1 },
      upgrades: [],
      defenseModifiers: [{ source: 'Glancing Shot', amount: 3, otherwise: 2, when: { kind: 'controls', cardType: 'crew', trait: 'Pilot' } }],
    },
  },
};

/** Booklet, Example of Play, Resolution Phase: Nymeria's Beowulf Free Trader attacks Ahab's Type S Scout. */
export const NYMERIA_VS_AHAB: PiracyPreset = {
  id: 'nymeria-vs-ahab',
  title: 'Nymeria attacks Ahab',
  source: 'Rules Booklet 2.0, Example of Play: Resolution Phase',
  standIns: [
    'Initiative 3 for the Type S Scout and 2 for the Beowulf Free Trader: the booklet only says the Scout is higher.',
    'Structure capacity 2 for the Missile Barbette.',
  ],
  input: {
    attacker: {
      captain: 'nymeria',
      name: 'Nymeria',
      ship: { id: 'nymeria-ship', name: 'Beowulf Free Trader', attack: 0, defense: 0, initiative: 2 },
      upgrades: [{ id: 'missile-barbette', name: 'Missile Barbette', structureCapacity: 2, structure: 0 }],
      attackModifiers: [
        { source: 'Missile Barbette (its ability)', amount: 3, card: 'missile-barbette' },
        { source: 'Predatory Tactics', amount: 1 },
      ],
      defenseModifiers: [{ source: 'Predatory Tactics', amount: 1 }],
      onSuccess: [{ source: 'Predatory Tactics', text: "it goes to the bottom of Nymeria's deck", replenish: true }],
    },
    defender: {
      captain: 'ahab',
      name: 'Ahab',
      ship: { id: 'ahab-ship', name: 'Type S Scout', attack: 1, defense: 0, initiative: 3 },
      upgrades: [],
      controls: [
        { id: 'george', name: 'George Zamepiimaakha', type: 'crew' },
        { id: 'body-pistol', name: 'Body Pistol', type: 'gear' },
      ],
    },
  },
};

/**
 * Not from the books: an example of ours showing Hardened, Critical and
 * Countermeasure, and an upgrade jettisoned before it can help return fire.
 */
export const HARDENED_SKIRMISH: PiracyPreset = {
  id: 'hardened-skirmish',
  title: 'Our example: Hardened, Critical and Countermeasure',
  source: 'Made up for this site; no card values are from real cards',
  standIns: ['Every card and value in this example is invented to show the keywords.'],
  input: {
    attacker: {
      captain: 'vex',
      name: 'Vex',
      ship: { id: 'vex-ship', name: 'Corsair', attack: 2, defense: 1, initiative: 2 },
      upgrades: [{ id: 'vex-missiles', name: 'Missile Rack', structureCapacity: 3, structure: 0, traits: ['Missile'] }],
      attackModifiers: [{ source: 'Missile Rack', amount: 4, card: 'vex-missiles' }],
      critical: [{ from: 'Missile Rack', value: 1, traits: ['Missile'] }],
    },
    defender: {
      captain: 'mora',
      name: 'Mora',
      ship: { id: 'mora-ship', name: 'Patrol Cruiser', attack: 1, defense: 1, initiative: 3 },
      upgrades: [
        { id: 'mora-plating', name: 'Ablative Plating', structureCapacity: 4, structure: 0, hardened: [{ from: 'Ablative Plating', value: 2, countermeasure: ['Missile'] }] },
        { id: 'mora-turret', name: 'Laser Turret', structureCapacity: 2, structure: 0, hardened: [{ from: 'Laser Turret', value: 1 }] },
      ],
      attackModifiers: [{ source: 'Laser Turret', amount: 2, card: 'mora-turret' }],
    },
    attack: { upgrades: [{ upgrade: 'mora-plating', points: 2 }, { upgrade: 'mora-turret', points: 2 }], expense: 1 },
  },
};

export const PIRACY_PRESETS: readonly PiracyPreset[] = [SAKAI_VS_TYLOR, NYMERIA_VS_AHAB, HARDENED_SKIRMISH];
