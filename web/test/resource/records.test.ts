import type { FieldDef } from '../../src/resource/types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { command, endpointsOf, type StateMachine } from '@adops/common/contract/endpoints';
import { deleteCall, offered, saveCall, startValues } from '../../src/resource/records';
import type { CommandDef } from '../../src/resource/types';

interface Row {
  id: number;
  name: string;
  active: boolean;
  version?: string;
}
const row: Row = { id: 7, name: '甲', active: true, version: '42' };

describe('the calls of a definition', () => {
  it('go to /api/crm/<path>/… by default: creating and editing share save, editing carries id and version', () => {
    const def = { path: 'thing' };
    expect(saveCall(def, undefined, { name: 'x' })).toEqual({
      endpoint: { method: 'POST', url: '/api/crm/thing/save' },
      params: { name: 'x' },
    });
    expect(saveCall(def, row, { name: 'y' })).toEqual({
      endpoint: { method: 'POST', url: '/api/crm/thing/save' },
      params: { name: 'y', id: 7, version: '42' },
    });
    expect(deleteCall(def, row)).toEqual({
      endpoint: { method: 'POST', url: '/api/crm/thing/delete' },
      params: { id: 7 },
    });
  });

  it('go where the definition fixes them, naming the record by its id field; no version, none sent', () => {
    const def = {
      path: 'sys/user',
      idField: 'deptId',
      endpoints: endpointsOf('sys/user', {
        create: { method: 'POST', url: '/api/crm/sys/createUser' },
        edit: { method: 'POST', url: '/api/crm/sys/editUser' },
        delete: { method: 'DELETE', url: '/api/crm/sys/delUser' },
      }),
    };
    const dept = { deptId: 3, deptName: 'D3' };
    expect(saveCall(def, undefined, { a: 1 }).endpoint.url).toBe('/api/crm/sys/createUser');
    expect(saveCall(def, dept, { a: 1 })).toEqual({
      endpoint: { method: 'POST', url: '/api/crm/sys/editUser' },
      params: { a: 1, deptId: 3 },
    });
    expect(deleteCall(def, dept)).toEqual({
      endpoint: { method: 'DELETE', url: '/api/crm/sys/delUser' },
      params: { deptId: 3 },
    });
  });
});

const STATES: StateMachine<Row, 'on' | 'off'> = {
  of: (r) => (r.active ? 'on' : 'off'),
  titles: { on: { zh: '开', en: 'on' }, off: { zh: '关', en: 'off' } },
};
const stop = command({
  name: 'stop',
  title: { zh: '停止', en: 'Stop' },
  input: z.object({}),
  from: { machine: STATES, states: ['on'] },
});

describe('a command on a row', () => {
  it('is offered only in a state its contract allows it from, and where its definition says', () => {
    const def: CommandDef<Row> = { contract: stop };
    expect(offered(def, row, [])).toBe(true);
    expect(offered(def, { ...row, active: false }, [])).toBe(false);
    expect(offered({ ...def, visible: (r) => r.id !== 7 }, row, [])).toBe(false);
  });

  it('is offered only to the roles that may take it from the row’s state', () => {
    const step = command({
      ...stop,
      from: { machine: STATES, states: ['on'], roles: { on: [3] } },
    });
    expect(offered({ contract: step }, row, [3, 6])).toBe(true);
    expect(offered({ contract: step }, row, [7])).toBe(false);
  });

  it('starts its form from the fields’ initial values and what the record has of them', () => {
    const fields = [
      { name: 'name', label: 'test.n', kind: 'text', initial: 'new' },
      { name: 'parentId', label: 'test.p', kind: 'parent' },
    ] satisfies FieldDef[];
    expect(startValues(fields)).toEqual({ name: 'new' });
    expect(startValues(fields, { name: '甲', parentId: null })).toEqual({ name: '甲', parentId: null });
  });
});
