/** The static lists of the spec: departments and operation groups, with the ids the demo seed gives them. */
export type DepartmentKind = 'vip' | 'operations' | 'sales' | 'finance';

export interface StaticDepartment {
  id: number;
  name: string;
  nameEn: string;
  kind: DepartmentKind;
}

const OPERATIONS_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '十'] as const;
const OPERATIONS_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 10] as const;

export const DEPARTMENTS: StaticDepartment[] = [
  { id: 1, name: '行业VIP部', nameEn: 'Industry VIP', kind: 'vip' },
  { id: 2, name: '综合VIP部', nameEn: 'Comprehensive VIP', kind: 'vip' },
  { id: 3, name: 'VIP1部', nameEn: 'VIP 1', kind: 'vip' },
  { id: 4, name: 'VIP2部', nameEn: 'VIP 2', kind: 'vip' },
  ...OPERATIONS_NUMERALS.map((numeral, i) => ({
    id: 5 + i,
    name: `运营${numeral}部`,
    nameEn: `Operations ${OPERATIONS_NUMBERS[i]}`,
    kind: 'operations' as const,
  })),
  { id: 13, name: '商务部', nameEn: 'Sales', kind: 'sales' },
  { id: 14, name: '财务部', nameEn: 'Finance', kind: 'finance' },
];

export interface StaticGroup {
  id: number;
  name: string;
  nameEn: string;
  departmentId: number;
  ecommerce: boolean;
}

const operationsDepartmentIds = DEPARTMENTS.filter((d) => d.kind === 'operations').map((d) => d.id);

/** 非电商1组 … 10组 and 电商1组 … 10组, spread over the operations departments in turn. */
export const OPERATION_GROUPS: StaticGroup[] = [false, true].flatMap((ecommerce, half) =>
  Array.from({ length: 10 }, (_, i) => ({
    id: half * 10 + i + 1,
    name: `${ecommerce ? '电商' : '非电商'}${i + 1}组`,
    nameEn: `${ecommerce ? 'E-commerce' : 'Non-e-commerce'} group ${i + 1}`,
    departmentId: operationsDepartmentIds[(half * 10 + i) % operationsDepartmentIds.length]!,
    ecommerce,
  })),
);

/** A group's name as a page in `lang` shows it. */

/** The groups' names in both languages by the name a group is stored with: how tables and exports show a group. */
export const GROUP_TITLES: Record<string, { zh: string; en: string }> = Object.fromEntries(
  OPERATION_GROUPS.map((g) => [g.name, { zh: g.name, en: g.nameEn }]),
);

/** A group's name in a language: the seeded groups' English names, any other group by its own name. */
export const groupTitle = (group: { name: string }, lang: 'zh' | 'en') =>
  GROUP_TITLES[group.name]?.[lang] ?? group.name;
