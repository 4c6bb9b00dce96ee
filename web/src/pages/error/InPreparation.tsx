import { Result } from 'antd';
import { useTranslation } from '../../i18n';

export default function InPreparation() {
  const { t } = useTranslation();
  return <Result status="info" title={t('app.pageInPreparation')} />;
}
