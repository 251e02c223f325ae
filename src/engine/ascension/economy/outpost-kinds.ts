/** The four kinds of Outpost ([4.2]) and their names; data only, so a form can list them without loading the rules that use them. */
export const OUTPOST_KINDS = ['defense', 'embassy', 'factory', 'starport'] as const;
export type OutpostKind = (typeof OUTPOST_KINDS)[number];
export const OUTPOST_NAMES: Readonly<Record<OutpostKind, string>> = { defense: 'Defense Outpost', embassy: 'Embassy', factory: 'Factory', starport: 'Starport' };
