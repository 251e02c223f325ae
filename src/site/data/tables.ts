/**
 * A game's tables as published data (`/<game>/tables.json`): the same data
 * the engine decides with and the pages draw, in one plain shape — a title,
 * the rule it comes from, named columns and rows of plain values.
 */
import type { Game } from '../games/index.ts';
import { ICONS, ICON_GROUPS, KEYWORDS } from '../../engine/ccg/cards/index.ts';
import { ROUND } from '../../engine/ccg/round/index.ts';
import { ruleHref } from '../rule-links/index.ts';
import { termIndex, termsOf } from '../term-index/index.ts';
import {
  ENCOUNTER_CARDS,
  ENCOUNTER_KEYS,
  GOODS,
  GOODS_KEYS,
  MARKET_TABLE,
  OFFICERS,
  RANKS,
  REPLACEMENT_COST,
  REPLACEMENT_TABLE,
  ROUTE,
  STARSHIP_CARDS,
  STARSHIP_KEYS,
  CARE_COST,
  LAYOVER_COST,
  REPAIR_COST,
} from '../../engine/traders/tables/index.ts';
import { TABLES as ASCENSION_TABLES } from '../../engine/ascension/tables/index.ts';
import type { SummaryNote } from '../../engine/core/rules.ts';
import { notesAt } from '../rules/index.ts';

export type Cell = string | number | boolean | null;

export interface DataTable {
  id: string;
  title: string;
  /** The rule id the table belongs to, when the engine cites one. */
  rule?: string;
  columns: { key: string; label: string }[];
  rows: Record<string, Cell>[];
  /** The notes of our readings that its cells or its note state, each with its address (a page draws each with the "Our reading" label). */
  readings?: SummaryNote[];
}

/** A note of `game` by its anchor; an unknown note fails the build, naming it. */
function noteOf(game: string, id: string): SummaryNote {
  const note = notesAt(process.cwd(), game)(id);
  if (typeof note === 'string') throw new Error(`${game}/tables.json: ${note}`);
  return note;
}

export interface TableData {
  version: 1;
  game: string;
  tables: DataTable[];
}

/** A keyword's name as its entry titles it (`content/ccg/keywords/<slug>.md`, the one place it is written). */
function keywordName(slug: string): string {
  const entry = termsOf(termIndex(process.cwd()), 'ccg').find((t) => t.kind === 'keyword' && t.slug === slug);
  if (!entry) throw new Error(`content/ccg/keywords: no entry for the keyword "${slug}"`);
  return entry.title;
}

function ccgTables(): DataTable[] {
  return [
    {
      id: 'keywords',
      title: 'Keywords',
      columns: [
        { key: 'slug', label: 'Slug' },
        { key: 'name', label: 'Keyword' },
        { key: 'parameter', label: 'What its brackets hold' },
        { key: 'partners', label: 'Keywords it interacts with' },
      ],
      rows: KEYWORDS.map((k) => ({ slug: k.slug, name: keywordName(k.slug), parameter: k.parameter, partners: k.partners.join(', ') })),
    },
    {
      id: 'icons',
      title: 'Icons',
      columns: [
        { key: 'id', label: 'Icon' },
        { key: 'label', label: 'Name' },
        { key: 'group', label: 'Group' },
        { key: 'page', label: 'Explained at' },
      ],
      rows: ICONS.map((i) => ({ id: i.id, label: i.label, group: ICON_GROUPS.find((g) => g.id === i.group)?.title ?? i.group, page: ruleHref(i.rule) ?? null })),
    },
    {
      id: 'round',
      title: 'The round, phase by phase and stage by stage',
      rule: 'ccg.round.ready',
      columns: [
        { key: 'phase', label: 'Phase' },
        { key: 'stage', label: 'Stage' },
        { key: 'title', label: 'Title' },
        { key: 'participation', label: 'Who acts' },
        { key: 'summary', label: 'What happens' },
        { key: 'summaryNote', label: 'Our reading: the source note the summary rests on' },
        { key: 'summaryNoteHref', label: 'That note’s address' },
        { key: 'rule', label: 'Rule id' },
      ],
      rows: ROUND.flatMap((p) =>
        p.stages.map((s) => {
          const note = s.summaryNote === undefined ? undefined : noteOf('ccg', s.summaryNote);
          return { phase: p.name, stage: s.number, title: s.title, participation: s.participation, summary: s.summary, summaryNote: note?.id ?? null, summaryNoteHref: note?.href ?? null, rule: s.rule };
        }),
      ),
      readings: [...new Set(ROUND.flatMap((p) => p.stages.flatMap((s) => (s.summaryNote === undefined ? [] : [s.summaryNote]))))].map((id) => noteOf('ccg', id)),
    },
  ];
}

/** Traders money is counted in thousandths of a MegaCredit; the data gives MC. */
const mc = (units: number): number => units / 1000;

