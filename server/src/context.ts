import type { Config } from './config';
import type { Db } from './db/client';
import { AuthCache } from './auth/authCache';

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What every module of the server is built from. */
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  authCache: AuthCache;
}

export function createAppContext(parts: Omit<AppContext, 'authCache'>): AppContext {
  return { ...parts, authCache: new AuthCache(parts.config.authCacheMs, parts.clock) };
}
