/**
 * The parts of search on small made-up data: how words are read, the
 * synonyms, the documents read from a page, the answer index, and the one
 * list across games (exact names first by tier, the reader's game first among
 * equals and below the first hit, each result's game).
 */
import { describe, expect, it } from 'vitest';
import { answerHits, answerIndexFile, bestSentence, bookWordsFor, buildAnswerIndex, buildNameIndex, exactHits, loadAnswerIndex, parseSynonyms, playerWordsFor, readsLikeName, searchAll, termsOf, type SearchTerm, type SynonymRow } from '../../src/site/search/index.ts';
import { docsFromPage, type AnswerDoc } from '../../src/site/search/extract.ts';

describe('reading words', () => {
  it('drops question words and stems the rest, so forms of a word meet', () => {
    expect(termsOf('How are victory points scored?')).toEqual(termsOf('victory point scoring'));
    expect(termsOf('can I do it')).toEqual([]);
    expect(termsOf('73 MC in 4D6')).toEqual(['73', 'mc', '4d6']);
  });

  it('picks the sentence that shares most words with the question', () => {
    const text = 'The crew disbands when nobody can fly. Intensive care costs 0.1 MC for each officer, paid at once from the money on hand, so on the first turn it cannot be paid at all. A third sentence that pads the text past the length where a sentence is picked.';
    expect(bestSentence(text, termsOf('how much does intensive care cost'), 120)).toMatch(/^Intensive care costs 0\.1 MC/);
    expect(bestSentence('Short enough.', ['x'])).toBe('Short enough.');
  });

  it('tells a name from a question', () => {
    expect(readsLikeName('Jump and Di')).toBe(true);
    expect(readsLikeName('Free Trader Beowulf')).toBe(true);
    expect(readsLikeName('how do I win')).toBe(false);
    expect(readsLikeName('money needed to win the game')).toBe(false);
  });
});

describe('synonyms', () => {
  const table: SynonymRow[] = [
    { players: ['hire', 'new officer'], book: ['replacement'], source: '(3)(d)' },
    { players: ['attack a world'], book: ['Siege World'], source: '[9.6]' },
  ];

  it('gives a text the players’ words of every row whose book words it holds', () => {
    expect(playerWordsFor('You may pay for a Replacement after buying.', table)).toBe('hire new officer');
    expect(playerWordsFor('Play Siege World with a fleet.', table)).toBe('attack a world');
    expect(playerWordsFor('Nothing of the kind.', table)).toBe('');
  });

  it('gives the A-Z filter the book’s words for a player’s word or its start', () => {
    expect(bookWordsFor('hire', table)).toEqual(['replacement']);
    expect(bookWordsFor('new off', table)).toEqual(['replacement']);
    expect(bookWordsFor('hi', table)).toEqual([]);
  });

  it('refuses a malformed table, naming the row', () => {
    expect(parseSynonyms([{ players: ['a b'], book: ['c'], source: 's' }]).ok).toBe(true);
    expect(parseSynonyms({})).toEqual({ ok: false, error: 'the table must be a list of rows' });
    expect(parseSynonyms([{ players: ['x'], book: [], source: 's' }])).toEqual({ ok: false, error: 'row 1: "book" must be a non-empty list of words' });
    expect(parseSynonyms([{ players: ['x'], book: ['y'] }])).toEqual({ ok: false, error: 'row 1: "source" must name the book\'s section' });
  });
});

const PAGE = `<html><body><main data-game="traders">
  <nav data-pagefind-ignore>Breadcrumbs</nav>
  <h1>The rules</h1><p class="lead">The whole game, phase by phase.</p><p class="aliases">Also called: Rules</p>
  <p>Opening words.</p>
  <div class="h-wrap"><h2 id="phase-2">Phase 2: Planetfall encounter</h2><a class="permalink" href="#phase-2" data-pagefind-ignore>#</a></div>
  <p>Villains attack.</p>
  <div id="t-2-c" class="rule-unit"><a class="rule-anchor" href="#t-2-c">(2)(c)</a><p><strong>The wounded.</strong> The 3rd Officer gives first aid.</p></div>
  <ul><li id="phase-2.1"><strong>Care:</strong> costs 0.1 MC. <a class="permalink" href="#phase-2.1" data-pagefind-ignore>#</a>
    <ul><li id="phase-2.1.1">Paid at once.</li></ul></li></ul>
  <astro-island><h2 id="tool-title">A tool's heading</h2></astro-island>
  <figure id="t10"><figcaption><a class="tid">T10</a> <span>Action choices</span></figcaption><table><tr><td>Fortify</td></tr></table></figure>
</main></body></html>`;

