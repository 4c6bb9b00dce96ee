import { Alert, Button, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import type { ModuleNode } from '@adops/common/contract/sys';
import { useTranslation } from '../../i18n';
import type { InputProps } from '../../resource/inputs';
import { flattenTree } from '../../resource/tree';
import { useTree } from '../../resource/useTree';
import { MODULES } from './modules';
import { allModuleIds, grantsToSave, partlyGranted, toggleGrant } from './moduleTree';

function treeData(nodes: ModuleNode[], builtIn: string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid={`module-node-${n.id}`}>
        {n.title}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          #{n.id}
        </Typography.Text>
        {n.builtIn && (
          <Tag bordered={false} style={{ marginInlineStart: 6 }}>
            {builtIn}
          </Tag>
        )}
      </span>
    ),
    ...(n.children.length ? { children: treeData(n.children, builtIn) } : {}),
  }));
}

/** The modules a role grants (`insertRoleModule`'s input): a tree of checkboxes, conducted by moduleTree. */
export function ModuleGrants({ id, value, onChange }: InputProps) {
  const { t } = useTranslation();
  const modules = useTree(MODULES);
  const tree = useMemo(() => modules.data ?? [], [modules.data]);
  const granted = useMemo(() => new Set((value as number[] | undefined) ?? []), [value]);
  const data = useMemo(() => treeData(tree, t('system.module.builtIn')), [tree, t]);
  const opened = useMemo(
    () =>
      flattenTree(tree, 'children')
        .filter((n) => n.level <= 2)
        .map((n) => n.id),
    [tree],
  );
  const set = (ids: ReadonlySet<number>) => onChange?.(grantsToSave(tree, ids));

  return (
    <div id={id}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button size="small" disabled={!modules.data} onClick={() => set(new Set(allModuleIds(tree)))}>
          {t('system.role.grantAll')}
        </Button>
        <Button size="small" onClick={() => set(new Set())}>
          {t('system.role.grantNone')}
        </Button>
        <Typography.Text type="secondary">
          {t('system.role.grantedCount', { count: granted.size })}
        </Typography.Text>
      </Space>
      <Alert type="info" showIcon title={t('system.role.modulesHint')} style={{ marginBottom: 8 }} />
      {modules.data ? (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          height={440}
          defaultExpandedKeys={opened}
          treeData={data}
          checkedKeys={{ checked: [...granted], halfChecked: partlyGranted(tree, granted) }}
          onCheck={(_keys, info) => set(toggleGrant(tree, granted, Number(info.node.key), info.checked))}
        />
      ) : (
        <Spin style={{ display: 'block', padding: 24 }} />
      )}
    </div>
  );
}
