import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { email, flag, id, idList, mobile, optionalId, password, username } from '../src/contract/fields';
import { MESSAGES } from '../src/messages';
import { USERNAME, checkEmail, checkMobile, checkPassword, stripSpaces } from '../src/validate';

/** The messages of a failed parse. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  expect(result.success, `parse of ${JSON.stringify(value)}`).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

describe('spec section 5 messages, word for word', () => {
  it('has the zh texts of the spec', () => {
    expect(MESSAGES.mobileDigits.zh).toBe('手机号码必须是数字');
    expect(MESSAGES.mobileLength.zh).toBe('手机号码必须是11位');
    expect(MESSAGES.mobilePattern.zh).toBe('请输入正确的手机号');
    expect(MESSAGES.emailPattern.zh).toBe('请输入正确的邮箱');
    expect(MESSAGES.emailRequired.zh).toBe('请输入邮箱');
    expect(MESSAGES.noPermissionAccount.zh).toBe('该账户没有权限，请联系管理员！');
  });
});

describe('checkMobile', () => {
  it.each([[''], [undefined], [null]])('accepts the absent value %j (optional)', (value) => {
    expect(checkMobile(value)).toBeNull();
  });

  it.each([
    'abc',
    '1381234567a',
    '138 1234 5678',
    '+8613812345678',
    '-13812345678',
    '１３８１２３４５６７８',
  ])('%j is not digits', (value) => {
    expect(checkMobile(value)).toBe('mobileDigits');
  });

  it.each(['1381234567', '138123456789', '1', '8613812345678'])('%j is not 11 digits', (value) => {
    expect(checkMobile(value)).toBe('mobileLength');
  });

  it.each(['10012345678', '23812345678', '00000000000', '99999999999'])(
    '%j is 11 digits off the pattern',
    (value) => {
      expect(checkMobile(value)).toBe('mobilePattern');
    },
  );

  it.each(['13812345678', '11000000000', '19999999999', '15000000001'])('accepts %j', (value) => {
    expect(checkMobile(value)).toBeNull();
  });

  it('checks digits before length before pattern', () => {
    expect(checkMobile('2a')).toBe('mobileDigits');
    expect(checkMobile('2')).toBe('mobileLength');
  });
});

describe('checkEmail', () => {
  it('accepts empty in the optional variant', () => {
    expect(checkEmail('')).toBeNull();
    expect(checkEmail(undefined)).toBeNull();
    expect(checkEmail(null)).toBeNull();
  });

  it("answers '请输入邮箱' (emailRequired) for empty in the required variant", () => {
    expect(checkEmail('', true)).toBe('emailRequired');
    expect(checkEmail(undefined, true)).toBe('emailRequired');
    expect(checkEmail(null, true)).toBe('emailRequired');
  });

  it.each(['a@b.co', 'first.last+tag@example.com', 'x_y%z@sub.domain.cn', 'A1@EXAMPLE-MAIL.ORG'])(
    'accepts %j in both variants',
    (value) => {
      expect(checkEmail(value)).toBeNull();
      expect(checkEmail(value, true)).toBeNull();
    },
  );

  it.each(['abc', 'a@b', 'a@b.c', '@example.com', 'a@.com', 'a b@example.com', 'a@example.com.', 'a@@b.com'])(
    'refuses %j with emailPattern',
    (value) => {
      expect(checkEmail(value)).toBe('emailPattern');
      expect(checkEmail(value, true)).toBe('emailPattern');
    },
  );
});

describe('stripSpaces', () => {
  it('removes spaces, tabs and newlines inside and around', () => {
    expect(stripSpaces('  a b\tc\nd\r\n ')).toBe('abcd');
    expect(stripSpaces('138 1234 5678')).toBe('13812345678');
    expect(stripSpaces('\t\n ')).toBe('');
    expect(stripSpaces('nospace')).toBe('nospace');
  });

  it('removes the ideographic space too', () => {
    expect(stripSpaces('张\u3000三')).toBe('张三');
  });
});

describe('checkPassword', () => {
  it.each(['abcdefg1', 'Passw0rd', `a1${'x'.repeat(126)}`, '密码abcd1234'])('accepts %j', (value) => {
    expect(checkPassword(value)).toBeNull();
  });

  it.each(['abcde1', 'abcdef1', 'abcdefgh', '12345678', '', `a1${'x'.repeat(127)}`])(
    'refuses %j with passwordRule',
    (value) => {
      expect(checkPassword(value)).toBe('passwordRule');
    },
  );
});

describe('USERNAME', () => {
  it('allows 3-32 letters, digits, underscores and dots', () => {
    expect(USERNAME.test('abc')).toBe(true);
    expect(USERNAME.test('user.name_01')).toBe(true);
    expect(USERNAME.test('ab')).toBe(false);
    expect(USERNAME.test('a'.repeat(33))).toBe(false);
    expect(USERNAME.test('has space')).toBe(false);
    expect(USERNAME.test('名字abc')).toBe(false);
  });
});

describe('contract field schemas', () => {
  it('mobile fails with the message key of the failed rule', () => {
    expect(messagesOf(mobile, '123')).toEqual(['mobileLength']);
    expect(messagesOf(mobile, '12a')).toEqual(['mobileDigits']);
    expect(messagesOf(mobile, '23812345678')).toEqual(['mobilePattern']);
  });

  it('mobile trims, and takes empty (or blank) as clearing the field', () => {
    expect(mobile.parse(' 13812345678 ')).toBe('13812345678');
    expect(mobile.parse('')).toBeNull();
    expect(mobile.parse('   ')).toBeNull();
  });

  it('email fails with emailPattern, and takes empty as clearing the field', () => {
    expect(messagesOf(email, 'not-an-email')).toEqual(['emailPattern']);
    expect(email.parse(' a@b.co ')).toBe('a@b.co');
    expect(email.parse('')).toBeNull();
  });

  it('username and password carry their message keys', () => {
    expect(messagesOf(username, 'a')).toEqual(['usernameRule']);
    expect(username.parse(' admin ')).toBe('admin');
    expect(messagesOf(password, 'short1')).toEqual(['passwordRule']);
    expect(password.parse('abcdefg1')).toBe('abcdefg1');
  });

  it('id coerces positive integers', () => {
    expect(id.parse('7')).toBe(7);
    expect(id.safeParse('0').success).toBe(false);
    expect(id.safeParse('1.5').success).toBe(false);
    expect(id.safeParse('x').success).toBe(false);
  });

  it('optionalId treats empty and null as absent', () => {
    expect(optionalId.parse('')).toBeUndefined();
    expect(optionalId.parse(null)).toBeUndefined();
    expect(optionalId.parse(undefined)).toBeUndefined();
    expect(optionalId.parse('12')).toBe(12);
  });

  it('idList accepts a comma list, an array, and empty', () => {
    expect(idList.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(idList.parse(' 4 , 5 ,')).toEqual([4, 5]);
    expect(idList.parse([1, 2])).toEqual([1, 2]);
    expect(idList.parse(['1', '2'])).toEqual([1, 2]);
    expect(idList.parse('')).toEqual([]);
    expect(idList.parse(undefined)).toEqual([]);
    expect(idList.parse(null)).toEqual([]);
    expect(idList.parse(9)).toEqual([9]);
  });

  it('idList refuses non-ids and more than 5000 of them', () => {
    expect(idList.safeParse('1,x').success).toBe(false);
    expect(idList.safeParse('1,0').success).toBe(false);
    expect(idList.safeParse(Array.from({ length: 5000 }, (_, i) => i + 1)).success).toBe(true);
    expect(idList.safeParse(Array.from({ length: 5001 }, (_, i) => i + 1)).success).toBe(false);
  });

  it("flag maps 'true'/'1' to true and 'false'/'0' to false", () => {
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('1')).toBe(true);
    expect(flag.parse(1)).toBe(true);
    expect(flag.parse(true)).toBe(true);
    expect(flag.parse('false')).toBe(false);
    expect(flag.parse('0')).toBe(false);
    expect(flag.parse(0)).toBe(false);
    expect(flag.parse(false)).toBe(false);
    expect(flag.safeParse('yes').success).toBe(false);
    expect(flag.safeParse('').success).toBe(false);
  });
});
