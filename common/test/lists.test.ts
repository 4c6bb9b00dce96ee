import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, OPERATION_GROUPS } from '../src/lists';

/** SPEC.md section 3 static lists: industry VIP, comprehensive VIP, VIP1/VIP2, operations 1 to 7 and 10. */
const SPEC_DEPARTMENTS = [
  '行业VIP部',
  '综合VIP部',
  'VIP1部',
  'VIP2部',
  '运营一部',
  '运营二部',
  '运营三部',
  '运营四部',
  '运营五部',
  '运营六部',
  '运营七部',
  '运营十部',
];
const SUPPORT_DEPARTMENTS = ['商务部', '财务部'];
const OPERATIONS_DEPARTMENTS = SPEC_DEPARTMENTS.filter((name) => name.startsWith('运营'));

describe('DEPARTMENTS', () => {
  it("are the spec's departments and the two support departments", () => {
    expect(DEPARTMENTS.map((d) => d.name)).toEqual([...SPEC_DEPARTMENTS, ...SUPPORT_DEPARTMENTS]);
  });

  it('have unique positive ids and unique names', () => {
    const ids = DEPARTMENTS.map((d) => d.id);
    expect(new Set(ids).size).toBe(DEPARTMENTS.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(DEPARTMENTS.map((d) => d.name)).size).toBe(DEPARTMENTS.length);
    expect(new Set(DEPARTMENTS.map((d) => d.nameEn)).size).toBe(DEPARTMENTS.length);
  });

  it('have the right kinds', () => {
    const kinds = Object.fromEntries(DEPARTMENTS.map((d) => [d.name, d.kind]));
    expect(kinds).toEqual({
      行业VIP部: 'vip',
      综合VIP部: 'vip',
      VIP1部: 'vip',
      VIP2部: 'vip',
      运营一部: 'operations',
      运营二部: 'operations',
      运营三部: 'operations',
      运营四部: 'operations',
      运营五部: 'operations',
      运营六部: 'operations',
      运营七部: 'operations',
      运营十部: 'operations',
      商务部: 'sales',
      财务部: 'finance',
    });
  });

  it('number the operations departments 1-7 and 10 in English', () => {
    expect(DEPARTMENTS.filter((d) => d.kind === 'operations').map((d) => d.nameEn)).toEqual([
      'Operations 1',
      'Operations 2',
      'Operations 3',
      'Operations 4',
      'Operations 5',
      'Operations 6',
      'Operations 7',
      'Operations 10',
    ]);
  });
});

describe('OPERATION_GROUPS', () => {
  it('are 非电商1组…非电商10组 and 电商1组…电商10组', () => {
    const expected = [
      ...Array.from({ length: 10 }, (_, i) => `非电商${i + 1}组`),
      ...Array.from({ length: 10 }, (_, i) => `电商${i + 1}组`),
    ];
    expect(OPERATION_GROUPS.map((g) => g.name)).toEqual(expected);
    expect(OPERATION_GROUPS.map((g) => g.name)).toContain('非电商10组');
    expect(OPERATION_GROUPS.map((g) => g.name)).toContain('电商1组');
  });

  it('flag the e-commerce groups', () => {
    for (const group of OPERATION_GROUPS) {
      expect(group.ecommerce, group.name).toBe(!group.name.startsWith('非'));
    }
    expect(OPERATION_GROUPS.filter((g) => g.ecommerce)).toHaveLength(10);
  });

  it('have unique positive ids and unique names', () => {
    const ids = OPERATION_GROUPS.map((g) => g.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(OPERATION_GROUPS.map((g) => g.name)).size).toBe(20);
    expect(new Set(OPERATION_GROUPS.map((g) => g.nameEn)).size).toBe(20);
  });

  it('each belong to an operations department', () => {
    const byId = new Map(DEPARTMENTS.map((d) => [d.id, d]));
    for (const group of OPERATION_GROUPS) {
      const department = byId.get(group.departmentId);
      expect(department, group.name).toBeDefined();
      expect(department!.kind, group.name).toBe('operations');
      expect(OPERATIONS_DEPARTMENTS).toContain(department!.name);
    }
  });

  it('spread over all the operations departments', () => {
    const used = new Set(OPERATION_GROUPS.map((g) => g.departmentId));
    const operations = DEPARTMENTS.filter((d) => d.kind === 'operations').map((d) => d.id);
    expect([...used].sort((a, b) => a - b)).toEqual(operations);
  });
});
