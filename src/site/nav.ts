/**
 * The Traveller CCG section of the site, in the booklet's order: the single
 * list read by the header, the hub page, breadcrumbs and previous/next links.
 * An entry whose page does not exist yet is left out at build time (see
 * `site/structure.ts`), so nothing links to a missing page.
 */

export interface NavItem {
  href: string;
  label: string;
  /** One line shown on the hub page. */
  blurb: string;
  /** Shown in the header bar (keep it short). */
  header?: boolean;
  children?: NavItem[];
}

const phase = (id: string, label: string, blurb: string): NavItem => ({ href: `/ccg/round/${id}/`, label, blurb });
const card = (id: string, label: string): NavItem => ({ href: `/ccg/cards/${id}/`, label, blurb: `The ${label.toLowerCase()} card, area by area.` });

export const CCG_NAV: NavItem[] = [
  { href: '/ccg/overview/', label: 'Overview', blurb: 'How to win, the Golden and Platinum rules, control and ownership, tokens.' },
  { href: '/ccg/deck-construction/', label: 'Deck construction', blurb: 'Deck sizes, copy limits, Restricted and Unrestricted, with a deck checker.' },
  { href: '/ccg/setup/', label: 'Setup', blurb: 'Setting up a game, and who controls which contract slots.' },
  {
    href: '/ccg/round/',
    label: 'The round',
    blurb: 'Six phases, stage by stage: who acts, how passing works, the victory check.',
    header: true,
    children: [
      phase('ready', 'Ready Phase', 'Ready cards, refill hands, pick the first captain, repair.'),
      phase('adventure', 'Adventure Phase', 'Hidden complications, then commit: contract, piracy or nothing.'),
      phase('solo-adventure', 'Adventure Phase (solo)', 'The solo game’s own complication placement.'),
      phase('procurement', 'Procurement Phase', 'Hire crew, equip gear, forge connections, install upgrades.'),
      phase('action', 'Action Phase', 'Alternating actions until everyone passes in a row.'),
      phase('resource', 'Resource Phase', 'Collect capability and skill tokens.'),
      phase('resolution', 'Resolution Phase', 'Complications, piracy, contracts, infamy, victory.'),
    ],
  },
  { href: '/ccg/timing/', label: 'Timing', blurb: 'The queue, actions and reactions, priority, cancel.', header: true },
  { href: '/ccg/keywords/', label: 'Keywords', blurb: 'All twenty keywords, what X does, and how they combine.', header: true },
  {
    href: '/ccg/cards/',
    label: 'Card anatomy',
    blurb: 'Every card type, area by area, with the rules particular to it.',
    children: [card('ship', 'Ship'), card('adventure', 'Adventure'), card('connection', 'Connection'), card('crew', 'Crew'), card('event', 'Event'), card('gear', 'Gear'), card('heroic-action', 'Heroic action'), card('upgrade', 'Upgrade')],
  },
  { href: '/ccg/capabilities-and-skills/', label: 'Capabilities and skills', blurb: 'Capability and skill tokens, trained and expert, Jack-of-all-Trades.' },
  { href: '/ccg/solo/', label: 'Solo play', blurb: 'Three scenarios, the Opposition, and every challenge with its points.' },
  { href: '/ccg/glossary/', label: 'Glossary A–Z', blurb: 'Every rules term, with a one-sentence answer first.', header: true },
  { href: '/ccg/icons/', label: 'Icons', blurb: 'Every icon on the cards, grouped as the booklet groups them.', header: true },
  { href: '/ccg/tools/', label: 'Judge tools', blurb: 'Step through the queue, a payment, a piracy attack, a resolution, a round.', header: true },
  { href: '/ccg/examples/', label: 'Worked examples', blurb: 'The books’ examples, step by step, with the tools.' },
  { href: '/ccg/quick-reference/', label: 'Quick reference', blurb: 'One printable sheet: the round, timing, keywords, icons.' },
  { href: '/ccg/changes/', label: 'Edition changes', blurb: 'What the later Rules Reference added or changed.' },
  { href: '/ccg/source-notes/', label: 'Source notes', blurb: 'Where the books are unclear or disagree, and how we read them.' },
];

export const SITE = {
  name: 'Traveller Rules Reference',
  shortName: 'Traveller Rules',
  description: 'An unofficial, searchable rules reference and judge assistant for the Traveller Customizable Card Game.',
};
