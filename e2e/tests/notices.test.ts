import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRobots, serveFakeRobots } from '@adops/server/src/connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '@adops/server/src/connectors/wecom/protocol';
import { login, toasts, useConsole } from '../harness';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });
const KEY = 'e2e0-robot-key-0000-5aaa';
const robots = new FakeRobots();
let served: Awaited<ReturnType<typeof serveFakeRobots>>;

beforeAll(async () => {
  served = await serveFakeRobots(robots);
  robots.add(KEY);
});
afterAll(() => served?.close());

const tableRows = (page: Page, testId: string) =>
  page.locator(`[data-testid=${testId}-table] tr.ant-table-row`);

/**
 * A robot's newest message in the send log, read afresh: the list is read once per load, and a message is marked
 * sent just after the robot has it.
 */
async function sendLogRow(page: Page, robot: string): Promise<string> {
  await page.goto('/weChatNotice/noticeSendLog');
  const row = tableRows(page, 'sendLog').filter({ hasText: robot }).first();
  await row.waitFor();
  return row.innerText();
}

describe('WeCom group robots', () => {
  it('take a webhook shown masked, send a test message that arrives, and the send log shows it sent', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/weChatNotice/noticeOptions');
    await page.locator('[data-testid=robot-create]').click();
    const form = page.locator('[data-testid=robot-form]');
    await form.locator('#name').fill('E2E 内部群');
    await form.locator('#webhookUrl').fill(`${served.url}${WEBHOOK_PATH}?key=${KEY}`);
    await page.locator('[data-testid=robot-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });

    const row = tableRows(page, 'robot').filter({ hasText: 'E2E 内部群' });
    await expect.poll(() => row.innerText()).toContain('key=e2e0****5aaa');
    expect(await page.content()).not.toContain(KEY);

    await row.locator('[data-testid^=robot-test-]').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确 定' }).click();
    await expect.poll(() => robots.received(KEY).length, { timeout: 20_000 }).toBe(1);
    expect(robots.received(KEY)[0]!.content).toContain('【测试消息】E2E 内部群');

    await expect.poll(() => sendLogRow(page, 'E2E 内部群'), { timeout: 20_000 }).toContain('已发送');
  });

  it('seeds the demo’s robots on the console’s own fake robots: a test message shows in the group', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/weChatNotice/noticeOptions');
    const robot = tableRows(page, 'robot').filter({ hasText: '/fake-wecom/' }).first();
    await robot.waitFor();
    await expect.poll(() => robot.innerText()).toContain('key=demo****');
    const name = (await robot.locator('td').first().innerText()).trim();
    await robot.locator('[data-testid^=robot-test-]').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确 定' }).click();
    await toasts(page).filter({ hasText: '发送测试消息成功' }).first().waitFor();

    await expect.poll(() => sendLogRow(page, name), { timeout: 20_000 }).toContain('已发送');

    await page.goto('/weChatNotice/noticeOptions');
    const again = tableRows(page, 'robot').filter({ hasText: name }).first();
    await again.locator('[data-testid^=robot-received-]').click();
    await page.locator('.ant-drawer:visible').getByText(`【测试消息】${name}`).waitFor();
  });
});
