/**
 * The preset buttons: ids of the engine's worked examples (`RESOLUTION_PRESETS`)
 * and short labels. The presets themselves (`presets.ts`) load when a button is
 * pressed, so the tool page does not carry them.
 */
export const PRESET_BUTTONS = [
  { id: 'kirk-customs-inspection', label: 'Kirk: Customs Inspection' },
  { id: 'janeway-witness-relocation', label: 'Janeway: Witness Relocation' },
  { id: 'nemo-resources', label: 'Nemo: collecting tokens' },
  { id: 'ahab-mid-passage-mark', label: 'Ahab: Mid Passage Mark' },
] as const;
