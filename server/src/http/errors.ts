import { Status, type StatusCode } from '@adops/common/codes';
import type { Lang, MessageKey } from '@adops/common/messages';

/** What fills a message's placeholders: a value, `@key` of another message, or a text in both languages. */
export type MessageParams = Record<string, string | number | Record<Lang, string>>;

/** A business outcome other than success: answered as HTTP 200 with this envelope status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const noSession = (key: MessageKey = 'noSession') => new ApiError(Status.NO_SESSION, key);
export const forbidden = (key: MessageKey = 'forbidden') => new ApiError(Status.FORBIDDEN, key);
export const conflict = (key: MessageKey, params: MessageParams = {}) =>
  new ApiError(Status.CONFLICT, key, params);
export type Thing =
  | 'user'
  | 'role'
  | 'module'
  | 'department'
  | 'group'
  | 'customer'
  | 'account'
  | 'record'
  | 'order'
  | 'settlement'
  | 'withdrawal'
  | 'invoice'
  | 'job'
  | 'robot'
  | 'rule'
  | 'question'
  | 'category'
  | 'contentAccount'
  | 'landingPage'
  | 'landingForm'
  | 'lead'
  | 'leadEmail'
  | 'leadEmailLog'
  | 'article';
export const notFound = (what: Thing, id: number | string) =>
  new ApiError(Status.NOT_FOUND, 'notFound', { what: `@what.${what}`, id });
/** A rule broken by one field, for checks a schema cannot make (a department that does not exist, …). */
/** 130 naming the field by its label, and why (a message with its own parameters). */
export const invalidField = (field: string, reason: MessageKey, params: object = {}) =>
  new ApiError(Status.INVALID, 'invalidField', { ...params, field, reason: `@${reason}` });

export const unknownIds = (field: string, ids: number[]) =>
  new ApiError(Status.INVALID, 'invalidField', { field, reason: '@unknownIds', ids: ids.join(',') });
