import type { MessageKey } from '@adops/common/messages';
import type { ReactNode } from 'react';
import type { ExportKind } from '@adops/common/contract/export';
import type { Lang } from '@adops/common/messages';

/**
 * A resource page is a definition: the columns of its table, the filters of its search form, the fields of its
 * form, its actions. `ResourceTable` renders any of them against the server's resource engine
 * (`/api/crm/<path>/list|save|delete|export`). Titles and labels are text keys.
 */

export type Titled = Record<string, { zh: string; en: string }>;

/** How a value is shown: money in cents as yuan, counts with separators, basis points as percent, … */
export type CellKind = ExportKind | 'region' | 'enum' | 'flag';

export interface ColumnDef<Row> {
  key: keyof Row & string;
  title: string;
  kind?: CellKind;
  /** The titles of an enum's values (PRODUCT_TITLES, …). */
  values?: Titled;
  width?: number;
  /** The server's sort key when it sorts by this column (usually the key itself). */
  sort?: string | true;
  fixed?: 'left';
  /** Replaces the standard cell; the export still writes the value by its kind. */
  render?: (row: Row, lang: Lang) => ReactNode;
  /** Not in the export (an action link, say). */
  noExport?: boolean;
}

/** Pickers that read lookup lists within the caller's scope. */
export type PickerKind = 'department' | 'group' | 'operator' | 'sales' | 'customer' | 'category';

export type InputKind =
  | 'keyword'
  | 'text'
  | 'textarea'
  | 'enum'
  | 'number'
  | 'money'
  | 'rate'
  | 'day'
  | 'region'
  | 'flag'
  | PickerKind;

export interface FilterDef {
  name: string;
  label: string;
  kind: InputKind;
  values?: Titled;
  /** For keyword: what it searches, as a text key. */
  placeholder?: string;
  /** Taken from the page's URL query when present (a drill-down's account, say), and then not shown. */
  fromUrl?: boolean;
  /** Sent when the user sets nothing. */
  initial?: unknown;
}

export interface FieldDef {
  name: string;
  label: string;
  kind: InputKind;
  values?: Titled;
  required?: boolean;
  max?: number;
  /** A rule of common/validate the value must keep (the server's own, so both sides agree). */
  check?: (value: string) => MessageKey | null;
  /** Only when creating; shown read-only when editing. */
  createOnly?: boolean;
  help?: string;
  /** Full width in the two-column form. */
  wide?: boolean;
  initial?: unknown;
}

export interface RowAction<Row> {
  key: string;
  label: string;
  /** A link to another page (a drill-down) or a handler. */
  to?: (row: Row) => string;
  run?: (row: Row) => void;
  visible?: (row: Row) => boolean;
}

export interface ResourceDef<Row extends { id: number }> {
  path: string;
  /** A list that is not `/api/crm/<path>/list` (an account's spend history); such a list has no export. */
  listUrl?: string;
  /** Prefix of the page's data-testid attributes. */
  testId: string;
  /** The page title key, for the export's file and sheet. */
  title: string;
  columns: ColumnDef<Row>[];
  filters: FilterDef[];
  defaultSort?: string;
  form?: {
    fields: FieldDef[];
    /** The form's values of a row being edited; by default the fields' names read off the row. */
    values?: (row: Row) => Record<string, unknown>;
  };
  /** A delete action with a confirmation; the text key of its warning. */
  remove?: { hint: string; name: (row: Row) => string };
  actions?: RowAction<Row>[];
  /** Highlights a row (low balance, say). */
  rowClass?: (row: Row) => string | undefined;
  /** Width of the table before it scrolls sideways. */
  scrollX?: number;
}
