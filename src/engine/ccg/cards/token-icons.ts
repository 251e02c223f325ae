/**
 * The icons a Resource Pool token or a requirement shows: the capabilities
 * (basic, and advanced ones drawn from two basic glyphs), the skills and their
 * levels, and the subplot mark. Each is written once here; the whole catalogue
 * (`icons.ts`) places them in its groups and re-exports all of this file. A
 * tool that draws only tokens (the resolution check) reads this file alone
 * (`findTokenIcon`), so its page's code need not carry the whole catalogue.
 */
import type { IconDef } from './icon-groups.ts';

export const CAPABILITY_ICONS = [
  { id: 'cargo', label: 'Cargo', group: 'capabilities-basic', rule: 'ccg.capabilities' },
  { id: 'military', label: 'Military', group: 'capabilities-basic', rule: 'ccg.capabilities' },
  { id: 'passenger', label: 'Passenger', group: 'capabilities-basic', rule: 'ccg.capabilities' },
  { id: 'survey', label: 'Survey', group: 'capabilities-basic', rule: 'ccg.capabilities' },
  { id: 'cargo-passenger', label: 'Cargo/Passenger', group: 'capabilities-advanced', rule: 'ccg.capabilities' },
  { id: 'military-passenger', label: 'Military/Passenger', group: 'capabilities-advanced', rule: 'ccg.capabilities' },
  { id: 'military-survey', label: 'Military/Survey', group: 'capabilities-advanced', rule: 'ccg.capabilities' },
  { id: 'passenger-survey', label: 'Passenger/Survey', group: 'capabilities-advanced', rule: 'ccg.capabilities' },
] as const satisfies readonly IconDef[];

export const SUBPLOT_ICON = { id: 'subplot', label: 'Subplot', group: 'adventure-attributes', rule: 'ccg.subplot' } as const satisfies IconDef;

export const SKILL_ICONS = [
  { id: 'admin', label: 'Admin', group: 'skills', rule: 'ccg.skills' },
  { id: 'combat', label: 'Combat', group: 'skills', rule: 'ccg.skills' },
  { id: 'jack', label: 'Jack-of-all-Trades', group: 'skills', rule: 'ccg.jack-of-all-trades' },
  { id: 'medical', label: 'Medical', group: 'skills', rule: 'ccg.skills' },
  { id: 'psionics', label: 'Psionics', group: 'skills', rule: 'ccg.skills' },
  { id: 'science', label: 'Science', group: 'skills', rule: 'ccg.skills' },
  { id: 'social', label: 'Social', group: 'skills', rule: 'ccg.skills' },
  { id: 'starship-operations', label: 'Starship Operations', group: 'skills', rule: 'ccg.skills' },
  { id: 'tech', label: 'Tech', group: 'skills', rule: 'ccg.skills' },
  { id: 'underworld', label: 'Underworld', group: 'skills', rule: 'ccg.skills' },
] as const satisfies readonly IconDef[];

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
] as const satisfies readonly (typeof SKILL_ICONS)[number]['id'][];
export type Skill = (typeof SKILLS)[number];

export const BASIC_CAPABILITIES = ['cargo', 'military', 'passenger', 'survey'] as const satisfies readonly (typeof CAPABILITY_ICONS)[number]['id'][];
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

export function isSkill(name: string): name is Skill {
  return (SKILLS as readonly string[]).includes(name);
}

export function isCapability(name: string): name is Capability {
  return (BASIC_CAPABILITIES as readonly string[]).includes(name) || name in ADVANCED_CAPABILITIES;
}

/** The entry of a token icon (a capability, a skill or the subplot mark) by its id, no aliases: `findIcon` narrowed to the token icons, for a tool that draws tokens without the catalogue. */
export function findTokenIcon(id: string): IconDef | undefined {
  return CAPABILITY_ICONS.find((i) => i.id === id) ?? SKILL_ICONS.find((i) => i.id === id) ?? (id === SUBPLOT_ICON.id ? SUBPLOT_ICON : undefined);
}
