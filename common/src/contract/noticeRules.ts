import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, type Endpoint, type StateMachine } from './endpoints';
import { flag, id, idList, optionalId, optionalInteger, requiredText } from './fields';
import { cronExpression } from './jobs';
import { MESSAGE_TYPES, templateText, type RobotKind } from './notices';

/**
 * Notice rules (noticeOptions): what to tell which robots, when. A scheduled rule is a job of the scheduler
 * (kind `notice.rule`) that reads its event's accounts within each robot's reach — a customer's group its
 * customer's, an internal group its department's — and queues its template rendered with them. A rule of an
 * event that happens (a question assigned) sends when it happens.
 */

/** What a threshold counts: runway days, or a share in whole percent. */
export type ThresholdUnit = 'days' | 'percent';

interface RuleEvent {
  zh: string;
  en: string;
  /** Its threshold, where it takes one; left empty, the setting in force (or none). */
  threshold?: { unit: ThresholdUnit; min: number; max: number };
  /** Sent when it happens, not by a schedule. */
  happens?: true;
  color?: string;
}

export const RULE_EVENTS = {
  lowBalance: { zh: '余额不足', en: 'Low balance', threshold: { unit: 'days', min: 1, max: 60 } },
  zeroSpend: { zh: '截至当前零消耗', en: 'No spend so far today' },
  descent: { zh: '消耗下降', en: 'Spend falling', threshold: { unit: 'percent', min: 1, max: 99 } },
  overThreshold: { zh: '监控账户超阈值', en: 'Monitored account over its limits' },
  dailyReport: { zh: '消耗日报', en: 'Daily spend report' },
  targetProgress: {
    zh: '目标进度',
    en: 'Target progress',
    threshold: { unit: 'percent', min: 1, max: 200 },
  },
  questionAssigned: { zh: '问题指派', en: 'Question assigned', happens: true },
} as const satisfies Record<string, RuleEvent> & ColumnValues;
export type RuleEventKey = keyof typeof RULE_EVENTS;
export const RULE_EVENT_NAMES = Object.keys(RULE_EVENTS) as [RuleEventKey, ...RuleEventKey[]];

/** The event's threshold rule, if it takes one. */
export const thresholdOf = (event: RuleEventKey): RuleEvent['threshold'] =>
  (RULE_EVENTS[event] as RuleEvent).threshold;

/** Whether a rule of this event runs by its schedule (else it sends when its event happens). */
export const scheduled = (event: RuleEventKey) => !(RULE_EVENTS[event] as RuleEvent).happens;

/** A rule as the list shows it. */
export interface RuleRow {
  id: number;
  name: string;
  event: RuleEventKey;
  threshold: number | null;
  cron: string | null;
  robotIds: number[];
  robotNames: string;
  templateId: number;
  templateName: string;
  audience: RobotKind;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastStatus: string | null;
  /** Messages it has queued, and of them those refused for good. */
  sent: number;
  failed: number;
  version: number;
}

export const ruleFilters = {
  event: z.enum(RULE_EVENT_NAMES).optional(),
  enabled: flag.optional(),
  robotId: optionalId,
};

/** An empty threshold or cron is none (the form's cleared field). */
const orNone = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A rule: its threshold within its event's range and its cron where its event is scheduled are checked with the
 * record (common to creating and editing), naming the field.
 */
export const ruleSaveInput = z.object({
  name: requiredText(60),
  event: z.enum(RULE_EVENT_NAMES),
  threshold: optionalInteger(0, 1000),
  cron: z.preprocess(orNone, cronExpression.optional()),
  robotIds: idList.refine((ids) => ids.length > 0, { error: 'required' }),
  templateId: id,
  enabled: flag.default(true),
});
export type RuleInput = z.output<typeof ruleSaveInput>;

/**
 * What a threshold, a cron and an event say together, or the field that is wrong and why: a message key and its
 * parameters (common/messages).
 */
export function checkRule(
  input: Pick<RuleInput, 'event' | 'threshold' | 'cron'>,
): { field: 'threshold' | 'cron'; message: 'required' | 'ruleThresholdRange'; params?: object } | null {
  const rule = thresholdOf(input.event);
  if (rule && input.threshold !== undefined && (input.threshold < rule.min || input.threshold > rule.max))
    return { field: 'threshold', message: 'ruleThresholdRange', params: { min: rule.min, max: rule.max } };
  if (scheduled(input.event) && !input.cron) return { field: 'cron', message: 'required' };
  return null;
}

/**
 * A preview: a rule's event read now within the caller's scope (and the robot's reach, where one is named),
 * rendered with a template — a saved one, or the text being written.
 */
export const previewInput = z.object({
  /** The rule's name, as the template's `rule` reads it. */
  name: z.preprocess(orNone, z.string().trim().max(60).optional()),
  event: z.enum(RULE_EVENT_NAMES).default('lowBalance'),
  threshold: optionalInteger(0, 1000),
  robotId: optionalId,
  templateId: optionalId,
  template: z.preprocess(orNone, templateText.optional()),
  msgtype: z.preprocess(orNone, z.enum(Object.keys(MESSAGE_TYPES) as ['text', 'markdown']).optional()),
});

/** What a preview answers: the messages as they would leave (a long one in its parts), and the rows read. */
export interface PreviewAnswer {
  rows: number;
  messages: string[];
}

export const RULE_PREVIEW: Endpoint = { method: 'POST', url: '/api/crm/noticeRule/preview' };

/** The templates a rule may take, both audiences', for the rule's form. */
export const RULE_TEMPLATES: Endpoint = { method: 'GET', url: '/api/crm/noticeRule/templates' };
export interface RuleTemplateOption {
  id: number;
  name: string;
  audience: RobotKind;
}

/** Whether a rule runs by its schedule or sends as its event happens. */
const RULE_TIMING: StateMachine<Pick<RuleRow, 'event'>, 'scheduled' | 'happens'> = {
  of: (row) => (scheduled(row.event) ? 'scheduled' : 'happens'),
  titles: {
    scheduled: { zh: '定时发送', en: 'By schedule' },
    happens: { zh: '事件发生时发送', en: 'As it happens' },
  },
};

export const RULE_COMMANDS = {
  /** Its job's run asked for now: what it finds is sent as its schedule would. */
  runNow: command({
    name: 'runNow',
    title: { zh: '立即执行', en: 'Run now' },
    input: z.object({}),
    from: { machine: RULE_TIMING, states: ['scheduled'] },
  }),
};
