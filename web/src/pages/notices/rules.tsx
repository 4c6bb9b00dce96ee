import { checkCron } from '@adops/common/cron';
import { RUN_STATUSES } from '@adops/common/contract/jobs';
import {
  RULE_COMMANDS,
  RULE_EVENTS,
  RULE_PREVIEW,
  RULE_TEMPLATES,
  scheduled,
  thresholdOf,
  type RuleEventKey,
  type RuleRow,
  type RuleTemplateOption,
} from '@adops/common/contract/noticeRules';
import { ROBOT_KINDS } from '@adops/common/contract/notices';
import type { OptionsDef, ResourceDef } from '../../resource/types';
import { ROBOT_OPTIONS } from './resources';

const TEMPLATE_OPTIONS: OptionsDef = {
  endpoint: RULE_TEMPLATES,
  value: 'id',
  label: (template: RuleTemplateOption, lang) =>
    `${template.name}（${ROBOT_KINDS[template.audience][lang]}）`,
};

const eventOf = (values: Record<string, unknown>) => values.event as RuleEventKey | undefined;

/**
 * Notice rules: an event, its threshold, when (a cron; none for an event that happens), the robots told and the
 * template; previewed live on the caller's data with the first robot's reach; run now through its job.
 */
export const RULES: ResourceDef<RuleRow> = {
  path: 'noticeRule',
  testId: 'rule',
  title: 'notices.rules',
  defaultSort: '-id',
  scrollX: 1800,
  name: (row) => row.name,
  refreshes: ['noticeSendLog'],
  columns: [
    { key: 'name', title: 'notices.ruleName', width: 180, sort: true, fixed: 'left' },
    { key: 'event', title: 'notices.event', kind: 'enum', values: RULE_EVENTS, width: 150, sort: true },
    { key: 'threshold', title: 'notices.threshold', kind: 'count', width: 90 },
    { key: 'cron', title: 'notices.cron', width: 130 },
    { key: 'robotNames', title: 'notices.robots', width: 200 },
    { key: 'templateName', title: 'notices.templateName', width: 160 },
    { key: 'enabled', title: 'notices.enabled', kind: 'flag', width: 80 },
    { key: 'nextRunAt', title: 'notices.nextRunAt', kind: 'time', width: 170 },
    { key: 'lastRunAt', title: 'notices.lastRunAt', kind: 'time', width: 170 },
    { key: 'lastStatus', title: 'notices.lastStatus', kind: 'enum', values: RUN_STATUSES, width: 110 },
    { key: 'sent', title: 'notices.sentCount', kind: 'count', width: 90 },
    { key: 'failed', title: 'notices.failed', kind: 'count', width: 90 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'event', label: 'notices.event', kind: 'enum', values: RULE_EVENTS },
    { name: 'enabled', label: 'notices.enabled', kind: 'flag' },
    { name: 'robotId', label: 'notices.robotName', kind: 'options', options: ROBOT_OPTIONS },
  ],
  form: {
    fields: [
      { name: 'name', label: 'notices.ruleName', kind: 'text', required: true, max: 60 },
      {
        name: 'event',
        label: 'notices.event',
        kind: 'enum',
        values: RULE_EVENTS,
        required: true,
        initial: 'lowBalance',
      },
      {
        name: 'threshold',
        label: 'notices.threshold',
        kind: 'number',
        help: 'notices.thresholdHelp',
        shownWhen: (values) => Boolean(eventOf(values) && thresholdOf(eventOf(values)!)),
      },
      {
        name: 'cron',
        label: 'notices.cron',
        kind: 'text',
        required: true,
        max: 120,
        initial: '0 9 * * *',
        check: checkCron,
        help: 'notices.cronHelp',
        shownWhen: (values) => !eventOf(values) || scheduled(eventOf(values)!),
      },
      {
        name: 'robotIds',
        label: 'notices.robots',
        kind: 'options',
        options: ROBOT_OPTIONS,
        multiple: true,
        required: true,
      },
      {
        name: 'templateId',
        label: 'notices.templateName',
        kind: 'options',
        options: TEMPLATE_OPTIONS,
        required: true,
      },
      { name: 'enabled', label: 'notices.enabled', kind: 'flag', initial: true },
    ],
    preview: {
      endpoint: RULE_PREVIEW,
      title: 'notices.preview',
      // Read within the first robot's reach.
      params: (values) => ({ robotId: (values.robotIds as number[] | undefined)?.[0] }),
    },
  },
  remove: { hint: 'notices.removeRuleHint' },
  commands: [{ contract: RULE_COMMANDS.runNow, confirm: 'notices.confirmRunNow' }],
};
