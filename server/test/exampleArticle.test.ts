import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { ArticleRow } from '@adops/common/examples/articles';
import type { ListResult } from '@adops/common/contract/fields';
import { fieldLabel } from '@adops/common/fieldLabels';
import { auditLog, exampleArticles } from '../src/db/schema';
import { DEMO_ARTICLE_COUNT, seedExampleArticles } from '../src/db/seed/exampleArticles';
import { createTestApi, type TestApi } from './harness';

/** The complex table sample's articles: a state machine the server holds to, a drag order, a validated form. */
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  await seedExampleArticles(api.app.db);
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

const list = (query: Record<string, unknown> = {}) =>
  api.call<ListResult<ArticleRow>>('GET', '/api/crm/exampleArticle/list', { token: admin, query });
const post = <T = unknown>(path: string, body: Record<string, unknown>, lang?: 'en') =>
  api.call<T>('POST', `/api/crm/exampleArticle/${path}`, {
    token: admin,
    body,
    ...(lang ? { headers: { 'accept-language': 'en' } } : {}),
  });
const statusOf = async (id: number) =>
  (await api.app.db.select().from(exampleArticles).where(eq(exampleArticles.id, id)))[0]!.status;

describe('the list', () => {
  it('pages, filters and sorts on the server', async () => {
    const first = await list({ pageSize: 10 });
    expect(first.status).toBe(Status.OK);
    expect(first.data.total).toBe(DEMO_ARTICLE_COUNT);
    expect(first.data.list).toHaveLength(10);
    const positions = first.data.list.map((a) => a.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const important = await list({ importance: 3, type: 'CN', pageSize: 100 });
    expect(important.data.total).toBeGreaterThan(0);
    expect(important.data.list.every((a) => a.importance === 3 && a.type === 'CN')).toBe(true);

    const read = (await list({ sort: '-pageviews', pageSize: 100 })).data.list.map((a) => a.pageviews);
    expect(read).toEqual([...read].sort((a, b) => b - a));
  });

  it('finds articles by a word of their title', async () => {
    const found = await list({ keyword: '素材测试' });
    expect(found.data.total).toBeGreaterThan(0);
    expect(found.data.list.every((a) => a.title.includes('素材测试'))).toBe(true);
  });
});

describe('the state machine', () => {
  it('publishes a draft, takes it back, deletes it and restores it as a draft', async () => {
    const [draft] = (await list({ status: 'draft' })).data.list;
    expect((await post('publish', { id: draft!.id })).status).toBe(Status.OK);
    expect(await statusOf(draft!.id)).toBe('published');
    expect((await post('draft', { id: draft!.id })).status).toBe(Status.OK);
    expect(await statusOf(draft!.id)).toBe('draft');
    expect((await post('delete', { id: draft!.id })).status).toBe(Status.OK);
    expect(await statusOf(draft!.id)).toBe('deleted');
    expect((await post('draft', { id: draft!.id })).status).toBe(Status.OK);
    expect(await statusOf(draft!.id)).toBe('draft');
  });

  it('refuses a step its state does not allow with 150, naming the state, and changes nothing', async () => {
    const [published] = (await list({ status: 'published' })).data.list;
    const again = await post('publish', { id: published!.id });
    expect(again.status).toBe(Status.CONFLICT);
    expect(again.desc).toBe('文章当前为“已发布”，不能发布');
    const [deleted] = (await list({ status: 'deleted' })).data.list;
    const english = await post('publish', { id: deleted!.id }, 'en');
    expect(english.status).toBe(Status.CONFLICT);
    expect(english.desc).toBe('Article is “Deleted”: “Publish” is not allowed');
    expect(await statusOf(deleted!.id)).toBe('deleted');
    expect((await post('delete', { id: deleted!.id })).status).toBe(Status.CONFLICT);
  });

  it('writes each step to the audit log', async () => {
    const [draft] = (await list({ status: 'draft' })).data.list;
    await post('publish', { id: draft!.id });
    const entries = await api.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(draft!.id)));
    expect(entries.map((e) => e.action)).toContain('publish');
  });
});

describe('reordering', () => {
  const order = async () =>
    (
      await api.app.db
        .select({ id: exampleArticles.id })
        .from(exampleArticles)
        .orderBy(asc(exampleArticles.position), asc(exampleArticles.id))
    ).map((row) => row.id);

  it('gives a page its new order within the positions it held, leaving the rest in place', async () => {
    const before = await order();
    const page = before.slice(5, 10);
    const moved = [page[3]!, page[0]!, page[1]!, page[2]!, page[4]!];
    const answer = await post('reorder', { ids: moved });
    expect(answer.status).toBe(Status.OK);
    expect(await order()).toEqual([...before.slice(0, 5), ...moved, ...before.slice(10)]);
    const [entry] = await api.app.db
      .select({ action: auditLog.action, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.action, 'reorder'));
    expect(entry).toEqual({ action: 'reorder', entity: 'article' });
  });

  it('refuses unknown articles, naming them, and moves nothing', async () => {
    const before = await order();
    const answer = await post('reorder', { ids: [before[1], 999_999, before[0]] });
    expect(answer.status).toBe(Status.INVALID);
    expect(answer.desc).toContain('999999');
    expect(await order()).toEqual(before);
  });

  it('refuses an article named twice', async () => {
    const before = await order();
    const answer = await post('reorder', { ids: [before[1], before[0], before[1]] });
    expect(answer.status).toBe(Status.INVALID);
    expect(answer.desc).toContain(fieldLabel('ids', 'zh'));
    expect(await order()).toEqual(before);
  });
});

describe('writing an article', () => {
  const valid = { title: '新文章', author: '周明', importance: 2, type: 'JP', displayDay: '2026-11-20' };

  it('refuses a missing required field with 130 naming its label, and writes nothing', async () => {
    for (const field of ['title', 'author', 'importance', 'type', 'displayDay'] as const) {
      const { [field]: _left, ...rest } = valid;
      const answer = await post('save', rest);
      expect(answer.status).toBe(Status.INVALID);
      expect(answer.desc).toContain(fieldLabel(field, 'zh'));
    }
    expect((await list({ keyword: '新文章' })).data.total).toBe(0);
  });

  it('creates a draft at the end of the order, and edits one field in place', async () => {
    const created = await post<ArticleRow>('save', valid);
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({ ...valid, status: 'draft', pageviews: 0 });
    const last = (await list({ sort: '-position', pageSize: 1 })).data.list[0]!;
    expect(last.id).toBe(created.data.id);

    const edited = await post<ArticleRow>('save', {
      id: last.id,
      version: last.version,
      title: '改过的标题',
    });
    expect(edited.status).toBe(Status.OK);
    expect(edited.data).toMatchObject({ ...valid, title: '改过的标题', status: 'draft' });
    const stale = await post('save', { id: last.id, version: last.version, title: '旧的版本' });
    expect(stale.status).toBe(Status.CONFLICT);
  });

  it('refuses an edit that empties a required field', async () => {
    const [one] = (await list()).data.list;
    const answer = await post('save', { id: one!.id, author: '' });
    expect(answer.status).toBe(Status.INVALID);
    expect(answer.desc).toContain(fieldLabel('author', 'zh'));
  });
});
