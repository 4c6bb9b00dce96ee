import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUS_TITLES } from '@adops/common/business';
import { OPERATION_GROUPS } from '@adops/common/lists';
import { filterWords, type Names } from '../../src/export/filterWords';

const names: Names = {
  departments: [
    {
      deptId: 1,
      deptName: '总部',
      parentId: null,
      sort: 0,
      userCount: 0,
      childDept: [{ deptId: 5, deptName: '运营一部', parentId: 1, sort: 0, userCount: 3 }],
    },
  ],
  users: [{ id: 9, username: 'op', name: '吕诺', departmentId: 5, groupId: 1 }],
  groups: OPERATION_GROUPS.map(({ id, name, departmentId }) => ({ id, name, departmentId })),
  customer: '某某科技',
  yesNo: ['是', '否'],
};

describe('an export’s filters in words', () => {
  it('say each filter that is set by its label and its value as the page shows it', () => {
    const group = OPERATION_GROUPS[0]!;
    const words = filterWords(
      [
        { label: '客户', kind: 'customer', value: 134 },
        { label: '状态', kind: 'enum', value: 'active', values: CUSTOMER_STATUS_TITLES },
        { label: '部门', kind: 'department', value: 5 },
        { label: '运营组', kind: 'group', value: group.id },
        { label: '运营', kind: 'operator', value: '9' },
        { label: '关键词', kind: 'keyword', value: '' },
        { label: '商务', kind: 'sales', value: undefined },
      ],
      'zh',
      names,
    );
    expect(words).toEqual([
      { label: '客户', value: '某某科技' },
      { label: '状态', value: CUSTOMER_STATUS_TITLES.active!.zh },
      { label: '部门', value: '运营一部' },
      { label: '运营组', value: group.name },
      { label: '运营', value: '吕诺' },
    ]);
  });

  it('say a group in the caller’s language', () => {
    const group = OPERATION_GROUPS[0]!;
    expect(filterWords([{ label: 'Group', kind: 'group', value: group.id }], 'en', names)).toEqual([
      { label: 'Group', value: group.nameEn },
    ]);
  });
});
