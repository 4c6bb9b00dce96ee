import { Alert, Button, Modal, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ModuleNode, RoleRow } from '@adops/common/contract/sys';
import { insertRoleModule, listCheckedModule } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { useTranslation } from '../../i18n';
import { flattenModules, grantsToSave, partlyGranted, toggleGrant } from './moduleTree';
import { KEYS, useInvalidate, useModules } from './queries';
import { buttonWithTestId } from './testId';

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

/** The modules a role grants: a checkable module tree, saved whole. */
export function RoleModulesModal({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const modules = useModules();
  const checked = useQuery({
    queryKey: [...KEYS.roleModules, role?.id],
    queryFn: () => listCheckedModule(role!.id),
    enabled: role !== null,
    gcTime: 0,
  });
  const [granted, setGranted] = useState<ReadonlySet<number> | null>(null);

  // The grants are edited locally from what the server last said, and start again when that changes.
  useEffect(() => setGranted(checked.data ? new Set(checked.data) : null), [checked.data]);

  const tree = useMemo(() => modules.data ?? [], [modules.data]);
  const data = useMemo(() => treeData(tree, t('system.module.builtIn')), [tree, t]);
  const allIds = useMemo(() => flattenModules(tree).map((n) => n.id), [tree]);
  const half = useMemo(() => (granted ? partlyGranted(tree, granted) : []), [tree, granted]);
  const defaultExpanded = useMemo(
    () =>
      flattenModules(tree)
        .filter((n) => n.level <= 2)
        .map((n) => n.id),
    [tree],
  );

  const save = useMutation({
    mutationFn: () => insertRoleModule(role!.id, grantsToSave(tree, granted ?? new Set())),
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onClose();
      await invalidate(KEYS.roleModules);
    },
  });

  const loading = modules.isFetching || checked.isFetching || granted === null;
  const failed = modules.isError || checked.isError;

  return (
    <Modal
      open={role !== null}
      title={t('system.role.modulesOf', { name: role?.roleName ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={buttonWithTestId('role-modules-submit', { disabled: loading || failed })}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      modalRender={(node) => <div data-testid="role-modules">{node}</div>}
    >
      <Space style={{ marginBottom: 8 }} wrap>
        <Button size="small" disabled={loading} onClick={() => setGranted(new Set(allIds))}>
          {t('system.role.grantAll')}
        </Button>
        <Button size="small" disabled={loading} onClick={() => setGranted(new Set())}>
          {t('system.role.grantNone')}
        </Button>
        <Typography.Text type="secondary">
          {t('system.role.grantedCount', { count: granted?.size ?? 0 })}
        </Typography.Text>
      </Space>
      <Alert type="info" showIcon title={t('system.role.modulesHint')} style={{ marginBottom: 8 }} />
      {failed ? (
        <Alert
          type="error"
          title={t('common.loadFailed')}
          action={
            <Button
              size="small"
              onClick={() => {
                void modules.refetch();
                void checked.refetch();
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      ) : loading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          height={440}
          defaultExpandedKeys={defaultExpanded}
          treeData={data}
          checkedKeys={{ checked: [...granted], halfChecked: half }}
          onCheck={(_keys, info) =>
            setGranted((g) => toggleGrant(tree, g ?? new Set(), Number(info.node.key), info.checked))
          }
        />
      )}
    </Modal>
  );
}
