import { Avatar, Button, Card, Col, Descriptions, Form, Input, Row } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation, registerTexts } from '../../i18n';
import { changePassword, getUserInfoById, updateProfile } from '../../api/session';
import { toastSuccess } from '../../api/notify';
import { emailRule, mobileRule, passwordRule, requiredRule } from '../../app/formRules';
import { useStore } from '../../store/createStore';
import { sessionStore } from '../../store/session';
import texts from './texts';

registerTexts(texts);

interface ProfileForm {
  name: string;
  picUrl: string;
  mobile: string;
  email: string;
}

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The signed-in user's own record (spec section 5 messages on mobile and email) and password. */
export default function Profile() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useStore(sessionStore, (s) => s.userId);
  const [passwordForm] = Form.useForm<PasswordForm>();
  const worker = useQuery({
    queryKey: ['worker', userId],
    queryFn: () => getUserInfoById(userId!),
    enabled: Boolean(userId),
  });

  const save = useMutation({
    mutationFn: (values: ProfileForm) => updateProfile(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(['worker', userId], saved);
      sessionStore.set((s) =>
        s.user
          ? {
              ...s,
              user: {
                ...s.user,
                name: saved.name,
                mobile: saved.mobile,
                email: saved.email,
                picUrl: saved.picUrl,
              },
            }
          : s,
      );
      toastSuccess(t('common.saved'));
    },
  });
  const password = useMutation({
    mutationFn: (values: PasswordForm) => changePassword(values.oldPassword, values.newPassword),
    onSuccess: () => {
      passwordForm.resetFields();
      toastSuccess(t('profile.passwordChanged'));
    },
  });

  const data = worker.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card loading={worker.isLoading}>
          {data && (
            <Descriptions
              column={1}
              title={
                <Avatar size={64} {...(data.picUrl ? { src: data.picUrl } : {})}>
                  {data.name.slice(0, 1)}
                </Avatar>
              }
            >
              <Descriptions.Item label={t('profile.username')}>{data.username}</Descriptions.Item>
              <Descriptions.Item label={t('profile.roles')}>
                {data.roles.map((r) => r.roleName).join('/')}
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.department')}>
                {data.departmentName ?? t('profile.noDepartment')}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('profile.info')} loading={worker.isLoading}>
          {data && (
            <Form<ProfileForm>
              layout="vertical"
              initialValues={{
                name: data.name,
                picUrl: data.picUrl ?? '',
                mobile: data.mobile ?? '',
                email: data.email ?? '',
              }}
              onFinish={(values) => save.mutate(values)}
              data-testid="profile-form"
            >
              <Form.Item name="name" label={t('profile.name')} rules={[requiredRule(t)]}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item name="mobile" label={t('profile.mobile')} rules={[mobileRule(t)]} validateFirst>
                <Input maxLength={20} data-testid="profile-mobile" />
              </Form.Item>
              <Form.Item name="email" label={t('profile.email')} rules={[emailRule(t)]}>
                <Input maxLength={120} />
              </Form.Item>
              <Form.Item
                name="picUrl"
                label={t('profile.avatar')}
                rules={[{ type: 'url', message: t('profile.avatar') }]}
              >
                <Input maxLength={500} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
                {t('common.save')}
              </Button>
            </Form>
          )}
        </Card>
        <Card title={t('profile.password')} style={{ marginTop: 16 }}>
          <Form<PasswordForm>
            form={passwordForm}
            layout="vertical"
            onFinish={(values) => password.mutate(values)}
            data-testid="password-form"
          >
            <Form.Item
              name="oldPassword"
              label={t('profile.oldPassword')}
              rules={[{ required: true, message: t('msg.required') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="newPassword"
              label={t('profile.newPassword')}
              rules={[{ required: true, message: t('msg.required') }, passwordRule(t)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('profile.confirmPassword')}
              dependencies={['newPassword']}
              rules={[
                { required: true, message: t('msg.required') },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string) => {
                    if (value && value !== getFieldValue('newPassword'))
                      throw new Error(t('profile.passwordMismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={password.isPending}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
