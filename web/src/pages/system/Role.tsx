import { Button, Card, Form, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleRow } from '@adops/common/contract/sys';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import { SCOPE_TITLES } from '@adops/common/scope';
import { delRole, roleList } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { registerTexts, useTranslation } from '../../i18n';
import { TableEmpty } from '../../components/TableEmpty';
import { KEYS, useDepartmentNames, useInvalidate } from './queries';
import { RoleFormModal } from './RoleFormModal';
import { RoleModulesModal } from './RoleModulesModal';
import { RoleUsersDrawer } from './RoleUsersDrawer';
import { dateTime, orEmpty, pagination, TOOLBAR_STYLE, useLastPageFallback } from '../../components/table';
import SYSTEM_TEXTS from './texts';
import { SearchButtons } from '../../components/SearchButtons';
import { useSearchFormLayout } from '../../components/phone';
import { useActionsColumn } from '../../components/RowActions';

registerTexts(SYSTEM_TEXTS);

interface Filter {
  page: number;
  pageSize: number;
  roleName?: string;
}

/** Module 4: roles, what each may open (modules) and see (data scope), and who holds them. */
export default function Role() {
  const { t, i18n } = useTranslation();
  const [search] = Form.useForm<{ roleName?: string }>();
  const [filter, setFilter] = useState<Filter>({ page: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ role?: RoleRow } | null>(null);
  const [grantsOf, setGrantsOf] = useState<RoleRow | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const invalidate = useInvalidate();
  const departmentNames = useDepartmentNames();
  const searchLayout = useSearchFormLayout();

  const roles = useQuery({
    queryKey: [...KEYS.roles, filter],
    queryFn: () => roleList(filter),
    placeholderData: keepPreviousData,
  });
  useLastPageFallback(roles.isPlaceholderData ? undefined : roles.data, filter, (page) =>
    setFilter((f) => ({ ...f, page })),
  );

  const remove = useMutation({
    mutationFn: (role: RoleRow) => delRole(role.id),
    onSuccess: async () => {
      toastSuccess(t('common.deleted'));
      await invalidate(KEYS.roles, KEYS.roleOptions);
    },
  });

  const actionsColumn = useActionsColumn<RoleRow>(
    roles.data?.list ?? [],
    (role) => [
      {
        key: 'edit',
        label: t('common.edit'),
        testId: `role-edit-${role.roleName}`,
        onClick: () => setEditing({ role }),
      },
      {
        key: 'modules',
        label: t('system.role.modules'),
        testId: `role-modules-${role.roleName}`,
        onClick: () => setGrantsOf(role),
      },
      {
        key: 'users',
        label: t('system.role.users'),
        testId: `role-users-${role.roleName}`,
        onClick: () => setUsersOf(role),
      },
      {
        key: 'delete',
        label: t('common.delete'),
        testId: `role-delete-${role.roleName}`,
        danger: true,
        confirm: { title: t('common.confirmDelete', { name: role.roleName }) },
        onClick: () => remove.mutateAsync(role),
      },
    ],
    (role) => `role-more-${role.roleName}`,
  );

  const columns: TableColumnsType<RoleRow> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: t('system.role.name'),
      dataIndex: 'roleName',
      width: 200,
      render: (_, role) => (
        <Space size={4}>
          {role.roleName}
          {role.code === ADMIN_ROLE_CODE && <Tag color="gold">{t('system.role.admin')}</Tag>}
        </Space>
      ),
    },
    { title: t('system.role.description'), dataIndex: 'description', ellipsis: true, render: orEmpty },
    {
      title: t('system.role.dataScope'),
      dataIndex: 'dataScope',
      width: 150,
      render: (_, role) => SCOPE_TITLES[role.dataScope]?.[i18n.language] ?? role.dataScope,
    },
    {
      title: t('system.role.departments'),
      dataIndex: 'departmentIds',
      render: (_, role) =>
        role.dataScope === 'custom' && role.departmentIds.length ? (
          <Space size={[0, 4]} wrap>
            {role.departmentIds.map((id) => (
              <Tag key={id}>{departmentNames.get(id) ?? `#${id}`}</Tag>
            ))}
          </Space>
        ) : (
          orEmpty(null)
        ),
    },
    {
      title: t('system.role.userCount'),
      dataIndex: 'userCount',
      width: 80,
      align: 'right',
      render: (_, role) => (
        <Button type="link" size="small" onClick={() => setUsersOf(role)}>
          {role.userCount}
        </Button>
      ),
    },
    { title: t('common.createdAt'), dataIndex: 'createTime', width: 165, render: dateTime },
    actionsColumn,
  ];

  return (
    <Card>
      <Form
        form={search}
        {...searchLayout}
        onFinish={(values) =>
          setFilter({
            page: 1,
            pageSize: filter.pageSize,
            ...(values.roleName?.trim() ? { roleName: values.roleName.trim() } : {}),
          })
        }
      >
        <Form.Item name="roleName" label={t('system.role.name')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <SearchButtons
          testId="role"
          onReset={() => {
            search.resetFields();
            setFilter({ page: 1, pageSize: filter.pageSize });
          }}
        />
      </Form>

      <div style={TOOLBAR_STYLE}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="role-create"
          onClick={() => setEditing({})}
        >
          {t('common.create')}
        </Button>
      </div>

      <Table<RoleRow>
        data-testid="role-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={roles.data?.list ?? []}
        loading={roles.isFetching}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <TableEmpty failed={roles.isError} onRetry={() => void roles.refetch()} /> }}
        pagination={pagination(t, { ...filter, total: roles.data?.total }, (page, pageSize) =>
          setFilter((f) => ({ ...f, page, pageSize })),
        )}
      />

      <RoleFormModal open={editing !== null} role={editing?.role} onClose={() => setEditing(null)} />
      <RoleModulesModal role={grantsOf} onClose={() => setGrantsOf(null)} />
      <RoleUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />
    </Card>
  );
}
