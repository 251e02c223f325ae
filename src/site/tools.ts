/** The judge tools, in the order the tools page lists them. */
export interface ToolInfo {
  slug: string;
  title: string;
  /** One sentence: what question it answers. */
  blurb: string;
}

export const TOOLS: ToolInfo[] = [
  { slug: 'queue', title: 'Queue stepper', blurb: 'Build the queue card by card, respond, pass and resolve: who may add what, and what resolves first.' },
  { slug: 'expense', title: 'Costs and expenses', blurb: 'Work out a Credits cost, then pay it or a run of expenses card by card, and see when a captain goes bankrupt.' },
  { slug: 'piracy', title: 'Piracy', blurb: 'Attack and Defense Values with every modifier, damage point by point, return fire, expenses and infamy.' },
  { slug: 'resolve', title: 'Resolution check', blurb: 'Can this resource pool resolve the contract, its complications and subplots, and with which tokens?' },
  { slug: 'round', title: 'Round tracker', blurb: 'For the table: the six phases stage by stage, who acts now, how passing works, the victory check.' },
];
