import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of WeCom's group robots, written from WeCom's documentation and apart from the client on purpose: it
 * reads the wire as WeCom does. `POST …/cgi-bin/webhook/send?key=KEY`, JSON; always HTTP 200 with `errcode` and
 * `errmsg`. It keeps WeCom's limits (20 messages a minute a robot, 2,048 bytes of text, 4,096 of markdown) and
 * errors (93000 unknown key, 40008 unknown type, 44004 empty, 40058 too long, 45009 over the limit; a body that is
 * no JSON gets errcode 0 with a warning), and can be told to fail or to hang. The demo's robots post to it, so a
 * new user sees notices arrive; tests read what each robot received.
 */

export interface ReceivedMessage {
  msgtype: string;
  content: string;
  mentionedList: string[];
  mentionedMobileList: string[];
  /** When it arrived, by the fake's clock. */
  at: number;
}

interface Robot {
  received: ReceivedMessage[];
  /** Times of the requests the robot counted towards its minute. */
  requests: number[];
  /** Answers to give instead of the real one, in order ('hang': none at all; null: the real one). */
  faults: (number | 'hang' | null)[];
  /** Requests left without an answer. */
  hung: number;
}

const LIMITS: Record<string, number> = { text: 2048, markdown: 4096, markdown_v2: 4096 };
const TYPES = new Set(['text', 'markdown', 'markdown_v2', 'news', 'image', 'file', 'voice', 'template_card']);
const PER_MINUTE = 20;
/** Messages kept per robot. */
const KEPT = 1_000;
const MESSAGES: Record<number, string> = {
  93000: 'invalid webhook url, hint: [fake] key not found',
  40008: 'invalid message type, hint: [fake]',
  44004: 'empty content, hint: [fake]',
  40058: 'content exceed max length, hint: [fake]',
  45009: 'api freq out of limit, hint: [fake]',
  500: 'system error, hint: [fake]',
};
const answer = (errcode: number) => ({
  errcode,
  errmsg: errcode === 0 ? 'ok' : (MESSAGES[errcode] ?? 'error'),
});

/** Where the console serves its own fake robots (demo data's robots post there, unless WECOM_WEBHOOK_BASE). */
export const FAKE_ROBOTS_PATH = '/fake-wecom';
/** The demo's robots' keys begin so: the console's fake takes them as robots. */
export const DEMO_KEY = 'demo-';

/** Where the demo's robots post: WeCom (or what WECOM_WEBHOOK_BASE names), else the fake robots of this server. */
export const demoRobotBase = (config: { wecomWebhookBase: string | undefined; port: number }) =>
  config.wecomWebhookBase ?? `http://127.0.0.1:${config.port}${FAKE_ROBOTS_PATH}`;

export class FakeRobots {
  private robots = new Map<string, Robot>();
  /**
   * `knows`: keys taken as robots' on first use, beside those `add`ed (the demo's robots). Messages are kept per
   * robot up to KEPT, the oldest dropped first.
   */
  constructor(
    private now: () => number = Date.now,
    private knows: (key: string) => boolean = () => false,
  ) {}

  /** A robot with this key from now on. */
  add(key: string): void {
    if (!this.robots.has(key)) this.robots.set(key, { received: [], requests: [], faults: [], hung: 0 });
  }

  /**
   * After `after` more requests answered as they should be, the next `times` get `errcode` (or no answer at all),
   * whatever they carry.
   */
  fail(key: string, fault: number | 'hang', times = 1, after = 0): void {
    this.robots
      .get(key)
      ?.faults.push(
        ...Array.from({ length: after }, () => null),
        ...Array.from({ length: times }, () => fault),
      );
  }

  /** How many requests to the robot were left without an answer. */
  hung(key: string): number {
    return this.robots.get(key)?.hung ?? 0;
  }

  /** What the robot has shown in its group, in order. */
  received(key: string): ReceivedMessage[] {
    return [...(this.robots.get(key)?.received ?? [])];
  }

  /** Every robot's messages, newest first (the demo's page of what arrived). */
  all(): (ReceivedMessage & { key: string })[] {
    return [...this.robots]
      .flatMap(([key, robot]) => robot.received.map((m) => ({ ...m, key })))
      .sort((a, b) => b.at - a.at);
  }

  /** The answer to a request of `body` to the robot `key`; 'hang' for none. */
  handle(key: string | null, body: string): { errcode: number; errmsg: string } | 'hang' {
    if (key && !this.robots.has(key) && this.knows(key)) this.add(key);
    const robot = key ? this.robots.get(key) : undefined;
    if (!robot) return answer(93000);
    const now = this.now();
    robot.requests = robot.requests.filter((t) => t > now - 60_000);
    if (robot.requests.length >= PER_MINUTE) return answer(45009);
    robot.requests.push(now);
    const fault = robot.faults.shift();
    if (fault === 'hang') {
      robot.hung++;
      return 'hang';
    }
    if (fault !== undefined && fault !== null) return answer(fault);
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return { errcode: 0, errmsg: 'Warning: wrong json format. [fake] body is not JSON' };
    }
    const type = typeof message.msgtype === 'string' ? message.msgtype : '';
    if (!TYPES.has(type)) return answer(40008);
    const part = (message[type] ?? {}) as Record<string, unknown>;
    const content = typeof part.content === 'string' ? part.content : '';
    if (type in LIMITS && !content.trim()) return answer(44004);
    if (Buffer.byteLength(content, 'utf8') > (LIMITS[type] ?? Infinity)) return answer(40058);
    const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
    robot.received.push({
      msgtype: type,
      content,
      mentionedList: list(part.mentioned_list),
      mentionedMobileList: list(part.mentioned_mobile_list),
      at: now,
    });
    if (robot.received.length > KEPT) robot.received.shift();
    return answer(0);
  }
}

/** The fake robots on their own HTTP server, at `url` (the base: robots post to `${url}/cgi-bin/webhook/send`). */
export async function serveFakeRobots(robots: FakeRobots): Promise<{ url: string; close(): Promise<void> }> {
  const held = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/cgi-bin/webhook/send') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const result = robots.handle(url.searchParams.get('key'), body);
      if (result === 'hang') {
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
      }),
  };
}
