import { Button, Card, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type Key } from 'react';
import { delModule } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { registerTexts, useTranslation } from '../../i18n';
import { TableEmpty } from '../../components/TableEmpty';
import { DEEPEST_LEVEL, ModuleFormModal, type ModuleEditing } from './ModuleFormModal';
import { filterModules, flattenModules, moduleRows, type ModuleRow } from './moduleTree';
import { KEYS, useInvalidate, useModules } from './queries';
import { orEmpty, TOOLBAR_STYLE } from '../../components/table';
import SYSTEM_TEXTS from './texts';
import { SearchButtons } from '../../components/SearchButtons';
import { useSearchFormLayout } from '../../components/phone';
import { useActionsColumn } from '../../components/RowActions';

registerTexts(SYSTEM_TEXTS);

/** Module 5: the permission tree the menu and the roles are built on. */
export default function Module() {
  const { t } = useTranslation();
  const [search] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ModuleEditing | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const invalidate = useInvalidate();
  const modules = useModules();
  const searchLayout = useSearchFormLayout();

  const tree = useMemo(() => filterModules(modules.data ?? [], keyword), [modules.data, keyword]);
  const rows = useMemo(() => moduleRows(tree), [tree]);
  const all = useMemo(() => flattenModules(modules.data ?? []), [modules.data]);
  const byId = useMemo(() => new Map(all.map((m) => [m.id, m])), [all]);
  const parentKeys = useMemo(
    () =>
      flattenModules(tree)
        .filter((m) => m.children.length && (keyword || m.level <= 2))
        .map((m) => m.id),
    [tree, keyword],
  );

  const remove = useMutation({
    mutationFn: (id: number) => delModule(id),
    onSuccess: async () => {
      toastSuccess(t('common.deleted'));
      await invalidate(KEYS.modules, KEYS.roleModules);
    },
  });

  const actionsColumn = useActionsColumn<ModuleRow>(
    rows,
    (m) => [
      {
        key: 'add',
        label: t('system.module.addChild'),
        testId: `module-add-${m.id}`,
        ...(m.level >= DEEPEST_LEVEL ? { disabledReason: t('msg.moduleTooDeep') } : {}),
        onClick: () => setEditing({ mode: 'add', parentId: m.id }),
      },
      {
        key: 'edit',
        label: t('common.edit'),
        testId: `module-edit-${m.id}`,
        onClick: () => {
          const node = byId.get(m.id);
          if (node) setEditing({ mode: 'edit', module: node });
        },
      },
      {
        key: 'delete',
        label: t('common.delete'),
        testId: `module-delete-${m.id}`,
        danger: true,
        ...(m.builtIn ? { disabledReason: t('system.module.builtInLocked') } : {}),
        confirm: { title: t('common.confirmDelete', { name: m.title }) },
        onClick: () => remove.mutateAsync(m.id),
      },
    ],
    (m) => `module-more-${m.id}`,
  );

  const columns: TableColumnsType<ModuleRow> = [
    {
      title: t('system.module.title'),
      dataIndex: 'title',
      width: 260,
      render: (_, m) => (
        <Space size={4}>
          {m.title}
          {m.builtIn && <Tag bordered={false}>{t('system.module.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('system.module.id'), dataIndex: 'id', width: 90 },
    {
      title: t('system.module.name'),
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
    },
    { title: t('system.module.level'), dataIndex: 'level', width: 70, align: 'center' },
    { title: t('system.module.path'), dataIndex: 'path', ellipsis: true, render: orEmpty },
    { title: t('system.module.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    actionsColumn,
  ];

  return (
    <Card>
      <Form
        form={search}
        {...searchLayout}
        onFinish={(values) => {
          setKeyword(values.keyword?.trim() ?? '');
          setExpanded(null);
        }}
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear placeholder={t('system.module.keywordHint')} style={{ width: 260 }} />
        </Form.Item>
        <SearchButtons
          testId="module"
          onReset={() => {
            search.resetFields();
            setKeyword('');
            setExpanded(null);
          }}
        />
      </Form>

      <div style={{ ...TOOLBAR_STYLE, alignItems: 'center' }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="module-create"
          onClick={() => setEditing({ mode: 'add', parentId: all.find((m) => m.parentId === null)?.id })}
        >
          {t('common.create')}
        </Button>
        <Button
          onClick={() =>
            setExpanded(
              flattenModules(tree)
                .filter((m) => m.children.length)
                .map((m) => m.id),
            )
          }
        >
          {t('system.module.expandAll')}
        </Button>
        <Button onClick={() => setExpanded([])}>{t('system.module.collapseAll')}</Button>
        <Typography.Text type="secondary" style={{ marginInlineStart: 'auto', whiteSpace: 'nowrap' }}>
          {t('common.total', { total: keyword ? flattenModules(tree).length : all.length })}
        </Typography.Text>
      </div>

      <Table<ModuleRow>
        data-testid="module-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={modules.isFetching}
        pagination={false}
        scroll={{ x: 1100 }}
        expandable={{
          expandedRowKeys: expanded ?? parentKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
        locale={{ emptyText: <TableEmpty failed={modules.isError} onRetry={() => void modules.refetch()} /> }}
      />

      <ModuleFormModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
