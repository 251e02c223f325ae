/**
 * The icons of the Traveller CCG: one catalogue read by the engine (to validate
 * names), the icon shortcode plugin, the icon legend and the quick reference.
 * Groups follow the icon reference at the back of the Rules Booklet 2.0.
 * What each icon means, in a sentence, is in `icon-meanings.ts` (only the
 * legend needs it); how each icon is drawn lives in `src/icons/`.
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
  /** Glossary or keyword page that explains it, as a site path. */
  page?: string;
}

const g = (slug: string) => `/ccg/glossary/${slug}/`;

export const ICONS = [
  // Card types
  { id: 'ship', label: 'Ship', group: 'card-types', page: g('ship') },
  { id: 'contract', label: 'Contract', group: 'card-types', page: g('contract') },
  { id: 'complication', label: 'Complication', group: 'card-types', page: g('complication') },
  { id: 'crew', label: 'Crew', group: 'card-types', page: g('crew') },
  { id: 'gear', label: 'Gear', group: 'card-types', page: g('gear') },
  { id: 'upgrade', label: 'Upgrade', group: 'card-types', page: g('upgrade') },
  { id: 'connection', label: 'Connection', group: 'card-types', page: g('connection') },
  { id: 'event', label: 'Event', group: 'card-types', page: g('event') },
  { id: 'heroics', label: 'Heroic action', group: 'card-types', page: g('heroic-action') },

  // Ship attributes
  { id: 'attack', label: 'Attack Value', group: 'ship-attributes', page: g('attack-value') },
  { id: 'defense', label: 'Defense Value', group: 'ship-attributes', page: g('defense-value') },
  { id: 'initiative', label: 'Initiative', group: 'ship-attributes', page: g('initiative') },
  { id: 'jump', label: 'Jump', group: 'ship-attributes', page: g('jump-and-distance') },

  // Capabilities
  { id: 'cargo', label: 'Cargo', group: 'capabilities-basic', page: g('capabilities') },
  { id: 'military', label: 'Military', group: 'capabilities-basic', page: g('capabilities') },
  { id: 'passenger', label: 'Passenger', group: 'capabilities-basic', page: g('capabilities') },
  { id: 'survey', label: 'Survey', group: 'capabilities-basic', page: g('capabilities') },
  { id: 'cargo-passenger', label: 'Cargo/Passenger', group: 'capabilities-advanced', page: g('capabilities') },
  { id: 'military-passenger', label: 'Military/Passenger', group: 'capabilities-advanced', page: g('capabilities') },
  { id: 'military-survey', label: 'Military/Survey', group: 'capabilities-advanced', page: g('capabilities') },
  { id: 'passenger-survey', label: 'Passenger/Survey', group: 'capabilities-advanced', page: g('capabilities') },

  // Adventure card attributes
  { id: 'abandon', label: 'Abandonment penalty', group: 'adventure-attributes', page: g('abandonment') },
  { id: 'distance', label: 'Distance', group: 'adventure-attributes', page: g('jump-and-distance') },
  { id: 'subplot', label: 'Subplot', group: 'adventure-attributes', page: g('subplot') },

  // Crew attributes
  { id: 'species', label: 'Species', group: 'crew-attributes', page: g('non-human') },
  { id: 'wound', label: 'Wounds', group: 'crew-attributes', page: g('wound') },

  // Connection subtypes
  { id: 'ally', label: 'Ally', group: 'connection-subtypes', page: g('connection') },
  { id: 'locale', label: 'Locale', group: 'connection-subtypes', page: g('connection') },
  { id: 'organization', label: 'Organization', group: 'connection-subtypes', page: g('connection') },

  // Gear subtypes
  { id: 'alteration', label: 'Alteration', group: 'gear-subtypes', page: g('gear') },
  { id: 'armor', label: 'Armor (gear)', group: 'gear-subtypes', page: g('gear') },
  { id: 'gadget', label: 'Gadget', group: 'gear-subtypes', page: g('gear') },
  { id: 'vehicle', label: 'Vehicle', group: 'gear-subtypes', page: g('gear') },
  { id: 'weapon', label: 'Weapon', group: 'gear-subtypes', page: g('gear') },

  // Upgrade subtypes and attributes
  { id: 'computer', label: 'Computer', group: 'upgrade-subtypes', page: g('upgrade') },
  { id: 'hardpoint', label: 'Hardpoint', group: 'upgrade-subtypes', page: g('upgrade') },
  { id: 'hull', label: 'Hull', group: 'upgrade-subtypes', page: g('upgrade') },
  { id: 'internal', label: 'Internal', group: 'upgrade-subtypes', page: g('upgrade') },
  { id: 'structure', label: 'Structure', group: 'upgrade-attributes', page: g('structure') },

  // Game concepts
  { id: 'action', label: 'Action', group: 'game-concepts', page: g('action') },
  { id: 'reaction', label: 'Reaction', group: 'game-concepts', page: g('reaction') },
  { id: 'credits', label: 'Credits', group: 'game-concepts', page: g('cost') },
  { id: 'expense', label: 'Expense Value', group: 'game-concepts', page: g('expenses') },
  { id: 'exert', label: 'Exert', group: 'game-concepts', page: g('exert') },
  { id: 'ready', label: 'Ready', group: 'game-concepts', page: g('ready') },
  { id: 'use', label: 'Use', group: 'game-concepts', page: g('use') },
  { id: 'limited', label: 'Limited', group: 'game-concepts', page: g('limited') },
  { id: 'infamy', label: 'Infamy', group: 'game-concepts', page: g('infamy') },
  { id: 'victorypoint', label: 'Victory Points', group: 'game-concepts', page: g('victory-points') },
  { id: 'linked', label: 'Linked', group: 'game-concepts', page: g('linked-icons') },

  // Skills
  { id: 'admin', label: 'Admin', group: 'skills', page: g('skills') },
  { id: 'combat', label: 'Combat', group: 'skills', page: g('skills') },
  { id: 'jack', label: 'Jack-of-all-Trades', group: 'skills', page: g('jack-of-all-trades') },
  { id: 'medical', label: 'Medical', group: 'skills', page: g('skills') },
  { id: 'psionics', label: 'Psionics', group: 'skills', page: g('skills') },
  { id: 'science', label: 'Science', group: 'skills', page: g('skills') },
  { id: 'social', label: 'Social', group: 'skills', page: g('skills') },
  { id: 'starship-operations', label: 'Starship Operations', group: 'skills', page: g('skills') },
  { id: 'tech', label: 'Tech', group: 'skills', page: g('skills') },
  { id: 'underworld', label: 'Underworld', group: 'skills', page: g('skills') },
  { id: 'trained', label: 'Trained', group: 'skill-levels', page: g('skill-levels') },
  { id: 'expert', label: 'Expert', group: 'skill-levels', page: g('skill-levels') },
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
