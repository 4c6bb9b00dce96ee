/**
 * A small round-robin HTTP load balancer in front of server instances, as nginx or haproxy would stand there:
 * keep-alive connections to both sides, the caller's address appended to X-Forwarded-For, bodies streamed
 * both ways, 502 when an instance cannot be reached. Runs as a process of its own (`startBalancer`), so that its
 * processor time is its own and not the load generator's.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Headers that concern one connection only (RFC 9110 7.6.1): not passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface BalancerStats {
  /** Requests sent to each instance, in the order given. */
  perInstance: number[];
  /** Requests answered 502: the instance could not be reached or broke off. */
  failed: number;
  /** Requests their caller gave up on before the answer was complete (its timeout). */
  abandoned: number;
  /** The most requests in flight at once. */
  mostInFlight: number;
}

function passOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([key]) => !HOP_BY_HOP.has(key) && !named.includes(key)),
  );
}

export function createBalancer(upstreams: readonly string[]): { server: http.Server; stats: BalancerStats } {
  const targets = upstreams.map((base) => new URL(base));
  // As nginx's upstream keepalive: connections to the instances stay open between requests.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 256 });
  const stats: BalancerStats = {
    perInstance: targets.map(() => 0),
    failed: 0,
    abandoned: 0,
    mostInFlight: 0,
  };
  let next = 0;
  let inFlight = 0;

  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    stats.perInstance[index]!++;
    stats.mostInFlight = Math.max(stats.mostInFlight, ++inFlight);
    response.once('close', () => inFlight--);

    const target = targets[index]!;
    const headers = passOn(request.headers);
    const caller = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${caller}` : caller;
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(response);
        answer.once('error', () => response.destroy());
      },
    );
    upstream.once('error', () => {
      if (abandoned) return;
      stats.failed++;
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain' }).end('502 Bad Gateway');
    });
    // A caller that gives up (its timeout) lets go of the instance's request too.
    let abandoned = false;
    response.once('close', () => {
      if (response.writableFinished) return;
      abandoned = true;
      stats.abandoned++;
      upstream.destroy();
    });
    request.pipe(upstream);
  });
  // Longer than callers keep an idle connection, so that a reused one is never closed under them.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  return { server, stats };
}

export interface BalancerProcess {
  base: string;
  pid: number;
  stats(): Promise<BalancerStats>;
  stop(): Promise<void>;
}

type Message = { port: number } | { stats: BalancerStats };

/** The balancer in a child process in front of `upstreams`; resolves once it listens. */
export async function startBalancer(upstreams: readonly string[]): Promise<BalancerProcess> {
  const child = fork(fileURLToPath(import.meta.url), upstreams, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: Message) => ('port' in message ? resolve(message.port) : reject()));
    child.once('exit', (code) => reject(new Error(`the balancer exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stats: () =>
      new Promise((resolve) => {
        child.once('message', (message: Message) => 'stats' in message && resolve(message.stats));
        child.send('stats');
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { server, stats } = createBalancer(process.argv.slice(2));
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address === 'object' && address) process.send?.({ port: address.port });
  });
  process.on('message', () => process.send?.({ stats }));
  process.once('SIGTERM', () => process.exit(0));
  // Gone with the bench that started it.
  process.once('disconnect', () => process.exit(0));
}
