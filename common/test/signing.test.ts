import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/sha256';
import {
  DEFAULT_SALTS,
  MAX_CLOCK_SKEW_MS,
  SALT_IDS,
  checkSignature,
  parseSalts,
  signRequest,
  signatureOf,
  signedParts,
  type Salts,
} from '../src/signing';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const NOW = 1_700_000_000_000;
const TOKEN = 'tok-3f9a2c';
const FIVE_MINUTES = 5 * 60 * 1000;

describe('sha256Hex', () => {
  it('knows the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each([
    ['empty', ''],
    ['ASCII', 'The quick brown fox jumps over the lazy dog'],
    ['Chinese', '手机号码必须是数字，请输入正确的手机号'],
    ['emoji and mixed', 'a😀b€c'],
    ['1000 characters', 'abcdefghij'.repeat(100)],
    ['55 characters', 'x'.repeat(55)],
    ['56 characters', 'x'.repeat(56)],
    ['63 characters', 'x'.repeat(63)],
    ['64 characters', 'x'.repeat(64)],
    ['65 characters', 'x'.repeat(65)],
    ['119 characters', 'y'.repeat(119)],
    ['120 characters', 'y'.repeat(120)],
    ['a signature string', `${NOW}${DEFAULT_SALTS[1001]}${TOKEN}`],
  ])('matches node:crypto for %s', (_label, text) => {
    const hash = sha256Hex(text);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(nodeSha256(text));
  });

  it('matches node:crypto for every length from 0 to 200', () => {
    for (let n = 0; n <= 200; n++) {
      const text = 'é1'.repeat(n).slice(0, n);
      expect(sha256Hex(text), `length ${n}`).toBe(nodeSha256(text));
    }
  });
});

describe('DEFAULT_SALTS', () => {
  it("are the architecture's published texts", () => {
    expect(DEFAULT_SALTS).toEqual({
      1001: 'k9Qz7LmB2xVt',
      1002: 'R4wYp8NcJ3sH',
      1003: 'uT6eF1aZ9dKq',
      1004: 'M2hX5gWc8nPv',
      1005: 'bJ7sE3rL0yQf',
      1006: 'Z8cN4tVk6uDm',
    });
    expect(SALT_IDS).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    expect(MAX_CLOCK_SKEW_MS).toBe(FIVE_MINUTES);
  });
});

describe('signRequest', () => {
  it('signs with salt 1001 when random gives 0', () => {
    const signature = signRequest(TOKEN, { now: NOW, random: () => 0 });
    expect(signature).toEqual({
      saltId: 1001,
      timestamp: NOW,
      sessionId: nodeSha256(`${NOW}k9Qz7LmB2xVt${TOKEN}`),
    });
  });

  it('signs with salt 1006 when random gives 0.999', () => {
    const later = NOW + 86_400_000;
    const signature = signRequest(TOKEN, { now: later, random: () => 0.999 });
    expect(signature).toEqual({
      saltId: 1006,
      timestamp: later,
      sessionId: nodeSha256(`${later}Z8cN4tVk6uDm${TOKEN}`),
    });
  });

  it('picks each salt for its sixth of the random range', () => {
    expect(
      [0, 0.17, 0.34, 0.5, 0.67, 0.84].map((r) => signRequest(TOKEN, { random: () => r }).saltId),
    ).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
  });

  it('signs with an empty token when signed out', () => {
    const signature = signRequest(undefined, { now: NOW, random: () => 0 });
    expect(signature.sessionId).toBe(nodeSha256(`${signature.timestamp}k9Qz7LmB2xVt`));
  });

  it('uses given salts and the clock when no time is given', () => {
    const salts = parseSalts('a1,b2,c3,d4,e5,f6');
    const before = Date.now();
    const signature = signRequest(TOKEN, { salts, random: () => 0.5 });
    expect(signature.saltId).toBe(1004);
    expect(signature.timestamp).toBeGreaterThanOrEqual(before);
    // Calls signed in the same millisecond before this one may have moved it a few milliseconds on.
    expect(signature.timestamp).toBeLessThanOrEqual(Date.now() + 100);
    expect(signature.sessionId).toBe(nodeSha256(`${signature.timestamp}d4${TOKEN}`));
  });

  it('never signs two calls alike, however fast they come: the server takes a writing signature once', () => {
    const at = Date.now() + 86_400_000;
    const stamps = Array.from({ length: 20 }, () => signRequest(TOKEN, { now: at }).timestamp);
    expect(stamps).toEqual(Array.from({ length: 20 }, (_, i) => at + i));
  });

  it('never signs alike after the clock is set back either', () => {
    const at = Date.now() + 2 * 86_400_000;
    const before = Array.from({ length: 5 }, () => signRequest(TOKEN, { now: at }).timestamp);
    signRequest(TOKEN, { now: at - 10 * 60_000 });
    const after = Array.from({ length: 5 }, () => signRequest(TOKEN, { now: at }).timestamp);
    expect(new Set([...before, ...after]).size).toBe(10);
  });

  it('agrees with signatureOf', () => {
    expect(signatureOf(NOW, 'salt', 'tok')).toBe(nodeSha256(`${NOW}salttok`));
    expect(signatureOf(String(NOW), 'salt', 'tok')).toBe(signatureOf(NOW, 'salt', 'tok'));
  });
});

