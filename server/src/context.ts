import type { Config } from './config';
import type { Db } from './db/client';

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What every module of the server is built from. */
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
}
