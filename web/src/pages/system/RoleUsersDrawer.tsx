import { Drawer, Table, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Worker } from '@adops/common/contract/session';
import type { RoleRow } from '@adops/common/contract/sys';
import { getRoleUserList } from '../../api/sys';
import { groupCell } from './groups';
import { useTranslation } from '../../i18n';
import { TableEmpty } from '../../components/TableEmpty';
import { KEYS } from './queries';
import { orEmpty, pagination } from '../../components/table';

/** The users holding a role, page by page. */
export function RoleUsersDrawer({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  useEffect(() => setPaging((p) => ({ ...p, page: 1 })), [role?.id]);

  const users = useQuery({
    queryKey: [...KEYS.roleUsers, role?.id, paging],
    queryFn: ({ signal }) => getRoleUserList(role!.id, paging, signal),
    enabled: role !== null,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<Worker> = [
    { title: t('system.user.username'), dataIndex: 'username' },
    { title: t('system.user.name'), dataIndex: 'name' },
    { title: t('system.user.department'), dataIndex: 'departmentName', render: orEmpty },
    { title: t('system.user.group'), dataIndex: 'groupName', render: groupCell(lang) },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      render: (_, u) =>
        u.enabled ? (
          <Tag color="success">{t('common.enabled')}</Tag>
        ) : (
          <Tag color="error">{t('common.disabled')}</Tag>
        ),
    },
  ];

  return (
    <Drawer
      open={role !== null}
      title={t('system.role.usersOf', { name: role?.roleName ?? '' })}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      <Table<Worker>
        data-testid="role-users-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        locale={{ emptyText: <TableEmpty failed={users.isError} onRetry={() => void users.refetch()} /> }}
        pagination={pagination(t, { ...paging, total: users.data?.total }, (page, pageSize) =>
          setPaging({ page, pageSize }),
        )}
      />
    </Drawer>
  );
}
