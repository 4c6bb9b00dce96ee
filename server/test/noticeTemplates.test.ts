import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { TemplateRow } from '@adops/common/contract/notices';
import { fieldLabel } from '@adops/common/fieldLabels';
import { createTestApi, type TestApi } from './harness';

/** The two template pages: one table, each page its own audience's templates, each checked when saved. */

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

const call = <T>(
  page: string,
  verb: string,
  input: Record<string, unknown>,
  method: 'GET' | 'POST' = 'POST',
) =>
  api.call<T>(
    method,
    `/api/crm/${page}/${verb}`,
    method === 'GET' ? { token: admin, query: input } : { token: admin, body: input },
  );

describe('notice templates', () => {
  it('keep each audience’s templates apart', async () => {
    const customer = await call<TemplateRow>('noticeTemplate', 'save', {
      name: '余额预警（客户）',
      template: '{{customer}} 余额不足：{{#rows}}{{account}} {{balance}}\n{{/rows}}',
    });
    expect(customer.status, customer.desc).toBe(Status.OK);
    expect(customer.data).toMatchObject({ audience: 'customer', msgtype: 'text' });
    const internal = await call<TemplateRow>('internalNoticeTemplate', 'save', {
      name: '余额预警（内部）',
      msgtype: 'markdown',
      template: '**{{department}}** {{count}} 个账户',
    });
    expect(internal.data).toMatchObject({ audience: 'internal', msgtype: 'markdown' });
    const listed = await call<{ list: TemplateRow[] }>('noticeTemplate', 'list', {}, 'GET');
    expect(listed.data.list.map((t) => t.name)).toEqual(['余额预警（客户）']);
    // Another page's template is none of this page's.
    expect((await call('noticeTemplate', 'detail', { id: internal.data.id }, 'GET')).status).toBe(
      Status.NOT_FOUND,
    );
    expect((await call('noticeTemplate', 'delete', { id: internal.data.id })).status).toBe(Status.NOT_FOUND);
  });

  it('refuse a template with a variable it does not know, naming the field and the variable', async () => {
    const refused = await call('noticeTemplate', 'save', { name: 'x', template: '{{customer}} {{custmer}}' });
    expect(refused.status).toBe(Status.INVALID);
    expect(refused.desc).toContain(fieldLabel('template', 'zh'));
    expect(refused.desc).toContain('{{custmer}}');
    const unclosed = await call('noticeTemplate', 'save', { name: 'x', template: '{{#rows}}{{account}}' });
    expect(unclosed.status).toBe(Status.INVALID);
    // Only the declared variables are variables: not a name every object inherits.
    for (const template of ['{{constructor}}', '{{toString}}', '{{#rows}}{{valueOf}}{{/rows}}']) {
      const inherited = await call('noticeTemplate', 'save', { name: 'x', template });
      expect(inherited.status, template).toBe(Status.INVALID);
      expect(inherited.desc).toContain(fieldLabel('template', 'zh'));
      expect(inherited.desc).toContain(template.replace(/\{\{[#/]rows\}\}/g, ''));
    }
  });
});
