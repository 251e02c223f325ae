/**
 * The kit is the only widget vocabulary (issue 20, part 5): the fields, the
 * chances, the answer box, "one thing to fix first", the examples bar and the
 * calculator shell are defined once, in `src/widgets/kit/`; a game's widgets
 * use them and draw no inputs of their own. Files written before the kit held
 * a part are listed as waiting to move; the list only shrinks (a file listed
 * that no longer defines the part fails the test, so it is taken off).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/widgets';
const KIT = `${ROOT}/kit/`;

/** The parts of the kit: no widget outside it defines a function of these names. */
const VOCABULARY = ['TextField', 'NumberField', 'SelectField', 'CheckField', 'Segmented', 'FieldError', 'GroupError', 'Chance', 'ExactSwitch', 'ShareBar', 'AnswerBox', 'AnswerPeek', 'FixFirst', 'Examples', 'Presets', 'Calculator', 'useCalculator', 'RowList', 'LinkProblem'];

/** Parts still defined outside the kit, by file, until their tools move onto it (the Traders calculators: issue 20, part 5). */
const WAITING: Readonly<Record<string, readonly string[]>> = {};

/** The games (or a game's calculators) whose widgets draw every field through the kit. The Traders solo game (`traders/play/`) is not a calculator and is not listed. */
const ON_THE_KIT = ['ascension', 'traders/market', 'traders/roll-off', 'traders/trip', 'traders/battle', 'traders/shared', 'deck', 'solo', 'queue', 'expense', 'piracy', 'resolve'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path.replace(/\\/g, '/')] : [];
  });
}

const files = sources(ROOT);
const text = (file: string) => readFileSync(file, 'utf8');
const defines = (source: string, name: string) => new RegExp(`export\\s+(default\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\s*=`).test(source);

describe('the kit is the only widget vocabulary', () => {
  it('reads the widgets (a sanity check)', () => {
    expect(files.filter((f) => f.startsWith(KIT)).length).toBeGreaterThan(20);
    for (const name of VOCABULARY) expect(files.some((f) => f.startsWith(KIT) && defines(text(f), name)), name).toBe(true);
  });

  it('no widget outside the kit defines a part of it', () => {
    const bad = files
      .filter((f) => !f.startsWith(KIT))
      .flatMap((f) => {
        const source = text(f);
        return VOCABULARY.filter((name) => defines(source, name) && !WAITING[f]?.includes(name)).map((name) => `${f}: ${name}`);
      });
    expect(bad).toEqual([]);
  });

  it('the list of parts waiting to move only shrinks', () => {
    const stale = Object.entries(WAITING).flatMap(([f, names]) => names.filter((name) => !files.includes(f) || !defines(text(f), name)).map((name) => `${f}: ${name}`));
    expect(stale).toEqual([]);
  });

  it('a game on the kit draws no input or select of its own', () => {
    const bad = files.filter((f) => ON_THE_KIT.some((g) => f.startsWith(`${ROOT}/${g}/`)) && /<(input|select|textarea)\b/.test(text(f)));
    expect(bad).toEqual([]);
  });

  it('every Ascension calculator is built on the kit’s calculator shell', () => {
    // The turn tracker is a game kept across turns (a saved game, moves replayed), not a calculator.
    const tools = files.filter((f) => /^src\/widgets\/ascension\/[^/]+\/[A-Z]\w*Tool\.tsx$/.test(f) && !f.includes('/turn/'));
    expect(tools.length).toBeGreaterThanOrEqual(6);
    const bad = tools.filter((f) => {
      const dir = f.slice(0, f.lastIndexOf('/'));
      const own = files.filter((g) => g.startsWith(`${dir}/`)).map(text).join('\n');
      return !/from '\.\.\/\.\.\/kit\/Calculator\.tsx'|from '\.\.\/shared\/calc\.tsx'/.test(own);
    });
    expect(bad).toEqual([]);
  });

  it('every Traders calculator is built on the kit’s calculator shell', () => {
    const tools = files.filter((f) => /^src\/widgets\/traders\/[^/]+\/[A-Z]\w*Tool\.tsx$/.test(f));
    expect(tools.map((f) => f.split('/')[3]).sort()).toEqual(['battle', 'market', 'roll-off', 'trip']);
    const bad = tools.filter((f) => !/from '\.\.\/shared\/calc\.tsx'/.test(text(f)));
    expect(bad).toEqual([]);
    expect(text('src/widgets/traders/shared/calc.tsx')).toMatch(/from '\.\.\/\.\.\/kit\/Calculator\.tsx'/);
  });
});
