import { describe, expect, it } from 'vitest';
import {
  ERROR_TOAST_SECONDS,
  LOGOUT_RELOAD_MS,
  MENU_SHOW_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../src/constants';
import {
  DEFAULT_SIZE,
  MOBILE_BREAKPOINT,
  NARROW_BREAKPOINT,
  SIZES,
  isMobileUserAgent,
  tableHeight,
} from '../src/device';

describe('isMobileUserAgent (spec section 9)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)'],
    ['Mozilla/5.0 (SymbianOS/9.4; Series60/5.0 NokiaN97-1/12.0.024) AppleWebKit/525'],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977'],
    ['Mozilla/4.0 (compatible; MSIE 7.0; Windows Phone OS 7.0; Trident/3.1; IEMobile/7.0)'],
  ])('is true for %s', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(true);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'],
    ['node'],
    [''],
  ])('is false for %j', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(false);
  });
});

describe('breakpoints (spec section 9)', () => {
  it('is 1324 px for the shell and 760 px for the other reading', () => {
    expect(MOBILE_BREAKPOINT).toBe(1324);
    expect(NARROW_BREAKPOINT).toBe(760);
  });
});

describe('tableHeight (spec section 9)', () => {
  it('is page height minus element offset minus 95 minus parent offset', () => {
    expect(tableHeight({ pageHeight: 900, elementOffsetTop: 120, parentOffsetTop: 50 })).toBe(635);
    expect(tableHeight({ pageHeight: 1000, elementOffsetTop: 0, parentOffsetTop: 0 })).toBe(905);
    expect(tableHeight({ pageHeight: 800.5, elementOffsetTop: 100, parentOffsetTop: 5.5 })).toBe(600);
  });

  it('is 0 exactly at the boundary and clamps at 0 below it', () => {
    expect(tableHeight({ pageHeight: 295, elementOffsetTop: 100, parentOffsetTop: 100 })).toBe(0);
    expect(tableHeight({ pageHeight: 296, elementOffsetTop: 100, parentOffsetTop: 100 })).toBe(1);
    expect(tableHeight({ pageHeight: 200, elementOffsetTop: 100, parentOffsetTop: 100 })).toBe(0);
  });

  it('is 0 for a NaN measure', () => {
    expect(tableHeight({ pageHeight: Number.NaN, elementOffsetTop: 0, parentOffsetTop: 0 })).toBe(0);
  });
});

describe('sizes (spec section 9: default UI size medium)', () => {
  it("defaults to antd's 'middle'", () => {
    expect(DEFAULT_SIZE).toBe('middle');
    expect(SIZES).toEqual(['large', 'middle', 'small']);
    expect(SIZES).toContain(DEFAULT_SIZE);
  });
});

describe('timing constants (spec section 9)', () => {
  it('has the spec values', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(1_500_000_000);
    expect(ERROR_TOAST_SECONDS).toBe(5);
    expect(LOGOUT_RELOAD_MS).toBe(200);
    expect(MENU_SHOW_TIMEOUT_MS).toBe(200);
  });
});
