import { describe, expect, it } from 'vitest';
import { recipientsInput } from '@adops/common/contract/leadEmail';
import { BODY_LINES, digestMessageId, renderDigest, type DigestLine } from '../src/modules/leadEmail/render';

/** The words of a lead digest, made from its leads alone. */

const lead = (i: number, more: Partial<DigestLine> = {}): DigestLine => ({
  name: `客户${i}`,
  phone: `1380013${String(i).padStart(4, '0')}`,
  email: null,
  pageTitle: '秋季活动页',
  createTime: '2026-11-27 10:00:00',
  ...more,
});

describe('a digest’s words', () => {
  it('names the advertiser, the count and the day; lists the leads in the body', () => {
    const text = renderDigest('某某美妆', '2026-11-27', [lead(1), lead(2, { name: null, phone: null })]);
    expect(text.subject).toBe('【新线索】某某美妆：2 条新线索（2026-11-27）');
    expect(text.filename).toBe('新线索_某某美妆_2026-11-27.xlsx');
    expect(text.text.split('\n')).toEqual([
      '您好：',
      '',
      '某某美妆 有 2 条新线索，明细见附件《新线索_某某美妆_2026-11-27.xlsx》。',
      '',
      '1. 客户1  13800130001  2026-11-27 10:00:00  秋季活动页',
      '2. （未留姓名）  2026-11-27 10:00:00  秋季活动页',
      '',
      '此邮件由广告运营系统按计划自动发送，请勿直接回复。',
    ]);
  });

  it('lists the first leads and counts the rest, which the sheet holds', () => {
    const many = Array.from({ length: BODY_LINES + 3 }, (_, i) => lead(i + 1));
    const text = renderDigest('客户/甲 乙', '2026-11-27', many);
    expect(text.filename).toBe('新线索_客户_甲_乙_2026-11-27.xlsx');
    expect(text.text).toContain(`${BODY_LINES}. 客户${BODY_LINES} `);
    expect(text.text).not.toContain(`客户${BODY_LINES + 1} `);
    expect(text.text).toContain('……另有 3 条，见附件。');
  });

  it('takes a Message-ID from the log row and the sender’s domain', () => {
    expect(digestMessageId(42, '线索通知 <leads@adops.example>')).toBe('<lead-digest-42@adops.example>');
    expect(digestMessageId(42, 'noreply@mail.example.com')).toBe('<lead-digest-42@mail.example.com>');
  });
});

describe('recipients', () => {
  it('are read from a pasted list, lower-cased and kept once', () => {
    expect(recipientsInput.parse('A@Example.com; b@example.com，a@example.com\nc@example.com')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });

  it('each keep the spec’s email rule', () => {
    const failed = recipientsInput.safeParse(['a@example.com', 'a@b']);
    expect(failed.success).toBe(false);
    expect(failed.error!.issues[0]).toMatchObject({ path: [], message: 'emailPattern' });
  });
});
