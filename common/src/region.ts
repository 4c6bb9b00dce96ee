/**
 * Region lookup (spec: "six-digit code to Chinese name for provinces, cities, counties; 00 segments
 * omitted"). The data comes from the maintained `@vant/area-data` package (ESM, no dependencies);
 * this module only indexes it. Pure: the only I/O is importing the package, and the index is built
 * on first use, so the web console can import this module lazily.
 *
 * Placeholder levels are collapsed, so names and Cascader paths skip them:
 * - a city-level entry named like its province (直辖市: 110100 北京市 under 110000 北京市);
 * - entries named 市辖区, 县 or …直辖县… (500200 县, 429000 省直辖县, 620201 市辖区).
 * Their children hang from the nearest real ancestor ('110101' → '北京市 东城区',
 * '429004' → '湖北省 仙桃市'). A placeholder code still resolves, to its nearest real ancestor
 * ('110100' → '北京市').
 */
import { areaList } from '@vant/area-data';

/** The names along a region code; null where the level is absent ("00" segment) or a placeholder. */
export interface RegionParts {
  province: string | null;
  city: string | null;
  county: string | null;
}

/** One option of the region tree, in the shape antd's Cascader expects. Leaves have no `children`. */
export interface RegionOption {
  readonly value: string;
  readonly label: string;
  readonly children?: readonly RegionOption[];
}

type Level = keyof RegionParts;

interface RegionNode {
  code: string;
  name: string;
  level: Level;
  parent: RegionNode | null;
  children: RegionNode[];
}

interface RegionIndex {
  /** Real (non-placeholder) nodes and placeholder codes, each mapped to the node it stands for. */
  byCode: Map<string, RegionNode>;
  provinces: RegionNode[];
}

const CODE = /^\d{6}$/;

/** Names the data uses for a level that is not a place of its own. */
const PLACEHOLDER_NAME = /^(?:市辖区|县|.*直辖县(?:级行政区划)?)$/;

let index: RegionIndex | null = null;
let tree: readonly RegionOption[] | null = null;

function byCodeAsc(a: RegionNode, b: RegionNode): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

function buildIndex(): RegionIndex {
  const byCode = new Map<string, RegionNode>();
  const provinces: RegionNode[] = [];

  const add = (code: string, name: string, level: Level, parent: RegionNode | null): void => {
    const node: RegionNode = { code, name, level, parent, children: [] };
    byCode.set(code, node);
    if (parent) parent.children.push(node);
    else provinces.push(node);
  };

  for (const [code, name] of Object.entries(areaList.province_list)) {
    if (CODE.test(code) && code.endsWith('0000')) add(code, name, 'province', null);
  }
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const province = byCode.get(`${code.slice(0, 2)}0000`);
    if (!CODE.test(code) || !code.endsWith('00') || province?.level !== 'province') continue;
    if (name === province.name || PLACEHOLDER_NAME.test(name)) byCode.set(code, province);
    else add(code, name, 'city', province);
  }
  for (const [code, name] of Object.entries(areaList.county_list)) {
    const parent = byCode.get(`${code.slice(0, 4)}00`) ?? byCode.get(`${code.slice(0, 2)}0000`);
    if (!CODE.test(code) || code.endsWith('00') || !parent || byCode.has(code)) continue;
    if (PLACEHOLDER_NAME.test(name)) byCode.set(code, parent);
    else add(code, name, 'county', parent);
  }

  const sort = (nodes: RegionNode[]): void => {
    nodes.sort(byCodeAsc);
    for (const node of nodes) sort(node.children);
  };
  sort(provinces);
  return { byCode, provinces };
}

function lookup(code: string): RegionNode | null {
  if (typeof code !== 'string' || !CODE.test(code)) return null;
  index ??= buildIndex();
  return index.byCode.get(code) ?? null;
}

/** The province, city and county names of a code; null if the code is malformed or unknown. */
export function regionParts(code: string): RegionParts | null {
  const node = lookup(code);
  if (!node) return null;
  const parts: RegionParts = { province: null, city: null, county: null };
  for (let n: RegionNode | null = node; n; n = n.parent) parts[n.level] = n.name;
  return parts;
}

/**
 * The full name of a code, levels separated by a space, absent and placeholder levels omitted:
 * '440305' → '广东省 深圳市 南山区', '440300' → '广东省 深圳市', '110101' → '北京市 东城区'.
 * Null if the code is not six digits or not in the data.
 */
export function regionName(code: string): string | null {
  const parts = regionParts(code);
  if (!parts) return null;
  return [parts.province, parts.city, parts.county].filter((name) => name !== null).join(' ');
}

/**
 * The codes from the province down to the region a code stands for (a Cascader value), e.g.
 * '440305' → ['440000', '440300', '440305'], '110101' → ['110000', '110101'], '110100' → ['110000'].
 * Null if the code is malformed or unknown.
 */
export function regionPath(code: string): string[] | null {
  const node = lookup(code);
  if (!node) return null;
  const path: string[] = [];
  for (let n: RegionNode | null = node; n; n = n.parent) path.unshift(n.code);
  return path;
}

function toOption(node: RegionNode): RegionOption {
  return node.children.length > 0
    ? { value: node.code, label: node.name, children: node.children.map(toOption) }
    : { value: node.code, label: node.name };
}

/** Province → city → county options for antd's Cascader, built once and shared: do not mutate. */
export function regionTree(): readonly RegionOption[] {
  index ??= buildIndex();
  tree ??= index.provinces.map(toOption);
  return tree;
}
