/**
 * The numbered areas of each card type, in the booklet's numbering, with what
 * each area means (our words) and where it sits in our schematic drawing.
 * One place, read by the card frame drawing and its legend (`CardFrame.astro`)
 * and by the card anatomy index.
 *
 * The drawing is a schematic of our own: boxes stand for areas, not for the
 * card art, and positions are approximate. Coordinates are in a 300-unit-wide
 * card (a card is 420 units tall unless `height` says otherwise).
 *
 * Longer than most files because it is one table: a record for every area of
 * eight card types. Split by card type, the legend's single source would scatter.
 */

export type CardFrameId = 'ship' | 'adventure' | 'connection' | 'crew' | 'event' | 'gear' | 'heroic-action' | 'upgrade';

/** How an area is filled in the drawing. */
export type AreaFill =
  | { kind: 'icons'; icons: readonly string[]; caption?: string }
  | { kind: 'text'; text: string; italic?: boolean; bold?: boolean }
  | { kind: 'lines'; lines: number; lead?: readonly (string | null)[] };

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CardArea {
  /** The booklet's number for the area. */
  n: number;
  /** The area's name, as the booklet gives it. */
  label: string;
  /** What the area means, in one or two plain sentences of ours. */
  meaning: string;
  /** Icon specs shown next to the label in the legend. */
  icons?: readonly string[];
  /** The site page that explains the area further. */
  href?: string;
  /** Which half of an adventure card the area belongs to. */
  half?: 'contract' | 'complication';
  box: Box;
  fill: AreaFill;
  /** Centre of the number badge; the box's top-left corner unless given. */
  badge?: readonly [number, number];
}

export interface CardFrameDef {
  id: CardFrameId;
  /** "Crew card", for captions and accessible names. */
  name: string;
  /** Icon of the card type. */
  icon: string;
  height: number;
  /** Unnumbered picture area, drawn hatched. */
  art?: Box;
  /** A dividing line across the card (the adventure card's two halves). */
  divider?: number;
  areas: readonly CardArea[];
}

const g = (slug: string) => `/ccg/glossary/${slug}/`;

// ---------------------------------------------------------------------------
// Areas shared by the six kinds of captain's card (same words, same places).

const typeArea = (icon: string, typeName: string): CardArea => ({
  n: 1,
  label: 'Card Type',
  meaning: `The ${typeName} icon. Every card is exactly one of the nine card types, and rules or effects that name a type mean cards with this icon.`,
  icons: [icon],
  href: g('cards'),
  box: { x: 244, y: 12, w: 44, h: 44 },
  fill: { kind: 'icons', icons: [icon] },
  badge: [288, 12],
});

const nameArea = (extra = ''): CardArea => ({
  n: 2,
  label: 'Name',
  meaning: `The card’s title. Deck limits count copies by title (three per Captain’s Deck unless the card says otherwise).${extra}`,
  href: g('deck-construction'),
  box: { x: 64, y: 12, w: 172, h: 26 },
  fill: { kind: 'text', text: 'Name', bold: true },
});

const costArea: CardArea = {
  n: 3,
  label: 'Cost',
  meaning:
    'The Credits you pay to play the card, in the top left corner. You pay by expending cards for their Expense Value; a final cost below 0 counts as 0.',
  icons: ['credits:X'],
  href: g('cost'),
  box: { x: 12, y: 12, w: 44, h: 44 },
  fill: { kind: 'icons', icons: ['credits:X'] },
  badge: [12, 12],
};

const traitsArea: CardArea = {
  n: 4,
  label: 'Traits',
  meaning: 'Words in bold italics, such as a faction or a trade. A trait does nothing by itself; other cards and requirements look for it.',
  href: g('trait'),
  box: { x: 64, y: 42, w: 172, h: 16 },
  fill: { kind: 'text', text: 'Trait · Trait', italic: true },
  badge: [64, 50],
};

const evArea = (n: number): CardArea => ({
  n,
  label: 'Expense Value',
  meaning: 'What the card is worth when you expend it, from your hand or the top of your deck, to pay a cost or an expense.',
  icons: ['expense'],
  href: g('expenses'),
  box: { x: 12, y: 370, w: 44, h: 40 },
  fill: { kind: 'icons', icons: ['expense'] },
  badge: [12, 370],
});