function tradersTables(): DataTable[] {
  const col = (key: string, label: string) => ({ key, label });
  return [
    {
      id: 'trader-deck',
      title: 'Trader deck: the officers',
      rule: 'traders.t-0-deck-trader',
      columns: [col('rank', 'Rank'), col('card', 'Card'), col('power', 'Power')],
      rows: RANKS.map((r) => ({ rank: r, card: OFFICERS[r].name, power: OFFICERS[r].power })),
    },
    {
      id: 'encounter-deck',
      title: 'Encounter deck',
      rule: 'traders.t-0-deck-encounter',
      columns: [col('key', 'Key'), col('card', 'Card'), col('power', 'Power'), col('copies', 'Copies')],
      rows: ENCOUNTER_KEYS.map((k) => ({ key: k, card: ENCOUNTER_CARDS[k].name, power: ENCOUNTER_CARDS[k].power, copies: ENCOUNTER_CARDS[k].copies })),
    },
    {
      id: 'starship-deck',
      title: 'Starship deck',
      rule: 'traders.t-0-deck-starship',
      columns: [col('key', 'Key'), col('card', 'Card'), col('power', 'Power'), col('copies', 'Copies')],
      rows: STARSHIP_KEYS.map((k) => ({ key: k, card: STARSHIP_CARDS[k].name, power: STARSHIP_CARDS[k].power, copies: STARSHIP_CARDS[k].copies })),
    },
    {
      id: 'merchandise',
      title: 'Merchandise (2D6)',
      rule: 'traders.t-3-merchandise',
      columns: [col('roll', '2D6'), col('goods', 'Goods'), col('baseMC', 'Base price (MC)'), col('noSaleAt', 'Cannot be sold at')],
      rows: GOODS_KEYS.map((k) => ({ roll: GOODS[k].roll, goods: GOODS[k].name, baseMC: mc(GOODS[k].base), noSaleAt: GOODS[k].noSaleAt })),
      // "Helfry" where the table prints "Helfey" (A03); no world listed means the goods sell anywhere (A04).
      readings: [noteOf('traders', 'A03'), noteOf('traders', 'A04')],
    },
    {
      id: 'market',
      title: 'Market price (modified 4D6 total → tenths of the base price)',
      rule: 'traders.t-3-market',
      columns: [col('total', 'Total'), col('from', 'From'), col('to', 'To'), col('tenths', 'Tenths of the base')],
      rows: MARKET_TABLE.map((r) => ({ total: r.label, from: r.from, to: r.to, tenths: r.tenths })),
      // The printed numbers as tenths (A01); "4 or less" and "24 or more" (A02).
      readings: [noteOf('traders', 'A01'), noteOf('traders', 'A02')],
    },
    {
      id: 'route',
      title: 'The route',
      rule: 'traders.t-4-route',
      columns: [col('stop', 'Stop'), col('world', 'World')],
      rows: ROUTE.map((world, stop) => ({ stop, world })),
    },
    {
      id: 'costs',
      title: 'Costs (MC)',
      rule: 'traders.t-2-c-i',
      columns: [col('item', 'Item'), col('costMC', 'MC')],
      rows: [
        { item: 'Intensive care, per wounded officer', costMC: mc(CARE_COST) },
        { item: 'Layover week', costMC: mc(LAYOVER_COST) },
        { item: 'Repair, per hit', costMC: mc(REPAIR_COST) },
        ...RANKS.map((r) => ({ item: `Replacement ${OFFICERS[r].name}`, costMC: mc(REPLACEMENT_COST[r]) })),
      ],
    },
    {
      id: 'replacement-quality',
      title: 'Replacement quality (D6 plus the leader’s bonus)',
      rule: 'traders.t-3-d-iii',
      columns: [col('roll', 'Modified D6'), col('change', 'Change to the listed power')],
      rows: REPLACEMENT_TABLE.map((r) => ({ roll: r.rolls, change: r.change })),
      // "6 or more" where the book's last row is a 6 (A33).
      readings: [noteOf('traders', 'A33')],
    },
  ];
}

function ascensionTables(): DataTable[] {
  return ASCENSION_TABLES.map((t) => {
    const keys = t.columns.map((label, i) => `c${i + 1}`);
    return {
      id: t.id,
      title: t.title,
      rule: `ascension.${t.sections[0]}`,
      columns: t.columns.map((label, i) => ({ key: keys[i]!, label })),
      rows: t.rows.map((row) => Object.fromEntries(keys.map((k, i) => [k, row[i] ?? null]))),
      ...withReadings('ascension', [...t.rows.flat(), t.note ?? '']),
    };
  });
}

/** The notes cited "(AM-41)" in a table's texts, in the order first cited, as its `readings`. */
function withReadings(game: string, texts: readonly string[]): Pick<DataTable, 'readings'> {
  const ids = [...new Set(texts.flatMap((t) => [...t.matchAll(/\((AM-\d{2})\)/g)].map((m) => m[1]!)))];
  return ids.length === 0 ? {} : { readings: ids.map((id) => noteOf(game, id)) };
}

const PROVIDERS: Record<string, () => DataTable[]> = {
  ccg: ccgTables,
  traders: tradersTables,
  ascension: ascensionTables,
};

/** Every table a game publishes (none for a game whose tables are not listed here). */
export function tableData(game: Game): TableData {
  return { version: 1, game: game.id, tables: PROVIDERS[game.id]?.() ?? [] };
}
