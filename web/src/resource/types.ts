import type { TextKey } from '../i18n/keys';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { ColumnKind, ColumnValues, FigureInputKind } from '@adops/common/columns';
import type { CommandContract, Endpoint, Endpoints } from '@adops/common/contract/endpoints';
import type { Lang } from '@adops/common/messages';
import type { Failed } from '../app/formRules';
import type { InputProps } from './inputs';

/**
 * A resource page is a definition: the columns of its table, the filters of its search form, the fields of its
 * form, its commands, its related lists. `ResourceTable` renders any of them against the server's resource
 * engine, at the endpoints the definition gives (`/api/crm/<path>/list|save|delete|export` by default).
 * Titles and labels are text keys.
 */

export interface ColumnDef<Row> {
  key: keyof Row & string;
  title: TextKey;
  /** How the value reads (common/columns); text by default. */
  kind?: ColumnKind;
  /** The titles of an enum's values (PRODUCT_TITLES, …). */
  values?: ColumnValues;
  width?: number;
  /** The server's sort key when it sorts by this column (usually the key itself). */
  sort?: string | true;
  fixed?: 'left';
  /** Replaces the standard cell; the export still writes the value by its kind. */
  render?: (row: Row, lang: Lang) => ReactNode;
  /** Not in the export (an action link, say). */
  noExport?: boolean;
  /** The export's header shows this title over the column and its grouped neighbours, merged (a two-row header). */
  group?: TextKey;
  /** Edited in the cell itself, saved through the resource's save route (ColumnEdit). */
  edit?: ColumnEdit;
  /** A click on the cell opens the record's edit form, or a small dialog of what a view's endpoint answers. */
  opens?: 'form' | ViewDef;
  /** Shown or hidden by a switch of the toolbar labelled so; `hidden` while it starts off. */
  toggle?: { label: TextKey; hidden?: boolean };
}

/**
 * A value edited in its cell: sent to the resource's edit endpoint with the row's id and version and the list's
 * filters the record is read by, checked by the same rules as a form field; a refusal shows under the cell.
 */
export interface ColumnEdit {
  kind: Extract<InputKind, 'money' | 'count' | 'rate' | 'number' | 'text'>;
  /** The field as the save takes it: the column's key by default. */
  field?: string;
  required?: boolean;
  range?: readonly [number, number];
  max?: number;
  /** Filters of the list sent with the save (the month a budget row is of). */
  with?: readonly string[];
  /** Which rows may be edited; all by default. */
  editable?: (row: never) => boolean;
}

/** Pickers that read lookup lists within the caller's scope (`user`: anyone the caller sees, an assignee). */
export type PickerKind = 'department' | 'group' | 'operator' | 'sales' | 'user' | 'customer' | 'category';

/**
 * The control of a filter or a field: a kind of common/columns where one reads as the column does (money in
 * yuan, a rate in percent, a count), else a search box, a long text, a plain number (an id) or a picker.
 */
export type InputKind =
  | Extract<ColumnKind, 'text' | 'enum' | 'day' | 'region' | 'flag'>
  | FigureInputKind
  | 'keyword'
  | 'textarea'
  | 'number'
  | 'password'
  /** A month, sent as its first day ('YYYY-MM-01'). */
  | 'month'
  /** A node of the same tree resource to put a node under; the node itself and its branch are left out. */
  | 'parent'
  /** Records of another list (`options`). */
  | 'options'
  /** A text in both languages, `{ zh, en }` (zh required when the field is; en may stay empty): one line or several. */
  | 'localText'
  | 'localTextarea'
  /** An image uploaded as it is picked (`image`), its id the value; shown by its thumbnail. */
  | 'image'
  /** An ordered list of records edited in place, each of the fields of `list.item`, sent as a JSON array. */
  | 'list'
  /** Two days, the first not after the second: ['YYYY-MM-DD', 'YYYY-MM-DD']. */
  | 'dayRange'
  /** A yes or no, as a switch: true or false. */
  | 'switch'
  /** One of `values`, all of them shown (radio buttons). */
  | 'radio'
  /** Some of `values`, all of them shown (checkboxes): a list of their codes. */
  | 'checks'
  | PickerKind;

