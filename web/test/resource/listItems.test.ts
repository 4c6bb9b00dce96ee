import { describe, expect, it } from 'vitest';
import { itemsSent, listProblem, newItem, valuesSent } from '../../src/resource/listItems';
import { imageFileProblem } from '../../src/resource/imageFile';
import type { FieldDef, ListDef } from '../../src/resource/types';

const OPTIONS: ListDef = {
  noun: 'test.option',
  min: 2,
  item: [
    { name: 'value', label: 'test.value', kind: 'text', required: true },
    { name: 'zh', label: 'test.zh', kind: 'text', initial: '' },
  ],
};

const FIELDS: ListDef = {
  noun: 'test.field',
  max: 3,
  item: [
    { name: 'kind', label: 'test.kind', kind: 'enum', initial: 'text' },
    { name: 'key', label: 'test.key', kind: 'text', shownWhen: (item) => item.kind !== 'phone' },
    {
      name: 'options',
      label: 'test.options',
      kind: 'list',
      list: OPTIONS,
      shownWhen: (item) => item.kind === 'choice',
    },
  ],
  sent: (item) => (item.kind === 'phone' ? { ...item, key: 'phone' } : item),
  check: (items) =>
    new Set(items.map((i) => i.key)).size < items.length
      ? { message: 'formFieldKeyTaken', params: {} }
      : null,
};

describe('the items of a list field', () => {
  it('send only the fields each item shows, nested lists alike, then as the list says', () => {
    const items = [
      { kind: 'phone', key: 'mobile', options: [{ value: 'a' }], url: '/x.png' },
      {
        kind: 'choice',
        key: 'budget',
        options: [
          { value: 'low', zh: '低', stray: 1 },
          { value: 'high', zh: '高' },
        ],
      },
    ];
    expect(itemsSent(FIELDS, items)).toEqual([
      { kind: 'phone', key: 'phone' },
      {
        kind: 'choice',
        key: 'budget',
        options: [
          { value: 'low', zh: '低' },
          { value: 'high', zh: '高' },
        ],
      },
    ]);
    expect(itemsSent(FIELDS, undefined)).toEqual([]);
  });

  it('sends a form’s lists as their items and leaves its other values be', () => {
    const fields: FieldDef[] = [
      { name: 'name', label: 'test.name', kind: 'text' },
      { name: 'fields', label: 'test.fields', kind: 'list', list: FIELDS },
    ];
    expect(valuesSent(fields, { name: '表单', fields: [{ kind: 'phone', key: 'x' }] })).toEqual({
      name: '表单',
      fields: [{ kind: 'phone', key: 'phone' }],
    });
  });

  it('start from the list’s fields’ initial values', () => {
    expect(newItem(OPTIONS)).toEqual({ zh: '' });
    expect(newItem({ ...OPTIONS, start: () => ({ value: 'v' }) })).toEqual({ value: 'v' });
  });

  it('are too few below the list’s least (one when required), too many above its most, else by its rule', () => {
    expect(listProblem(OPTIONS, [{ value: 'a' }], false)).toEqual({ kind: 'min', min: 2 });
    expect(listProblem(FIELDS, [], true)).toEqual({ kind: 'min', min: 1 });
    expect(listProblem(FIELDS, [], false)).toBeNull();
    expect(listProblem(FIELDS, [{}, {}, {}, {}], false)).toEqual({ kind: 'max', max: 3 });
    // The rule reads the items as sent: two phones both have the key `phone`.
    expect(listProblem(FIELDS, [{ kind: 'phone', key: 'a' }, { kind: 'phone' }], false)).toEqual({
      kind: 'check',
      failed: { message: 'formFieldKeyTaken', params: {} },
    });
    expect(listProblem(FIELDS, [{ kind: 'phone' }, { kind: 'text', key: 'b' }], false)).toBeNull();
  });
});

describe('an image file picked', () => {
  const IMAGE = {
    upload: { method: 'POST' as const, url: '/api/x/upload' },
    maxBytes: 2 * 1024 * 1024,
    types: ['image/png', 'image/jpeg'],
  };
  it('is refused over the size the upload takes, or of a type it does not take', () => {
    expect(imageFileProblem({ size: 3 * 1024 * 1024, type: 'image/png' }, IMAGE)).toEqual({
      message: 'imageTooLarge',
      params: { mb: '2' },
    });
    expect(imageFileProblem({ size: 10, type: 'application/pdf' }, IMAGE)).toBe('imageType');
    expect(imageFileProblem({ size: 2 * 1024 * 1024, type: 'image/jpeg' }, IMAGE)).toBeNull();
  });
});
