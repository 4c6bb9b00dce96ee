import Schema from '@rc-component/async-validator';
import { describe, expect, it } from 'vitest';
import { checkEmail, checkPlatformId } from '@adops/common/validate';
import { fieldRules, type RuledField } from '../../src/resource/fieldRules';
import type { InputKind } from '../../src/resource/types';

const t = (key: string, params?: Record<string, string | number>) =>
  [key, ...Object.values(params ?? {})].join(':');

/** The message a value gets from a field's rules, or null when it passes. */
async function check(
  kind: InputKind | RuledField,
  value: unknown,
  required = false,
  rule?: RuledField['check'],
): Promise<string | null> {
  const field = typeof kind === 'string' ? { kind, required, check: rule } : kind;
  const validator = new Schema({ field: fieldRules(field, '服务费率', t, 'zh') as never });
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

  it("keep a field's own range, its ends written as its figures read", async () => {
    const rate = { kind: 'rate', range: [100, 9_900] } as const;
    expect(await check(rate, 9_950)).toBe('resource.range:服务费率:1.00%:99.00%');
    expect(await check(rate, 50)).toBe('resource.range:服务费率:1.00%:99.00%');
    expect(await check(rate, 100)).toBeNull();
    const money = { kind: 'money', range: [0, 1e13] } as const;
    expect(await check(money, 1e13 + 1)).toBe('resource.range:服务费率:0.00:100,000,000,000.00');
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
    expect(await check('text', '12ab', true, checkPlatformId)).toBe('msg.platformIdRule');
    expect(await check('text', '1600000000000101', true, checkPlatformId)).toBeNull();
  });

  it("say a required field's own words where common has them (the spec's required email)", async () => {
    const email = {
      kind: 'text',
      required: true,
      requiredMessage: 'emailRequired',
      check: checkEmail,
    } as const;
    expect(await check(email, '')).toBe('msg.emailRequired');
    expect(await check(email, 'ops@')).toBe('msg.emailPattern');
    expect(await check(email, 'ops@example.com')).toBeNull();
  });

  it('take at least one checked value, and both days of a range, for a required list kind', async () => {
    expect(await check('checks', [], true)).toBe('resource.required:服务费率');
    expect(await check('checks', ['leads'], true)).toBeNull();
    expect(await check('dayRange', null, true)).toBe('resource.required:服务费率');
    expect(await check('dayRange', ['2026-11-01', '2026-11-30'], true)).toBeNull();
    expect(await check('checks', [], false)).toBeNull();
  });
});
