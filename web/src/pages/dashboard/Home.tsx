import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from '../../i18n';
import { useStore } from '../../store/createStore';
import { sessionStore } from '../../store/session';
import { permittedMenu } from '../../app/permission';

/** Until the dashboard arrives: who is signed in, as what, and which sections they can open. */
export default function Home() {
  const { t } = useTranslation();
  const { user, roles } = useStore(sessionStore);
  if (!user || !roles) return null;
  const sections = permittedMenu(roles).filter((s) => !s.hidden && s.path !== '/');
  return (
    <Card title={t('home.welcome', { name: user.name })}>
      <Descriptions column={1}>
        <Descriptions.Item label={t('home.roles')}>
          {user.roles.map((r) => r.roleName).join('/')}
        </Descriptions.Item>
        <Descriptions.Item label={t('home.sections')}>
          <Space wrap data-testid="home-sections">
            {sections.map((s) => (
              <Tag key={s.path}>{t(s.title)}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