/**
 * The items of a `list` field: each a card of `item`'s fields, added, removed and moved up or down. Fields of an
 * item that only some items have (a text block's text) say so by `shownWhen`, which reads the item's values; an
 * item sends only the fields it shows. A required or `min` list refuses fewer items, naming the list; an item's
 * field is checked by its own rules, its message naming the item and the field (“字段 2·标签”).
 */
export interface ListDef {
  item: FieldDef[];
  /** What an item is called, numbered in its card and its messages: 字段 → 字段 1, 字段 2. */
  noun: TextKey;
  min?: number;
  max?: number;
  /** What a new item starts with: its fields' initial values unless given. */
  start?: () => Record<string, unknown>;
  /** Shown beside an item's number (its kind, its label). */
  summary?: (item: Record<string, unknown>, lang: Lang) => string | undefined;
  /** An item as sent, from its shown fields (a fixed key derived from its kind, say). */
  sent?: (item: Record<string, unknown>) => Record<string, unknown>;
  /** A rule of the items together (keys not repeated), on the items as sent; the server's own. */
  check?: (items: Record<string, unknown>[]) => Failed | null;
}

/**
 * An `image` field's upload: the file is checked here first (its size and declared type, with the server's
 * own messages `imageTooLarge` and `imageType`), then posted (multipart, field `file`) to `upload`, which
 * answers the stored image's `id` and `url`; a refusal shows the server's message under the control.
 */
export interface ImageDef {
  /** Without it, the picked file itself is the value, sent with the form's values (multipart, formSend.ts). */
  upload?: Endpoint;
  maxBytes: number;
  types: readonly string[];
  /** The record's field holding the current image's address (`bannerUrl`), to show it before any upload. */
  urlField?: string;
}

/** What an image upload answers (the contract's image answer has these and more). */
export interface UploadedImage {
  id: number;
  url: string;
}

/** Options read from another list (roles, users): a row's value and how it is named. */
export interface OptionsDef {
  endpoint: Endpoint;
  /** Sent with every read of the list (only approved orders, say). */
  params?: Record<string, unknown>;
  value: string;
  label: (row: never, lang: Lang) => string;
  /** The parameter the typed text is searched by on the server, for a long list; else the list is read whole. */
  search?: string;
}

export interface FilterDef {
  name: string;
  label: TextKey;
  kind: InputKind;
  values?: ColumnValues;
  /** For keyword: what it searches, as a text key. */
  placeholder?: TextKey;
  /** Taken from the page's URL query when present (a drill-down's account, say), and then not shown. */
  fromUrl?: boolean;
  /** Sent when the user sets nothing. */
  initial?: unknown;
  options?: OptionsDef;
  /** Several values at once (an enum's), sent as one list. */
  multiple?: boolean;
  /**
   * Picks the list's order rather than filtering it: named `sort`, its values are the server's sort keys
   * (`-key` descending); a click on a column's header shows here too.
   */
  order?: boolean;
}

export interface FieldDef {
  name: string;
  label: TextKey;
  kind: InputKind;
  values?: ColumnValues;
  required?: boolean;
  max?: number;
  /** The least and greatest number it takes, both included, in the form's units (a rate's basis points). */
  range?: readonly [number, number];
  /** A rule of common/validate the value must keep (the server's own, so both sides agree). */
  check?: (value: string) => Failed | null;
  /** What a required field says when empty, where common has words of its own (the spec's '请输入邮箱'). */
  requiredMessage?: Failed;
  /** Only when creating: shown read-only when editing, or not at all ('hidden': a password, say). */
  createOnly?: boolean | 'hidden';
  help?: TextKey;
  /** Full width in the two-column form. */
  wide?: boolean;
  initial?: unknown;
  /** Several values (departments, roles). */
  multiple?: boolean;
  options?: OptionsDef;
  /** Applied to what is typed (spaces out of a mobile number). */
  normalize?: (value: string) => string;
  /** Shown, and sent, only while the form's values say so. */
  shownWhen?: (values: Record<string, unknown>) => boolean;
  /** A control of the page's own, for a value no kind takes (a role's module grants). */
  control?: ComponentType<InputProps>;
  /** A `list` field's items. */
  list?: ListDef;
  /** An `image` field's upload. */
  image?: ImageDef;
}

/**
 * A form's live preview: its values (with `params`' additions) posted to `endpoint` as they are typed, and the
 * messages it answers shown under the fields (common/contract/noticeRules.ts's PreviewAnswer).
 */
