import { Card, Space, Typography } from 'antd';
import { registerTexts, useTranslation } from '../../../i18n';
import { ThemeControls } from './ThemeControls';
import { ThemeShowcase } from './ThemeShowcase';
import THEME_TEXTS from './texts';

registerTexts(THEME_TEXTS);

/**
 * The theme sample page (/example/theme): primary colour, dark and compact mode and the component size for the
 * whole console (web/src/theme/), and a showcase of components drawn in the chosen theme.
 */
export default function ThemeSample() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('example.theme.settings')}>
        <Typography.Paragraph type="secondary">{t('example.theme.intro')}</Typography.Paragraph>
        <ThemeControls />
      </Card>
      <Card title={t('example.theme.showcase')}>
        <ThemeShowcase />
      </Card>
    </Space>
  );
}
