import { Form, Input, Modal, Select, Switch } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SIGN_STATUSES, type SignStatus, type Worker } from '@adops/common/contract/session';
import { stripSpaces } from '@adops/common/validate';
import { createUser, editUser } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { useTranslation } from '../../i18n';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import { groupOptions } from './groups';
import { USER_KEYS, useInvalidate, useRoleOptions } from './queries';
import { buttonWithTestId } from './testId';
import { emailRule, mobileRule, passwordRule, requiredRule, usernameRule } from '../../app/formRules';

interface Values {
  username: string;
  password?: string;
  name: string;
  mobile?: string;
  email?: string;
  departmentId?: number | null;
  groupId?: number | null;
  roleIds: number[];
  enabled: boolean;
  signStatus: SignStatus;
}

const blank: Partial<Values> = { roleIds: [], enabled: true, signStatus: 'active' };

function valuesOf(user: Worker): Values {
  return {
    username: user.username,
    name: user.name,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    departmentId: user.departmentId,
    groupId: user.groupId,
    roleIds: user.roles.map((r) => r.id),
    enabled: user.enabled,
    signStatus: user.signStatus,
  };
}

/** Create a user, or edit one (`user` given): the username stays, a password typed in resets it. */
export function UserFormModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user?: Worker;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidate();
  const roles = useRoleOptions();
  const departmentId = Form.useWatch('departmentId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(user ? valuesOf(user) : blank);
  }, [open, user, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = {
        name: values.name.trim(),
        mobile: values.mobile ?? '',
        email: values.email?.trim() ?? '',
        departmentId: values.departmentId ?? null,
        groupId: values.groupId ?? null,
        roleIds: values.roleIds,
        enabled: values.enabled,
        signStatus: values.signStatus,
      };
      if (!user)
        return createUser({ ...fields, username: values.username.trim(), password: values.password ?? '' });
      return editUser({ ...fields, id: user.id, ...(values.password ? { password: values.password } : {}) });
    },
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onClose();
      await invalidate(...USER_KEYS);
    },
  });

  return (
    <Modal
      open={open}
      title={t(user ? 'system.user.edit' : 'system.user.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={buttonWithTestId('user-form-submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
      modalRender={(node) => <div data-testid="user-form">{node}</div>}
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        labelWrap
        initialValues={blank}
        onFinish={(values) => save.mutate(values)}
        onValuesChange={(changed: Partial<Values>) => {
          if ('departmentId' in changed) form.setFieldValue('groupId', null);
        }}
      >
        <Form.Item
          name="username"
          label={t('system.user.username')}
          rules={user ? [] : [requiredRule(t), usernameRule(t)]}
        >
          <Input disabled={Boolean(user)} autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t(user ? 'system.user.resetPassword' : 'system.user.password')}
          rules={user ? [passwordRule(t, true)] : [requiredRule(t), passwordRule(t)]}
          extra={user ? t('system.user.resetPasswordHint') : undefined}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item name="name" label={t('system.user.name')} rules={[requiredRule(t)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('system.user.mobile')}
          rules={[mobileRule(t)]}
          normalize={stripSpaces}
        >
          <Input maxLength={20} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="email" label={t('system.user.email')} rules={[emailRule(t)]} normalize={stripSpaces}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('system.user.department')}>
          <DepartmentTreeSelect />
        </Form.Item>
        <Form.Item
          name="groupId"
          label={t('system.user.group')}
          extra={departmentId ? undefined : t('system.user.groupNeedsDepartment')}
        >
          <Select
            allowClear
            disabled={!departmentId}
            options={groupOptions(departmentId, i18n.language)}
            placeholder={t('system.user.group')}
          />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={t('system.user.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('msg.rolesRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={roles.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
            placeholder={t('system.user.roles')}
          />
        </Form.Item>
        <Form.Item name="signStatus" label={t('system.user.signStatus')}>
          <Select
            options={SIGN_STATUSES.map((s) => ({ value: s, label: t(`system.user.signStatus.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('common.status')} valuePropName="checked">
          <Switch checkedChildren={t('common.enabled')} unCheckedChildren={t('common.disabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
