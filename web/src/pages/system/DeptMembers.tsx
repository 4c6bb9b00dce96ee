import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeptNode } from '@adops/common/contract/department';
import type { Worker } from '@adops/common/contract/session';
import { queryUserListByDepartmentId, removeUserFromDepartment } from '../../api/department';
import { toastSuccess } from '../../api/notify';
import { groupCell } from './groups';
import { useTranslation } from '../../i18n';
import { AddMembersModal } from './AddMembersModal';
import { TableEmpty } from '../../components/TableEmpty';
import { KEYS, USER_KEYS, useInvalidate } from './queries';
import { orEmpty, pagination, TOOLBAR_STYLE, useLastPageFallback } from '../../components/table';
import { useActionsColumn } from '../../components/RowActions';

/** The users of one department, page by page, with add and remove; keyed by the department where it is used. */
export function DeptMembers({ dept }: { dept: DeptNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [adding, setAdding] = useState(false);
  const invalidate = useInvalidate();

  // Picking another department unmounts this query's observer, and react-query aborts the call in flight.
  const members = useQuery({
    queryKey: [...KEYS.departmentUsers, dept.deptId, paging],
    queryFn: ({ signal }) => queryUserListByDepartmentId(dept.deptId, paging, signal),
    placeholderData: keepPreviousData,
  });
  useLastPageFallback(members.isPlaceholderData ? undefined : members.data, paging, (page) =>
    setPaging((p) => ({ ...p, page })),
  );

  const remove = useMutation({
    mutationFn: (user: Worker) => removeUserFromDepartment(dept.deptId, [user.id]),
    onSuccess: async () => {
      toastSuccess(t('system.org.removed'));
      await invalidate(...USER_KEYS);
    },
  });

  const actionsColumn = useActionsColumn<Worker>(
    members.data?.list ?? [],
    (u) => [
      {
        key: 'remove',
        label: t('system.org.remove'),
        testId: `member-remove-${u.username}`,
        danger: true,
        confirm: { title: t('system.org.confirmRemove', { name: u.name, dept: dept.deptName }) },
        onClick: () => remove.mutateAsync(u),
      },
    ],
    (u) => `member-more-${u.username}`,
  );

  const columns: TableColumnsType<Worker> = [
    { title: t('system.user.username'), dataIndex: 'username', width: 110, ellipsis: true },
    { title: t('system.user.name'), dataIndex: 'name', width: 90, ellipsis: true },
    { title: t('system.user.mobile'), dataIndex: 'mobile', width: 120, render: orEmpty },
    { title: t('system.user.group'), dataIndex: 'groupName', width: 100, render: groupCell(lang) },
    {
      title: t('system.user.roles'),
      dataIndex: 'roles',
      render: (_, u) =>
        u.roles.length ? (
          <Space size={[0, 4]} wrap>
            {u.roles.map((r) => (
              <Tag key={r.id}>{r.roleName}</Tag>
            ))}
          </Space>
        ) : (
          orEmpty(null)
        ),
    },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 70,
      render: (_, u) =>
        u.enabled ? (
          <Tag color="success">{t('common.enabled')}</Tag>
        ) : (
          <Tag color="error">{t('common.disabled')}</Tag>
        ),
    },
    actionsColumn,
  ];

  return (
    <>
      <div style={TOOLBAR_STYLE}>
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          data-testid="member-add"
          onClick={() => setAdding(true)}
        >
          {t('system.org.addMembers')}
        </Button>
      </div>
      <Table<Worker>
        data-testid="member-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={members.data?.list ?? []}
        loading={members.isFetching}
        scroll={{ x: 700 }}
        locale={{ emptyText: <TableEmpty failed={members.isError} onRetry={() => void members.refetch()} /> }}
        pagination={pagination(t, { ...paging, total: members.data?.total }, (page, pageSize) =>
          setPaging({ page, pageSize }),
        )}
      />
      <AddMembersModal dept={adding ? dept : null} onClose={() => setAdding(false)} />
    </>
  );
}
