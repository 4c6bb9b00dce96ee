import type { QueryKey } from '@tanstack/react-query';
import type { ColProps } from 'antd';
import type { ColumnKind, ColumnValues } from '@adops/common/columns';
import type { Lang } from '@adops/common/messages';
import type { ReportCall } from '../api/report';
import type { Params, TextKey, Translate } from '../i18n';
import type { Text } from '../i18n/define';
import type { FieldDef } from '../resource/types';
import type { ChartOption } from './chartOptions';

export type { Translate };

// The functions that read a panel's data are declared as methods: a method's parameter is checked both ways,
// so a panel of any data is a `PanelDef` and a dashboard can list panels of different calls.

/** A line under a figure: a note, two notes side by side, the change against a previous figure, a bar. */
export type FigureLine =
  | { note: string; testId?: string }
  | { notes: { text: string; testId?: string }[] }
  | { change: { current: number; previous: number }; label: string; testId?: string }
  /** The share of the bar filled (0-1; null, none), with its text. */
  | { progress: number | null; text: string };

/** One figure card of a `cards` panel. */
export interface FigureDef<D> {
  key: string;
  /** Text key. */
  title: TextKey;
  /** The figure as text, formatted (common/format). */
  value(data: D): string;
  /** A unit before the figure (¥), left out when the figure is the empty marker. */
  prefix?: string;
  span?: ColProps;
  lines?(data: D, t: Translate): FigureLine[];
  /** What the figure counts, opened from it in a drawer: a report's rows, a page at a time. */
  list?: FigureList;
}

/** The rows behind a figure (the accounts of a to-do): a report call, asked with the drawer's page. */
export interface FigureList {
  call: ReportCall;
  /** The columns shown, by key; the report's own otherwise. */
  columns?: string[];
  /** The column that names a row in its test id (`<list test id>-row-<value>`); its position otherwise. */
  rowTestId?: string;
  pageSize?: number;
}

export interface RankItem {
  /** The name, or its text in both languages (a code's title). */
  name: string | Text;
  value: number;
  /** The value as shown; the value itself when missing. */
  text?: string | Text;
}

export interface TableColumn {
  key: string;
  /** Text key, or the title in both languages (a report's column). */
  title: TextKey | Text;
  /** How the value reads (common/columns); text by default. */
  kind?: ColumnKind;
  /** The titles of an enum's values. */
  values?: ColumnValues;
  /** The kind's by default: figures to the right. */
  align?: 'left' | 'right' | 'center';
  /** The cell as text, in place of the kind's. */
  format?(value: unknown): string;
}

/** Rows × columns of numbers; a cell's tint is its share of the largest. */
export interface HeatMatrix {
  columns: string[];
  rows: { label: string; values: (number | null)[] }[];
}

export type PanelKind = PanelDef<unknown>['kind'];

/** What the user set on a panel: a choice of its selector, the page of its table. */
export interface PanelView {
  choice?: string;
  page?: number;
  pageSize?: number;
}

/** One choice of a panel's selector (a period, a dimension, the level a target is of). */
export interface PanelChoice {
  value: string;
  /** Text key, or the label in the page's language (a choice that names a department). */
  label: TextKey | ((t: Translate, lang: Lang) => string);
}

/**
 * A selector in the panel's header: what it loads depends on the choice (`view.choice`). The choices are fixed,
 * or read once (the levels the signed-in user may see); the panel waits for them before it loads.
 */
export interface PanelChoices {
  options?: PanelChoice[];
  load?(): Promise<PanelChoice[]>;
  /** The first choice unless given. */
  initial?: string;
}

/**
 * A button in the panel's header opening a form (the resource engine's FormModal); once `submit` has succeeded,
 * every query of the dashboard reloads. Its test id is `<panel test id>-action-<key>`, its form's
 * `<panel test id>-<key>-form`.
 */
export interface PanelActionDef<D> {
  key: string;
  /** Text key of the button and the form's title. */
  label: TextKey;
  fields: FieldDef[];
  /** The form's values to begin with, from what the panel shows. */
  values?(data: D | undefined, view: PanelView): Record<string, unknown>;
  submit(values: Record<string, unknown>, view: PanelView): Promise<unknown>;
  width?: number;
}

