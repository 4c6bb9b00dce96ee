import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRobots, serveFakeRobots } from '@adops/server/src/connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '@adops/server/src/connectors/wecom/protocol';
import { apiCall, chooseOption, confirmPopover, login, sessionToken, toasts, useConsole } from '../harness';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });
const KEY = 'e2e0-robot-key-0000-5aaa';
const RULE_KEY = 'e2e1-rule-robot-key-0001';
const robots = new FakeRobots();
let served: Awaited<ReturnType<typeof serveFakeRobots>>;

beforeAll(async () => {
  served = await serveFakeRobots(robots);
  robots.add(KEY);
  robots.add(RULE_KEY);
});
afterAll(() => served?.close());

const tableRows = (page: Page, testId: string) =>
  page.locator(`[data-testid=${testId}-table] tr.ant-table-row`);

/** The notice options' robots, on their tab beside the rules. */
async function robotsTab(page: Page) {
  await page.goto('/weChatNotice/noticeOptions');
  await page.getByRole('tab', { name: '群机器人' }).click();
  await page.locator('[data-testid=robot-create]').waitFor();
}

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
    await robotsTab(page);
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
    await confirmPopover(page);
    await expect.poll(() => robots.received(KEY).length, { timeout: 20_000 }).toBe(1);
    expect(robots.received(KEY)[0]!.content).toContain('【测试消息】E2E 内部群');

    await expect.poll(() => sendLogRow(page, 'E2E 内部群'), { timeout: 20_000 }).toContain('已发送');
  });

  it('seeds the demo’s robots on the console’s own fake robots: a test message shows in the group', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await robotsTab(page);
    const robot = tableRows(page, 'robot').filter({ hasText: '/fake-wecom/' }).first();
    await robot.waitFor();
    await expect.poll(() => robot.innerText()).toContain('key=demo****');
    const name = (await robot.locator('td').first().innerText()).trim();
    await robot.locator('[data-testid^=robot-test-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '发送测试消息成功' }).first().waitFor();

    await expect.poll(() => sendLogRow(page, name), { timeout: 20_000 }).toContain('已发送');

    await robotsTab(page);
    const again = tableRows(page, 'robot').filter({ hasText: name }).first();
    await again.locator('[data-testid^=robot-received-]').click();
    await page.locator('.ant-drawer:visible').getByText(`【测试消息】${name}`).waitFor();
  });

  it('take a low-balance rule with its template, preview it on live data, and send it when run now', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    const robot = await apiCall(page, e2e.server.url, '/api/crm/noticeRobot/save', await sessionToken(page), {
      body: {
        name: 'E2E 规则群',
        kind: 'internal',
        webhookUrl: `${served.url}${WEBHOOK_PATH}?key=${RULE_KEY}`,
      },
    });
    expect(robot.status, robot.desc).toBe(1);

    // The template, previewed as it is written.
    await page.goto('/weChatNotice/internalNoticeTemplate');
    await page.locator('[data-testid=internalTemplate-create]').click();
    const templateForm = page.locator('[data-testid=internalTemplate-form]');
    await templateForm.locator('#name').fill('E2E 余额模板');
    await templateForm
      .locator('#template')
      .fill('{{rule}}：{{count}} 个账户余额不足\n{{#rows}}{{account}} 可用 {{runway}} 天\n{{/rows}}');
    const templatePreview = templateForm.locator('[data-testid=internalTemplate-preview-message]').first();
    await expect.poll(() => templatePreview.innerText()).toContain('个账户余额不足');
    await page.locator('[data-testid=internalTemplate-form-save]').click();
    await templateForm.waitFor({ state: 'detached' });

    // The rule: its preview lists accounts within the robot's reach before anything is saved.
    await page.goto('/weChatNotice/noticeOptions');
    await page.locator('[data-testid=rule-create]').click();
    const form = page.locator('[data-testid=rule-form]');
    await form.locator('#name').fill('E2E 余额预警');
    await form.locator('#threshold').fill('60');
    await chooseOption(form, 'robotIds', 'E2E 规则群');
    await chooseOption(form, 'templateId', 'E2E 余额模板');
    const preview = form.locator('[data-testid=rule-preview-message]').first();
    await expect
      .poll(() => preview.innerText())
      .toMatch(/^E2E 余额预警：\d+ 个账户余额不足\n.+ 可用 [\d.]+ 天/);
    const previewed = await preview.innerText();
    await page.locator('[data-testid=rule-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });

    const row = tableRows(page, 'rule').filter({ hasText: 'E2E 余额预警' });
    await expect.poll(() => row.innerText()).toContain('E2E 规则群');
    await row.locator('[data-testid^=rule-runNow-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '立即执行成功' }).first().waitFor();

    await expect.poll(() => robots.received(RULE_KEY).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(robots.received(RULE_KEY)[0]!.content.split('\n')[0]).toBe(previewed.split('\n')[0]);
    await expect.poll(() => sendLogRow(page, 'E2E 规则群'), { timeout: 20_000 }).toContain('已发送');

    // The run's details in the automation log: the messages it queued, in the send log.
    await page.goto('/otherTools/xhsAutomationLog');
    await tableRows(page, 'run')
      .filter({ hasText: '通知规则' })
      .first()
      .locator('[data-testid^=run-notices-]')
      .click();
    const ofRun = tableRows(page, 'sendLog');
    await ofRun.first().waitFor();
    // As many as the robot was sent (a long text goes as its parts), all of them its.
    const texts = await ofRun.allInnerTexts();
    expect(texts).toHaveLength(robots.received(RULE_KEY).length);
    expect(texts.every((text) => text.includes('E2E 规则群'))).toBe(true);

    // The day's totals count it, under its rule, beside the chart of the days.
    await page.goto('/weChatNotice/noticeTotal');
    const total = tableRows(page, 'noticeTotal').filter({ hasText: 'E2E 余额预警' }).first();
    await expect.poll(() => total.innerText()).toMatch(/E2E 余额预警\s+通知规则\s+(\d+)\s+\1\s+0\s+0/);
    await page.locator('[data-testid=noticeTotal-chart] canvas').waitFor();
  });
});
