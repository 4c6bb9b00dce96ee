import { Button, Card, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Worker } from '@adops/common/contract/session';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import { delUser, userList, type UserFilter } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { groupCell } from './groups';
import { registerTexts, useTranslation } from '../../i18n';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import { TableEmpty } from '../../components/TableEmpty';
import { KEYS, USER_KEYS, useInvalidate, useRoleOptions } from './queries';
import { orEmpty, pagination, TOOLBAR_STYLE, useLastPageFallback } from '../../components/table';
import SYSTEM_TEXTS from './texts';
import { UserFormModal } from './UserFormModal';
import { SearchButtons } from '../../components/SearchButtons';
import { useSearchFormLayout } from '../../components/phone';
import { useActionsColumn } from '../../components/RowActions';

registerTexts(SYSTEM_TEXTS);

interface SearchValues {
  keyword?: string;
  departmentId?: number;
  roleId?: number;
  enabled?: 'true' | 'false';
}

function toFilter(values: SearchValues): Omit<UserFilter, 'page' | 'pageSize'> {
  return {
    ...(values.keyword?.trim() ? { keyword: values.keyword.trim() } : {}),
    ...(values.departmentId ? { departmentId: values.departmentId } : {}),
    ...(values.roleId ? { roleId: values.roleId } : {}),
    ...(values.enabled ? { enabled: values.enabled === 'true' } : {}),
  };
}

/** Module 3: staff accounts, with department, group, roles and sign-in state. */
export default function UserManage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search] = Form.useForm<SearchValues>();
  const [filter, setFilter] = useState<UserFilter>({ page: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ user?: Worker } | null>(null);
  const invalidate = useInvalidate();
  const roles = useRoleOptions();
  const searchLayout = useSearchFormLayout();

  const users = useQuery({
    queryKey: [...KEYS.users, filter],
    queryFn: ({ signal }) => userList(filter, signal),
    placeholderData: keepPreviousData,
  });

  useLastPageFallback(users.isPlaceholderData ? undefined : users.data, filter, (page) =>
    setFilter((f) => ({ ...f, page })),
  );

  const remove = useMutation({
    mutationFn: (user: Worker) => delUser(user.id),
    onSuccess: async () => {
      toastSuccess(t('common.deleted'));
      await invalidate(...USER_KEYS);
    },
  });

  const actionsColumn = useActionsColumn<Worker>(
    users.data?.list ?? [],
    (user) => [
      {
        key: 'edit',
        label: t('common.edit'),
        testId: `user-edit-${user.username}`,
        onClick: () => setEditing({ user }),
      },
      {
        key: 'delete',
        label: t('common.delete'),
        testId: `user-delete-${user.username}`,
        danger: true,
        confirm: {
          title: t('common.confirmDelete', { name: user.username }),
          description: t('system.user.deleteHint'),
        },
        onClick: () => remove.mutateAsync(user),
      },
    ],
    (user) => `user-more-${user.username}`,
  );

  const columns: TableColumnsType<Worker> = [
    { title: t('system.user.username'), dataIndex: 'username', fixed: 'left', width: 120, ellipsis: true },
    { title: t('system.user.name'), dataIndex: 'name', width: 110, ellipsis: true },
    { title: t('system.user.mobile'), dataIndex: 'mobile', width: 125, render: orEmpty },
    { title: t('system.user.email'), dataIndex: 'email', width: 180, ellipsis: true, render: orEmpty },
    { title: t('system.user.department'), dataIndex: 'departmentName', width: 110, render: orEmpty },
    { title: t('system.user.group'), dataIndex: 'groupName', width: 110, render: groupCell(lang) },
    {
      title: t('system.user.roles'),
      dataIndex: 'roles',
      render: (_, user) =>
        user.roles.length ? (
          <Space size={[0, 4]} wrap>
            {user.roles.map((r) => (
              <Tag key={r.id} color={r.code === ADMIN_ROLE_CODE ? 'gold' : 'blue'}>
                {r.roleName}
              </Tag>
            ))}
          </Space>
        ) : (
          orEmpty(null)
        ),
    },
    {
      title: t('system.user.signStatus'),
      dataIndex: 'signStatus',
      width: 90,
      render: (_, user) => (
        <Tag color={user.signStatus === 'active' ? 'green' : 'default'}>
          {t(`system.user.signStatus.${user.signStatus}`)}
        </Tag>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 80,
      render: (_, user) =>
        user.enabled ? (
          <Tag color="success">{t('common.enabled')}</Tag>
        ) : (
          <Tag color="error">{t('common.disabled')}</Tag>
        ),
    },
    actionsColumn,
  ];

  return (
    <Card>
      <Form
        form={search}
        {...searchLayout}
        data-testid="user-search"
        onFinish={(values) => setFilter({ ...toFilter(values), page: 1, pageSize: filter.pageSize ?? 20 })}
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear placeholder={t('system.user.keywordHint')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('system.user.department')}>
          <DepartmentTreeSelect style={{ width: 180 }} placeholder={t('system.all')} />
        </Form.Item>
        <Form.Item name="roleId" label={t('system.user.role')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 160 }}
            placeholder={t('system.all')}
            loading={roles.isFetching}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('common.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            placeholder={t('system.all')}
            options={[
              { value: 'true', label: t('common.enabled') },
              { value: 'false', label: t('common.disabled') },
            ]}
          />
        </Form.Item>
        <SearchButtons
          testId="user"
          onReset={() => {
            search.resetFields();
            setFilter({ page: 1, pageSize: filter.pageSize ?? 20 });
          }}
        />
      </Form>

      <div style={TOOLBAR_STYLE}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="user-create"
          onClick={() => setEditing({})}
        >
          {t('common.create')}
        </Button>
      </div>

      <Table<Worker>
        data-testid="user-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        scroll={{ x: 1150 }}
        locale={{ emptyText: <TableEmpty failed={users.isError} onRetry={() => void users.refetch()} /> }}
        pagination={pagination(
          t,
          { page: filter.page ?? 1, pageSize: filter.pageSize ?? 20, total: users.data?.total },
          (page, pageSize) => setFilter((f) => ({ ...f, page, pageSize })),
        )}
      />

      <UserFormModal open={editing !== null} user={editing?.user} onClose={() => setEditing(null)} />
    </Card>
  );
}
