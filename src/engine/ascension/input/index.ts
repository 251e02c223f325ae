/** Reading typed input: shapes, bounds, dotted field paths, and the last-line guard. */
export * from './readers.ts';
export * from './bounds.ts';
