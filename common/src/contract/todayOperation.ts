import { z } from 'zod';
import type { ValueTitle } from '../columns';
import { formatYuan, YUAN_SIGN } from '../format';
import type { Lang } from '../messages';
import { day, listOf, optionalId } from './fields';

/**
 * Today's operations (todayOperation [460]): the day's events within the caller's scope in one timeline, newest
 * first. Each kind with its title, the colour of its dot, and the sentence its summary reads as: `{amount}` in
 * yuan, `{before}`, `{after}` and `{text}` as the row carries them (OperationRow).
 */
export const OPERATION_KINDS = {
  accountOpened: {
    zh: '新开户',
    en: 'Account opened',
    color: 'green',
    summary: { zh: '开户，广告主ID {text}', en: 'Opened, advertiser ID {text}' },
  },
  recharge: {
    zh: '充值',
    en: 'Recharge',
    color: 'gold',
    summary: { zh: '充值 {amount}{text}', en: 'Recharged {amount}{text}' },
  },
  operatorChanged: {
    zh: '更换运营',
    en: 'Operator changed',
    color: 'purple',
    summary: { zh: '运营由 {before} 改为 {after}', en: 'Operator {before} → {after}' },
  },
  noticeSent: {
    zh: '通知发送',
    en: 'Notice sent',
    color: 'cyan',
    summary: { zh: '已发送至「{before}」：{text}', en: 'Sent to “{before}”: {text}' },
  },
  questionOpened: {
    zh: '问题创建',
    en: 'Question opened',
    color: 'orange',
    summary: { zh: '新问题：{text}', en: 'New question: {text}' },
  },
  questionSolved: {
    zh: '问题解决',
    en: 'Question solved',
    color: 'blue',
    summary: { zh: '已解决：{text}', en: 'Solved: {text}' },
  },
  descentRecorded: {
    zh: '消耗下降',
    en: 'Descent recorded',
    color: 'red',
    summary: {
      zh: '{before} 至 {after} 消耗 {amount}，原因：{text}',
      en: 'Spent {amount} from {before} to {after}; cause: {text}',
    },
  },
} as const satisfies Record<string, ValueTitle & { summary: Record<Lang, string> }>;
export type OperationKind = keyof typeof OPERATION_KINDS;
export const OPERATION_KIND_NAMES = Object.keys(OPERATION_KINDS) as [OperationKind, ...OperationKind[]];

/** An event of the day. Who did it is none where the system did (a sync, a notice rule). */
export interface OperationRow {
  /** The event's place in its day within the caller's scope: a key for the list, no record's id. */
  id: number;
  /** When, as Shanghai reads it: 'YYYY-MM-DD HH:MM:SS'. */
  time: string;
  kind: OperationKind;
  accountId: number | null;
  accountName: string | null;
  customerId: number | null;
  customerName: string | null;
  actorName: string | null;
  /** The summary's parts, as its kind's sentence reads them. */
  amount: number | null;
  before: string | null;
  after: string | null;
  text: string | null;
  /** The parts as its kind's sentence, in the caller's language (operationSummary). */
  summary: string;
}

export const operationFilters = {
  /** None: today in Asia/Shanghai, by the server's clock. */
  day: day.optional(),
  /** Several kinds, `a,b`; none: every kind. */
  kind: listOf(z.enum(OPERATION_KIND_NAMES), OPERATION_KIND_NAMES.length),
  customerId: optionalId,
};

const NONE: Record<Lang, string> = { zh: '无', en: 'none' };

/** The row's summary in `lang`: its kind's sentence with its parts filled in. */
export function operationSummary(row: Omit<OperationRow, 'summary'>, lang: Lang): string {
  const parts: Record<string, string> = {
    amount: row.amount === null ? NONE[lang] : `${YUAN_SIGN}${formatYuan(row.amount, { fixed: true })}`,
    before: row.before ?? NONE[lang],
    after: row.after ?? NONE[lang],
    // A recharge's remark follows its amount; the other kinds' text is their subject.
    text: row.kind === 'recharge' ? (row.text ? ` (${row.text})` : '') : (row.text ?? NONE[lang]),
  };
  return OPERATION_KINDS[row.kind].summary[lang].replace(/\{(\w+)\}/g, (_, key: string) => parts[key] ?? '');
}
