import type { QueryKey } from '@tanstack/react-query';
import type { ColProps } from 'antd';
import type { ColumnKind, ColumnValues } from '@adops/common/columns';
import type { Lang } from '@adops/common/messages';
import type { Params, TextKey, Translate } from '../i18n';
import type { Text } from '../i18n/define';
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
  /** The panel's one call, within the caller's scope; without a signal when asked ahead of the first render. */
  load(signal?: AbortSignal): Promise<D>;
  /**
   * The query's key, by default `['dashboard', <dashboard id>, <key>]`. Panels fed by one call give the same
   * key (and the same load): they load together, and each shows its own states.
   */
  queryKey?: QueryKey;
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
        /** Pure: chartOptions.ts builds the common shapes; `lang` for texts the data brings in both languages. */
        option(data: D, t: Translate, lang: Lang): ChartOption;
        height?: number;
      }
    | { kind: 'ranking'; items(data: D): RankItem[] }
    | {
        kind: 'table';
        columns?: TableColumn[];
        /** The columns the data brings (a report's answer), in place of `columns`. */
        columnsOf?(data: D): TableColumn[];
        rows(data: D): Record<string, unknown>[];
        rowKey: string;
      }
    | {
        kind: 'progress';
        value(data: D): number;
        /** Null when none is set: the panel says so instead of a bar. */
        target(data: D): number | null;
        /** Amounts as text (value and target). */
        format(value: number): string;
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
