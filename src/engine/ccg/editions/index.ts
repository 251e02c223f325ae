/**
 * The two editions of the Rules Reference: which edition a tool decides under,
 * what decides a step under the earlier edition, and both citations side by
 * side. This file is the folder's public face.
 */
export * from './editions.ts';
export * from './bases.ts';
export * from './cite.ts';
