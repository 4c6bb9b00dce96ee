import { Space, Typography } from 'antd';
import { registerTexts, useTranslation } from '../../../i18n';
import { PageForm } from '../../../resource/PageForm';
import { EXAMPLE_FORM_PAGE } from './definition';
import FORM_TEXTS from './texts';

registerTexts(FORM_TEXTS);

/** The form sample page (/example/form): a definition of the resource engine's page form. */
export default function Page() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('example.form.intro')}
      </Typography.Paragraph>
      <PageForm def={EXAMPLE_FORM_PAGE} />
    </Space>
  );
}
