/** The source documents the site follows, as cited on every page. */
export const SOURCE_DOCS = {
  booklet: { title: 'Rules Booklet 2.0', short: 'Booklet 2.0' },
  rr1: { title: 'Rules Reference, earlier edition', short: 'Rules Reference (earlier)' },
  rr2: { title: 'Rules Reference, later edition', short: 'Rules Reference (later)' },
} as const;

export type SourceDoc = keyof typeof SOURCE_DOCS;
export const SOURCE_DOC_IDS = Object.keys(SOURCE_DOCS) as [SourceDoc, ...SourceDoc[]];
