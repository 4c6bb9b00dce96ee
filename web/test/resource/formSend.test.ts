import { describe, expect, it } from 'vitest';
import { VALUES_PART } from '@adops/common/contract/multipart';
import { fieldErrors, multipartOf } from '../../src/resource/formSend';

describe('how a form is sent', () => {
  it('sends values without a file as JSON', () => {
    expect(multipartOf({ name: '春季投放', amount: 100, image: null })).toBeNull();
  });

  it('sends a file as multipart: the other values as JSON first, then the file under its name', () => {
    const file = new File(['png bytes'], 'photo.png', { type: 'image/png' });
    const body = multipartOf({ name: '春季投放', image: file, dates: ['2026-11-01', '2026-11-30'] })!;
    expect([...body.keys()]).toEqual([VALUES_PART, 'image']);
    expect(JSON.parse(body.get(VALUES_PART) as string)).toEqual({
      name: '春季投放',
      dates: ['2026-11-01', '2026-11-30'],
    });
    const sent = body.get('image') as File;
    expect(sent.name).toBe('photo.png');
    expect([sent.size, sent.type]).toEqual([9, 'image/png']);
  });
});

describe("a refusal's field errors", () => {
  it('go to the fields of the form they name, an item to its list', () => {
    const data = {
      errors: [
        { field: 'mobile', label: '手机号码', message: '手机号码必须是数字' },
        { field: 'dates.1', label: '起止日期', message: '日期格式不正确' },
        { field: 'elsewhere', label: 'x', message: 'not on this form' },
      ],
    };
    expect(fieldErrors(data, ['mobile', 'dates'])).toEqual([
      { name: 'mobile', errors: ['手机号码必须是数字'] },
      { name: 'dates', errors: ['日期格式不正确'] },
    ]);
  });

  it('are none for an answer without them', () => {
    expect(fieldErrors(null, ['mobile'])).toEqual([]);
    expect(fieldErrors({ errors: 'x' }, ['mobile'])).toEqual([]);
  });
});
