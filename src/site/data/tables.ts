/**
 * A game's tables as published data (`/<game>/tables.json`): the same data
 * the engine decides with and the pages draw, in one plain shape — a title,
 * the rule it comes from, named columns and rows of plain values.
 */
import type { Game } from '../games/index.ts';
import { ICONS, ICON_GROUPS, KEYWORDS } from '../../engine/ccg/cards/index.ts';
import { ROUND } from '../../engine/ccg/round/index.ts';

export type Cell = string | number | boolean | null;

export interface DataTable {
  id: string;
  title: string;
  /** The rule id the table belongs to, when the engine cites one. */
  rule?: string;
  columns: { key: string; label: string }[];
  rows: Record<string, Cell>[];
}

export interface TableData {
  version: 1;
  game: string;
  tables: DataTable[];
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
      rows: KEYWORDS.map((k) => ({ slug: k.slug, name: k.name, parameter: k.parameter, partners: k.partners.join(', ') })),
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
      rows: ICONS.map((i) => ({ id: i.id, label: i.label, group: ICON_GROUPS.find((g) => g.id === i.group)?.title ?? i.group, page: 'page' in i ? (i.page ?? null) : null })),
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
        { key: 'rule', label: 'Rule id' },
      ],
      rows: ROUND.flatMap((p) => p.stages.map((s) => ({ phase: p.name, stage: s.number, title: s.title, participation: s.participation, summary: s.summary, rule: s.rule }))),
    },
  ];
}

const PROVIDERS: Record<string, () => DataTable[]> = {
  ccg: ccgTables,
};

/** Every table a game publishes (none for a game whose tables are not listed here). */
export function tableData(game: Game): TableData {
  return { version: 1, game: game.id, tables: PROVIDERS[game.id]?.() ?? [] };
}
