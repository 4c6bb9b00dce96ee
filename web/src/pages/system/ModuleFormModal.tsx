import { Form, Input, InputNumber, Modal, TreeSelect, type TreeSelectProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ModuleNode } from '@adops/common/contract/sys';
import { addModule, editModule } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { useTranslation } from '../../i18n';
import { KEYS, useInvalidate, useModules } from './queries';
import { buttonWithTestId } from './testId';
import { requiredRule } from '../../app/formRules';

/** Modules nest at most four levels deep (the server refuses deeper). */
export const DEEPEST_LEVEL = 4;
const MODULE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

interface Values {
  parentId?: number;
  id?: number | null;
  name: string;
  title: string;
  path?: string;
  sort?: number | null;
}

export type ModuleEditing = { mode: 'add'; parentId?: number } | { mode: 'edit'; module: ModuleNode };

function parentOptions(nodes: ModuleNode[]): NonNullable<TreeSelectProps['treeData']> {
  return nodes.map((n) => ({
    value: n.id,
    title: `${n.title} (#${n.id})`,
    disabled: n.level >= DEEPEST_LEVEL,
    ...(n.children.length ? { children: parentOptions(n.children) } : {}),
  }));
}

/** Add a module under a parent, or edit one's title, path and sort (id, name and place stay). */
export function ModuleFormModal({
  editing,
  onClose,
}: {
  editing: ModuleEditing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidate();
  const modules = useModules();
  const parents = useMemo(() => parentOptions(modules.data ?? []), [modules.data]);
  const adding = editing?.mode === 'add';

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.mode === 'add') form.setFieldsValue({ parentId: editing.parentId, sort: 0 });
    else {
      const { id, name, title, path, sort } = editing.module;
      form.setFieldsValue({ id, name, title, path: path ?? '', sort });
    }
  }, [editing, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = { title: values.title.trim(), path: values.path?.trim() ?? '', sort: values.sort ?? 0 };
      if (editing?.mode === 'edit') return editModule({ ...fields, id: editing.module.id });
      return addModule({
        ...fields,
        parentId: values.parentId!,
        name: values.name.trim(),
        ...(values.id ? { id: values.id } : {}),
      });
    },
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onClose();
      await invalidate(KEYS.modules);
    },
  });

  return (
    <Modal
      open={editing !== null}
      title={t(adding ? 'system.module.create' : 'system.module.edit')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={buttonWithTestId('module-form-submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      modalRender={(node) => <div data-testid="module-form">{node}</div>}
    >
      <Form form={form} labelCol={{ flex: '100px' }} labelWrap onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="parentId"
          label={t('system.module.parent')}
          rules={adding ? [{ required: true, message: t('msg.required') }] : []}
          hidden={!adding}
        >
          <TreeSelect
            treeData={parents}
            showSearch={{ treeNodeFilterProp: 'title' }}
            loading={modules.isFetching}
            popupMatchSelectWidth={false}
          />
        </Form.Item>
        <Form.Item
          name="id"
          label={t('system.module.id')}
          extra={adding ? t('system.module.idHint') : undefined}
        >
          <InputNumber
            min={1}
            max={2_147_483_647}
            precision={0}
            disabled={!adding}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('system.module.name')}
          rules={
            adding ? [requiredRule(t), { pattern: MODULE_NAME, message: t('system.module.nameRule') }] : []
          }
          extra={adding ? t('system.module.nameExample') : undefined}
        >
          <Input disabled={!adding} maxLength={64} />
        </Form.Item>
        <Form.Item name="title" label={t('system.module.title')} rules={[requiredRule(t)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="path" label={t('system.module.path')}>
          <Input maxLength={200} placeholder="/section/page" />
        </Form.Item>
        <Form.Item name="sort" label={t('system.module.sort')}>
          <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