describe('documents read from a built page', () => {
  const docs = docsFromPage(PAGE, { url: '/traders/rules/', game: 'traders', kind: 'Reference', names: ['Rules'], answers: [] });
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('cuts a page into its opening, sections, rule blocks, figures and bullets, each with its anchor', () => {
    expect(docs.map((d) => d.id)).toEqual([
      '/traders/rules/',
      '/traders/rules/#phase-2',
      '/traders/rules/#t-2-c',
      '/traders/rules/#phase-2.1',
      '/traders/rules/#phase-2.1.1',
      '/traders/rules/#t10',
    ]);
    expect(byId.get('/traders/rules/')).toMatchObject({ part: 'page', title: 'The rules', summary: 'The whole game, phase by phase.', body: 'Opening words.', names: 'Rules' });
  });

  it('keeps a section’s own words, its bullets’ words apart, and leaves out what is not search text', () => {
    expect(byId.get('/traders/rules/#phase-2')).toMatchObject({ title: 'Phase 2: Planetfall encounter', body: 'Villains attack.', inner: 'Care: costs 0.1 MC. Paid at once.' });
    expect(docs.some((d) => /Breadcrumbs|tool's heading|#$/.test(d.body + d.title))).toBe(false);
  });

  it('names a rule block and a bullet by their bold first words, and says where they sit', () => {
    expect(byId.get('/traders/rules/#t-2-c')).toMatchObject({ part: 'rule', title: 'The wounded', show: 'The wounded', where: 'The rules › Phase 2: Planetfall encounter · (2)(c)' });
    expect(byId.get('/traders/rules/#phase-2.1')).toMatchObject({ part: 'point', title: 'Care', show: 'Phase 2: Planetfall encounter', body: 'Care: costs 0.1 MC.' });
    expect(byId.get('/traders/rules/#phase-2.1.1')!.headings).toContain('Care: costs 0.1 MC.');
    expect(byId.get('/traders/rules/#t10')).toMatchObject({ title: 'Action choices', body: 'Fortify' });
  });

  it('reads a glossary entry as one document with its names and answered questions', () => {
    const html = '<main><h1>Victory</h1><p class="lead">You win at 73 MC.</p><div class="entry-answers"><p>Answers:</p><ul><li>How do I win?</li></ul></div><div class="prose"><p>The aim.</p></div></main>';
    const [entry, ...rest] = docsFromPage(html, { url: '/traders/glossary/victory/', game: 'traders', kind: 'Glossary', names: ['Win'], answers: ['How do I win?'] });
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ part: 'entry', title: 'Victory', summary: 'You win at 73 MC.', names: 'Win', answers: 'How do I win?', body: 'The aim.' });
  });
});

const doc = (id: string, game: string, fields: Partial<AnswerDoc>): AnswerDoc => ({
  id, game, part: 'entry', kind: 'Glossary', title: '', show: fields.title ?? '', where: '', names: '', answers: '', summary: '', headings: '', body: '', inner: '', syn: '', ...fields,
});

describe('the answer index', () => {
  const docs = [
    doc('/traders/glossary/replacement/', 'traders', { title: 'Replacement', summary: 'After a purchase the crew may take on a replacement officer for 0.15 to 0.3 MC.' }),
    doc('/traders/rules/#t-3-d-ii', 'traders', { part: 'section', kind: 'Reference', title: '(3)(d)(ii)', show: 'Phase 3', where: 'The rules · (3)(d)(ii)', body: 'A replacement costs 0.15 MC for a 3rd Officer and 0.3 MC for a Captain.' }),
    doc('/ccg/glossary/procure/', 'ccg', { title: 'Procure', summary: 'In the Procurement Phase you procure crew by paying their cost.' }),
  ];
  const synonyms = { traders: [{ players: ['hire', 'recruit'], book: ['replacement'], source: '(3)(d)' }], ccg: [{ players: ['hire'], book: ['procure'], source: 'Procurement' }] };
  const index = loadAnswerIndex(JSON.parse(JSON.stringify(answerIndexFile(buildAnswerIndex(docs, synonyms)))));

  it('survives being written and read back, and finds a question by the book’s words', () => {
    const hits = answerHits(index, 'how much does a replacement captain cost', { current: 'traders' });
    expect(hits[0]).toMatchObject({ url: '/traders/rules/#t-3-d-ii', title: 'Phase 3', where: 'The rules · (3)(d)(ii)', game: 'traders' });
    expect(hits[0]!.summary).toContain('0.3 MC for a Captain');
  });

  it('finds by a player’s word only in the game whose table has it', () => {
    expect(answerHits(index, 'recruit', {}).map((h) => h.game)).toEqual(['traders', 'traders']);
    expect(answerHits(index, 'hire', { only: 'ccg' }).map((h) => h.url)).toEqual(['/ccg/glossary/procure/']);
  });

  it('weighs the reader’s game up', () => {
    expect(answerHits(index, 'hire', { current: 'ccg' })[0]!.game).toBe('ccg');
    expect(answerHits(index, 'hire', { current: 'traders' })[0]!.game).toBe('traders');
  });
});

