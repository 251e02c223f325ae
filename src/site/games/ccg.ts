/** The Traveller Customizable Card Game: its section of the site, in the booklet's order. */
import { PHASES, SOLO_ADVENTURE_PHASE, type Phase } from '../../engine/ccg/round/index.ts';
import type { Game, NavItem, ToolInfo } from './types.ts';

const base = '/ccg/';
const at = (path: string) => `${base}${path}/`;
const phase = (id: string, label: string, blurb: string): NavItem => ({ href: at(`round/${id}`), label, blurb });
const card = (id: string, label: string): NavItem => ({ href: at(`cards/${id}`), label, blurb: `The ${label.toLowerCase()} card, area by area.` });

/** What each phase's page covers; the phases, their order and their names are the engine's. */
const PHASE_BLURBS: Record<Phase | typeof SOLO_ADVENTURE_PHASE.id, string> = {
  ready: 'Ready cards, refill hands, pick the first captain, repair.',
  adventure: 'Hidden complications, then commit: contract, piracy or nothing.',
  'solo-adventure': 'The solo game’s own complication placement.',
  procurement: 'Hire crew, equip gear, forge connections, install upgrades.',
  action: 'Alternating actions until everyone passes in a row.',
  resource: 'Collect capability and skill tokens.',
  resolution: 'Complications, piracy, contracts, infamy, victory.',
};

const nav: NavItem[] = [
  { href: at('overview'), label: 'Overview', blurb: 'How to win, the Golden and Platinum rules, control and ownership, tokens.' },
  { href: at('deck-construction'), label: 'Deck construction', blurb: 'Deck sizes, copy limits, Restricted and Unrestricted, with a deck checker.' },
  { href: at('setup'), label: 'Setup', blurb: 'Setting up a game, and who controls which contract slots.' },
  {
    href: at('round'),
    label: 'The round',
    blurb: 'Six phases, stage by stage: who acts, how passing works, the victory check.',
    header: true,
    children: PHASES.flatMap((p) => [phase(p.id, p.name, PHASE_BLURBS[p.id]), ...(p.id === 'adventure' ? [phase(SOLO_ADVENTURE_PHASE.id, SOLO_ADVENTURE_PHASE.name, PHASE_BLURBS[SOLO_ADVENTURE_PHASE.id])] : [])]),
  },
  { href: at('timing'), label: 'Timing', blurb: 'The queue, actions and reactions, priority, cancel.', header: true },
  { href: at('keywords'), label: 'Keywords', blurb: 'All twenty keywords, what X does, and how they combine.', header: true },
  {
    href: at('cards'),
    label: 'Card anatomy',
    blurb: 'Every card type, area by area, with the rules particular to it.',
    children: [card('ship', 'Ship'), card('adventure', 'Adventure'), card('connection', 'Connection'), card('crew', 'Crew'), card('event', 'Event'), card('gear', 'Gear'), card('heroic-action', 'Heroic action'), card('upgrade', 'Upgrade')],
  },
  { href: at('capabilities-and-skills'), label: 'Capabilities and skills', blurb: 'Capability and skill tokens, trained and expert, Jack-of-all-Trades.' },
  { href: at('solo'), label: 'Solo play', blurb: 'Three scenarios, the Opposition, and every challenge with its points.' },
  { href: at('glossary'), label: 'Glossary A–Z', blurb: 'Every rules term, with a one-sentence answer first.', header: true },
  { href: at('icons'), label: 'Icons', blurb: 'Every icon on the cards, grouped as the booklet groups them.', header: true },
  { href: at('tools'), label: 'Judge tools', blurb: 'Step through the queue, a payment, a piracy attack, a resolution, a round.', header: true },
  { href: at('examples'), label: 'Worked examples', blurb: 'The books’ examples, step by step, with the tools.' },
  { href: at('quick-reference'), label: 'Quick reference', blurb: 'One printable sheet: the round, timing, keywords, icons.' },
  { href: at('changes'), label: 'Edition changes', blurb: 'What the later Rules Reference added or changed.' },
  { href: at('source-notes'), label: 'Source notes', blurb: 'Where the books are unclear or disagree, and how we read them.' },
];

/** In the order the tools page lists them. */
const tools: ToolInfo[] = [
  { slug: 'queue', title: 'Queue stepper', blurb: 'Build the queue card by card, respond, pass and resolve: who may add what, and what resolves first.' },
  { slug: 'expense', title: 'Costs and expenses', blurb: 'Work out a Credits cost, then pay it or a run of expenses card by card, and see when a captain goes bankrupt.' },
  { slug: 'piracy', title: 'Piracy', blurb: 'Attack and Defense Values with every modifier, damage point by point, return fire, expenses and infamy.' },
  { slug: 'resolve', title: 'Resolution check', blurb: 'Can this resource pool resolve the contract, its complications and subplots, and with which tokens?' },
  { slug: 'round', title: 'Round tracker', blurb: 'For the table: the six phases stage by stage, who acts now, how passing works, the victory check.' },
];

export const CCG = {
  id: 'ccg',
  title: 'Traveller Customizable Card Game',
  shortTitle: 'Traveller CCG',
  base,
  blurb: 'One to four starship captains race to 20 Victory Points by resolving contracts and turning pirate, without going bankrupt.',
  glossaryIntro: "Every term of the Rules Reference glossary, the booklet's key terms and the keywords, each with its short answer.",
  sources: {
    booklet: { title: 'Rules Booklet 2.0', short: 'Booklet 2.0' },
    rr1: { title: 'Rules Reference, earlier edition', short: 'Rules Reference (earlier)' },
    rr2: { title: 'Rules Reference, later edition', short: 'Rules Reference (later)' },
  },
  follows:
    'the Traveller CCG Rules Booklet 2.0 and the Rules Reference, later edition (where it differs from the earlier edition, the later edition wins; differences are noted on each page).',
  publisher: 'Horizon Enterprises International, LLC publishes the Traveller Customizable Card Game.',
  nav,
  waysIn: ['glossary', 'keywords', 'icons', 'round', 'timing', 'tools', 'examples', 'quick-reference'].map(at),
  tools,
  contentKinds: ['glossary', 'keywords', 'pages', 'examples'],
  hasContent: true,
} as const satisfies Game;
