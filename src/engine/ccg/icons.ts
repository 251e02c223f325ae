/**
 * The icons of the Traveller CCG: one catalogue read by the engine (to validate
 * names), the icon shortcode plugin, the icon legend and the quick reference.
 * Groups follow the icon reference at the back of the Rules Booklet 2.0.
 * How each icon is drawn lives in `src/icons/`, not here.
 */

export const ICON_GROUPS = [
  { id: 'card-types', title: 'Card types' },
  { id: 'ship-attributes', title: 'Ship attributes' },
  { id: 'capabilities-basic', title: 'Capabilities: basic' },
  { id: 'capabilities-advanced', title: 'Capabilities: advanced' },
  { id: 'adventure-attributes', title: 'Adventure card attributes' },
  { id: 'crew-attributes', title: 'Crew attributes' },
  { id: 'connection-subtypes', title: 'Connection subtypes' },
  { id: 'gear-subtypes', title: 'Gear subtypes' },
  { id: 'upgrade-subtypes', title: 'Upgrade subtypes' },
  { id: 'upgrade-attributes', title: 'Upgrade attributes' },
  { id: 'game-concepts', title: 'Game concepts' },
  { id: 'skills', title: 'Skills' },
  { id: 'skill-levels', title: 'Skill levels' },
] as const;

export type IconGroupId = (typeof ICON_GROUPS)[number]['id'];

export interface IconDef {
  id: string;
  /** Accessible name, as a player would say it. */
  label: string;
  group: IconGroupId;
  /** One plain sentence: what the icon stands for on a card. */
  meaning: string;
  /** Glossary or keyword page that explains it, as a site path. */
  page?: string;
}

const g = (slug: string) => `/ccg/glossary/${slug}/`;

