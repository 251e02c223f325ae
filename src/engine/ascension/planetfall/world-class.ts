/** World Class (T12, [8.6]): the card drawn when mapping sets how many Space panels fill the system's six slots. */
export const WORLD_CLASSES = ['A', 'B', 'C', 'D'] as const;
export type WorldClass = (typeof WORLD_CLASSES)[number];

export interface WorldClassInfo {
  worldClass: WorldClass;
  outlook: string;
  spacePanels: number;
  /** Slots left for World Panels and Outposts. */
  slots: number;
}

export const WORLD_CLASS_INFO: Readonly<Record<WorldClass, WorldClassInfo>> = {
  A: { worldClass: 'A', outlook: 'richest: room for many Resources and Societies', spacePanels: 0, slots: 6 },
  B: { worldClass: 'B', outlook: 'above average', spacePanels: 1, slots: 5 },
  C: { worldClass: 'C', outlook: 'below average, likely Asteroid Fields', spacePanels: 2, slots: 4 },
  D: { worldClass: 'D', outlook: 'poorest, littered with Asteroid Fields and Gas Giants', spacePanels: 3, slots: 3 },
};

export const slotsOf = (c: WorldClass): number => WORLD_CLASS_INFO[c].slots;
