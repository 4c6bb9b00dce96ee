import { DEPARTMENTS, OPERATION_GROUPS } from '@adops/common/lists';

/**
 * The demo agency's staff beyond the one login per role: operators in every operation group and VIP department
 * and a sales team, with invented but plausible Chinese names. Deterministic, so every seed has the same people.
 */

export interface StaffMember {
  username: string;
  name: string;
  departmentId: number;
  groupId: number | null;
  kind: 'operator' | 'sales';
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏飞宇浩然欣怡子涵梓轩思远雨晨佳琪嘉懿一诺';

/** Operators per operation group, and per VIP department (which have no groups). */
export const OPERATORS_PER_GROUP = 3;
export const OPERATORS_PER_VIP_DEPARTMENT = 2;
export const SALES_TEAM = 8;

function personName(n: number): string {
  const surname = SURNAMES[(n * 7) % SURNAMES.length]!;
  const first = GIVEN[(n * 13 + 5) % GIVEN.length]!;
  const second = n % 3 === 0 ? '' : GIVEN[(n * 29 + 11) % GIVEN.length]!;
  return surname + first + second;
}

/**
 * Everyone the seed adds; `taken` are the places the demo logins already fill (one operator of 非电商1组 and
 * one sales person), so each group still ends up with OPERATORS_PER_GROUP operators.
 */
export function demoStaff(taken: { operatorGroupId: number; salesDepartmentId: number }): StaffMember[] {
  const staff: StaffMember[] = [];
  let n = 0;
  const add = (kind: StaffMember['kind'], departmentId: number, groupId: number | null) => {
    n++;
    staff.push({
      username: `${kind === 'sales' ? 'sales' : 'op'}${String(n).padStart(3, '0')}`,
      name: personName(n),
      departmentId,
      groupId,
      kind,
    });
  };
  for (const group of OPERATION_GROUPS) {
    const count = OPERATORS_PER_GROUP - (group.id === taken.operatorGroupId ? 1 : 0);
    for (let i = 0; i < count; i++) add('operator', group.departmentId, group.id);
  }
  for (const department of DEPARTMENTS.filter((d) => d.kind === 'vip')) {
    for (let i = 0; i < OPERATORS_PER_VIP_DEPARTMENT; i++) add('operator', department.id, null);
  }
  for (let i = 1; i < SALES_TEAM; i++) add('sales', taken.salesDepartmentId, null);
  return staff;
}
