import { Space, Tag, Typography } from 'antd';
import type { ModuleNode } from '@adops/common/contract/sys';
import { DEEPEST_MODULE_LEVEL } from '@adops/common/menu';
import { MODULE_ENDPOINTS } from '@adops/common/contract/sys';
import type { ResourceDef } from '../../resource/types';
import SYSTEM_TEXTS from './texts';

/** Module 5: the permission tree the menu and the roles are built on. */

const MODULE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const MODULES: ResourceDef<ModuleNode> = {
  path: 'sys/module',
  endpoints: MODULE_ENDPOINTS,
  testId: 'module',
  title: 'route.module',
  name: (module) => module.title,
  scrollX: 1100,
  refreshes: ['sys/role'],
  tree: {
    children: 'children',
    addChild: (module) => module.level < DEEPEST_MODULE_LEVEL,
    expanded: (module) => module.level <= 2,
  },
  columns: [
    {
      key: 'title',
      title: 'system.module.title',
      width: 260,
      render: (module, lang) => (
        <Space size={4}>
          {module.title}
          {module.builtIn && <Tag bordered={false}>{SYSTEM_TEXTS['system.module.builtIn'][lang]}</Tag>}
        </Space>
      ),
    },
    { key: 'id', title: 'system.module.id', width: 90 },
    {
      key: 'name',
      title: 'system.module.name',
      width: 220,
      render: (module) => <Typography.Text code>{module.name}</Typography.Text>,
    },
    { key: 'level', title: 'system.module.level', width: 70 },
    { key: 'path', title: 'system.module.path' },
    { key: 'sort', title: 'system.module.sort', kind: 'count', width: 70 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'system.module.keywordHint' },
  ],
  form: {
    fields: [
      {
        name: 'parentId',
        label: 'system.module.parent',
        kind: 'parent',
        required: true,
        createOnly: 'hidden',
      },
      {
        name: 'id',
        label: 'system.module.id',
        kind: 'number',
        createOnly: true,
        help: 'system.module.idHint',
      },
      {
        name: 'name',
        label: 'system.module.name',
        kind: 'text',
        required: true,
        max: 64,
        createOnly: true,
        check: (value) => (MODULE_NAME.test(value) ? null : 'moduleNameRule'),
        help: 'system.module.nameExample',
      },
      { name: 'title', label: 'system.module.title', kind: 'text', required: true, max: 50 },
      { name: 'path', label: 'system.module.path', kind: 'text', max: 200 },
      { name: 'sort', label: 'system.module.sort', kind: 'number', initial: 0 },
    ],
  },
  remove: { locked: (module) => (module.builtIn ? 'system.module.builtInLocked' : undefined) },
};
