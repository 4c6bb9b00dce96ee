import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, ownsAdvertiser, shownContact } from '../src/leadContact';

describe('who owns an advertiser', () => {
  const advertiser = { salesId: 7, operatorIds: [11, 12] };

  it('is its sales owner, an operator of one of its accounts, or the admin', () => {
    expect(ownsAdvertiser({ userId: 7, isAdmin: false }, advertiser)).toBe(true);
    expect(ownsAdvertiser({ userId: 12, isAdmin: false }, advertiser)).toBe(true);
    expect(ownsAdvertiser({ userId: 1, isAdmin: true }, advertiser)).toBe(true);
  });

  it('is nobody else, however much they see', () => {
    expect(ownsAdvertiser({ userId: 8, isAdmin: false }, advertiser)).toBe(false);
    expect(ownsAdvertiser({ userId: 7, isAdmin: false }, { salesId: null, operatorIds: [] })).toBe(false);
  });
});

describe('a masked contact', () => {
  it('keeps a phone’s first three and last four digits', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone('1234')).toBe('****');
  });

  it('keeps an email’s first letter and its domain', () => {
    expect(maskEmail('zhang@example.com')).toBe('z***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('is shown to whoever does not own the advertiser; the owner sees it whole', () => {
    const lead = { name: '张三', phone: '13812341234', email: 'zhang@example.com' };
    expect(shownContact(false, lead)).toEqual({
      name: '张三',
      phone: '138****1234',
      email: 'z***@example.com',
    });
    expect(shownContact(true, lead)).toBe(lead);
    expect(shownContact(false, { phone: null, email: null })).toEqual({ phone: null, email: null });
  });
});