export interface PreviewDef {
  endpoint: Endpoint;
  title: TextKey;
  params?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** A value the preview asks for besides the form's, chosen in the preview (the event a template is read with). */
  pick?: { name: string; values: ColumnValues; initial: string };
}

/** A list's chart, read from its own endpoint with the list's filters (days with their counts, say). */
export interface ResourceChartDef {
  endpoint: Endpoint;
  type: 'line' | 'bar';
  /** The column along the axis, and the figures drawn. */
  x: { key: string; title: TextKey; kind?: ColumnKind };
  series: { key: string; title: TextKey; kind?: ColumnKind }[];
}

export interface RowAction<Row> {
  key: string;
  label: TextKey;
  /** A link to another page (a drill-down), a handler, or a view of the record in a dialog. */
  to?: (row: Row) => string;
  run?: (row: Row) => void;
  view?: ViewDef;
  visible?: (row: Row) => boolean;
}

/** A row action that views the record. */
export type ViewAction<Row> = RowAction<Row> & { view: ViewDef };

/**
 * What an endpoint answers about one record (a page's preview), read when the action is clicked and shown in a
 * dialog (`<testId>-<action key>-view`) by `render`, which may be lazy.
 */
export interface ViewDef {
  endpoint: Endpoint;
  /** The parameter naming the record: `id` by default. */
  idField?: string;
  /** The dialog's title, `{{name}}` the record's name. */
  title: TextKey;
  width?: number;
  // Each view is typed by its own answer.
  render: (data: never) => ReactNode;
}

/**
 * A command of a contract of common/contract, as a button labelled with the contract's title, sending the
 * record's id under the contract's id field with the values of a form of its input's fields.
 */
export interface CommandDef<Row> {
  // The contract is typed by its own row; its state machine reads the rows of this list.
  contract: CommandContract<z.ZodObject, never, string>;
  /** The form of its input; without fields it runs at once (after the confirmation when there is one). */
  fields?: FieldDef[];
  /** Asked before it runs: a text key, `{{name}}` the record's name. */
  confirm?: TextKey;
  visible?: (row: Row) => boolean;
  /**
   * A toolbar button on the selected rows (a `many` contract), or on the list as a whole (a `whole` contract,
   * enabled with no row selected), rather than a button on each row.
   */
  toolbar?: boolean;
  /** The form's values to begin with; by default the fields' names read off the row. */
  values?: (row: Row) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** A wide form (a tree of checkboxes). */
  width?: number;
}

/** Records nested by a parent id: listed whole as an expandable tree, without paging. */
export interface TreeDef<Row> {
  /** The key of a node's children in the answer. */
  children: string;
  /** The field of a node's parent, in forms and the move command: `parentId` by default. */
  parent?: string;
  /** A row action that opens the form to create a node under this one, where this says it may hold one. */
  addChild?: (row: Row) => boolean;
  /** Open at first; all by default. */
  expanded?: (row: Row) => boolean;
}

/**
 * The list as a timeline rather than a table (a day's events): a dot per row in the colour of its kind, its time
 * and kind first; the first other column is the item's text, the rest its details, each with its title.
 */
export interface TimelineDef<Row> {
  time: keyof Row & string;
  /** An enum column: its value's colour colours the dot. */
  kind: keyof Row & string;
}

/** A command of the owning record run from its related list: on the list, or on one item (`item` says how). */
export interface RelatedCommandDef<Row, Item> extends CommandDef<Row> {
  item?: (item: Item) => Record<string, unknown>;
}

/** A list about one record (a role's users, a department's members), read from its own endpoint. */
export interface RelatedDef<Row, Item extends object> {
  key: string;
  /** The row action that shows it in a drawer. */
  label: TextKey;
  /** The drawer's title, `{{name}}` the record's name. */
  title: TextKey;
  endpoint: Endpoint;
  /** The parameter naming the record. */
  idField: string;
  testId: string;
  /** Names an item in its test ids: its id unless given. */
  itemTestId?: (item: Item) => string | number;
  /** How an item is named in a confirmation. */
  name?: (item: Item) => string;
  columns: ColumnDef<Item>[];
  commands?: RelatedCommandDef<Row, Item>[];
}

