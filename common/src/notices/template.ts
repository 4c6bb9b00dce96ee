import type { ConsoleMessageKey } from '../consoleMessages';

/**
 * Notice templates: text with variables `{{name}}`, and a block `{{#rows}} … {{/rows}}` repeated for each row of
 * the notice's table (an account a line), inside which the row's variables are read. Checked when saved (no
 * variable it does not know, blocks closed), rendered when a rule's run sends it.
 */

/** The variables of a notice, and of each of its rows. */
export const NOTICE_VARIABLES = {
  date: { zh: '日期', en: 'Date' },
  rule: { zh: '规则名称', en: 'Rule' },
  count: { zh: '账户数', en: 'Accounts' },
  customer: { zh: '客户', en: 'Customer' },
  department: { zh: '部门', en: 'Department' },
  question: { zh: '问题', en: 'Question' },
  assignee: { zh: '处理人', en: 'Assignee' },
  actor: { zh: '操作人', en: 'By' },
} as const;
export const ROW_VARIABLES = {
  account: { zh: '账户', en: 'Account' },
  customer: { zh: '客户', en: 'Customer' },
  operator: { zh: '运营', en: 'Operator' },
  spend: { zh: '消耗', en: 'Spend' },
  balance: { zh: '余额', en: 'Balance' },
  runway: { zh: '可用天数', en: 'Runway (days)' },
  value: { zh: '指标值', en: 'Value' },
  department: { zh: '部门', en: 'Department' },
  target: { zh: '目标', en: 'Target' },
  progress: { zh: '完成进度', en: 'Progress' },
} as const;
export type NoticeVariable = keyof typeof NOTICE_VARIABLES;
export type RowVariable = keyof typeof ROW_VARIABLES;

/** The block of the rows. */
export const ROWS_BLOCK = 'rows';

type Part = { kind: 'text'; text: string } | { kind: 'var'; name: string } | { kind: 'rows'; parts: Part[] };

export interface TemplateProblem {
  message: ConsoleMessageKey;
  /** The variable or block it is about. */
  name: string;
}

const TAG = /\{\{\s*([#/]?)([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * Whether a variable is declared: its own key, never a name every object inherits (`constructor`, `toString`),
 * which `in` and a lookup would find on `Object.prototype`.
 */
const declared = (variables: object, name: string) => Object.hasOwn(variables, name);

/**
 * A template's parts, or what is wrong with it (the first problem, as it reads). `unknown: 'asText'` reads an
 * unknown variable as its text instead (a template stored before its check knew it was unknown is still sent).
 */
export function parseTemplate(
  body: string,
  { unknown = 'refuse' }: { unknown?: 'refuse' | 'asText' } = {},
): { parts: Part[] } | { problem: TemplateProblem } {
  const root: Part[] = [];
  let current = root;
  let inRows = false;
  let last = 0;
  for (const match of body.matchAll(TAG)) {
    const [tag, mark, name] = match as unknown as [string, string, string];
    if (match.index > last) current.push({ kind: 'text', text: body.slice(last, match.index) });
    last = match.index + tag.length;
    if (mark === '#') {
      if (name !== ROWS_BLOCK || inRows) return { problem: { message: 'templateBlock', name } };
      const block: Part = { kind: 'rows', parts: [] };
      current.push(block);
      current = block.parts;
      inRows = true;
    } else if (mark === '/') {
      if (name !== ROWS_BLOCK || !inRows) return { problem: { message: 'templateBlock', name } };
      current = root;
      inRows = false;
    } else {
      const known = declared(inRows ? ROW_VARIABLES : NOTICE_VARIABLES, name);
      if (known) current.push({ kind: 'var', name });
      else if (unknown === 'asText') current.push({ kind: 'text', text: tag });
      else return { problem: { message: 'templateVariable', name } };
    }
  }
  if (inRows) return { problem: { message: 'templateBlock', name: ROWS_BLOCK } };
  if (last < body.length) current.push({ kind: 'text', text: body.slice(last) });
  return { parts: root };
}

/** A problem's message parameters: the variable or block as the template writes it. */
export const problemParams = (problem: TemplateProblem) => ({ name: `{{${problem.name}}}` });

/** What is wrong with a template, or null. */
export function checkTemplate(body: string): TemplateProblem | null {
  const parsed = parseTemplate(body);
  return 'problem' in parsed ? parsed.problem : null;
}

export type NoticeValues = Partial<Record<NoticeVariable, string>>;
export type RowValues = Partial<Record<RowVariable, string>>;

/**
 * A template with its values: a variable without a value reads as `##`, as an empty cell does; one it does not
 * declare, as written. Only a block left open or nested is an error.
 */
export function renderTemplate(body: string, values: NoticeValues, rows: RowValues[]): string {
  const parsed = parseTemplate(body, { unknown: 'asText' });
  if ('problem' in parsed)
    throw new Error(`invalid template: ${parsed.problem.message} ${parsed.problem.name}`);
  const render = (parts: Part[], own: Record<string, string | undefined>): string =>
    parts
      .map((part) => {
        if (part.kind === 'text') return part.text;
        if (part.kind === 'var') return own[part.name] ?? '##';
        return rows.map((row) => render(part.parts, row)).join('');
      })
      .join('');
  return render(parsed.parts, values);
}
