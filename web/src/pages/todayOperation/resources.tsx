import { OPERATION_KINDS, operationSummary, type OperationRow } from '@adops/common/contract/todayOperation';
import type { ResourceDef } from '../../resource/types';

/**
 * Today's operations (todayOperation): the day's events in the caller's scope as a timeline, newest first, each
 * a dot in its kind's colour with its time, kind and summary; the day (today unless picked), kinds, customer and
 * a keyword narrow it.
 */
export const TODAY_OPERATIONS: ResourceDef<OperationRow> = {
  path: 'todayOperation',
  testId: 'operation',
  title: 'route.todayOperation',
  defaultSort: '-time',
  timeline: { time: 'time', kind: 'kind' },
  columns: [
    { key: 'time', title: 'todayOperation.time', kind: 'time', width: 170 },
    { key: 'kind', title: 'todayOperation.kind', kind: 'enum', values: OPERATION_KINDS, width: 120 },
    {
      key: 'summary',
      title: 'todayOperation.summary',
      // In the page's language as it is now; the export writes the server's, in the language asked in.
      render: (row, lang) => operationSummary(row, lang),
    },
    { key: 'customerName', title: 'todayOperation.customer' },
    { key: 'accountName', title: 'todayOperation.account' },
    { key: 'actorName', title: 'todayOperation.actor' },
  ],
  filters: [
    { name: 'day', label: 'todayOperation.day', kind: 'day', placeholder: 'todayOperation.today' },
    {
      name: 'kind',
      label: 'todayOperation.kind',
      kind: 'enum',
      values: OPERATION_KINDS,
      multiple: true,
    },
    { name: 'customerId', label: 'todayOperation.customer', kind: 'customer' },
    {
      name: 'keyword',
      label: 'common.keyword',
      kind: 'keyword',
      placeholder: 'todayOperation.keywordHint',
    },
  ],
};
