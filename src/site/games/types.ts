/** The shape of a game's entry in the registry (see ./index.ts). */

export interface NavItem {
  href: string;
  label: string;
  /** One line shown on the game's hub page. */
  blurb: string;
  /** Shown in the header bar (keep it short). */
  header?: boolean;
  /**
   * Also offered by its label in search's name index, as this kind of page
   * (for a page a route file makes, which the index does not otherwise know).
   */
  searchKind?: string;
  children?: NavItem[];
}

/** A judge tool of a game: its page is `<base>tools/<slug>/`. */
export interface ToolInfo {
  slug: string;
  title: string;
  /** One sentence: what question it answers. */
  blurb: string;
}

/** A document the game's pages cite: `sources: [{ doc: <id>, section }]` in front matter. */
export interface SourceDocInfo {
  title: string;
  short: string;
}

export interface Game {
  /** Also the content folder (`content/<id>/`) and the prefix of the engine's rule ids. */
  id: string;
  title: string;
  /** In breadcrumbs, the header and search results. */
  shortTitle: string;
  /** Every page of the game lives under it: `/<id>/`. */
  base: string;
  /** Two sentences introducing the game on the home page and its hub page. */
  blurb: string;
  /** The first sentence of the A-Z index: what its entries are. */
  glossaryIntro: string;
  /** The anchor of the A-Z index's heading, when the game's rule ids cite the glossary itself. */
  glossaryAnchor?: string;
  sources: Record<string, SourceDocInfo>;
  /** The footer's sentence on which documents the pages follow. */
  follows: string;
  /** Who publishes the game, for the footer's notice, where the documents say. */
  publisher?: string;
  /** The game's section in reading order; an item whose page is not built is left out. */
  nav: NavItem[];
  /** The sections the home page's card for the game shows, by href, in this order. */
  waysIn: string[];
  tools: ToolInfo[];
  /** The kinds of content the game has, each a collection `<id><Kind>` in src/content.config.ts. */
  contentKinds: readonly ('glossary' | 'keywords' | 'pages' | 'examples')[];
  /** True once `content/<id>/` holds its pages: only then is the game linked anywhere. */
  hasContent: boolean;
}