export const ICONS = [
  // Card types
  { id: 'ship', label: 'Ship', group: 'card-types', meaning: 'The ship card: your vessel and you, its captain; it never leaves play while you are in the game.', page: g('ship') },
  { id: 'contract', label: 'Contract', group: 'card-types', meaning: 'An adventure card in play as a job that pays Victory Points when resolved.', page: g('contract') },
  { id: 'complication', label: 'Complication', group: 'card-types', meaning: 'An adventure card attached to a contract as an obstacle that must be resolved first.', page: g('complication') },
  { id: 'crew', label: 'Crew', group: 'card-types', meaning: 'A crew member: brings skills, abilities and a wound capacity.', page: g('crew') },
  { id: 'gear', label: 'Gear', group: 'card-types', meaning: 'Equipment attached to a crew member.', page: g('gear') },
  { id: 'upgrade', label: 'Upgrade', group: 'card-types', meaning: 'A ship upgrade attached to your ship, with a structure capacity.', page: g('upgrade') },
  { id: 'connection', label: 'Connection', group: 'card-types', meaning: 'An ally, locale or organization you can call on; one of each subtype at most.', page: g('connection') },
  { id: 'event', label: 'Event', group: 'card-types', meaning: 'A one-shot card, played as a reaction unless it says otherwise, then discarded.', page: g('event') },
  { id: 'heroics', label: 'Heroic action', group: 'card-types', meaning: 'A one-shot action performed by a crew member who has the skill it names.', page: g('heroic-action') },

  // Ship attributes
  { id: 'attack', label: 'Attack Value', group: 'ship-attributes', meaning: 'How much damage the ship deals in piracy and ship combat, before the target’s Defense Value.', page: g('attack-value') },
  { id: 'defense', label: 'Defense Value', group: 'ship-attributes', meaning: 'How much incoming damage the ship shrugs off.', page: g('defense-value') },
  { id: 'initiative', label: 'Initiative', group: 'ship-attributes', meaning: 'Decides who picks the first captain, and breaks ties for victory and contract slots.', page: g('initiative') },
  { id: 'jump', label: 'Jump', group: 'ship-attributes', meaning: 'The distance the ship covers for each 1 Credit jump.', page: g('jump-and-distance') },

  // Capabilities
  { id: 'cargo', label: 'Cargo', group: 'capabilities-basic', meaning: 'Basic capability: yields a Cargo token.', page: g('capabilities') },
  { id: 'military', label: 'Military', group: 'capabilities-basic', meaning: 'Basic capability: yields a Military token.', page: g('capabilities') },
  { id: 'passenger', label: 'Passenger', group: 'capabilities-basic', meaning: 'Basic capability: yields a Passenger token.', page: g('capabilities') },
  { id: 'survey', label: 'Survey', group: 'capabilities-basic', meaning: 'Basic capability: yields a Survey token.', page: g('capabilities') },
  { id: 'cargo-passenger', label: 'Cargo/Passenger', group: 'capabilities-advanced', meaning: 'Advanced capability: counts as Cargo and as Passenger, but its token pays only one requirement.', page: g('capabilities') },
  { id: 'military-passenger', label: 'Military/Passenger', group: 'capabilities-advanced', meaning: 'Advanced capability: counts as Military and as Passenger, but its token pays only one requirement.', page: g('capabilities') },
  { id: 'military-survey', label: 'Military/Survey', group: 'capabilities-advanced', meaning: 'Advanced capability: counts as Military and as Survey, but its token pays only one requirement.', page: g('capabilities') },
  { id: 'passenger-survey', label: 'Passenger/Survey', group: 'capabilities-advanced', meaning: 'Advanced capability: counts as Passenger and as Survey, but its token pays only one requirement.', page: g('capabilities') },

  // Adventure card attributes
  { id: 'abandon', label: 'Abandonment penalty', group: 'adventure-attributes', meaning: 'What a captain pays to walk away from a contract, changed by attached complications.', page: g('abandonment') },
  { id: 'distance', label: 'Distance', group: 'adventure-attributes', meaning: 'How far away a contract is; covered by jumps when you start pursuing it.', page: g('jump-and-distance') },
  { id: 'subplot', label: 'Subplot', group: 'adventure-attributes', meaning: 'An optional extra goal on a contract or complication, with its own reward.', page: g('subplot') },

  // Crew attributes
  { id: 'species', label: 'Species', group: 'crew-attributes', meaning: 'The crew member’s species; anything other than Human makes them non-Human.', page: g('non-human') },
  { id: 'wound', label: 'Wounds', group: 'crew-attributes', meaning: 'Wound capacity, and wounds taken; a crew member at capacity is jettisoned.', page: g('wound') },

  // Connection subtypes
  { id: 'ally', label: 'Ally', group: 'connection-subtypes', meaning: 'Connection subtype: a person on your side.', page: g('connection') },
  { id: 'locale', label: 'Locale', group: 'connection-subtypes', meaning: 'Connection subtype: a place you can use.', page: g('connection') },
  { id: 'organization', label: 'Organization', group: 'connection-subtypes', meaning: 'Connection subtype: a group or institution that backs you.', page: g('connection') },

  // Gear subtypes
  { id: 'alteration', label: 'Alteration', group: 'gear-subtypes', meaning: 'Gear subtype: a change to the crew member’s body or mind.', page: g('gear') },
  { id: 'armor', label: 'Armor (gear)', group: 'gear-subtypes', meaning: 'Gear subtype: protective wear (not the Armor keyword).', page: g('gear') },
  { id: 'gadget', label: 'Gadget', group: 'gear-subtypes', meaning: 'Gear subtype: a tool or device.', page: g('gear') },
  { id: 'vehicle', label: 'Vehicle', group: 'gear-subtypes', meaning: 'Gear subtype: something to ride or drive.', page: g('gear') },
  { id: 'weapon', label: 'Weapon', group: 'gear-subtypes', meaning: 'Gear subtype: a personal weapon.', page: g('gear') },

  // Upgrade subtypes and attributes
  { id: 'computer', label: 'Computer', group: 'upgrade-subtypes', meaning: 'Upgrade subtype: ship’s computers and software.', page: g('upgrade') },
  { id: 'hardpoint', label: 'Hardpoint', group: 'upgrade-subtypes', meaning: 'Upgrade subtype: a weapon mount.', page: g('upgrade') },
  { id: 'hull', label: 'Hull', group: 'upgrade-subtypes', meaning: 'Upgrade subtype: changes to the hull itself.', page: g('upgrade') },
  { id: 'internal', label: 'Internal', group: 'upgrade-subtypes', meaning: 'Upgrade subtype: systems fitted inside the ship.', page: g('upgrade') },
  { id: 'structure', label: 'Structure', group: 'upgrade-attributes', meaning: 'Structure capacity, and structure damage taken; an upgrade at capacity is jettisoned.', page: g('structure') },

  // Game concepts
  { id: 'action', label: 'Action', group: 'game-concepts', meaning: 'Timing indicator: only the acting captain may generate this, with nothing pending.', page: g('action') },
  { id: 'reaction', label: 'Reaction', group: 'game-concepts', meaning: 'Timing indicator: may be generated at any time, even on top of a pending effect.', page: g('reaction') },
  { id: 'credits', label: 'Credits', group: 'game-concepts', meaning: 'A cost in Credits, paid by expending cards for their Expense Value; the number is the amount.', page: g('cost') },
  { id: 'expense', label: 'Expense Value', group: 'game-concepts', meaning: 'What a card is worth when expended to pay a cost or an expense.', page: g('expenses') },
  { id: 'exert', label: 'Exert', group: 'game-concepts', meaning: 'Turn a ready card sideways; as a cost, exert the card itself unless told otherwise.', page: g('exert') },
  { id: 'ready', label: 'Ready', group: 'game-concepts', meaning: 'Turn an exerted card upright again.', page: g('ready') },
  { id: 'use', label: 'Use', group: 'game-concepts', meaning: 'A gear action: the crew member carrying the gear exerts to perform it.', page: g('use') },
  { id: 'limited', label: 'Limited', group: 'game-concepts', meaning: 'This effect can be generated only once per round.', page: g('limited') },
  { id: 'infamy', label: 'Infamy', group: 'game-concepts', meaning: 'An Infamy token, gained by turning pirate; each one adds 1 Credit to procurement costs.', page: g('infamy') },
  { id: 'victorypoint', label: 'Victory Points', group: 'game-concepts', meaning: 'Victory Points; the first captain to the threshold (20 by default) wins.', page: g('victory-points') },
  { id: 'linked', label: 'Linked', group: 'game-concepts', meaning: 'Brackets that join two icons: the effect needs a card with both.', page: g('linked-icons') },

  // Skills
  { id: 'admin', label: 'Admin', group: 'skills', meaning: 'Skill: Admin.', page: g('skills') },
  { id: 'combat', label: 'Combat', group: 'skills', meaning: 'Skill: Combat.', page: g('skills') },
  { id: 'jack', label: 'Jack-of-all-Trades', group: 'skills', meaning: 'Skill with no token of its own: it lets the crew member collect other skill tokens.', page: g('jack-of-all-trades') },
  { id: 'medical', label: 'Medical', group: 'skills', meaning: 'Skill: Medical.', page: g('skills') },
  { id: 'psionics', label: 'Psionics', group: 'skills', meaning: 'Skill: Psionics (never collectable through Jack-of-all-Trades).', page: g('skills') },
  { id: 'science', label: 'Science', group: 'skills', meaning: 'Skill: Science.', page: g('skills') },
  { id: 'social', label: 'Social', group: 'skills', meaning: 'Skill: Social.', page: g('skills') },
  { id: 'starship-operations', label: 'Starship Operations', group: 'skills', meaning: 'Skill: Starship Operations.', page: g('skills') },
  { id: 'tech', label: 'Tech', group: 'skills', meaning: 'Skill: Tech.', page: g('skills') },
  { id: 'underworld', label: 'Underworld', group: 'skills', meaning: 'Skill: Underworld.', page: g('skills') },
  { id: 'trained', label: 'Trained', group: 'skill-levels', meaning: 'A hexagon frame: the skill at trained level.', page: g('skill-levels') },
  { id: 'expert', label: 'Expert', group: 'skill-levels', meaning: 'A circle frame: the skill at expert level, which also pays for trained.', page: g('skill-levels') },
] as const satisfies readonly IconDef[];

