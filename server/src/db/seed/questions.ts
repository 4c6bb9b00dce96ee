import { asc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { QuestionEventKind, QuestionStatus, QuestionSubject } from '@adops/common/contract/questions';
import type { Executor } from '../client';
import { adAccounts, questionEvents, questions, users } from '../schema';

interface DemoQuestion {
  title: string;
  description: string;
  subject: QuestionSubject;
  status: QuestionStatus;
  daysAgo: number;
  comments?: string[];
  resolution?: string;
}

/** A few questions in every state, about the demo operator's accounts and their customers. */
const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    title: '账户消耗突降，需排查计划状态',
    description: '昨日消耗较前 7 日均值下降六成，请检查计划是否被暂停或预算触顶。',
    subject: 'account',
    status: 'pending',
    daysAgo: 1,
  },
  {
    title: '客户要求调整月度预算',
    description: '客户希望下月预算上调 20%，需要确认各账户的分配。',
    subject: 'customer',
    status: 'pending',
    daysAgo: 2,
  },
  {
    title: '创意审核被拒，需重新提交素材',
    description: '三条创意因资质不全被拒。',
    subject: 'account',
    status: 'processing',
    daysAgo: 3,
    comments: ['已联系客户补充资质文件', '资质已收到，今天重新提交'],
  },
  {
    title: '客户反馈点击成本偏高',
    description: '近一周平均点击成本高于行业均值，客户希望给出优化方案。',
    subject: 'customer',
    status: 'processing',
    daysAgo: 5,
    comments: ['先收窄定向人群，观察两天'],
  },
  {
    title: '账户余额不足，提醒客户充值',
    description: '按当前消耗，余额只够两天。',
    subject: 'account',
    status: 'solved',
    daysAgo: 8,
    comments: ['已通知商务跟进'],
    resolution: '客户已充值，余额恢复正常',
  },
  {
    title: '落地页链接失效',
    description: '落地页打开 404，计划已自动暂停。',
    subject: 'account',
    status: 'solved',
    daysAgo: 12,
    resolution: '已更换链接并重新提审，计划恢复投放',
  },
];

const HOUR = 3_600_000;

/**
 * The demo's questions with their histories: opened by the department head, assigned to the demo operator,
 * commented and solved by them. Returns how many were written.
 */
export async function seedQuestions(tx: Executor, now: Date): Promise<number> {
  const people = await tx
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(inArray(users.username, ['depthead', 'operator']));
  const head = people.find((p) => p.username === 'depthead');
  const operator = people.find((p) => p.username === 'operator');
  if (!head || !operator) return 0;
  const accounts = await tx
    .select({ id: adAccounts.id, customerId: adAccounts.customerId })
    .from(adAccounts)
    .where(and(eq(adAccounts.operatorId, operator.id), isNotNull(adAccounts.customerId)))
    .orderBy(asc(adAccounts.id))
    .limit(DEMO_QUESTIONS.length);
  if (!accounts.length) return 0;

  for (const [i, demo] of DEMO_QUESTIONS.entries()) {
    const account = accounts[i % accounts.length]!;
    const opened = new Date(now.getTime() - demo.daysAgo * 24 * HOUR);
    const at = (hours: number) => new Date(opened.getTime() + hours * HOUR);
    const solvedAt = demo.status === 'solved' ? at(20) : null;
    const [question] = await tx
      .insert(questions)
      .values({
        title: demo.title,
        description: demo.description,
        status: demo.status,
        accountId: demo.subject === 'account' ? account.id : null,
        customerId: demo.subject === 'customer' ? account.customerId : null,
        assigneeId: demo.status === 'pending' ? null : operator.id,
        resolution: demo.resolution ?? null,
        createdBy: head.id,
        solvedAt,
        createdAt: opened,
        updatedAt: solvedAt ?? at(demo.status === 'pending' ? 0 : 2),
      })
      .returning({ id: questions.id });
    const event = (kind: QuestionEventKind, actorId: number, hours: number, more = {}) => ({
      questionId: question!.id,
      kind,
      actorId,
      at: at(hours),
      ...more,
    });
    const events = [event('opened', head.id, 0, { after: demo.title })];
    if (demo.status !== 'pending') {
      events.push(
        event('assigned', head.id, 1, { after: operator.name }),
        event('started', head.id, 1, { before: 'pending', after: 'processing' }),
        ...(demo.comments ?? []).map((text, n) => event('commented', operator.id, 2 + n, { text })),
      );
    }
    if (demo.status === 'solved')
      events.push(
        event('solved', operator.id, 20, { text: demo.resolution, before: 'processing', after: 'solved' }),
      );
    await tx.insert(questionEvents).values(events);
  }
  return DEMO_QUESTIONS.length;
}
