import { Tooltip } from 'antd';
import { cellText } from '@adops/common/cellText';
import { LEAD_STATUSES, type LeadRateLimits } from '@adops/common/contract/landing';
import {
  LEAD_REMARK_MAX,
  LEAD_PAGES_URL,
  LEAD_RATE_LIMIT_RULES,
  LEAD_RATE_LIMITS_SAVE_URL,
  LEAD_RATE_LIMITS_URL,
  type LeadPageOption,
  type LeadRow,
} from '@adops/common/contract/leads';
import type { Lang } from '@adops/common/messages';
import type { SettingsDef } from '../../components/SettingsButton';
import { translate } from '../../i18n';
import type { FieldDef, ResourceDef } from '../../resource/types';

/** A contact the caller does not own the advertiser of comes masked: the cell says why. */
const contact = (value: string | null, row: LeadRow, lang: Lang) =>
  row.masked && value ? (
    <Tooltip title={translate(lang, 'leads.maskedHint')}>
      <span data-testid={`lead-masked-${row.id}`}>{value}</span>
    </Tooltip>
  ) : (
    value
  );

/**
 * The leads of landing pages (xhsAppCustomer): filtered, exported, and followed up in an edit form (status,
 * assignee, remark); never created or deleted here.
 */
export const LEADS: ResourceDef<LeadRow> = {
  path: 'lead',
  testId: 'lead',
  title: 'route.xhsAppCustomer',
  name: (row) => row.name ?? row.phone ?? String(row.id),
  defaultSort: '-createTime',
  scrollX: 2000,
  columns: [
    { key: 'name', title: 'leads.name', width: 100, sort: true, fixed: 'left' },
    { key: 'phone', title: 'leads.phone', width: 130, render: (row, lang) => contact(row.phone, row, lang) },
    { key: 'email', title: 'leads.email', width: 180, render: (row, lang) => contact(row.email, row, lang) },
    { key: 'regionCode', title: 'leads.region', kind: 'region', width: 200 },
    { key: 'pageTitle', title: 'leads.page', width: 180, sort: true },
    { key: 'pageSlug', title: 'leads.slug', width: 120 },
    { key: 'customerName', title: 'leads.customer', width: 160, sort: true },
    { key: 'source', title: 'leads.source', width: 220 },
    { key: 'answers', title: 'leads.answers', width: 220 },
    { key: 'status', title: 'leads.status', kind: 'enum', values: LEAD_STATUSES, width: 100, sort: true },
    { key: 'remark', title: 'leads.remark', width: 200 },
    { key: 'assigneeName', title: 'leads.assignee', width: 100, sort: true },
    { key: 'createTime', title: 'leads.time', kind: 'time', width: 170, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'leads.search' },
    { name: 'status', label: 'leads.status', kind: 'enum', values: LEAD_STATUSES },
    {
      name: 'pageId',
      label: 'leads.page',
      kind: 'options',
      options: {
        endpoint: { method: 'GET', url: LEAD_PAGES_URL },
        value: 'id',
        label: (page: LeadPageOption) => `${page.title} (${page.slug})`,
      },
    },
    { name: 'customerId', label: 'leads.customer', kind: 'customer' },
    { name: 'assigneeId', label: 'leads.assignee', kind: 'user' },
    { name: 'regionCode', label: 'leads.region', kind: 'region' },
    { name: 'start', label: 'leads.start', kind: 'day' },
    { name: 'end', label: 'leads.end', kind: 'day' },
  ],
  form: {
    editOnly: true,
    fields: [
      { name: 'status', label: 'leads.status', kind: 'enum', values: LEAD_STATUSES, required: true },
      { name: 'assigneeId', label: 'leads.assignee', kind: 'user' },
      { name: 'remark', label: 'leads.remark', kind: 'textarea', max: LEAD_REMARK_MAX },
    ],
  },
};

const RATE_LIMIT_FIELDS: readonly FieldDef[] = (['perAddressPerMinute', 'perPagePerDay'] as const).map(
  (name) => ({
    name,
    label: `leads.${name}`,
    kind: 'count',
    required: true,
    range: [LEAD_RATE_LIMIT_RULES[name].min, LEAD_RATE_LIMIT_RULES[name].max],
  }),
);

/** The public lead endpoint's rate limits, offered on the leads page. */
export const LEAD_RATE_LIMITS: SettingsDef<LeadRateLimits> = {
  url: LEAD_RATE_LIMITS_URL,
  saveUrl: LEAD_RATE_LIMITS_SAVE_URL,
  testId: 'leadRateLimits',
  label: 'leads.rateLimits',
  title: 'leads.rateLimitsTitle',
  readOnly: 'leads.rateLimitsReadOnly',
  fields: RATE_LIMIT_FIELDS,
  shown: (name, values, lang) => cellText('count', values[name as keyof LeadRateLimits], lang),
};
