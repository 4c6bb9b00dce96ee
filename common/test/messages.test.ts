import { describe, expect, it } from 'vitest';
import { LANGS, MESSAGES, formatMessage, isMessageKey, type MessageKey } from '../src/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(MESSAGES) as MessageKey[];

describe('MESSAGES', () => {
  it('has the two languages', () => {
    expect(LANGS).toEqual(['zh', 'en']);
    expect(keys.length).toBeGreaterThan(50);
  });

  it.each(keys)('%s has non-empty zh and en texts', (key) => {
    expect(Object.keys(MESSAGES[key]).sort()).toEqual(['en', 'zh']);
    expect(MESSAGES[key].zh.trim()).not.toBe('');
    expect(MESSAGES[key].en.trim()).not.toBe('');
  });

  it.each(keys)('%s has the same placeholders in zh and en', (key) => {
    expect(new Set(placeholders(MESSAGES[key].zh))).toEqual(new Set(placeholders(MESSAGES[key].en)));
  });

  it('has the placeholders the server fills', () => {
    expect(placeholders(MESSAGES.invalidField.zh)).toEqual(['field', 'reason']);
    expect(placeholders(MESSAGES.notFound.en)).toEqual(['what']);
    expect(placeholders(MESSAGES.roleInUse.zh)).toEqual(['count']);
    expect(placeholders(MESSAGES.ok.zh)).toEqual([]);
  });

  it('has no unbalanced braces', () => {
    for (const key of keys) {
      for (const lang of LANGS) {
        const rest = MESSAGES[key][lang].replace(/\{\w+\}/g, '');
        expect(rest, `${key} ${lang}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('tells message keys from other texts', () => {
    expect(isMessageKey('ok')).toBe(true);
    expect(isMessageKey('what.user')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
  });
});

describe('formatMessage', () => {
  it('returns a text without placeholders as it is', () => {
    expect(formatMessage('ok', 'zh')).toBe('成功');
    expect(formatMessage('ok', 'en')).toBe('OK');
  });

  it('fills the placeholders in both languages', () => {
    expect(formatMessage('invalidField', 'zh', { field: '手机号码', reason: '手机号码必须是11位' })).toBe(
      '手机号码无效：手机号码必须是11位',
    );
    expect(formatMessage('invalidField', 'en', { field: 'Mobile number', reason: 'too short' })).toBe(
      'Mobile number is invalid: too short',
    );
    expect(formatMessage('roleInUse', 'zh', { count: 3 })).toBe('角色下还有 3 个用户，不能删除');
    expect(formatMessage('tooManyLogins', 'en', { minutes: 15 })).toBe(
      'Too many failed sign-ins; try again in 15 minutes',
    );
    expect(formatMessage('notFound', 'zh', { what: '用户' })).toBe('用户不存在');
  });

  it('fills zero and empty values', () => {
    expect(formatMessage('roleInUse', 'en', { count: 0 })).toBe(
      'The role still has 0 users and cannot be deleted',
    );
    expect(formatMessage('notFound', 'en', { what: '' })).toBe(' not found');
  });

  it('leaves placeholders it has no value for', () => {
    expect(formatMessage('invalidField', 'en', { field: 'Mobile number' })).toBe(
      'Mobile number is invalid: {reason}',
    );
    expect(formatMessage('notFound', 'zh')).toBe('{what}不存在');
    expect(formatMessage('notFound', 'zh', { other: 'x' })).toBe('{what}不存在');
  });

  it('does not read placeholders twice (a value that looks like one stays)', () => {
    expect(formatMessage('invalidField', 'en', { field: '{reason}', reason: 'r' })).toBe(
      '{reason} is invalid: r',
    );
  });
});
