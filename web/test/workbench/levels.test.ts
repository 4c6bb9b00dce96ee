import { describe, expect, it } from 'vitest';
import type { Worker } from '@adops/common/contract/session';
import type { DataScope } from '@adops/common/scope';
import { teamChoice, teamFilter, teamOf, teamValues, viewableTeams } from '../../src/pages/workbench/levels';

type Me = Pick<Worker, 'id' | 'name' | 'departmentId' | 'departmentName' | 'groupId' | 'groupName'>;

const ME: Me = {
  id: 45,
  name: '王五',
  departmentId: 12,
  departmentName: '运营一部',
  groupId: 3,
  groupName: 'A组',
};
const scope = (over: Partial<DataScope>): DataScope => ({
  all: false,
  departmentIds: [],
  groupIds: [],
  operatorIds: [],
  salesIds: [],
  ...over,
});
const levels = (s: DataScope, me: Me = ME) => viewableTeams(s, me).map(teamChoice);

describe('the levels a user sees the quarter’s progress at', () => {
  it('start from the company for a user who sees all data', () => {
    expect(levels(scope({ all: true }))).toEqual(['company', 'department:12', 'group:3', 'operator:45']);
  });

  it('start from their department where their scope holds it', () => {
    expect(levels(scope({ departmentIds: [12, 13] }))).toEqual(['department:12', 'group:3', 'operator:45']);
  });

  it('start from their group where only it is theirs', () => {
    expect(levels(scope({ groupIds: [3] }))).toEqual(['group:3', 'operator:45']);
  });

  it('start from themselves otherwise, or without a department', () => {
    expect(levels(scope({ operatorIds: [45] }))).toEqual(['operator:45']);
    expect(levels(scope({ departmentIds: [99], groupIds: [7] }))).toEqual(['operator:45']);
    const alone = { ...ME, departmentId: null, departmentName: null, groupId: null, groupName: null };
    expect(levels(scope({ all: true }), alone)).toEqual(['company', 'operator:45']);
  });

  it('name the team each is of', () => {
    expect(viewableTeams(scope({ departmentIds: [12] }), ME)[0]).toEqual({
      level: 'department',
      id: 12,
      name: '运营一部',
    });
  });
});

describe('a level chosen', () => {
  it('is read back from its choice; anything else is the company', () => {
    expect(teamOf('department:12')).toEqual({ level: 'department', id: 12 });
    expect(teamOf('operator:45')).toEqual({ level: 'operator', id: 45 });
    for (const other of [undefined, '', 'company', 'company:3', 'team:4', 'group:x', 'group:-1', 'group'])
      expect(teamOf(other), String(other)).toEqual({ level: 'company' });
  });

  it('filters the report by its team, the company by nothing', () => {
    expect(teamFilter('department:12')).toEqual({ deptId: 12 });
    expect(teamFilter('group:3')).toEqual({ groupId: 3 });
    expect(teamFilter('operator:45')).toEqual({ operatorId: 45 });
    expect(teamFilter('company')).toEqual({});
  });

  it('starts the target form on its level with the team picked', () => {
    expect(teamValues('group:3')).toEqual({ level: 'group', groupId: 3 });
    expect(teamValues('department:12')).toEqual({ level: 'department', departmentId: 12 });
    expect(teamValues('operator:45')).toEqual({ level: 'operator', operatorId: 45 });
    expect(teamValues(undefined)).toEqual({ level: 'company' });
  });
});
