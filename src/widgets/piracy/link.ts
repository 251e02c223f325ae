/**
 * Reading a piracy tool state from a link with the engine's readers: every
 * group of values checked key by key (a key this tool never writes is
 * refused), every text bounded by its field's limit, every choice one the
 * tool offers. Never throws; a bad link gives a sentence.
 */
import { choice, flag, list, matching, pathTo, record, refuse, text, whole, type Reader } from '../../engine/core/read.ts';
import { closed } from '../../engine/core/read-structure.ts';
import { ok } from '../../engine/core/result.ts';
import type { RuleId } from '../../engine/ccg/index.ts';
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema } from '../kit/url-state.ts';
import { keepingEdition, readEditionSetting } from '../edition/link.ts';
import type { PermanentType } from '../../engine/ccg/piracy/index.ts';
import {
  CARD_TYPES,
  COND_KINDS,
  ID_PATTERN,
  MAX_ROUND,
  MAX_EFFECT,
  MAX_NAME,
  MAX_ROWS,
  MAX_TEXT,
  MAX_TRAITS,
  type AssignState,
  type CardRow,
  type CriticalRow,
  type EnemyState,
  type ModRow,
  type Mode,
  type PiracyState,
  type Role,
  type SideState,
  type TriggerRow,
  type UpgradeRow,
} from './state.ts';

const RULE: RuleId = 'ccg.piracy';

/** Text of at most `max` characters: the field's own limit, so a link holds no more than the field keeps. */
const textOf = (what: string, max: number): Reader<string, RuleId> => text(what, RULE, max);
const str = (what: string) => textOf(what, MAX_TEXT);
const name = (what: string) => textOf(what, MAX_NAME);
const traits = textOf('The traits', MAX_TRAITS);
const oneOf = <T extends string>(what: string, options: readonly T[]): Reader<T, RuleId> => choice(what, options, RULE);
const rows = <T>(what: string, item: Reader<T, RuleId>): Reader<T[], RuleId> => list(what, item, 0, MAX_ROWS, RULE);
const idOf = (what: string) => matching(what, ID_PATTERN, 'an id this tool writes', RULE);
/** An id, or '' for none. */
const idOrNone = (what: string): Reader<string, RuleId> => (raw, path) => (raw === '' ? ok('') : idOf(what)(raw, path));
const group = <S extends Record<string, Reader<unknown, RuleId>>>(what: string, fields: S) => closed<S, RuleId>(what, fields, RULE);

const readMod = group('A modifier', {
  source: name('A modifier’s source'),
  amount: str('A modifier’s amount'),
  when: oneOf('A modifier’s condition', COND_KINDS),
  cardType: oneOf<PermanentType | ''>('A modifier’s card type', ['', ...CARD_TYPES]),
  trait: name('A modifier’s trait'),
  otherwise: str('A modifier’s other amount'),
  card: idOrNone('A modifier’s upgrade'),
}) as Reader<ModRow, RuleId>;
const readCard = group('A card in play', { name: name('A card’s name'), type: oneOf('A card’s type', CARD_TYPES), traits }) as Reader<CardRow, RuleId>;
const readUpgrade = group('An upgrade', {
  id: idOf('An upgrade’s id'),
  name: name('An upgrade’s name'),
  capacity: str('An upgrade’s capacity'),
  damage: str('An upgrade’s damage'),
  hardened: str('An upgrade’s Hardened value'),
  countermeasure: textOf('An upgrade’s Countermeasure traits', MAX_TRAITS),
  traits,
}) as Reader<UpgradeRow, RuleId>;
const readCritical = group('A Critical card', { from: name('Where a Critical comes from'), value: str('A Critical value'), traits }) as Reader<CriticalRow, RuleId>;
const readTrigger = group('An effect of a successful attack', { source: name('The card of an effect'), text: textOf('What an effect does', MAX_EFFECT), replenish: flag('Whether an effect replenishes', RULE) }) as Reader<TriggerRow, RuleId>;

const readSide = group('A side', {
  name: name('A captain’s name'),
  ship: name('A ship’s name'),
  attack: str('An Attack value'),
  defense: str('A Defense value'),
  initiative: str('An Initiative'),
  atk: rows('The Attack modifiers', readMod),
  def: rows('The Defense modifiers', readMod),
  cards: rows('The cards in play', readCard),
  upgrades: rows('The upgrades', readUpgrade),
  critical: rows('The Critical cards', readCritical),
  triggers: rows('The effects of a successful attack', readTrigger),
  infamy: str('The Infamy tokens'),
  pirated: flag('Whether the captain conducted piracy', RULE),
}) as Reader<SideState, RuleId>;

/** Points typed per upgrade, keyed by the upgrade's id. */
const readPoints: Reader<Record<string, string>, RuleId> = record('The points of an assignment must be an object.', RULE, (raw, path) => {
  const keys = Object.keys(raw);
  if (keys.length > MAX_ROWS) return refuse(`The points of an assignment name at most ${MAX_ROWS} upgrades.`, RULE, path);
  const out: Record<string, string> = {};
  for (const k of keys) {
    if (!ID_PATTERN.test(k)) return refuse('The points of an assignment name an upgrade id this tool never writes.', RULE, path);
    const r = str('The points on an upgrade')(raw[k], pathTo(path, k));
    if (!r.ok) return r;
    out[k] = r.value;
  }
  return ok(out);
});

const readAssign = group('An assignment of damage', { points: readPoints, expense: str('The expense of an assignment') }) as Reader<AssignState, RuleId>;
const readEnemy = group('The enemy ship', {
  name: name('The enemy’s name'),
  attack: str('The enemy’s Attack'),
  defense: str('The enemy’s Defense'),
  initiative: str('The enemy’s Initiative'),
  structure: str('The enemy’s Structure'),
  damage: str('The enemy’s damage'),
  round: whole('The round', 1, MAX_ROUND, RULE),
}) as Reader<EnemyState, RuleId>;

const readState = group('The situation', {
  mode: oneOf<Mode>('The mode', ['piracy', 'enemy']),
  preset: idOrNone('The example'),
  attacker: readSide,
  defender: readSide,
  attack: readAssign,
  returnFire: readAssign,
  role: oneOf<Role>('The side asked about', ['attacker', 'defender']),
  enemy: readEnemy,
  edition: (raw, path) => {
    const r = readEditionSetting(raw);
    return r.ok ? ok(r.value) : refuse('The edition setting must be "earlier", "later" or "compare".', RULE, path);
  },
}) as Reader<PiracyState, RuleId>;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Read a state from a link. Never throws; a bad link gives a sentence saying why. */
export function parsePiracyState(raw: unknown): Parsed<PiracyState> {
  try {
    const r = readState(raw, '');
    if (!r.ok) return fail(r.error);
    const s = r.value;
    if (s.edition === undefined) delete s.edition;
    const ids = [...s.attacker.upgrades, ...s.defender.upgrades].map((u) => u.id);
    if (new Set(ids).size !== ids.length) return fail('Two upgrades in it share one id.');
    for (const side of [s.attacker, s.defender]) {
      const own = new Set(side.upgrades.map((u) => u.id));
      for (const m of [...side.atk, ...side.def]) {
        if (m.card !== '' && !own.has(m.card)) return fail('A modifier in it names an upgrade that is not on that ship.');
      }
    }
    return { ok: true, value: s };
  } catch {
    return fail('It could not be read.');
  }
}

/** The piracy tool's link: the default length and depth limits, and this reader. */
export const PIRACY_LINK = urlSchema(keepingEdition(parsePiracyState));
