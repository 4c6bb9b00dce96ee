import { Typography } from 'antd';
import {
  IMPORT_ERRORS,
  IMPORT_KINDS,
  IMPORT_OUTCOMES,
  SYNC_COMMANDS,
  type ImportErrorItem,
  type ImportHistoryRow,
  type SyncStateRow,
} from '@adops/common/contract/dataCollection';
import {
  ACCOUNT_DAILY_TEMPLATE_NAME,
  IMPORT_URLS,
  type AccountDailyImportResult,
} from '@adops/common/contract/import';
import type { RelatedDef, ResourceDef } from '../../resource/types';

/** The data-collection page (operationReptile) as definitions of the resource engine: two lists, a tab each. */

/** Each account's last platform sync; a sync of one account, or of all, asked for now. */
export const SYNC_STATES: ResourceDef<SyncStateRow> = {
  path: 'dataCollection/syncState',
  testId: 'syncState',
  title: 'dataCollection.syncStates',
  defaultSort: 'platformId',
  rowTestId: (row) => row.platformId,
  name: (row) => row.name,
  scrollX: 1500,
  columns: [
    { key: 'platformId', title: 'dataCollection.platformId', width: 180, sort: true, fixed: 'left' },
    { key: 'name', title: 'dataCollection.account', width: 180, sort: true },
    { key: 'customerName', title: 'dataCollection.customer', width: 160 },
    { key: 'operatorName', title: 'dataCollection.operator', width: 100 },
    { key: 'lastSyncAt', title: 'dataCollection.lastSyncAt', kind: 'time', width: 170, sort: true },
    { key: 'lastOkAt', title: 'dataCollection.lastOkAt', kind: 'time', width: 170, sort: true },
    { key: 'rows', title: 'dataCollection.rows', kind: 'count', width: 100, sort: true },
    {
      key: 'error',
      title: 'dataCollection.error',
      width: 240,
      render: (row) => row.error && <Typography.Text type="danger">{row.error}</Typography.Text>,
    },
    { key: 'requestedAt', title: 'dataCollection.requestedAt', kind: 'time', width: 170 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'dataCollection.keywordHint' },
    { name: 'hasError', label: 'dataCollection.hasError', kind: 'flag' },
    { name: 'customerId', label: 'dataCollection.customer', kind: 'customer' },
  ],
  commands: [
    { contract: SYNC_COMMANDS.syncAccount, confirm: 'dataCollection.confirmSyncAccount' },
    { contract: SYNC_COMMANDS.syncAll, toolbar: true, confirm: 'dataCollection.confirmSyncAll' },
  ],
};

/** The bad cells of an upload, by row and column. */
const IMPORT_ERROR_LIST: RelatedDef<ImportHistoryRow, ImportErrorItem> = {
  key: 'errors',
  label: 'dataCollection.errors',
  title: 'dataCollection.errorsOf',
  endpoint: IMPORT_ERRORS,
  idField: 'id',
  testId: 'importErrors',
  itemTestId: (item) => item.n,
  columns: [
    { key: 'row', title: 'resource.uploadRow', kind: 'count', width: 90 },
    { key: 'column', title: 'resource.uploadColumn', width: 140 },
    { key: 'reason', title: 'resource.uploadReason', width: 360 },
  ],
};

/** The uploads of platform export files, newest first; a new one uploaded here, with its result shown at once. */
export const IMPORTS: ResourceDef<ImportHistoryRow> = {
  path: 'dataCollection/imports',
  testId: 'imports',
  title: 'dataCollection.imports',
  defaultSort: '-id',
  rowTestId: (row) => row.id,
  name: (row) => row.filename,
  scrollX: 1500,
  refreshes: ['dataCollection/syncState'],
  columns: [
    { key: 'uploadedAt', title: 'dataCollection.uploadedAt', kind: 'time', width: 170, sort: true },
    { key: 'filename', title: 'dataCollection.filename', width: 220 },
    { key: 'kind', title: 'dataCollection.kind', kind: 'enum', values: IMPORT_KINDS, width: 120 },
    { key: 'uploaderName', title: 'dataCollection.uploader', width: 100 },
    { key: 'status', title: 'dataCollection.status', kind: 'enum', values: IMPORT_OUTCOMES, width: 90 },
    { key: 'rowsRead', title: 'dataCollection.rowsRead', kind: 'count', width: 90, sort: true },
    { key: 'rowsWritten', title: 'dataCollection.rowsWritten', kind: 'count', width: 90 },
    { key: 'rowsRefused', title: 'dataCollection.rowsRefused', kind: 'count', width: 90 },
    { key: 'message', title: 'dataCollection.message', width: 300 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'dataCollection.fileHint' },
    { name: 'status', label: 'dataCollection.status', kind: 'enum', values: IMPORT_OUTCOMES },
    { name: 'start', label: 'dataCollection.start', kind: 'day' },
    { name: 'end', label: 'dataCollection.end', kind: 'day' },
  ],
  upload: {
    url: IMPORT_URLS.accountDaily,
    label: 'dataCollection.upload',
    hint: 'dataCollection.uploadHint',
    template: { url: IMPORT_URLS.accountDailyTemplate, name: ACCOUNT_DAILY_TEMPLATE_NAME },
    summary: ({ rows, created, updated, unchanged }: AccountDailyImportResult) => ({
      key: 'dataCollection.imported',
      values: { rows, created, updated, unchanged },
    }),
  },
  related: [IMPORT_ERROR_LIST as RelatedDef<ImportHistoryRow, never>],
};