describe('a synonyms row with several book phrases', () => {
  // 'out of action' is in many documents (its words common), 'inactive' in few: 'inactive' scores higher wherever both are.
  const filler = [1, 2, 3, 4, 5, 6].map((i) => doc(`/traders/glossary/f${i}/`, 'traders', { title: `Filler ${i}`, body: 'An action taken in the action phase.' }));
  const docs = [
    doc('/traders/glossary/defeat/', 'traders', { title: 'Defeat', answers: 'What if every officer is out of action?', body: 'When every officer is inactive the game ends.' }),
    doc('/traders/glossary/crew/', 'traders', { title: 'Crew', summary: 'The crew is every officer aboard, every single officer, each officer.', body: 'An inactive officer cannot act.' }),
    ...filler,
  ];
  const synonyms = { traders: [{ players: ['knocked out'], book: ['out of action', 'inactive'], source: '(2)(b)' }] };
  const index = buildAnswerIndex(docs, synonyms);

  it('counts the players’ words as stated where any of the row’s phrases is, not only the best-scoring one', () => {
    expect(answerHits(index, 'what if every officer is knocked out', { current: 'traders' })[0]!.url).toBe('/traders/glossary/defeat/');
  });
});

describe('one list across games', () => {
  const terms: SearchTerm[] = [
    { names: ['Hull', 'Hits'], url: '/ascension/glossary/hull/', title: 'Hull', summary: 's', kind: 'Glossary', game: 'ascension' },
    { names: ['Upgrade', 'Hull'], url: '/ccg/glossary/upgrade/', title: 'Upgrade', summary: 's', kind: 'Glossary', game: 'ccg' },
    { names: ['Victory'], url: '/ccg/glossary/victory/', title: 'Victory', summary: 's', kind: 'Glossary', game: 'ccg' },
    { names: ['Victory'], url: '/traders/glossary/victory/', title: 'Victory', summary: 's', kind: 'Glossary', game: 'traders' },
    { names: ['Sabotage'], url: '/ascension/glossary/sabotage/', title: 'Sabotage', summary: 's', kind: 'Glossary', game: 'ascension' },
    { names: ['Sable'], url: '/traders/glossary/sable/', title: 'Sable', summary: 's', kind: 'Glossary', game: 'traders' },
    { names: ['Sabre'], url: '/traders/glossary/sabre/', title: 'Sabre', summary: 's', kind: 'Glossary', game: 'traders' },
  ];
  const names = buildNameIndex(terms);
  const urls = (q: string, current?: string) => searchAll(names, undefined, q, { current }).map((h) => h.url);

  it('puts an exact title of any game before another game’s alias, and the reader’s game first among equal names', () => {
    expect(urls('Hull', 'ccg').slice(0, 2)).toEqual(['/ascension/glossary/hull/', '/ccg/glossary/upgrade/']);
    expect(urls('Victory', 'traders').slice(0, 2)).toEqual(['/traders/glossary/victory/', '/ccg/glossary/victory/']);
    expect(urls('Victory', 'ccg').slice(0, 2)).toEqual(['/ccg/glossary/victory/', '/traders/glossary/victory/']);
  });

  it('keeps the best match first and then the reader’s game before the others', () => {
    expect(urls('sab', 'traders').map((u) => u.split('/')[1])).toEqual(['traders', 'traders', 'ascension']);
    // Among starts of names the reader's game comes first, even before a shorter name of another game.
    expect(urls('sab', 'ascension').map((u) => u.split('/')[1])).toEqual(['ascension', 'traders', 'traders']);
    expect(urls('sabo', 'traders')[0]).toBe('/ascension/glossary/sabotage/');
  });

  it('keeps only the chosen game when the reader narrows the search', () => {
    expect(urls('Victory', 'ccg').length).toBe(2);
    expect(searchAll(names, undefined, 'Victory', { current: 'ccg', only: 'traders' }).map((h) => h.url)).toEqual(['/traders/glossary/victory/']);
  });

  it('finds exact names as before, plurals allowed', () => {
    expect(exactHits(terms, 'victories').map((h) => h.game)).toEqual(['ccg', 'traders']);
  });
});
