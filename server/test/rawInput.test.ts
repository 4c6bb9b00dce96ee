import { describe, expect, it } from 'vitest';
import { SIGNING_PARAMS } from '@adops/common/signing';
import { rawInput } from '../src/http/validate';

describe('rawInput', () => {
  it('leaves out every signing parameter and lang, and keeps the rest with the body on top', () => {
    const query = Object.fromEntries([...SIGNING_PARAMS, 'lang', 'uid', 'name'].map((name) => [name, name]));
    expect(rawInput(query, { name: 'body', extra: 1 })).toEqual({ uid: 'uid', name: 'body', extra: 1 });
    expect(rawInput(query, [1])).toEqual({ uid: 'uid', name: 'name' });
    expect(rawInput(undefined, undefined)).toEqual({});
  });

  it('copies a key named __proto__ as data, not as the prototype', () => {
    const query = JSON.parse('{"__proto__": {"polluted": true}, "uid": "1"}') as Record<string, unknown>;
    const input = rawInput(query, undefined);
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(Object.keys(input)).toEqual(['__proto__', 'uid']);
  });
});
