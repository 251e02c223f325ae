/**
 * Cards: the icon catalogue and what each icon means, the keywords, modified values, and the limits on cards in play (Rules Reference: Icons, Keywords, Modifier, Card Slots).
 * This file is the folder's public face: code outside `cards/` imports from here.
 */
export * from './icons.ts';
export * from './icon-meanings.ts';
export * from './keywords.ts';
export * from './values.ts';
export * from './limits.ts';
