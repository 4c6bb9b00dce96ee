import {
  Button,
  Card,
  Col,
  Empty,
  Row,
  Space,
  Spin,
  Tooltip,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type Key, type MouseEvent } from 'react';
import type { DeptNode } from '@adops/common/contract/department';
import { deleteDepartment, save } from '../../api/department';
import { toastSuccess, toastWarning } from '../../api/notify';
import { registerTexts, useTranslation } from '../../i18n';
import { DeptFormModal, type DeptEditing } from './DeptFormModal';
import { DeptMembers } from './DeptMembers';
import { dropParent, findDept, flattenDepts, moveDept } from '../../components/deptTree';
import { TableEmpty } from '../../components/TableEmpty';
import { KEYS, useDepartments, useInvalidate } from './queries';
import SYSTEM_TEXTS from './texts';
import { Confirm } from '../../components/Confirm';

registerTexts(SYSTEM_TEXTS);

type DeptTreeNode = TreeDataNode & { dept: DeptNode; children?: DeptTreeNode[] };

function treeData(nodes: DeptNode[]): DeptTreeNode[] {
  return nodes.map((dept) => ({
    key: dept.deptId,
    title: dept.deptName,
    dept,
    ...(dept.childDept?.length ? { children: treeData(dept.childDept) } : {}),
  }));
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** Module 2: the department tree (drag to re-parent) and the users of the chosen department. */
export default function Organization() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const departments = useDepartments();
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<DeptEditing | null>(null);
  const [expanded, setExpanded] = useState<Key[] | null>(null);

  const tree = useMemo(() => departments.data ?? [], [departments.data]);
  const data = useMemo(() => treeData(tree), [tree]);
  const current = selected === null ? undefined : findDept(tree, selected);

  // The first department is open to begin with; a department that is gone is let go.
  useEffect(() => {
    if (!departments.data) return;
    if (selected === null || !findDept(departments.data, selected))
      setSelected(departments.data[0]?.deptId ?? null);
  }, [departments.data, selected]);

  const move = useMutation({
    mutationFn: ({ dept, parentId }: { dept: DeptNode; parentId: number | null }) =>
      save({ deptId: dept.deptId, deptName: dept.deptName, parentId, sort: dept.sort }),
    onMutate: async ({ dept, parentId }) => {
      await client.cancelQueries({ queryKey: KEYS.departments });
      client.setQueryData<DeptNode[]>(KEYS.departments, (old) => old && moveDept(old, dept.deptId, parentId));
      if (parentId !== null) setExpanded((keys) => [...(keys ?? allKeys(tree)), parentId]);
    },
    onSuccess: () => toastSuccess(t('common.saved')),
    // Refused or not, the tree is read again, so it never keeps a move the server did not make.
    onSettled: () => invalidate(KEYS.departments),
  });

  const remove = useMutation({
    mutationFn: (dept: DeptNode) => deleteDepartment(dept.deptId),
    onSuccess: async () => {
      toastSuccess(t('common.deleted'));
      await invalidate(KEYS.departments, KEYS.roles);
    },
  });

  const title = (node: DeptTreeNode) => {
    const { dept } = node;
    return (
      <span className="dept-node" data-testid={`dept-node-${dept.deptId}`}>
        <span>{dept.deptName}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInline: 6 }}>
          ({dept.userCount})
        </Typography.Text>
        <span onClick={stop}>
          <Tooltip title={t('system.org.addChild')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('system.org.addChild')}
              data-testid={`dept-add-${dept.deptId}`}
              onClick={() => setEditing({ mode: 'add', parentId: dept.deptId })}
            />
          </Tooltip>
          <Tooltip title={t('common.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('common.edit')}
              data-testid={`dept-edit-${dept.deptId}`}
              onClick={() => setEditing({ mode: 'edit', dept })}
            />
          </Tooltip>
          <Confirm
            title={t('common.confirmDelete', { name: dept.deptName })}
            onConfirm={() => remove.mutateAsync(dept)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              data-testid={`dept-delete-${dept.deptId}`}
            />
          </Confirm>
        </span>
      </span>
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9} xl={8}>
        <Card
          title={t('system.org.departments')}
          extra={
            <Space size={4}>
              <Tooltip title={t('tags.refresh')}>
                <Button
                  type="text"
                  icon={<ReloadOutlined />}
                  aria-label={t('tags.refresh')}
                  onClick={() => void departments.refetch()}
                />
              </Tooltip>
              <Button
                type="primary"
                size="small"
                icon={<PlusOutlined />}
                data-testid="dept-create"
                onClick={() => setEditing({ mode: 'add', parentId: null })}
              >
                {t('system.org.addRoot')}
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('system.org.dragHint')}
          </Typography.Paragraph>
          <Spin spinning={departments.isFetching || move.isPending}>
            {tree.length ? (
              <Tree<DeptTreeNode>
                data-testid="dept-tree"
                blockNode
                draggable={{ icon: false }}
                treeData={data}
                titleRender={title}
                selectedKeys={selected === null ? [] : [selected]}
                expandedKeys={expanded ?? allKeys(tree)}
                onExpand={(keys) => setExpanded(keys)}
                onSelect={(keys) => {
                  if (keys.length) setSelected(Number(keys[0]));
                }}
                onDrop={(info) => {
                  const dragId = Number(info.dragNode.key);
                  const target = dropParent(tree, dragId, {
                    deptId: Number(info.node.key),
                    dropToGap: info.dropToGap,
                  });
                  const dept = findDept(tree, dragId);
                  if (target.kind === 'cycle') toastWarning(t('msg.departmentCycle'));
                  else if (target.kind === 'same') toastWarning(t('system.org.sameParent'));
                  else if (dept) move.mutate({ dept, parentId: target.parentId });
                }}
              />
            ) : (
              <TableEmpty failed={departments.isError} onRetry={() => void departments.refetch()} />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card
          title={current ? t('system.org.membersOf', { name: current.deptName }) : t('system.org.members')}
        >
          {current ? (
            <DeptMembers key={current.deptId} dept={current} />
          ) : (
            <Empty description={t('system.org.pickDepartment')} />
          )}
        </Card>
      </Col>
      <DeptFormModal editing={editing} onClose={() => setEditing(null)} onSaved={setSelected} />
    </Row>
  );
}

function allKeys(tree: DeptNode[]): number[] {
  return flattenDepts(tree)
    .filter((d) => d.childDept?.length)
    .map((d) => d.deptId);
}
