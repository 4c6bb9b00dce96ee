/**
 * A crowd of virtual staff against one address for a while: each a seeded Staff (the same seed, the same
 * choices), spread over the demo logins round the roles, signing in at random moments of the ramp. Also watches
 * the generator's own event loop: a loop late to run its callbacks would add its lateness to every figure.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { DEFAULT_SALTS } from '@adops/common/signing';
import { shanghaiDay } from '@adops/server/src/time';
import { Client } from './client';
import { Random } from './random';
import { Staff } from './staff';
import { Tally } from './tally';

/** The demo logins, one per role (README): every role's scope is asked for by as many staff as the others'. */
export const DEMO_LOGINS = ['admin', 'gm', 'sales', 'depthead', 'grouplead', 'operator', 'finance'];

export interface CrowdOptions {
  base: string;
  staff: number;
  seconds: number;
  seed: number;
  password: string;
  /** Give each member an address of their own, passed on as a trusted proxy would (X-Forwarded-For). */
  ownAddresses: boolean;
  exportShare: number;
}

export interface CrowdResult {
  tally: Tally;
  /** The generator's event loop: how late it ran callbacks (p99, most; ms) and how busy it was (share). */
  loop: { p99: number; max: number; busy: number };
  /** Sessions still open, ended by `signOut`. */
  signOut(): Promise<void>;
}

/** The sign-ins are spread over the first quarter of the run, 15 s at most. */
const rampMs = (seconds: number) => Math.min(15, seconds / 4) * 1000;

const addressOf = (index: number) => `10.20.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;

export async function runCrowd(options: CrowdOptions): Promise<CrowdResult> {
  const tally = new Tally();
  const client = new Client(options.base, DEFAULT_SALTS, tally);
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const today = shanghaiDay(Date.now());
  const members = Array.from({ length: options.staff }, (_, index) => {
    const random = new Random(Math.imul(options.seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
    return new Staff({
      username: DEMO_LOGINS[index % DEMO_LOGINS.length]!,
      password: options.password,
      client,
      random,
      from: options.ownAddresses ? addressOf(index) : undefined,
      signInAt: started + random.between(0, rampMs(options.seconds)),
      until,
      today,
      exportShare: options.exportShare,
    });
  });

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const utilization = performance.eventLoopUtilization();
  delay.enable();
  await Promise.all(members.map((member) => member.run()));
  delay.disable();
  const busy = performance.eventLoopUtilization(utilization).utilization;
  client.close();

  return {
    tally,
    loop: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, busy },
    async signOut() {
      const untimed = new Client(options.base, DEFAULT_SALTS, new Tally());
      await Promise.all(members.map((member) => member.signOut(untimed)));
      untimed.close();
    },
  };
}
