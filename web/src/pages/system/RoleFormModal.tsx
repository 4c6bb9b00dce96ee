import { Form, Input, Modal, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RoleRow } from '@adops/common/contract/sys';
import { SCOPE_KINDS, SCOPE_TITLES, type ScopeKind } from '@adops/common/scope';
import { createRole, editRole } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { useTranslation } from '../../i18n';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import { KEYS, useInvalidate } from './queries';
import { buttonWithTestId } from './testId';
import { requiredRule } from '../../app/formRules';

interface Values {
  roleName: string;
  description?: string;
  dataScope: ScopeKind;
  departmentIds?: number[];
}

const blank: Values = { roleName: '', description: '', dataScope: 'ownAccounts', departmentIds: [] };

/** Create a role, or edit one: name, description and data scope; "chosen departments" asks which. */
export function RoleFormModal({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role?: RoleRow;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidate();
  const dataScope = Form.useWatch('dataScope', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? {
            roleName: role.roleName,
            description: role.description ?? '',
            dataScope: role.dataScope,
            departmentIds: role.departmentIds,
          }
        : blank,
    );
  }, [open, role, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = {
        roleName: values.roleName.trim(),
        description: values.description?.trim() ?? '',
        dataScope: values.dataScope,
        departmentIds: values.dataScope === 'custom' ? (values.departmentIds ?? []) : [],
      };
      return role ? editRole({ ...fields, id: role.id }) : createRole(fields);
    },
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onClose();
      await invalidate(KEYS.roles, KEYS.roleOptions, KEYS.users);
    },
  });

  return (
    <Modal
      open={open}
      title={t(role ? 'system.role.edit' : 'system.role.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={buttonWithTestId('role-form-submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      modalRender={(node) => <div data-testid="role-form">{node}</div>}
    >
      <Form
        form={form}
        labelCol={{ flex: '110px' }}
        labelWrap
        initialValues={blank}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="roleName" label={t('system.role.name')} rules={[requiredRule(t)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('system.role.description')}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="dataScope" label={t('system.role.dataScope')} extra={t('system.role.dataScopeHint')}>
          <Select options={SCOPE_KINDS.map((k) => ({ value: k, label: SCOPE_TITLES[k][i18n.language] }))} />
        </Form.Item>
        {dataScope === 'custom' && (
          <Form.Item
            name="departmentIds"
            label={t('system.role.departments')}
            rules={[{ required: true, type: 'array', min: 1, message: t('system.role.departmentsRequired') }]}
            extra={t('system.role.departmentsHint')}
          >
            <DepartmentTreeSelect multiple />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
