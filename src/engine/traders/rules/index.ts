/** The Traders rule ids, their titles, locations and one-line summaries, and the result types bound to them. */
export * from './registry.ts';
export { RULE_SUMMARIES } from './summaries.ts';
export * from './result.ts';
