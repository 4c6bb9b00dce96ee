import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ANSWER, postToRobot } from '../src/connectors/wecom/client';
import { FakeRobots, serveFakeRobots } from '../src/connectors/wecom/fakeRobots';
import { CONTENT_MAX_BYTES, WEBHOOK_PATH } from '../src/connectors/wecom/protocol';
import { splitMessage } from '../src/connectors/wecom/split';

/** The WeCom robot protocol: the client against the fake robots, which keep WeCom's limits and errors. */

let time = Date.parse('2026-11-27T10:00:00+08:00');
const robots = new FakeRobots(() => time);
let served: Awaited<ReturnType<typeof serveFakeRobots>>;
const webhook = (key: string) => `${served.url}${WEBHOOK_PATH}?key=${key}`;
const text = (content: string) => ({ msgtype: 'text' as const, content });

beforeAll(async () => {
  served = await serveFakeRobots(robots);
});
afterAll(() => served.close());

describe('a long text', () => {
  it('goes as messages within the byte limit, cut between lines, in order', () => {
    const lines = Array.from(
      { length: 150 },
      (_, i) => `${String(i).padStart(3, '0')} 账户消耗提醒：余额不足`,
    );
    const long = lines.join('\n');
    expect(Buffer.byteLength(long)).toBeGreaterThan(4_096);
    const parts = splitMessage(long, CONTENT_MAX_BYTES.text);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(CONTENT_MAX_BYTES.text);
    // Each message as full as whole lines make it: the next one's first line would not have fit.
    for (let i = 1; i < parts.length; i++)
      expect(Buffer.byteLength(`${parts[i - 1]}\n${parts[i]!.split('\n')[0]}`)).toBeGreaterThan(
        CONTENT_MAX_BYTES.text,
      );
    expect(parts.join('\n')).toBe(long);
    expect(parts.every((p) => !p.startsWith('\n') && !p.endsWith('\n'))).toBe(true);
  });

  it('of 5,000 bytes arrives as 3 messages', async () => {
    const line = '这是一行十五个字的通知文本。\n';
    const long = line.repeat(Math.ceil(5_000 / Buffer.byteLength(line))).slice(0, -1);
    const parts = splitMessage(long, CONTENT_MAX_BYTES.text);
    expect(parts).toHaveLength(3);
    robots.add('split');
    for (const part of parts)
      expect((await postToRobot(webhook('split'), text(part), 2_000)).delivery).toBe('sent');
    expect(
      robots
        .received('split')
        .map((m) => m.content)
        .join('\n'),
    ).toBe(long);
  });

  it('cuts a line longer than a message between characters, never inside one', () => {
    const parts = splitMessage('好'.repeat(1_000), CONTENT_MAX_BYTES.text);
    expect(parts.map((p) => Buffer.byteLength(p))).toEqual([2_046, 954]);
  });
});

describe('the robot’s answers', () => {
  it('are sent, to be tried again (over the limit, no answer), or failed for good', async () => {
    robots.add('r1');
    expect(await postToRobot(webhook('r1'), text('余额提醒'), 2_000)).toMatchObject({
      errcode: 0,
      delivery: 'sent',
    });
    expect(await postToRobot(webhook('unknown'), text('x'), 2_000)).toMatchObject({
      errcode: 93000,
      delivery: 'failed',
    });
    expect(await postToRobot(webhook('r1'), text('  '), 2_000)).toMatchObject({
      errcode: 44004,
      delivery: 'failed',
    });
    expect(await postToRobot(webhook('r1'), text('长'.repeat(700)), 2_000)).toMatchObject({
      errcode: 40058,
      delivery: 'failed',
    });
    robots.fail('r1', 'hang');
    const hung = await postToRobot(webhook('r1'), text('x'), 300);
    expect(hung).toMatchObject({
      errcode: NO_ANSWER,
      delivery: 'retry',
      errmsg: '',
      note: { key: 'robotTimeout', params: { ms: 300 } },
    });
    robots.fail('r1', 500);
    expect(await postToRobot(webhook('r1'), text('x'), 2_000)).toMatchObject({
      errcode: 500,
      delivery: 'retry',
    });
  });

  it('take 20 messages a minute from a robot and answer 45009 past them, until the minute has gone', async () => {
    robots.add('busy');
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await postToRobot(webhook('busy'), text(`第${i}条`), 2_000));
    expect(answers.slice(0, 20).every((a) => a.delivery === 'sent')).toBe(true);
    expect(answers[20]).toMatchObject({ errcode: 45009, delivery: 'retry' });
    time += 60_001;
    expect((await postToRobot(webhook('busy'), text('下一分钟'), 2_000)).delivery).toBe('sent');
    expect(robots.received('busy')).toHaveLength(21);
  });

  it('fail a body that is no JSON even with errcode 0', async () => {
    robots.add('json');
    const response = await fetch(webhook('json'), { method: 'POST', body: '{"msgtype": "text",' });
    const answer = (await response.json()) as { errcode: number; errmsg: string };
    expect(answer.errcode).toBe(0);
    const { deliveryOf } = await import('../src/connectors/wecom/protocol');
    expect(deliveryOf(answer.errcode, answer.errmsg)).toBe('failed');
  });

  it('never quote the key of a robot that could not be reached', async () => {
    const attempt = await postToRobot(
      'http://127.0.0.1:9/cgi-bin/webhook/send?key=SECRET-KEY-123',
      text('x'),
      500,
    );
    expect(attempt).toMatchObject({ delivery: 'retry', note: { key: 'robotUnreachable' } });
    expect(JSON.stringify(attempt)).not.toContain('SECRET-KEY-123');
  });
});

/** A server of its own on a free port, answering as `listener` does: what a webhook might point at instead. */
async function serve(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('what answers instead of a robot', () => {
  it('is not followed when it redirects, and is not written down beyond WeCom’s errcode and errmsg', async () => {
    const hits: string[] = [];
    const inside = await serve((request, response) => {
      hits.push(request.url ?? '');
      response.end('{"errcode":0,"errmsg":"ok"}');
    });
    const redirecting = await serve((_request, response) => {
      response.writeHead(307, { location: `${inside.url}/internal` }).end();
    });
    const secrets = await serve((request, response) => {
      response.end(
        request.url?.includes('json')
          ? '{"service":"redis","password":"hunter2","errmsg":"x"}'
          : '<html>internal admin: hunter2</html>',
      );
    });
    try {
      const redirected = await postToRobot(`${redirecting.url}${WEBHOOK_PATH}?key=k`, text('x'), 2_000);
      expect(redirected).toMatchObject({
        errcode: NO_ANSWER,
        delivery: 'retry',
        note: { key: 'robotHttpStatus', params: { status: 307 } },
      });
      expect(hits).toEqual([]);
      for (const path of ['/html', '/json']) {
        const attempt = await postToRobot(`${secrets.url}${path}${WEBHOOK_PATH}?key=k`, text('x'), 2_000);
        expect(attempt).toMatchObject({ errcode: NO_ANSWER, errmsg: '', note: { key: 'robotNoErrcode' } });
        expect(JSON.stringify(attempt)).not.toContain('hunter2');
      }
    } finally {
      await Promise.all([inside.close(), redirecting.close(), secrets.close()]);
    }
  });
});
