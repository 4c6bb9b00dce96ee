import type { ExportFilter } from '@adops/common/contract/export';
import type { ReportQuery, ReportResult } from '@adops/common/contract/report';
import type { StatusCode } from '@adops/common/codes';
import type { Lang, MessageKey } from '@adops/common/messages';
import type { DataScope } from '@adops/common/scope';
import { sqlState } from '../../db/sqlState';
import { ApiError, type MessageParams } from '../../http/errors';

/** A report's export as the thread builds it: the question, the caller's scope and language, the file's day. */
export interface ExportJob {
  name: string;
  query: ReportQuery;
  scope: DataScope;
  today: string;
  hour: number;
  lang: Lang;
  filters: ExportFilter[];
  day: string;
  /** A result of at most this many rows comes back whole (the cache keeps it); a longer one as its file. */
  keptRowsMax: number;
}

/** What the thread is given: where it reads, on how many connections, with each statement's budget. */
export interface ThreadSetup {
  url: string;
  connections: number;
  budgetMs: number | undefined;
}

export type ToThread =
  | { kind: 'job'; id: number; job: ExportJob }
  /** The next slice of a job's file, once the one before has been taken. */
  | { kind: 'pull'; id: number }
  /** The caller went away: the file is not wanted any more. */
  | { kind: 'cancel'; id: number };

export type FromThread =
  | { kind: 'result'; id: number; result: ReportResult; spans: [string, string][] }
  | { kind: 'file'; id: number; filename: string; fallbackName: string }
  | { kind: 'chunk'; id: number; bytes: Uint8Array }
  | { kind: 'end'; id: number }
  | { kind: 'error'; id: number; error: ThreadError };

/** An error as it crosses to the other thread: a business outcome keeps its status and message. */
export type ThreadError =
  | { api: true; status: StatusCode; messageKey: MessageKey; params: MessageParams; data: unknown }
  /** Another error keeps its SQLSTATE, so that a statement past its budget is answered as on the main thread. */
  | { api: false; message: string; code: string | undefined };

export const threadError = (error: unknown): ThreadError =>
  error instanceof ApiError
    ? {
        api: true,
        status: error.status,
        messageKey: error.messageKey,
        params: error.params,
        data: error.data,
      }
    : { api: false, message: error instanceof Error ? error.message : String(error), code: sqlState(error) };

export const fromThreadError = (error: ThreadError): Error =>
  error.api
    ? new ApiError(error.status, error.messageKey, error.params, error.data)
    : Object.assign(new Error(`export thread: ${error.message}`), error.code ? { code: error.code } : {});
