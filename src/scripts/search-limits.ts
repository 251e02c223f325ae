/** The most results one search list holds (the indexes' list, and the full text's pages after it). */
export const MAX_RESULTS = 12;
