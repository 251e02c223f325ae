/** The shape of a rule-book table as the site draws it. */
import type { SectionAnchor } from '../rules.ts';

export type TableId = `T${number}`;

export interface RuleTable {
  id: TableId;
  title: string;
  /** The section (or sub-anchor) the table belongs to, then any other sections it draws on. */
  sections: SectionAnchor[];
  columns: string[];
  rows: string[][];
  /** A line under the table, when the table needs one. */
  note?: string;
}
