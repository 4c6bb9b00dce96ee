import { describe, expect, it } from 'vitest';
import { landingFormSaveInput, landingPageSaveInput } from '@adops/common/contract/landing';
import { FORMS } from '../../src/pages/stayQualified/forms';
import { PAGES } from '../../src/pages/stayQualified/landingPages';
import { listProblem, valuesSent } from '../../src/resource/listItems';
import type { FieldDef } from '../../src/resource/types';

const fields = (def: { form?: { fields: FieldDef[] } }) => def.form!.fields;
const listOf = (def: { form?: { fields: FieldDef[] } }, name: string) =>
  fields(def).find((f) => f.name === name)!.list!;

describe('the form builder', () => {
  it('sends the fields as the server takes them: fixed kinds keyed by their kind, options only on choices', () => {
    const values = {
      name: '咨询',
      fields: [
        { kind: 'name', key: 'name', label: { zh: '姓名', en: '' }, required: true, options: [] },
        // A phone field whose key was typed while it was a text field keeps the phone's key.
        { kind: 'phone', key: 'mobile', label: { zh: '手机', en: 'Mobile' }, required: true },
        {
          kind: 'choice',
          key: 'budget',
          label: { zh: '预算', en: '' },
          required: false,
          options: [
            { value: 'low', zh: '低', en: '' },
            { value: 'high', zh: '高', en: 'High' },
          ],
        },
        { kind: 'text', key: 'note', label: { zh: '备注', en: '' }, options: [{ value: 'x', zh: 'x' }] },
      ],
    };
    const sent = valuesSent(fields(FORMS), values);
    expect((sent.fields as { key: string }[]).map((f) => f.key)).toEqual(['name', 'phone', 'budget', 'note']);
    expect((sent.fields as object[])[3]).not.toHaveProperty('options');
    expect(landingFormSaveInput.safeParse(sent).success).toBe(true);
  });

  it('says, with the server’s words, what a form of fields together lacks before sending it', () => {
    const list = listOf(FORMS, 'fields');
    expect(listProblem(list, [{ kind: 'name', label: { zh: '姓名' } }], true)).toEqual({
      kind: 'check',
      failed: { message: 'formNeedsContact', params: {} },
    });
    expect(listProblem(list, [], true)).toEqual({ kind: 'min', min: 1 });
    const twice = [
      { kind: 'phone', label: { zh: '手机' } },
      { kind: 'text', key: 'note', label: { zh: 'a' } },
      { kind: 'text', key: 'note', label: { zh: 'b' } },
    ];
    expect(listProblem(list, twice, true)).toEqual({
      kind: 'check',
      failed: { message: 'formFieldKeyTaken', params: { key: 'note' } },
    });
  });
});

describe('the page editor', () => {
  it('sends the blocks as the server takes them, without the addresses it showed the images by', () => {
    const values = {
      title: '秋季',
      slug: 'autumn',
      customerId: 1,
      formId: 2,
      bannerImageId: null,
      blocks: [
        { kind: 'text', text: { zh: '欢迎', en: '' } },
        { kind: 'image', imageId: 9, url: '/api/public/landing/image/abc', text: { zh: 'stale' } },
        { kind: 'form' },
      ],
    };
    const sent = valuesSent(fields(PAGES), values);
    expect(sent.blocks).toEqual([
      { kind: 'text', text: { zh: '欢迎', en: '' } },
      { kind: 'image', imageId: 9 },
      { kind: 'form' },
    ]);
    expect(landingPageSaveInput.safeParse(sent).success).toBe(true);
    expect(listProblem(listOf(PAGES, 'blocks'), [{ kind: 'form' }, { kind: 'form' }], false)).toEqual({
      kind: 'check',
      failed: 'blocksRule',
    });
  });
});
