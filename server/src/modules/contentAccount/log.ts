import { moduleOf } from '@adops/common/menu';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTENT_ACCOUNT_STATUS_TITLES,
  contentAccountLogFilters,
  type ContentAccountLogRow,
} from '@adops/common/contract/creative';
import { fieldLabel } from '@adops/common/fieldLabels';
import type { Lang } from '@adops/common/messages';
import type { AppContext } from '../../context';
import { auditLog, contentAccounts, users } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { shanghaiTimestamp } from '../../db/text';
import { resourceRoutes } from '../../resources/resource';
import { contentAccountScope } from './resource';

const LOG = moduleOf('xhsCAccountOperationLog');

/** The fields of a content account whose changes the log reads out, in the form's order. */
const SHOWN = ['nickname', 'platformUserId', 'customerName', 'followers', 'noteCount', 'status'] as const;
const LABEL_OF: Record<(typeof SHOWN)[number], string> = {
  nickname: 'nickname',
  platformUserId: 'platformUserId',
  customerName: 'customerId',
  followers: 'followers',
  noteCount: 'noteCount',
  status: 'status',
};

type Stored = Omit<ContentAccountLogRow, 'changes'> & { before: unknown; after: unknown };

const text = (key: string, value: unknown, lang: Lang) => {
  if (value === null || value === undefined || value === '') return '—';
  return key === 'status'
    ? (CONTENT_ACCOUNT_STATUS_TITLES[String(value)]?.[lang] ?? String(value))
    : String(value);
};

/** What an entry changed, field by field: "昵称: 旧 → 新"; a creation lists what the account was made with. */
export function changesOf(before: unknown, after: unknown, lang: Lang): string {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  return SHOWN.filter((key) => before === null || before === undefined || was[key] !== now[key])
    .filter((key) => key in now)
    .map((key) => {
      const label = fieldLabel(LABEL_OF[key], lang);
      const shown = (value: unknown) => text(key, value, lang);
      return before ? `${label}: ${shown(was[key])} → ${shown(now[key])}` : `${label}: ${shown(now[key])}`;
    })
    .join('\n');
}

/**
 * xhsCAccountOperationLog: the audit log's entries of content accounts, read only, newest first, filtered by
 * account, user, operation and days, within the caller's scope of the accounts' customers.
 */
export function contentAccountLogRoutes(app: AppContext) {
  return resourceRoutes<Stored, typeof contentAccountLogFilters, z.ZodObject>(app, {
    path: 'contentAccountLog',
    entity: 'record',
    table: auditLog,
    id: auditLog.id,
    access: LOG,
    query: (db) =>
      db
        .select({
          id: auditLog.id,
          contentAccountId: contentAccounts.id,
          nickname: contentAccounts.nickname,
          action: auditLog.action,
          userId: auditLog.actorId,
          userName: users.name,
          ip: auditLog.ip,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: shanghaiTimestamp(auditLog.createdAt, 'created_text'),
        })
        .from(auditLog)
        .innerJoin(contentAccounts, sql`${auditLog.entityId} = ${contentAccounts.id}::text`)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .$dynamic(),
    scope: contentAccountScope,
    only: eq(auditLog.entity, 'contentAccount'),
    filters: contentAccountLogFilters,
    where: (f) =>
      and(
        f.contentAccountId ? eq(auditLog.entityId, String(f.contentAccountId)) : undefined,
        f.userId ? eq(auditLog.actorId, f.userId) : undefined,
        f.operation ? eq(auditLog.action, f.operation) : undefined,
        onDays(auditLog.createdAt, f),
      ),
    sorts: { id: auditLog.id, createdAt: auditLog.createdAt },
    defaultSort: '-id',
    present: ({ before, after, ...entry }, lang): ContentAccountLogRow => ({
      ...entry,
      changes: changesOf(before, after, lang),
    }),
  });
}
