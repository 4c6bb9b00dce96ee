import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from '../i18n';
import type { Lang } from '@adops/common/messages';
import { settingsStore } from '../store/settings';
import { useStore } from '../store/createStore';
import { changeLanguage, LANGUAGES } from './language';

export function LangSelect() {
  const { t } = useTranslation();
  const language = useStore(settingsStore, (s) => s.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES,
        onClick: ({ key }) => changeLanguage(key as Lang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('nav.language')}
        data-testid="lang-select"
      />
    </Dropdown>
  );
}
