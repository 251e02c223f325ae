/**
 * The site's navigation for the Traveller CCG, in the booklet's order. The
 * header, the hub page and previous/next links all read this list; a section
 * appears here once its pages exist.
 */

export interface NavItem {
  href: string;
  label: string;
  /** One line shown on the hub page. */
  blurb: string;
}

export const CCG_NAV: NavItem[] = [
  { href: '/ccg/glossary/', label: 'Glossary A–Z', blurb: 'Every rules term, with a one-sentence answer first.' },
  { href: '/ccg/keywords/', label: 'Keywords', blurb: 'All twenty keywords, what X does, and how they combine.' },
  { href: '/ccg/icons/', label: 'Icons', blurb: 'Every icon on the cards, grouped as the booklet groups them.' },
];

export const SITE = {
  name: 'Traveller Rules Reference',
  shortName: 'Traveller Rules',
  description: 'An unofficial, searchable rules reference and judge assistant for the Traveller Customizable Card Game.',
};