export type TableRow = Record<string, unknown>;

/**
 * A button on each row of a table panel: it opens the form of its fields, or asks its confirmation, or both,
 * then `submit`s; once that has succeeded, every query of the dashboard reloads. Its test id is
 * `<panel test id>-row-<row test id>-<key>`, its form's `<panel test id>-<key>-form`.
 */
export interface RowActionDef<D> {
  key: string;
  label: TextKey;
  fields?: FieldDef[];
  /** The form's values to begin with; the fields' names read off the row otherwise. */
  values?(row: TableRow): Record<string, unknown>;
  /** Asked before an action without fields runs: a text key, `{{name}}` the row's name. */
  confirm?: TextKey;
  danger?: boolean;
  visible?(row: TableRow): boolean;
  submit(values: Record<string, unknown>, row: TableRow, data: D): Promise<unknown>;
}

/** What every panel has, whatever it draws. */
interface PanelBase<D> {
  /** Unique in its dashboard: the panel's test id is `<dashboard id>-<key>`. */
  key: string;
  /**
   * Text key (and its params) of the card header with the refresh button; a panel without one stands unframed
   * (figure cards are their own frames).
   */
  title?: TextKey;
  titleParams?: Params;
  /** Grid spans per breakpoint; the kind's default otherwise (one panel a row on a phone). */
  span?: ColProps;
  /**
   * The panel's one call, within the caller's scope; without a signal when asked ahead of the first render. It
   * asks for what the user set on the panel (`view`): its choice, its table's page.
   */
  load(signal?: AbortSignal, view?: PanelView): Promise<D>;
  /**
   * The query's key, by default `['dashboard', <dashboard id>, <key>]`, and the view after it once the user has
   * set one. Panels fed by one call give the same key (and the same load): they load together, and each shows
   * its own states.
   */
  queryKey?: QueryKey;
  /** A selector in the header (a titled panel's). */
  choices?: PanelChoices;
  /** Buttons in the header (a titled panel's), each opening a form. */
  actions?: PanelActionDef<D>[];
  /** Reloads this often while the page is visible. */
  refreshMs?: number;
  /** When the data counts as none; the kind's default otherwise. */
  empty?(data: D): boolean;
}

export type PanelDef<D = unknown> = PanelBase<D> &
  (
    | { kind: 'cards'; figures: FigureDef<D>[] }
    | {
        kind: 'line' | 'bar' | 'pie' | 'funnel';
        /**
         * Pure: chartOptions.ts builds the common shapes, richCharts.ts the rarer ones (a time axis, bars under a
         * line, shaded bars, zoom); `lang` for texts the data brings in both languages.
         */
        option(data: D, t: Translate, lang: Lang): ChartOption;
        height?: number;
      }
    | { kind: 'ranking'; items(data: D): RankItem[] }
    | {
        kind: 'table';
        columns?: TableColumn[];
        /** The columns the data brings (a report's answer), in place of `columns`. */
        columnsOf?(data: D): TableColumn[];
        rows(data: D): TableRow[];
        rowKey: string;
        /** Names a row in its test ids (`<panel test id>-row-<this>`); its key otherwise. */
        rowTestId?(row: TableRow): string;
        /** Names a row in its forms' titles and confirmations. */
        rowName?(row: TableRow): string;
        rowActions?: RowActionDef<D>[];
        /** Paged: this many rows a page, of `total` (the panel asks for the page: `view.page`). */
        pageSize?: number;
        total?(data: D): number;
      }
    | {
        kind: 'progress';
        value(data: D): number;
        /** Null when none is set: the panel says so instead of a bar. */
        target(data: D): number | null;
        /** Amounts as text (value and target). */
        format(value: number): string;
        /** Lines under the bar: the time elapsed, where the value is headed. */
        lines?(data: D, t: Translate): FigureLine[];
      }
    | {
        kind: 'heat';
        matrix(data: D): HeatMatrix;
        format?(value: number): string;
        /** The top-left cell: what the rows are. */
        corner?: string;
      }
  );

/** A dashboard: its id (for test ids and query keys) and its panels, in order on a reflowing grid. */
export interface DashboardDef {
  id: string;
  panels: PanelDef[];
}
