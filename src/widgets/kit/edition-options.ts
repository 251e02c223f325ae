/**
 * The options of an edition setting: each edition, then both side by side.
 * Shared by the whole field (`EditionField.tsx`) and the plain select a tool
 * draws while the default edition is set (the CCG's `edition/ui.tsx`), so the
 * two look the same. Kept out of the kit's chunk (astro.config.mjs): only the
 * pages with an edition setting load it.
 */
import type { EditionChoice, EditionSetting } from './citation-context.ts';

export const editionOptions = <E extends string>(choices: readonly EditionChoice<E>[]): { value: EditionSetting<E>; label: string }[] => [
  ...choices.map((c) => ({ value: c.value as EditionSetting<E>, label: `${c.label} edition` })),
  { value: 'compare' as EditionSetting<E>, label: 'Both, side by side' },
];

/** The label of the setting's select. */
export const EDITION_LABEL = 'Rules Reference edition';

/** What the field says when the other edition's citations could not be loaded. */
export const EDITION_LOAD_FAILED = 'The other edition’s citations could not be loaded; check the connection and pick the edition again.';
