import { Form, Input, InputNumber, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { DeptNode } from '@adops/common/contract/department';
import { save } from '../../api/department';
import { toastSuccess } from '../../api/notify';
import { useTranslation } from '../../i18n';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import { subtreeIds } from '../../components/deptTree';
import { KEYS, useInvalidate } from './queries';
import { buttonWithTestId } from './testId';
import { requiredRule } from '../../app/formRules';

interface Values {
  deptName: string;
  parentId?: number | null;
  sort?: number | null;
}

export type DeptEditing = { mode: 'add'; parentId: number | null } | { mode: 'edit'; dept: DeptNode };

/** Add a department (at the top or under a parent), or rename / move / re-sort one. */
export function DeptFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: DeptEditing | null;
  onClose: () => void;
  onSaved?: (deptId: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidate();
  const editedDept = editing?.mode === 'edit' ? editing.dept : undefined;
  // A department cannot move under itself or below it.
  const locked = useMemo(() => (editedDept ? subtreeIds(editedDept) : new Set<number>()), [editedDept]);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      editing.mode === 'add'
        ? { deptName: '', parentId: editing.parentId, sort: 0 }
        : { deptName: editing.dept.deptName, parentId: editing.dept.parentId, sort: editing.dept.sort },
    );
  }, [editing, form]);

  const mutation = useMutation({
    // The server writes parentId and sort as given, so an edit always sends both.
    mutationFn: (values: Values) =>
      save({
        ...(editedDept ? { deptId: editedDept.deptId } : {}),
        deptName: values.deptName.trim(),
        parentId: values.parentId ?? null,
        sort: values.sort ?? 0,
      }),
    onSuccess: async ({ deptId }) => {
      toastSuccess(t('common.saved'));
      onClose();
      // Selected once the tree holds it: the page lets go of a selection the tree does not have.
      await invalidate(KEYS.departments, KEYS.users, KEYS.departmentUsers);
      onSaved?.(deptId);
    },
  });

  return (
    <Modal
      open={editing !== null}
      title={t(editedDept ? 'system.org.edit' : 'system.org.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      okButtonProps={buttonWithTestId('dept-form-submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      modalRender={(node) => <div data-testid="dept-form">{node}</div>}
    >
      <Form form={form} labelCol={{ flex: '100px' }} labelWrap onFinish={(values) => mutation.mutate(values)}>
        <Form.Item name="deptName" label={t('system.org.name')} rules={[requiredRule(t)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="parentId" label={t('system.org.parent')} extra={t('system.org.parentHint')}>
          <DepartmentTreeSelect disabledIds={locked} placeholder={t('system.org.topLevel')} />
        </Form.Item>
        <Form.Item name="sort" label={t('system.org.sort')}>
          <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