describe('signedParts', () => {
  it('puts the signature in the query and its salt and time in the headers, which the server accepts', () => {
    const { query, headers } = signedParts(TOKEN, { now: NOW, random: () => 0.5 });
    expect(headers).toEqual({ saltId: query.saltId, timestamp: query.timestamp, token: TOKEN });
    expect(checkSignature({ ...query, token: headers.token! }, { salts: DEFAULT_SALTS, now: NOW })).toBe(
      'ok',
    );
  });

  it('sends no token header signed out', () => {
    const { query, headers } = signedParts(undefined, { now: NOW });
    expect(Object.keys(headers).sort()).toEqual(['saltId', 'timestamp']);
    expect(checkSignature(query, { salts: DEFAULT_SALTS, now: NOW })).toBe('ok');
  });
});

describe('checkSignature', () => {
  const options = { salts: DEFAULT_SALTS, now: NOW };
  const fresh = (token = TOKEN, at = NOW, random = 0.4) => {
    const { sessionId, saltId, timestamp } = signRequest(token, { now: at, random: () => random });
    return { sessionId, saltId: String(saltId), timestamp: String(timestamp), token };
  };

  it('answers ok for a fresh signature, with ids and times as text or numbers', () => {
    expect(checkSignature(fresh(), options)).toBe('ok');
    const signature = signRequest(TOKEN, { now: NOW, random: () => 0.9 });
    expect(checkSignature({ ...signature, token: TOKEN }, options)).toBe('ok');
  });

  it('answers ok for a signed-out signature without a token', () => {
    const { sessionId, saltId, timestamp } = signRequest(undefined, { now: NOW, random: () => 0 });
    expect(checkSignature({ sessionId, saltId, timestamp }, options)).toBe('ok');
  });

  it('accepts the sessionId in upper case', () => {
    const signature = fresh();
    expect(checkSignature({ ...signature, sessionId: signature.sessionId.toUpperCase() }, options)).toBe(
      'ok',
    );
  });

  it.each(['sessionId', 'saltId', 'timestamp'] as const)('answers missing without %s', (field) => {
    const signature: Partial<ReturnType<typeof fresh>> = fresh();
    delete signature[field];
    expect(checkSignature(signature, options)).toBe('missing');
  });

  it('answers missing for an empty sessionId or timestamp', () => {
    expect(checkSignature({ ...fresh(), sessionId: '' }, options)).toBe('missing');
    expect(checkSignature({ ...fresh(), timestamp: '' }, options)).toBe('missing');
  });

  it('answers bad for a wrong sessionId', () => {
    const signature = fresh();
    const wrong = signature.sessionId.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(checkSignature({ ...signature, sessionId: wrong }, options)).toBe('bad');
    expect(checkSignature({ ...signature, sessionId: 'abc' }, options)).toBe('bad');
  });

  it('answers bad for an unknown saltId', () => {
    const signature = fresh();
    expect(checkSignature({ ...signature, saltId: '1007' }, options)).toBe('bad');
    expect(checkSignature({ ...signature, saltId: 1000 }, options)).toBe('bad');
    expect(checkSignature({ ...signature, saltId: 'x' }, options)).toBe('bad');
  });

  it('takes only the plain digits of a salt id, not other spellings of the number', () => {
    const signature = fresh(TOKEN, NOW, 0);
    expect(signature.saltId).toBe('1001');
    for (const spelling of [' 1001', '1001.0', '0x3E9', '01001']) {
      expect(checkSignature({ ...signature, saltId: spelling }, options), spelling).toBe('bad');
    }
  });

  it('answers bad for another saltId than the one signed with', () => {
    const signature = fresh(TOKEN, NOW, 0);
    expect(checkSignature({ ...signature, saltId: '1002' }, options)).toBe('bad');
  });

  it('answers bad for a non-numeric timestamp', () => {
    const signature = fresh();
    expect(checkSignature({ ...signature, timestamp: 'yesterday' }, options)).toBe('bad');
    expect(checkSignature({ ...signature, timestamp: `${NOW}x` }, options)).toBe('bad');
    expect(checkSignature({ ...signature, timestamp: '-1' }, options)).toBe('bad');
    expect(checkSignature({ ...signature, timestamp: '1.5' }, options)).toBe('bad');
  });

  it('answers bad for a signature made with another token', () => {
    expect(checkSignature({ ...fresh('other-token'), token: TOKEN }, options)).toBe('bad');
    expect(checkSignature({ ...fresh(), token: undefined }, options)).toBe('bad');
  });

  it('answers bad when the server has other salts', () => {
    const salts: Salts = parseSalts('a1,b2,c3,d4,e5,f6');
    expect(checkSignature(fresh(), { salts, now: NOW })).toBe('bad');
  });

  it('answers stale 5 minutes and 1 ms away, in the past and in the future', () => {
    expect(checkSignature(fresh(TOKEN, NOW - FIVE_MINUTES - 1), options)).toBe('stale');
    expect(checkSignature(fresh(TOKEN, NOW + FIVE_MINUTES + 1), options)).toBe('stale');
    expect(checkSignature(fresh(TOKEN, 1), options)).toBe('stale');
  });

  it('answers ok exactly 5 minutes away', () => {
    expect(checkSignature(fresh(TOKEN, NOW - FIVE_MINUTES), options)).toBe('ok');
    expect(checkSignature(fresh(TOKEN, NOW + FIVE_MINUTES), options)).toBe('ok');
  });

  it('checks the signature before the clock: a stale forgery is bad', () => {
    const signature = fresh(TOKEN, NOW - 10 * FIVE_MINUTES);
    expect(checkSignature({ ...signature, sessionId: '0'.repeat(64) }, options)).toBe('bad');
  });
});

describe('parseSalts', () => {
  it('gives the default salts without a text', () => {
    expect(parseSalts(undefined)).toBe(DEFAULT_SALTS);
    expect(parseSalts('')).toBe(DEFAULT_SALTS);
  });

  it('maps six texts to 1001..1006, trimmed', () => {
    expect(parseSalts('one, two ,three,four,five,six')).toEqual({
      1001: 'one',
      1002: 'two',
      1003: 'three',
      1004: 'four',
      1005: 'five',
      1006: 'six',
    });
  });

  it('refuses five or seven texts', () => {
    expect(() => parseSalts('a,b,c,d,e')).toThrow(/6 non-empty/);
    expect(() => parseSalts('a,b,c,d,e,f,g')).toThrow(/6 non-empty/);
  });

  it('refuses an empty text among six', () => {
    expect(() => parseSalts('a,b,,d,e,f')).toThrow(/6 non-empty/);
    expect(() => parseSalts('a,b,c,d,e, ')).toThrow(/6 non-empty/);
  });
});
