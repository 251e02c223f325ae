/** The Traders rule ids, their locations, the titles and one-line summaries no page states, and the result types bound to them. */
export * from './registry.ts';
export * from './result.ts';