export type IconId = (typeof ICONS)[number]['id'];

export const SKILLS = [
  'admin',
  'combat',
  'jack',
  'medical',
  'psionics',
  'science',
  'social',
  'starship-operations',
  'tech',
  'underworld',
] as const satisfies readonly IconId[];
export type Skill = (typeof SKILLS)[number];

export const BASIC_CAPABILITIES = ['cargo', 'military', 'passenger', 'survey'] as const satisfies readonly IconId[];
export type BasicCapability = (typeof BASIC_CAPABILITIES)[number];

export const ADVANCED_CAPABILITIES = {
  'cargo-passenger': ['cargo', 'passenger'],
  'military-passenger': ['military', 'passenger'],
  'military-survey': ['military', 'survey'],
  'passenger-survey': ['passenger', 'survey'],
} as const satisfies Record<string, readonly [BasicCapability, BasicCapability]>;
export type AdvancedCapability = keyof typeof ADVANCED_CAPABILITIES;
export type Capability = BasicCapability | AdvancedCapability;

export const SKILL_LEVELS = ['trained', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Names the Rules Reference HTML uses for the same icons (including its typos). */
export const ICON_ALIASES: Readonly<Record<string, IconId>> = {
  react: 'reaction',
  extert: 'exert',
  conn: 'connection',
  gene: 'species',
  psionic: 'psionics',
  vp: 'victorypoint',
  'victory-point': 'victorypoint',
  ev: 'expense',
  'jack-of-all-trades': 'jack',
  heroic: 'heroics',
  'heroic-action': 'heroics',
  av: 'attack',
  dv: 'defense',
  'starship-ops': 'starship-operations',
};

const BY_ID: ReadonlyMap<string, IconDef> = new Map(ICONS.map((i) => [i.id, i]));

/** The catalogue entry for a name or alias, or undefined when the name is unknown. */
export function findIcon(name: string): IconDef | undefined {
  const key = name.trim().toLowerCase();
  return BY_ID.get(ICON_ALIASES[key] ?? key);
}

export function isSkill(name: string): name is Skill {
  return (SKILLS as readonly string[]).includes(name);
}

export function isCapability(name: string): name is Capability {
  return (BASIC_CAPABILITIES as readonly string[]).includes(name) || name in ADVANCED_CAPABILITIES;
}
