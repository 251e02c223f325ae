/**
 * The icons of the Traveller CCG: one catalogue read by the engine (to validate
 * names), the icon shortcode plugin, the icon legend and the quick reference.
 * Groups follow the icon reference at the back of the Rules Booklet 2.0.
 * What each icon means, in a sentence, is in `icon-meanings.ts` (only the
 * legend needs it); how each icon is drawn lives in `src/icons/`. Each icon
 * names the rule that explains it by its rule id; the site turns that into a
 * link (`ruleHref` in `src/site/rule-links/`), so nothing here knows an address.
 */
import type { IconDef } from './icon-groups.ts';
import { CAPABILITY_ICONS, SKILL_ICONS, SUBPLOT_ICON } from './token-icons.ts';

export * from './icon-groups.ts';
export * from './token-icons.ts';


// Made in a function marked pure: a bundler keeps an array with spreads even when nothing reads it
// (spreading could run code), and a page that draws tokens alone has no use for the whole catalogue.
export const ICONS = /* @__PURE__ */ (() =>
  [
    // Card types
    { id: 'ship', label: 'Ship', group: 'card-types', rule: 'ccg.ship' },
    { id: 'contract', label: 'Contract', group: 'card-types', rule: 'ccg.contract' },
    { id: 'complication', label: 'Complication', group: 'card-types', rule: 'ccg.complication' },
    { id: 'crew', label: 'Crew', group: 'card-types', rule: 'ccg.crew' },
    { id: 'gear', label: 'Gear', group: 'card-types', rule: 'ccg.gear' },
    { id: 'upgrade', label: 'Upgrade', group: 'card-types', rule: 'ccg.upgrade' },
    { id: 'connection', label: 'Connection', group: 'card-types', rule: 'ccg.connection' },
    { id: 'event', label: 'Event', group: 'card-types', rule: 'ccg.event' },
    { id: 'heroics', label: 'Heroic action', group: 'card-types', rule: 'ccg.heroic-action' },

    // Ship attributes
    { id: 'attack', label: 'Attack Value', group: 'ship-attributes', rule: 'ccg.attack-value' },
    { id: 'defense', label: 'Defense Value', group: 'ship-attributes', rule: 'ccg.defense-value' },
    { id: 'initiative', label: 'Initiative', group: 'ship-attributes', rule: 'ccg.initiative' },
    { id: 'jump', label: 'Jump', group: 'ship-attributes', rule: 'ccg.jump-and-distance' },

    // Capabilities
    ...CAPABILITY_ICONS,

    // Adventure card attributes
    { id: 'abandon', label: 'Abandonment penalty', group: 'adventure-attributes', rule: 'ccg.abandonment' },
    { id: 'distance', label: 'Distance', group: 'adventure-attributes', rule: 'ccg.jump-and-distance' },
    SUBPLOT_ICON,

    // Crew attributes
    { id: 'species', label: 'Species', group: 'crew-attributes', rule: 'ccg.non-human' },
    { id: 'wound', label: 'Wounds', group: 'crew-attributes', rule: 'ccg.wound' },

    // Connection subtypes
    { id: 'ally', label: 'Ally', group: 'connection-subtypes', rule: 'ccg.connection' },
    { id: 'locale', label: 'Locale', group: 'connection-subtypes', rule: 'ccg.connection' },
    { id: 'organization', label: 'Organization', group: 'connection-subtypes', rule: 'ccg.connection' },

    // Gear subtypes
    { id: 'alteration', label: 'Alteration', group: 'gear-subtypes', rule: 'ccg.gear' },
    { id: 'armor', label: 'Armor (gear)', group: 'gear-subtypes', rule: 'ccg.gear' },
    { id: 'gadget', label: 'Gadget', group: 'gear-subtypes', rule: 'ccg.gear' },
    { id: 'vehicle', label: 'Vehicle', group: 'gear-subtypes', rule: 'ccg.gear' },
    { id: 'weapon', label: 'Weapon', group: 'gear-subtypes', rule: 'ccg.gear' },

    // Upgrade subtypes and attributes
    { id: 'computer', label: 'Computer', group: 'upgrade-subtypes', rule: 'ccg.upgrade' },
    { id: 'hardpoint', label: 'Hardpoint', group: 'upgrade-subtypes', rule: 'ccg.upgrade' },
    { id: 'hull', label: 'Hull', group: 'upgrade-subtypes', rule: 'ccg.upgrade' },
    { id: 'internal', label: 'Internal', group: 'upgrade-subtypes', rule: 'ccg.upgrade' },
    { id: 'structure', label: 'Structure', group: 'upgrade-attributes', rule: 'ccg.structure' },

    // Game concepts
    { id: 'action', label: 'Action', group: 'game-concepts', rule: 'ccg.action' },
    { id: 'reaction', label: 'Reaction', group: 'game-concepts', rule: 'ccg.reaction' },
    { id: 'credits', label: 'Credits', group: 'game-concepts', rule: 'ccg.cost' },
    { id: 'expense', label: 'Expense Value', group: 'game-concepts', rule: 'ccg.expenses' },
    { id: 'exert', label: 'Exert', group: 'game-concepts', rule: 'ccg.exert' },
    { id: 'ready', label: 'Ready', group: 'game-concepts', rule: 'ccg.ready' },
    { id: 'use', label: 'Use', group: 'game-concepts', rule: 'ccg.use' },
    { id: 'limited', label: 'Limited', group: 'game-concepts', rule: 'ccg.limited' },
    { id: 'infamy', label: 'Infamy', group: 'game-concepts', rule: 'ccg.infamy' },
    { id: 'victorypoint', label: 'Victory Points', group: 'game-concepts', rule: 'ccg.victory-points' },
    { id: 'linked', label: 'Linked', group: 'game-concepts', rule: 'ccg.linked-icons' },

    // Skills
    ...SKILL_ICONS,
    { id: 'trained', label: 'Trained', group: 'skill-levels', rule: 'ccg.skill-levels' },
    { id: 'expert', label: 'Expert', group: 'skill-levels', rule: 'ccg.skill-levels' },
  ] as const satisfies readonly IconDef[])();

export type IconId = (typeof ICONS)[number]['id'];


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

// Marked pure, the whole of it: a page whose code never looks an icon up by name loads neither this map nor the catalogue.
const BY_ID: ReadonlyMap<string, IconDef> = /* @__PURE__ */ (() => new Map(ICONS.map((i) => [i.id, i])))();

/** The catalogue entry for a name or alias, or undefined when the name is unknown. */
export function findIcon(name: string): IconDef | undefined {
  const key = name.trim().toLowerCase();
  return BY_ID.get(ICON_ALIASES[key] ?? key);
}

