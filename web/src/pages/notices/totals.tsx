import { endpointsOf } from '@adops/common/contract/endpoints';
import { MESSAGE_SOURCES } from '@adops/common/contract/notices';
import type { RuleRow } from '@adops/common/contract/noticeRules';
import { NOTICE_TOTAL_CHART, type TotalRow } from '@adops/common/contract/noticeTotal';
import type { OptionsDef, ResourceDef } from '../../resource/types';

const RULE_OPTIONS: OptionsDef = {
  endpoint: endpointsOf('noticeRule').list,
  value: 'id',
  label: (rule: RuleRow) => rule.name,
  search: 'keyword',
};

/** Send totals: each day's messages by rule and where they stand, and the days' chart (the last 30 by default). */
export const TOTALS: ResourceDef<TotalRow> = {
  path: 'noticeTotal',
  testId: 'noticeTotal',
  title: 'route.noticeTotal',
  defaultSort: '-day',
  rowTestId: (row) => `${row.day}-${row.ruleId ?? row.source}`,
  columns: [
    { key: 'day', title: 'notices.day', kind: 'day', width: 120, sort: true },
    { key: 'ruleName', title: 'notices.ruleName', width: 200 },
    { key: 'source', title: 'notices.source', kind: 'enum', values: MESSAGE_SOURCES, width: 110 },
    { key: 'total', title: 'notices.sentCount', kind: 'count', width: 100, sort: true },
    { key: 'sent', title: 'notices.sentOk', kind: 'count', width: 100, sort: true },
    { key: 'failed', title: 'notices.failed', kind: 'count', width: 100, sort: true },
    { key: 'queued', title: 'notices.queued', kind: 'count', width: 100 },
  ],
  filters: [
    { name: 'start', label: 'notices.start', kind: 'day' },
    { name: 'end', label: 'notices.end', kind: 'day' },
    { name: 'ruleId', label: 'notices.ruleName', kind: 'options', options: RULE_OPTIONS },
    { name: 'source', label: 'notices.source', kind: 'enum', values: MESSAGE_SOURCES },
  ],
  chart: {
    endpoint: NOTICE_TOTAL_CHART,
    type: 'line',
    x: { key: 'day', title: 'notices.day', kind: 'day' },
    series: [
      { key: 'sent', title: 'notices.sentOk' },
      { key: 'failed', title: 'notices.failed' },
      { key: 'queued', title: 'notices.queued' },
    ],
  },
};
