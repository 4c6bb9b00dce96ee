import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { type RegionOption, regionName, regionParts, regionPath, regionTree } from '../src/region';

const MAINLAND_PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
];

/** Every option of the tree with the options above it, depth first. */
function* walk(
  options: readonly RegionOption[],
  above: readonly RegionOption[] = [],
): Generator<RegionOption[]> {
  for (const option of options) {
    const path = [...above, option];
    yield path;
    if (option.children) yield* walk(option.children, path);
  }
}

describe('regionName (spec: six-digit code to Chinese name, 00 segments omitted)', () => {
  it.each([
    ['440000', '广东省'],
    ['440300', '广东省 深圳市'],
    ['440305', '广东省 深圳市 南山区'],
    ['330100', '浙江省 杭州市'],
    ['330106', '浙江省 杭州市 西湖区'],
    ['652300', '新疆维吾尔自治区 昌吉回族自治州'],
  ])('names %s as %s', (code, name) => {
    expect(regionName(code)).toBe(name);
  });

  it.each([
    ['110000', '北京市'],
    ['110101', '北京市 东城区'],
    ['120116', '天津市 滨海新区'],
    ['310115', '上海市 浦东新区'],
    ['500101', '重庆市 万州区'],
    ['500229', '重庆市 城口县'],
  ])('names municipality district %s as %s, without a 市辖区/县 level', (code, name) => {
    expect(regionName(code)).toBe(name);
  });

  it.each([
    ['429004', '湖北省 仙桃市'],
    ['469001', '海南省 五指山市'],
    ['659012', '新疆维吾尔自治区 白杨市'],
  ])('names province-administered county-level %s as %s, without a 直辖县 level', (code, name) => {
    expect(regionName(code)).toBe(name);
  });

  it.each([
    ['110100', '北京市'],
    ['500200', '重庆市'],
    ['429000', '湖北省'],
    ['620201', '甘肃省 嘉峪关市'],
  ])('resolves placeholder code %s to its real ancestor %s', (code, name) => {
    expect(regionName(code)).toBe(name);
  });

  it.each([
    ['44030', 'five digits'],
    ['4403050', 'seven digits'],
    ['', 'empty'],
    ['abcdef', 'not digits'],
    ['44030a', 'a letter'],
    [' 440305', 'padded'],
    ['440305\n', 'a trailing newline'],
    ['440399', 'unknown county of a known city'],
    ['449900', 'unknown city of a known province'],
    ['990000', 'unknown province'],
    ['000000', 'all zeros'],
  ])('is null for %o (%s)', (code) => {
    expect(regionName(code)).toBeNull();
  });

  it('is null for a non-string at runtime', () => {
    expect(regionName(440305 as unknown as string)).toBeNull();
    expect(regionName(undefined as unknown as string)).toBeNull();
  });
});

describe('regionParts', () => {
  it('splits a county code into its three names', () => {
    expect(regionParts('440305')).toEqual({ province: '广东省', city: '深圳市', county: '南山区' });
  });

  it('leaves levels with a 00 segment null', () => {
    expect(regionParts('440300')).toEqual({ province: '广东省', city: '深圳市', county: null });
    expect(regionParts('440000')).toEqual({ province: '广东省', city: null, county: null });
  });

  it('leaves the placeholder city level of a municipality null', () => {
    expect(regionParts('110101')).toEqual({ province: '北京市', city: null, county: '东城区' });
  });

  it('is null for a malformed or unknown code', () => {
    expect(regionParts('44030')).toBeNull();
    expect(regionParts('440399')).toBeNull();
  });
});

describe('regionPath', () => {
  it.each([
    ['440305', ['440000', '440300', '440305']],
    ['440300', ['440000', '440300']],
    ['440000', ['440000']],
    ['110101', ['110000', '110101']],
    ['500229', ['500000', '500229']],
    ['429004', ['420000', '429004']],
    ['110100', ['110000']],
    ['620201', ['620000', '620200']],
  ])('gives %s the path %j', (code, path) => {
    expect(regionPath(code)).toEqual(path);
  });

  it('is null for a malformed or unknown code', () => {
    expect(regionPath('44030')).toBeNull();
    expect(regionPath('440399')).toBeNull();
    expect(regionPath('')).toBeNull();
  });
});

describe('regionTree (antd Cascader options)', () => {
  it("has the package's 34 provincial-level divisions, including the 31 of the mainland, in code order", () => {
    const top = regionTree();
    expect(top).toHaveLength(34);
    const labels = top.map((option) => option.label);
    expect(labels).toEqual(expect.arrayContaining(MAINLAND_PROVINCES));
    expect(top.map((option) => option.value)).toEqual(Object.keys(areaList.province_list).sort());
    expect(top.every((option) => /^\d{2}0000$/.test(option.value))).toBe(true);
  });

  it('is built once and cached', () => {
    expect(regionTree()).toBe(regionTree());
  });

  it('goes province → city → county, with municipalities straight to their districts', () => {
    const top = regionTree();
    const guangdong = top.find((option) => option.value === '440000');
    const shenzhen = guangdong?.children?.find((option) => option.value === '440300');
    expect(shenzhen?.label).toBe('深圳市');
    expect(shenzhen?.children?.map((option) => option.label)).toContain('南山区');
    const beijing = top.find((option) => option.value === '110000');
    expect(beijing?.children?.[0]).toEqual({ value: '110101', label: '东城区' });
    const chongqing = top.find((option) => option.value === '500000');
    const chongqingCodes = chongqing?.children?.map((option) => option.value) ?? [];
    expect(chongqingCodes).toEqual(expect.arrayContaining(['500101', '500229']));
    expect(chongqingCodes).not.toContain('500200');
  });

  it('has no placeholder options, no duplicate codes, and no empty children arrays', () => {
    const seen = new Set<string>();
    for (const path of walk(regionTree())) {
      const option = path.at(-1)!;
      expect(option.label).not.toMatch(/^(?:市辖区|县)$|直辖/);
      expect(seen.has(option.value)).toBe(false);
      seen.add(option.value);
      if (option.children) expect(option.children.length).toBeGreaterThan(0);
      expect(path.length).toBeLessThanOrEqual(3);
    }
    expect(seen.size).toBeGreaterThan(3000);
  });

  it('round-trips with regionPath and regionName for every option', () => {
    for (const path of walk(regionTree())) {
      const code = path.at(-1)!.value;
      expect(regionPath(code)).toEqual(path.map((option) => option.value));
      expect(regionName(code)).toBe(path.map((option) => option.label).join(' '));
    }
  });

  it("resolves every code of the package's data to an option of the tree", () => {
    const inTree = new Set([...walk(regionTree())].map((path) => path.at(-1)!.value));
    const codes = [
      ...Object.keys(areaList.province_list),
      ...Object.keys(areaList.city_list),
      ...Object.keys(areaList.county_list),
    ];
    for (const code of codes) {
      expect(regionName(code), code).not.toBeNull();
      expect(inTree.has(regionPath(code)!.at(-1)!), code).toBe(true);
    }
  });
});
