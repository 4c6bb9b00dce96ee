import type { ArticleStatus, ArticleType } from '@adops/common/examples/articles';
import type { Executor } from '../client';
import { exampleArticles } from '../schema';

const SUBJECTS = [
  '投放复盘',
  '素材测试',
  '预算分配',
  '人群定向',
  '落地页优化',
  '出价策略',
  '数据看板',
  '账户搭建',
];
const ANGLES = ['实操笔记', '常见误区', '一周总结', '入门指南', '案例拆解'];
const AUTHORS = ['林小雨', '周明', '吴佳', '郑浩', '孙悦', '钱多多'];
const REVIEWERS = ['王总', '张部长', '赵组长', null];
const TYPES: ArticleType[] = ['CN', 'US', 'JP', 'EU'];
const STATUSES: ArticleStatus[] = ['published', 'draft', 'published', 'deleted', 'published'];

export const DEMO_ARTICLE_COUNT = 40;
/** The positions leave room between them, as a drag would find them after some moves. */
const STEP = 10;

/** The n-th demo article: the same every time, a mix of every type, state and importance. */
function article(n: number) {
  const day = new Date(Date.UTC(2026, 9, 31) - n * 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `${SUBJECTS[n % SUBJECTS.length]}${ANGLES[n % ANGLES.length]} ${n + 1}`,
    author: AUTHORS[n % AUTHORS.length]!,
    reviewer: REVIEWERS[n % REVIEWERS.length] ?? null,
    importance: (n % 3) + 1,
    type: TYPES[n % TYPES.length]!,
    status: STATUSES[n % STATUSES.length]!,
    displayDay: day,
    pageviews: ((n * 7919) % 4900) + 100,
    remark: n % 4 === 0 ? '示例备注' : null,
    position: (n + 1) * STEP,
  };
}

/** The sample articles of /example/complexTable. Returns how many were written. */
export async function seedExampleArticles(tx: Executor): Promise<number> {
  const rows = Array.from({ length: DEMO_ARTICLE_COUNT }, (_, n) => article(n));
  await tx.insert(exampleArticles).values(rows);
  return rows.length;
}
