import { and, eq, ilike, sql } from 'drizzle-orm';
import { routeByName } from '@adops/common/menu';
import {
  ROBOT_COMMANDS,
  ROBOT_RECEIVED,
  type ReceivedRow,
  robotEditInput,
  robotFilters,
  robotSaveInput,
  type RobotKind,
  type RobotRow,
} from '@adops/common/contract/notices';
import type { AppContext } from '../../context';
import { customers, departments, noticeRobots } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { invalidField } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { shanghaiTime } from '../../time';
import { queueNotice } from '../../notices/queue';
import { outboxCount } from '../../notices/outboxCount';
import { FAKE_ROBOTS_PATH, type FakeRobots } from '../../connectors/wecom/fakeRobots';

/**
 * A webhook URL with its key masked, read so from the table, so that no row the API answers or audits ever holds
 * the key: a key of more than 8 characters keeps its first and last 4, a shorter one none.
 */
const LONG_KEY = ['([?&]key=)([^&#]{4})[^&#]+([^&#]{4})', '\\1\\2****\\3'];
const SHORT_KEY = ['([?&]key=)[^&#]{1,8}(?=[&#]|$)', '\\1****'];
const maskedWebhook = (url: typeof noticeRobots.webhookUrl) =>
  sql<string>`regexp_replace(regexp_replace(${url}, ${LONG_KEY[0]}, ${LONG_KEY[1]}), ${SHORT_KEY[0]}, ${SHORT_KEY[1]})`;

/** What the console's fake robot behind a webhook URL has shown, newest first; none for any other URL. */
function receivedBy(robots: FakeRobots, url: string): ReceivedRow[] {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const key = parsed?.pathname.startsWith(FAKE_ROBOTS_PATH) ? parsed.searchParams.get('key') : null;
  return key
    ? robots
        .received(key)
        .reverse()
        .map((m, i) => ({ id: i + 1, at: shanghaiTime(m.at), msgtype: m.msgtype, content: m.content }))
    : [];
}

/** The notice pages' module: the section's (its pages carry no ids of their own). */
export const NOTICES = routeByName('noticeOptions')!.section.permission!;

const count = (standing: 'waiting' | 'failed') => outboxCount(sql`m.robot_id = ${noticeRobots.id}`, standing);

/**
 * WeCom group robots: `/api/crm/noticeRobot/…`. The webhook URL is written, never read back: lists and details
 * answer it masked, an edit that leaves it out keeps it. `test` queues a test message through the outbox, as
 * every notice goes.
 */
export function noticeRobotRoutes(app: AppContext) {
  return resourceRoutes<RobotRow, typeof robotFilters, typeof robotSaveInput>(app, {
    path: 'noticeRobot',
    entity: 'robot',
    table: noticeRobots,
    id: noticeRobots.id,
    access: NOTICES,
    query: (db) =>
      db
        .select({
          id: noticeRobots.id,
          name: noticeRobots.name,
          webhook: maskedWebhook(noticeRobots.webhookUrl).as('webhook'),
          kind: sql<RobotKind>`${noticeRobots.kind}`.as('kind'),
          customerId: noticeRobots.customerId,
          customerName: customers.name,
          departmentId: noticeRobots.departmentId,
          departmentName: departments.name,
          enabled: noticeRobots.enabled,
          queued: count('waiting').as('queued'),
          failed: count('failed').as('failed'),
          lastSentAt: shanghaiTimestamp(
            sql`(select max(m.sent_at) from notice_outbox m where m.robot_id = ${noticeRobots.id})` as never,
            'last_sent_at',
          ),
          version: noticeRobots.version,
        })
        .from(noticeRobots)
        .leftJoin(customers, eq(customers.id, noticeRobots.customerId))
        .leftJoin(departments, eq(departments.id, noticeRobots.departmentId))
        .$dynamic(),
    filters: robotFilters,
    where: (f) =>
      and(
        f.kind ? eq(noticeRobots.kind, f.kind) : undefined,
        f.customerId ? eq(noticeRobots.customerId, f.customerId) : undefined,
        f.departmentId ? eq(noticeRobots.departmentId, f.departmentId) : undefined,
      ),
    keyword: (text) => ilike(noticeRobots.name, containing(text)),
    sorts: { id: noticeRobots.id, name: noticeRobots.name, kind: noticeRobots.kind },
    defaultSort: '-id',
    save: {
      input: robotSaveInput,
      editInput: robotEditInput,
      references: { customerId: 'customer', departmentId: 'department' },
      values: async (input, ctx, before) => {
        const kind = input.kind ?? before?.kind;
        const customerId = input.customerId === undefined ? before?.customerId : input.customerId;
        if (kind === 'customer' && !customerId) throw invalidField('customerId', 'required');
        return {
          ...input,
          ...(kind === 'internal' ? { customerId: null } : {}),
          updatedAt: ctx.now,
        };
      },
    },
    remove: {},
    related: [
      {
        endpoint: ROBOT_RECEIVED,
        idField: 'id',
        read: async (db, robot) => {
          const [stored] = await db
            .select({ url: noticeRobots.webhookUrl })
            .from(noticeRobots)
            .where(eq(noticeRobots.id, robot.id));
          const list = app.fakeRobots ? receivedBy(app.fakeRobots, stored?.url ?? '') : [];
          return { list, total: list.length };
        },
      },
    ],
    commands: [
      {
        contract: ROBOT_COMMANDS.test,
        run: async (ctx, robot) => {
          const ids = await queueNotice(ctx.tx, {
            robot: { id: robot.id, name: robot.name },
            source: 'test',
            dedupeKey: `test:${robot.id}:${ctx.now.getTime()}`,
            message: {
              msgtype: 'text',
              content: `【测试消息】${robot.name} 已接入广告运营后台的通知。\n${ctx.now.toISOString()}`,
            },
            now: ctx.now,
          });
          return { queued: ids.length };
        },
      },
    ],
  });
}
