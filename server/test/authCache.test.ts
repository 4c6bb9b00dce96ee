import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@adops/common/contract/session';
import { AuthCache } from '../src/auth/authCache';
import { TtlCache } from '../src/auth/ttlCache';
import { serializedSuccess } from '../src/http/envelope';

const clock = { now: () => 1_000 };

/** A read the test finishes by hand, counting how often it was begun. */
function manualRead<V>() {
  let finish!: (value: V | undefined) => void;
  const read = () => {
    read.started += 1;
    return new Promise<V | undefined>((resolve) => (finish = resolve));
  };
  read.started = 0;
  return { read, finish: (value: V | undefined) => finish(value) };
}

describe('TtlCache.load', () => {
  it('reads a key once for everyone who asks while it reads, and keeps what it read', async () => {
    const cache = new TtlCache<string, number>(5_000, clock);
    const { read, finish } = manualRead<number>();
    const asked = [cache.load('a', read), cache.load('a', read), cache.load('a', read)];
    expect(read.started).toBe(1);
    finish(7);
    expect(await Promise.all(asked)).toEqual([7, 7, 7]);
    expect(cache.get('a')).toBe(7);
  });

  it('keeps nothing for undefined, and reads again next time', async () => {
    const cache = new TtlCache<string, number>(5_000, clock);
    expect(await cache.load('a', () => Promise.resolve(undefined))).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.load('a', () => Promise.resolve(3))).toBe(3);
  });

  it('after a clear, neither shares nor keeps a read begun before it', async () => {
    const cache = new TtlCache<string, number>(5_000, clock);
    const before = manualRead<number>();
    const stale = cache.load('a', before.read);
    cache.clear();
    const after = manualRead<number>();
    const fresh = cache.load('a', after.read);
    expect(after.read.started).toBe(1);
    before.finish(1);
    expect(await stale).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    after.finish(2);
    expect(await fresh).toBe(2);
    expect(cache.get('a')).toBe(2);
  });

  it('shares nothing with a time to live of 0', async () => {
    const cache = new TtlCache<string, number>(0, clock);
    const { read } = manualRead<number>();
    void cache.load('a', read);
    void cache.load('a', read);
    expect(read.started).toBe(2);
  });
});

describe('AuthCache.userInfoAnswer', () => {
  const info = { modules: [{ id: 1, level: 1 }], user: { id: 1 } } as unknown as UserInfo;

  it('is the success envelope as JSON.stringify writes it, in the language asked', () => {
    const cache = new AuthCache(5_000, clock);
    for (const lang of ['zh', 'en'] as const) {
      const answer = cache.userInfoAnswer(info, lang, serializedSuccess);
      expect(JSON.parse(answer.json.toString())).toEqual({
        status: 1,
        desc: lang === 'en' ? 'OK' : '成功',
        data: info,
      });
    }
  });

  it('is serialized once per cached UserInfo and language', () => {
    const cache = new AuthCache(5_000, clock);
    let made = 0;
    const serialize = (i: UserInfo, lang: 'zh' | 'en') => (made++, serializedSuccess(i, lang));
    const first = cache.userInfoAnswer(info, 'zh', serialize);
    expect(cache.userInfoAnswer(info, 'zh', serialize)).toBe(first);
    cache.userInfoAnswer(info, 'en', serialize);
    expect(made).toBe(2);
    // Another UserInfo (one read again after a clear) is another answer.
    cache.userInfoAnswer({ ...info }, 'zh', serialize);
    expect(made).toBe(3);
  });
});
