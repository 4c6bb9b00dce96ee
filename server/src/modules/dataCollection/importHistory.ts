import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { moduleOf } from '@adops/common/menu';
import {
  IMPORT_ERRORS,
  importHistoryFilters,
  type ImportErrorItem,
  type ImportHistoryRow,
} from '@adops/common/contract/dataCollection';
import type { AppContext } from '../../context';
import { importHistory, users } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { qualified } from '../../db/qualified';
import { containing, shanghaiTimestamp } from '../../db/text';
import { resourceRoutes } from '../../resources/resource';
import type { ScopeColumns } from '../../scope/dataScope';

const DATA_COLLECTION = moduleOf('operationReptile');
const uploader = alias(users, 'uploader');

/** An upload is seen by whom its uploader is seen by (their department, group, or themselves). */
const ofUploader = (column: 'department_id' | 'group_id') =>
  sql`(select u.${sql.raw(column)} from users u where u.id = ${qualified(importHistory.uploadedBy)})`;
const uploadScope: ScopeColumns = {
  department: ofUploader('department_id'),
  group: ofUploader('group_id'),
  operator: importHistory.uploadedBy,
  sales: importHistory.uploadedBy,
};

/** The history of platform export files uploaded, newest first; the detail lists an upload's bad cells. */
export function importHistoryRoutes(app: AppContext) {
  return resourceRoutes<ImportHistoryRow, typeof importHistoryFilters, z.ZodObject>(app, {
    path: 'dataCollection/imports',
    entity: 'record',
    table: importHistory,
    id: importHistory.id,
    access: DATA_COLLECTION,
    scope: uploadScope,
    query: (db) =>
      db
        .select({
          id: importHistory.id,
          kind: sql<ImportHistoryRow['kind']>`${importHistory.kind}`.as('kind'),
          filename: importHistory.filename,
          uploadedBy: importHistory.uploadedBy,
          uploaderName: uploader.name,
          uploadedAt: shanghaiTimestamp(importHistory.uploadedAt, 'uploaded_text'),
          status: sql<ImportHistoryRow['status']>`${importHistory.status}`.as('status'),
          rowsRead: importHistory.rowsRead,
          rowsWritten: importHistory.rowsWritten,
          rowsRefused: importHistory.rowsRefused,
          message: importHistory.message,
          errorCount: importHistory.errorCount,
        })
        .from(importHistory)
        .leftJoin(uploader, eq(uploader.id, importHistory.uploadedBy))
        .$dynamic(),
    filters: importHistoryFilters,
    where: (f) =>
      and(f.status ? eq(importHistory.status, f.status) : undefined, onDays(importHistory.uploadedAt, f)),
    keyword: (text) =>
      or(ilike(importHistory.filename, containing(text)), ilike(uploader.name, containing(text))),
    sorts: { id: importHistory.id, uploadedAt: importHistory.uploadedAt, rowsRead: importHistory.rowsRead },
    defaultSort: '-id',
    related: [
      {
        endpoint: IMPORT_ERRORS,
        idField: 'id',
        read: async (db, upload) => {
          const [stored] = await db
            .select({ errors: importHistory.errors })
            .from(importHistory)
            .where(eq(importHistory.id, upload.id));
          const list: ImportErrorItem[] = (stored?.errors ?? []).map((e, i) => ({ n: i + 1, ...e }));
          return { list, total: upload.errorCount };
        },
      },
    ],
  });
}
