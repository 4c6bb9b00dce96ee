/**
 * The one vocabulary of how a column reads, wherever it is shown: resource lists, reports and dashboard tables
 * on the screen (web/src/columns), exports in a sheet (server/src/export/kinds.ts), and the figures a form takes.
 * A kind is also what the server and the web say to each other: a report's columns and an export's `columns`
 * carry it. Each kind's text is in cellText.ts: it reads region names, which the contracts importing this file
 * (and with them the console's shell) should not carry.
 */
import { isEmpty } from './format';

interface Text {
  zh: string;
  en: string;
}

/**
 * The title of a coded value, and the colour of the tag an enum shows it in: an antd preset ('green', 'gold',
 * 'error', …) or a CSS colour; without one, the plain tag.
 */
export interface ValueTitle extends Text {
  color?: string;
}

/** Coded values (a status, a product) and their titles. */
export type ColumnValues = Record<string, ValueTitle>;

/**
 * How a form takes a figure: shown as the stored value ÷ `scale`, with `precision` decimals, beside its unit;
 * `blank` is what an emptied input stores.
 */
export interface FigureInput {
  scale: number;
  precision: number;
  unit?: Text;
  blank: number | null;
}

interface KindDef {
  /** Its values are figures: set to the right, read as numbers. Else texts, set to the left. */
  figure: boolean;
  input?: FigureInput;
}

export const COLUMN_KINDS = {
  /** A name or any text, as it is. */
  text: { figure: false },
  /** Cents, read as yuan with two decimals and separators (123456 → 1,234.56); a form takes yuan. */
  money: { figure: true, input: { scale: 100, precision: 2, unit: { zh: '元', en: 'CNY' }, blank: null } },
  /** A number with separators, decimals as given (1234567 → 1,234,567); a form takes whole ones. */
  count: { figure: true, input: { scale: 1, precision: 0, blank: null } },
  /** A number to one decimal (2.25 → 2.3). */
  decimal: { figure: true },
  /** A number of days (a balance's runway): decimals as given on the screen, one in a sheet. */
  days: { figure: true },
  /** Basis points, read as a percentage (650 → 6.50%); a form takes the percentage, and an emptied one is 0. */
  rate: { figure: true, input: { scale: 100, precision: 2, unit: { zh: '%', en: '%' }, blank: 0 } },
  /** A fraction, read as a percentage (0.1234 → 12.34%). */
  percent: { figure: true },
  /** A fraction of change (DoD, WoW, …), signed (0.1234 → +12.34%); the screen colours it by its sign. */
  change: { figure: true },
  /** A day, 'YYYY-MM-DD', as it is. */
  day: { figure: false },
  /** A moment, read as 'YYYY-MM-DD HH:mm:ss'. */
  time: { figure: false },
  /** An hour of the day (9 → 09:00). */
  hour: { figure: true },
  /** A region's six-digit code, read as its names (330106 → 浙江省 杭州市 西湖区). */
  region: { figure: false },
  /** A coded value, read as its title (`values`) in a tag of its colour. */
  enum: { figure: false },
  /** A yes or no (FLAG_VALUES); unset reads as no. */
  flag: { figure: false },
  /** A drill-down whose text is its value (a report's link column: its own title). */
  link: { figure: false },
} as const satisfies Record<string, KindDef>;

export type ColumnKind = keyof typeof COLUMN_KINDS;
export const COLUMN_KIND_NAMES = Object.keys(COLUMN_KINDS) as [ColumnKind, ...ColumnKind[]];

export const isFigure = (kind: ColumnKind): boolean => COLUMN_KINDS[kind].figure;

/** A yes-or-no, by the text of its value. */
export const FLAG_VALUES: ColumnValues = {
  true: { zh: '是', en: 'Yes' },
  false: { zh: '否', en: 'No' },
};

/** The kinds a form takes as a figure in its own unit. */
export type FigureInputKind = {
  [K in ColumnKind]: (typeof COLUMN_KINDS)[K] extends { input: FigureInput } ? K : never;
}[ColumnKind];

/** How a form takes a figure of this kind. */
export const figureInput = (kind: FigureInputKind): FigureInput => COLUMN_KINDS[kind].input;

/** A stored figure as its input shows it: cents as yuan, basis points as a percentage. */
export function inputShown(kind: FigureInputKind, stored: unknown): number | null {
  if (isEmpty(stored)) return null;
  return Number(stored) / figureInput(kind).scale;
}

/** A figure as typed, as it is stored: yuan as whole cents, a percentage as whole basis points. */
export function inputStored(kind: FigureInputKind, shown: number | string | null | undefined): number | null {
  const { scale, blank } = figureInput(kind);
  if (isEmpty(shown)) return blank;
  return Math.round(Number(shown) * scale);
}
