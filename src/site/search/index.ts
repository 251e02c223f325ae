/**
 * Search, as pure functions over plain data: the name index (./names.ts),
 * the answer index (./answers.ts) over the words read by ./text.ts with each
 * game's synonyms (./synonyms.ts), and one ordered list from both
 * (./rank.ts). The search box (src/scripts/search.ts) and the unit tests use
 * this face; the build reads pages with ./extract.ts and synonyms files with
 * ./synonyms-file.ts (Node only, so not re-exported here).
 */
export { buildNameIndex, editDistance, exactHits, isStrong, nameHits, type GameScope, type Hit, type NameHit, type NameIndex, type SearchTerm } from './names.ts';
export { answerHits, answerIndexFile, buildAnswerIndex, loadAnswerIndex, FIELD_BOOSTS, RANKING, type AnswerHit, type AnswerIndex, type AnswerIndexFile } from './answers.ts';
export { readsLikeName, searchAll } from './rank.ts';
export { likelyNextKeys, nextKeyTable, NEXT_KEYS, type NextKeyTable } from './next-keys.ts';
export { bookWordsFor, namesHoldWords, parseSynonyms, playerWordsFor, type SynonymRow } from './synonyms.ts';
export { bestSentence, STOP_WORDS, termOf, termsOf, wordsOf } from './text.ts';
