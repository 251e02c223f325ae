/**
 * The CCG's rule words, from where each rule sits: a glossary entry's or a
 * keyword's front matter (a keyword by its printed form, "Armor (X)"), a
 * heading of a glossary entry or a page, a rule block of a page, the Source
 * notes page's headings, and the round's phases and stages from the engine's
 * round data (which the phase pages draw).
 */
import { RULES, isRuleId } from '../../engine/ccg/index.ts';
import { isRoundPhaseId, phaseDef, stageDef } from '../../engine/ccg/round/index.ts';
import { contentDir, CCG } from '../games/index.ts';
import { notesOf } from '../readings.ts';
import { placesOf, textField } from './places.ts';
import { nameAt, type ContentWords, type GameWords } from './words.ts';

const ROUND_DATA = 'src/engine/ccg/round/round.ts';
const file = (kind: string, path: string) => `${contentDir(CCG, kind)}/${path}.md${kind === 'pages' ? 'x' : ''}`;

/** The label of a kind of rule whose name alone would not say what it is. */
const LABELS: readonly (readonly [prefix: string, label: string])[] = [
  ['ccg.note.', 'Our reading'],
  ['ccg.edition.', 'Earlier edition'],
];

function words(root: string, id: string): ContentWords | string {
  if (!isRuleId(id)) return `${id} is not a registered CCG rule id`;
  const at = RULES[id].at;
  const label = LABELS.find(([prefix]) => id.startsWith(prefix))?.[1];
  const withLabel = (w: ContentWords): ContentWords => (label === undefined ? w : { ...w, label });
  switch (at.kind) {
    case 'glossary':
    case 'keyword': {
      const path = file(at.kind === 'glossary' ? 'glossary' : 'keywords', at.slug);
      const places = placesOf(root, path);
      if (!places) return `no file ${path}`;
      if (at.kind === 'glossary' && at.part !== undefined) {
        const name = places.headings.get(at.part);
        return name === undefined ? `${path} has no heading whose anchor is #${at.part}` : { name, from: path };
      }
      const name = at.kind === 'keyword' ? (textField(places, 'printed') ?? textField(places, 'title')) : textField(places, 'title');
      const summary = textField(places, 'summary');
      return { ...(name === undefined ? {} : { name }), ...(summary === undefined ? {} : { summary }), from: path };
    }
    case 'phase':
    case 'stage': {
      if (!isRoundPhaseId(at.phase)) return `the round has no phase "${at.phase}"`;
      const phase = phaseDef(at.phase);
      if (at.kind === 'phase') {
        const summary = textField(placesOf(root, file('pages', `round/${at.phase}`)), 'summary');
        return { name: phase.name, ...(summary === undefined ? {} : { summary }), from: ROUND_DATA };
      }
      const stage = stageDef(at.phase, at.n);
      if (!stage) return `the ${phase.name} has no stage ${at.n}`;
      const name = `${phase.name}, stage ${at.n}: ${stage.title}`;
      return { name, summary: stage.summary, ...(stage.summaryNote === undefined ? {} : { summaryNote: stage.summaryNote }), from: ROUND_DATA };
    }
    case 'note': {
      const note = notesOf(root, CCG.id).get(at.id);
      return note ? withLabel({ name: note.title, from: file('pages', 'source-notes') }) : `the Source notes page has no note #${at.id}`;
    }
    case 'page': {
      const path = file('pages', at.path);
      const places = placesOf(root, path);
      if (!places) return `no file ${path}`;
      if (at.anchor === undefined) {
        const summary = textField(places, 'summary');
        const name = textField(places, 'title');
        return { ...(name === undefined ? {} : { name }), ...(summary === undefined ? {} : { summary }), from: path };
      }
      const name = nameAt(places, at.anchor);
      return name === undefined ? `${path} has no heading or rule block whose anchor is #${at.anchor}` : withLabel({ name, from: path });
    }
  }
}

export const CCG_WORDS: GameWords = {
  words,
  title: (name, label) => (label === undefined ? name : `${label}: ${name}`),
};