/**
 * A toolbar button that uploads a file to `url` (multipart, field `file`) and shows what the server answered:
 * its summary, or the bad cells of a refused file by row and column (the import contract's `ImportFailure`).
 */
export interface UploadDef {
  url: string;
  label: TextKey;
  /** What the file should hold, and the template to download (`url` answers the file). */
  hint?: TextKey;
  template?: { url: string; name: string };
  /** What a file written says: a text key and its values from the server's answer. */
  summary: (data: never) => { key: TextKey; values: Record<string, string | number> };
}

export interface ResourceDef<Row extends object> {
  path: string;
  /** Where each verb answers (`endpointsOf` of common): `/api/crm/<path>/<verb>` unless the spec fixes one. */
  endpoints?: Endpoints;
  /** The record's id, on a row and as the parameter naming it: `id` by default. */
  idField?: keyof Row & string;
  /** No export (a list answered where no export is). */
  noExport?: boolean;
  /** Prefix of the page's data-testid attributes. */
  testId: string;
  /** Names a row in its test ids: its id unless given. */
  rowTestId?: (row: Row) => string | number;
  /** The page title key, for the export's file and sheet. */
  title: TextKey;
  /** How a record is named in confirmations and titles. */
  name?: (row: Row, lang: Lang) => string;
  columns: ColumnDef<Row>[];
  filters: FilterDef[];
  defaultSort?: string;
  form?: {
    fields: FieldDef[];
    /**
     * The form's values of a row being edited; by default the fields' names read off the row. A promise when
     * they are read from the server first (the addresses of a page's images): the form waits for them.
     */
    values?: (row: Row) => Record<string, unknown> | Promise<Record<string, unknown>>;
    /** A wide form (a builder of lists). */
    width?: number;
    /** Which rows may be edited (a record waiting in its first state); all by default. */
    editable?: (row: Row) => boolean;
    /** Records are made elsewhere (the system's jobs): the form edits them, and there is no create button. */
    editOnly?: boolean;
    /** What the record being written would do, read live from the server as it is typed. */
    preview?: PreviewDef;
  };
  /** A delete action with a confirmation: the text key of its warning, and why a row may not go. */
  remove?: { hint?: TextKey; locked?: (row: Row) => TextKey | undefined };
  actions?: RowAction<Row>[];
  commands?: CommandDef<Row>[];
  upload?: UploadDef;
  tree?: TreeDef<Row>;
  /** Shown as a timeline (paged and filtered as the table is). */
  timeline?: TimelineDef<Row>;
  // Each related list is typed by its own items.
  related?: RelatedDef<Row, never>[];
  /**
   * The paths of other resources whose lists a change here alters (a department's user counts), or the keys of
   * other queries it alters (the message dropdown's counters).
   */
  refreshes?: string[];
  /** Highlights a row (low balance, say). */
  rowClass?: (row: Row) => string | undefined;
  /** A chart above the list, of every row its filters keep. */
  chart?: ResourceChartDef;
  /** Width of the table before it scrolls sideways. */
  scrollX?: number;
  /** A toolbar button whose checkboxes pick the columns shown. */
  columnPicker?: boolean;
  /** Rows moved by a drag handle, each move saved through the command (ReorderDef). */
  reorder?: ReorderDef;
}

/**
 * Rows reordered by dragging a handle, while the list is sorted by `sort`: after a drop the page's ids in their
 * new order (`ids`) go to a command on the whole list, which gives them the places they held between them.
 */
export interface ReorderDef {
  contract: CommandContract<z.ZodObject, never, string>;
  /** The sort key of the order the command keeps (`position`); the handles show only while sorted by it. */
  sort: string;
}

/**
 * A page that is one form (`PageForm`): its fields, sent to `endpoint` (as JSON, or multipart when a value is a
 * file); what the server answers is shown beside the form by `answer`. Reset gives the fields their initial
 * values again. Test ids: `<testId>` the form, `-field-<name>` its controls, `-submit`, `-reset`, `-answer`.
 */
export interface PageFormDef {
  endpoint: Endpoint;
  testId: string;
  fields: FieldDef[];
  /** The answer panel's title. */
  answerTitle: TextKey;
  // Each page's answer is its own.
  answer: (data: never, lang: Lang) => ReactNode;
}
