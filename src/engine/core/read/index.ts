/** Reading untyped input once, at the edge: reader combinators bound to a game's rule ids. */
export * from './readers.ts';
