/** Where this device keeps the round tracker's games (saved.ts holds the rules for keeping them). */
export const STORE = 'traveller.round-tracker';
export const ASIDE = 'traveller.round-tracker.aside';
