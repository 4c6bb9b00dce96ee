import { describe, expect, it } from 'vitest';
import { rowVersion } from '../src/contract/endpoints';
import {
  decimal,
  id,
  idList,
  integer,
  integerOr,
  money,
  optionalId,
  optionalInteger,
} from '../src/contract/fields';
import { thresholdsInput } from '../src/thresholds';

const read = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : 'refused';
};

/** What `z.coerce` read as a number and no number field may: a flag, a list, an object, hex, an exponent. */
const COERCIONS = [
  true,
  false,
  [5],
  [5, 6],
  {},
  { 0: 5 },
  '0x10',
  '0b1',
  '0o7',
  '1e1',
  '1.0',
  '1.5',
  1.5,
  'NaN',
];
const MORE = ['Infinity', '-Infinity', ' ', '5abc', '５', '9'.repeat(400), Number.NaN, Infinity];

describe('an id, an amount, a count', () => {
  it('is a JSON integer, or its decimal digits as a query string writes it', () => {
    for (const schema of [id, money, integer(1, 100)]) {
      expect(read(schema, 5)).toBe(5);
      expect(read(schema, '5')).toBe(5);
      expect(read(schema, ' 42 ')).toBe(42);
      expect(read(schema, '+7')).toBe(7);
      expect(read(schema, '007')).toBe(7);
    }
    expect(read(idList, '1,2,3')).toEqual([1, 2, 3]);
    expect(read(idList, [1, '2'])).toEqual([1, 2]);
  });

  it('refuses every other value rather than reading it as a number', () => {
    expect(read(id, '')).toBe('refused');
    for (const value of [...COERCIONS, ...MORE]) {
      for (const schema of [id, money, integer(0, 100), optionalId, optionalInteger(0, 100), rowVersion])
        expect(read(schema, value), JSON.stringify(value)).toBe('refused');
      if (!Array.isArray(value)) expect(read(idList, [value]), JSON.stringify(value)).toBe('refused');
    }
  });

  it('refuses null where one is required, and reads null or empty as none where it is optional', () => {
    expect(read(id, null)).toBe('refused');
    expect(read(money, null)).toBe('refused');
    expect(read(optionalId, null)).toBeUndefined();
    expect(read(optionalInteger(0, 9), '')).toBeUndefined();
    expect(read(integerOr(1, 9, 3), null)).toBe(3);
    expect(read(integerOr(1, 9, 3), undefined)).toBe(3);
    expect(id.safeParse(undefined).error?.issues[0]?.message).toBe('required');
    expect(id.safeParse(true).error?.issues[0]?.message).toBe('wholeNumberRule');
    expect(rowVersion.safeParse(true).error?.issues[0]?.message).toBe('versionRule');
  });

  it('keeps its range', () => {
    expect(read(id, 0)).toBe('refused');
    expect(read(id, '2147483648')).toBe('refused');
    expect(read(money, -1)).toBe('refused');
    expect(read(integer(1, 3), '4')).toBe('refused');
  });
});

describe('a share or a factor', () => {
  it('takes a fraction as a JSON number or decimal text, and nothing else', () => {
    expect(read(decimal(0, 2), '1.25')).toBe(1.25);
    expect(read(decimal(0, 2), 0.5)).toBe(0.5);
    for (const value of [true, [1], {}, '0x1', '1e0', '.5', 'NaN', ''])
      expect(read(decimal(0, 2), value), JSON.stringify(value)).toBe('refused');
    const shape = thresholdsInput.shape;
    expect(read(shape.budgetWarning, '0.8')).toBe(0.8);
    expect(read(shape.budgetWarning, true)).toBe('refused');
    expect(read(shape.targetBalance, [100])).toBe('refused');
  });
});
