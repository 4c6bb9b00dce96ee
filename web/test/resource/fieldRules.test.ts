import Schema from '@rc-component/async-validator';
import { describe, expect, it } from 'vitest';
import { checkPlatformId } from '@adops/common/validate';
import { fieldRules } from '../../src/resource/fieldRules';
import type { InputKind } from '../../src/resource/types';

const t = (key: string, params?: Record<string, string | number>) => `${key}:${params?.label ?? ''}`;

/** The message a value gets from a field's rules, or null when it passes. */
async function check(
  kind: InputKind,
  value: unknown,
  required = false,
  rule?: Parameters<typeof fieldRules>[4],
): Promise<string | null> {
  const validator = new Schema({ field: fieldRules(kind, '服务费率', required, t, rule) as never });
  try {
    await validator.validate({ field: value });
    return null;
  } catch (error) {
    return (error as { errors: { message: string }[] }).errors[0]!.message;
  }
}

describe('the rules of a form field', () => {
  it('refuse a number out of range naming the field, instead of clamping it', async () => {
    expect(await check('rate', 15_000)).toBe('resource.rateRange:服务费率');
    expect(await check('rate', 10_000)).toBeNull();
    expect(await check('money', -500)).toBe('resource.notNegative:服务费率');
    expect(await check('number', -5)).toBe('resource.notNegative:服务费率');
    expect(await check('money', 0)).toBeNull();
  });

  it('ask for a required value, and take blank text for none', async () => {
    expect(await check('text', '  ', true)).toBe('resource.required:服务费率');
    expect(await check('money', undefined, true)).toBe('resource.required:服务费率');
    expect(await check('money', undefined)).toBeNull();
  });

  it('take a picked id for a required picker', async () => {
    expect(await check('customer', 134, true)).toBeNull();
    expect(await check('department', null, true)).toBe('resource.required:服务费率');
  });

  it('keep a rule of common/validate, as the server does', async () => {
    expect(await check('text', '12ab', true, checkPlatformId)).toBe('msg.platformIdRule:');
    expect(await check('text', '1600000000000101', true, checkPlatformId)).toBeNull();
  });
});
