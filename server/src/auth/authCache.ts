import type { UserInfo } from '@adops/common/contract/session';
import type { DataScope } from '@adops/common/scope';
import type { Lang } from '@adops/common/messages';
import type { Clock } from '../context';
import type { SerializedEnvelope } from '../http/envelope';
import type { Principal } from './principal';
import { TtlCache } from './ttlCache';

export interface CachedSession {
  principal: Principal;
  lastSeenAt: number;
  expiresAt: number;
}

/**
 * What every request asks first, kept for a few seconds so a signed-in call costs no database round trip for
 * its session and scope. Any change of who may do or see what, made through any instance, clears it at once
 * (context.ts, followDatabase); the time to live bounds what an instance not told would keep.
 */
export class AuthCache {
  readonly sessions: TtlCache<string, CachedSession>;
  readonly userInfo: TtlCache<number, UserInfo>;
  /** Each user's resolved data scope: a cached report's answer then needs no statement at all. */
  readonly scopes: TtlCache<number, DataScope>;
  /**
   * getUserInfo's answers serialized per language, keyed by the cached UserInfo they were made from: once
   * `userInfo` forgets that object (cleared, expired, evicted), its answers are unreachable too.
   */
  private readonly userInfoAnswers = new WeakMap<UserInfo, Partial<Record<Lang, SerializedEnvelope>>>();

  constructor(ttlMs: number, clock: Clock) {
    this.sessions = new TtlCache(ttlMs, clock);
    this.userInfo = new TtlCache(ttlMs, clock);
    this.scopes = new TtlCache(ttlMs, clock);
  }

  /** The answer of `info` in `lang`, serialized once while `info` is the one cached. */
  userInfoAnswer(
    info: UserInfo,
    lang: Lang,
    serialize: (info: UserInfo, lang: Lang) => SerializedEnvelope,
  ): SerializedEnvelope {
    let answers = this.userInfoAnswers.get(info);
    if (!answers) this.userInfoAnswers.set(info, (answers = {}));
    return (answers[lang] ??= serialize(info, lang));
  }

  clear() {
    this.sessions.clear();
    this.userInfo.clear();
    this.scopes.clear();
  }
}
