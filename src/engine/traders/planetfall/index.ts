/** Who fights in a planetfall encounter: targets, retaliators, helpers and the fate of a wound (t-2, A07-A19). */
export * from './targets.ts';