const textBoxArea = (n: number, meaning: string, lead?: readonly (string | null)[]): CardArea => ({
  n,
  label: 'Text Box',
  meaning,
  href: '/ccg/timing/',
  box: { x: 12, y: 232, w: 276, h: 100 },
  fill: { kind: 'lines', lines: 4, lead },
});

const TEXT_BOX_GENERAL =
  'Keywords and abilities. A phase restriction limits the text below it; an icon before a dash sets the timing (action or reaction); whatever comes before a colon is a cost.';

const flavorArea = (n: number): CardArea => ({
  n,
  label: 'Flavor Text',
  meaning: 'A line of story. It has no effect on play.',
  box: { x: 12, y: 338, w: 276, h: 24 },
  fill: { kind: 'text', text: 'Flavor text', italic: true },
  badge: [12, 342],
});

const ART: Box = { x: 12, y: 64, w: 276, h: 160 };

// ---------------------------------------------------------------------------

export const CARD_FRAMES: Record<CardFrameId, CardFrameDef> = {
  ship: {
    id: 'ship',
    name: 'Ship card',
    icon: 'ship',
    height: 420,
    art: { x: 12, y: 64, w: 224, h: 124 },
    areas: [
      { ...typeArea('ship', 'Ship'), meaning: 'The Ship icon. Each captain has exactly one ship, which is never part of a deck.' },
      {
        n: 2,
        label: 'Name',
        meaning: 'The class of ship, such as Type S Scout or Beowulf Free Trader. It stands for your vessel and for you, its captain.',
        href: g('ship'),
        box: { x: 12, y: 12, w: 224, h: 26 },
        fill: { kind: 'text', text: 'Ship class', bold: true },
      },
      {
        n: 3,
        label: 'Tonnage',
        meaning: 'The ship’s tonnage rating. An upgrade whose tonnage requirement is higher than this cannot be attached to the ship.',
        href: g('upgrade'),
        box: { x: 12, y: 42, w: 80, h: 16 },
        fill: { kind: 'text', text: '100 tons' },
        badge: [12, 50],
      },
      { ...traitsArea, n: 4, box: { x: 100, y: 42, w: 136, h: 16 }, badge: [100, 50] },
      {
        n: 5,
        label: 'Capabilities',
        meaning:
          'Each capability icon puts one capability token in your Resource Pool every Resource Phase. An advanced capability counts as both of its basic ones but pays only one requirement.',
        icons: ['cargo', 'military', 'passenger', 'survey', 'cargo-passenger'],
        href: g('capabilities'),
        box: { x: 12, y: 196, w: 140, h: 40 },
        fill: { kind: 'icons', icons: ['cargo', 'passenger-survey'] },
      },
      {
        n: 6,
        label: 'Initiative',
        meaning: 'The highest Initiative picks the first captain each round; Initiative also breaks ties for victory and for the fourth contract slot.',
        icons: ['initiative'],
        href: g('initiative'),
        box: { x: 248, y: 64, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['initiative'] },
        badge: [288, 64],
      },
      {
        n: 7,
        label: 'Jump',
        meaning: 'The distance one jump covers. Each jump costs 1 Credit when you set out for a new contract.',
        icons: ['jump'],
        href: g('jump-and-distance'),
        box: { x: 248, y: 110, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['jump'] },
        badge: [288, 110],
      },
      {
        n: 8,
        label: 'Attack Value',
        meaning: 'The damage your ship deals in piracy and against enemy ships, less the other side’s Defense Value.',
        icons: ['attack'],
        href: g('attack-value'),
        box: { x: 248, y: 156, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['attack'] },
        badge: [288, 156],
      },
      {
        n: 9,
        label: 'Defense Value',
        meaning: 'Taken off the damage an attacking ship deals to yours.',
        icons: ['defense'],
        href: g('defense-value'),
        box: { x: 248, y: 202, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['defense'] },
        badge: [288, 202],
      },
      {
        n: 10,
        label: 'Card Slots Bar',
        meaning: 'How many crew you may have in play, and how many upgrades of each subtype (Computer, Hardpoint, Hull, Internal) your ship can carry.',
        icons: ['crew', 'computer', 'hardpoint', 'hull', 'internal'],
        href: g('card-slots'),
        box: { x: 12, y: 250, w: 276, h: 40 },
        fill: { kind: 'icons', icons: ['crew', 'computer', 'hardpoint', 'hull', 'internal'] },
      },
      {
        n: 11,
        label: 'Text Box',
        meaning: 'The abilities of this class of ship. Each class has its own, suited to a style of play.',
        href: g('ability'),
        box: { x: 12, y: 298, w: 276, h: 110 },
        fill: { kind: 'lines', lines: 4 },
      },
    ],
  },

  adventure: {
    id: 'adventure',
    name: 'Adventure card',
    icon: 'contract',
    height: 392,
    divider: 206,
    areas: [
      {
        n: 1,
        label: 'Card Type',
        meaning: 'Adventure card: played as a contract or as a complication, never both. Once in play it keeps the type it was played as.',
        icons: ['contract', 'complication'],
        href: g('adventure-deck'),
        half: 'contract',
        box: { x: 12, y: 12, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['contract'] },
        badge: [12, 12],
      },
      {
        n: 2,
        label: 'Contract Name',
        meaning: 'The contract’s title. An Adventure Deck holds at most two cards of one title.',
        href: g('contract'),
        half: 'contract',
        box: { x: 60, y: 12, w: 180, h: 24 },
        fill: { kind: 'text', text: 'Contract name', bold: true },
      },
      {
        n: 3,
        label: 'Contract Traits',
        meaning: 'Traits of the job; other cards may refer to them.',
        href: g('trait'),
        half: 'contract',
        box: { x: 60, y: 40, w: 180, h: 14 },
        fill: { kind: 'text', text: 'Trait · Trait', italic: true },
        badge: [60, 47],
      },
      {
        n: 4,
        label: 'Distance',
        meaning: 'How far away the job is. A captain who starts pursuing it pays 1 Credit per jump until the jumps cover this distance.',
        icons: ['distance'],
        href: g('jump-and-distance'),
        half: 'contract',
        box: { x: 248, y: 12, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['distance'] },
        badge: [288, 12],
      },
      {
        n: 5,
        label: 'Requirements',
        meaning: 'What an eligible captain must meet, every item, to resolve the contract: tokens to discard, cards to jettison, expenses, or cards to control.',
        href: g('contract'),
        half: 'contract',
        box: { x: 12, y: 62, w: 136, h: 46 },
        fill: { kind: 'icons', icons: ['cargo', 'admin:trained'] },
      },
      {
        n: 6,
        label: 'Complication Slots',
        meaning: 'How many complications may be attached to the contract at once. A new one over the limit forces the placing captain to discard an attached one first.',
        icons: ['complication'],
        href: g('card-slots'),
        half: 'contract',
        box: { x: 156, y: 62, w: 62, h: 46 },
        fill: { kind: 'icons', icons: ['complication'], caption: '×2' },
      },
      {
        n: 7,
        label: 'Abandonment Penalty',
        meaning: 'The Credits a committed captain pays to walk away from the contract, after the modifiers of attached complications.',
        icons: ['abandon'],
        href: g('abandonment'),
        half: 'contract',
        box: { x: 226, y: 62, w: 62, h: 46 },
        fill: { kind: 'icons', icons: ['abandon'] },
        badge: [288, 62],
      },
      {
        n: 8,
        label: 'Victory Points',
        meaning: 'The reward for resolving the contract. When several captains resolve the same contract, each gets 1 less.',
        icons: ['victorypoint'],
        href: g('victory-points'),
        half: 'contract',
        box: { x: 248, y: 116, w: 40, h: 46 },
        fill: { kind: 'icons', icons: ['victorypoint'] },
        badge: [288, 116],
      },
      {
        n: 9,
        label: 'Subplot(s)',
        meaning: 'Optional side goals, each with its own requirements and reward, open only to the captain who has just resolved the contract.',
        icons: ['subplot'],
        href: g('subplot'),
        half: 'contract',
        box: { x: 12, y: 116, w: 228, h: 46 },
        fill: { kind: 'icons', icons: ['subplot', 'survey'], caption: '→ 1 VP' },
      },
      {
        n: 10,
        label: 'Flavor Text',
        meaning: 'Story for the contract. No effect on play.',
        half: 'contract',
        box: { x: 12, y: 170, w: 276, h: 24 },
        fill: { kind: 'text', text: 'Flavor text', italic: true },
        badge: [12, 174],
      },
      {
        n: 11,
        label: 'Complication Name',
        meaning: 'The complication’s title, used only when the card is played as a complication.',
        href: g('complication'),
        half: 'complication',
        box: { x: 12, y: 232, w: 206, h: 24 },
        fill: { kind: 'text', text: 'Complication name', bold: true },
        badge: [12, 232],
      },
      {
        n: 12,
        label: 'Complication Traits',
        meaning: 'Traits of the obstacle; other cards may refer to them.',
        href: g('trait'),
        half: 'complication',
        box: { x: 12, y: 260, w: 206, h: 14 },
        fill: { kind: 'text', text: 'Trait · Trait', italic: true },
        badge: [12, 267],
      },
      {
        n: 13,
        label: 'Complication Requirements',
        meaning: 'What a captain pursuing the contract must meet, every item, to clear this complication in stage 2 of the Resolution Phase.',
        href: g('complication'),
        half: 'complication',
        box: { x: 12, y: 284, w: 276, h: 60 },
        fill: { kind: 'icons', icons: ['military', 'combat:trained'] },
      },
      {
        n: 14,
        label: 'Abandonment Penalty Modifier',
        meaning: 'Added to (or, if negative, taken from) the abandonment penalty of the contract this complication is attached to.',
        icons: ['abandon'],
        href: g('abandonment'),
        half: 'complication',
        box: { x: 226, y: 232, w: 62, h: 42 },
        fill: { kind: 'icons', icons: ['abandon'], caption: '+1' },
        badge: [288, 232],
      },
      {
        n: 15,
        label: 'Flavor Text',
        meaning: 'Story for the complication. No effect on play.',
        half: 'complication',
        box: { x: 12, y: 354, w: 276, h: 24 },
        fill: { kind: 'text', text: 'Flavor text', italic: true },
        badge: [12, 358],
      },
    ],
  },

  connection: {
    id: 'connection',
    name: 'Connection card',
    icon: 'connection',
    height: 420,
    art: ART,
    areas: [
      typeArea('connection', 'Connection'),
      nameArea(),
      costArea,
      traitsArea,
      {
        n: 5,
        label: 'Subtype',
        meaning: 'Ally, Locale or Organization. You may control no more than one connection of each subtype.',
        icons: ['ally', 'locale', 'organization'],
        href: g('connection'),
        box: { x: 248, y: 70, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['ally'] },
        badge: [288, 70],
      },
      evArea(6),
      textBoxArea(7, TEXT_BOX_GENERAL),
      flavorArea(8),
    ],
  },

  crew: {
    id: 'crew',
    name: 'Crew card',
    icon: 'crew',
    height: 420,
    art: ART,
    areas: [
      typeArea('crew', 'Crew'),
      nameArea(' You may not control two crew members with the same name.'),
      costArea,
      traitsArea,
      {
        n: 5,
        label: 'Species',
        meaning: 'The crew member’s species. Any species other than Human makes them non-Human.',
        icons: ['species'],
        href: g('non-human'),
        box: { x: 18, y: 70, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['species'] },
        badge: [18, 70],
      },
      {
        n: 6,
        label: 'Skills',
        meaning:
          'Each skill in a hexagon (trained) or a circle (expert). Every skill gives one token of its level in the Resource Phase, and lets the crew member perform heroic actions that need it.',
        icons: ['medical:trained', 'medical:expert'],
        href: g('skills'),
        box: { x: 18, y: 116, w: 40, h: 104 },
        fill: { kind: 'icons', icons: ['medical:expert', 'tech:trained'] },
        badge: [18, 116],
      },
      evArea(7),
      {
        n: 8,
        label: 'Wound Capacity',
        meaning: 'The wounds the crew member can take. Once their wounds equal this number, they are jettisoned, with all their gear.',
        icons: ['wound'],
        href: g('wound'),
        box: { x: 244, y: 370, w: 44, h: 40 },
        fill: { kind: 'icons', icons: ['wound'] },
        badge: [288, 370],
      },
      textBoxArea(9, TEXT_BOX_GENERAL),
      flavorArea(10),
    ],
  },

  event: {
    id: 'event',
    name: 'Event card',
    icon: 'event',
    height: 420,
    art: ART,
    areas: [
      typeArea('event', 'Event'),
      nameArea(),
      costArea,
      traitsArea,
      evArea(5),
      textBoxArea(
        6,
        'The event’s effect. Unless the card says otherwise, an event is a reaction, playable at any time; a phase restriction still limits when.',
      ),
      flavorArea(7),
    ],
  },

  gear: {
    id: 'gear',
    name: 'Gear card',
    icon: 'gear',
    height: 420,
    art: ART,
    areas: [
      typeArea('gear', 'Gear'),
      nameArea(),
      costArea,
      traitsArea,
      {
        n: 5,
        label: 'Subtype',
        meaning: 'Alteration, Armor, Gadget, Vehicle or Weapon. A crew member may carry only one gear of each subtype.',
        icons: ['alteration', 'armor', 'gadget', 'vehicle', 'weapon'],
        href: g('gear'),
        box: { x: 248, y: 70, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['weapon'] },
        badge: [288, 70],
      },
      evArea(6),
      textBoxArea(7, 'Keywords, abilities, and Use actions: a Use action is performed by the crew member carrying the gear, who exerts.', ['use']),
      flavorArea(8),
    ],
  },

  'heroic-action': {
    id: 'heroic-action',
    name: 'Heroic action card',
    icon: 'heroics',
    height: 420,
    art: ART,
    areas: [
      typeArea('heroics', 'Heroic action'),
      nameArea(),
      costArea,
      traitsArea,
      {
        n: 5,
        label: 'Required Skill',
        meaning: 'The skill the performing crew member must have. Its level (trained or expert) decides which line of the text box they may use.',
        icons: ['combat:trained', 'combat:expert'],
        href: g('skill-levels'),
        box: { x: 248, y: 70, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['combat'] },
        badge: [288, 70],
      },
      {
        ...evArea(6),
        meaning: 'What the card is worth when expended; usually 2 on heroic actions, so one you cannot perform still pays well.',
      },
      textBoxArea(7, 'Two effects: the trained line and the expert line. “As above” on the expert line means the trained effect, changed by whatever follows.', ['combat:trained', null, 'combat:expert']),
      flavorArea(8),
    ],
  },

  upgrade: {
    id: 'upgrade',
    name: 'Upgrade card',
    icon: 'upgrade',
    height: 420,
    art: ART,
    areas: [
      typeArea('upgrade', 'Upgrade'),
      nameArea(),
      costArea,
      traitsArea,
      {
        n: 5,
        label: 'Tonnage Requirement',
        meaning: 'The smallest ship that can carry it: your ship’s tonnage must be at least this number.',
        href: g('ship'),
        box: { x: 18, y: 70, w: 72, h: 22 },
        fill: { kind: 'text', text: '200 tons' },
        badge: [18, 70],
      },
      {
        n: 6,
        label: 'Subtype',
        meaning: 'Computer, Hardpoint, Hull or Internal. Your ship’s slots bar says how many of each subtype it can carry.',
        icons: ['computer', 'hardpoint', 'hull', 'internal'],
        href: g('card-slots'),
        box: { x: 248, y: 70, w: 40, h: 40 },
        fill: { kind: 'icons', icons: ['hardpoint'] },
        badge: [288, 70],
      },
      {
        n: 7,
        label: 'Structure Capacity',
        meaning: 'The structure damage the upgrade can take. Once its damage equals this number, it is jettisoned.',
        icons: ['structure'],
        href: g('structure'),
        box: { x: 244, y: 370, w: 44, h: 40 },
        fill: { kind: 'icons', icons: ['structure'] },
        badge: [288, 370],
      },
      evArea(8),
      textBoxArea(9, TEXT_BOX_GENERAL),
      flavorArea(10),
    ],
  },
};

/** The areas of a card type, in the booklet's order. */
export function cardAreas(id: CardFrameId): readonly CardArea[] {
  return [...CARD_FRAMES[id].areas].sort((a, b) => a.n - b.n);
}
