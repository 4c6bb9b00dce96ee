import type { UserInfo } from '@adops/common/contract/session';
import type { Clock } from '../context';
import type { Principal } from './principal';
import { TtlCache } from './ttlCache';

export interface CachedSession {
  principal: Principal;
  lastSeenAt: number;
  expiresAt: number;
}

/**
 * What every request asks first, kept for a few seconds so a signed-in call costs no database round trip for
 * its session. Any change made through this instance clears it at once; another instance sees a change (a
 * revoked session, a new grant) within the time to live.
 */
export class AuthCache {
  readonly sessions: TtlCache<string, CachedSession>;
  readonly userInfo: TtlCache<number, UserInfo>;

  constructor(ttlMs: number, clock: Clock) {
    this.sessions = new TtlCache(ttlMs, clock);
    this.userInfo = new TtlCache(ttlMs, clock);
  }

  clear() {
    this.sessions.clear();
    this.userInfo.clear();
  }
}
