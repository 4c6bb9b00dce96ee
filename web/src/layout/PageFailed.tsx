import { Button, Result } from 'antd';
import { useTranslation } from '../i18n';

/** What a page that threw shows instead of itself, with a retry. */
export default function PageFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errorLog.boundary')}
      extra={<Button onClick={retry}>{t('errorLog.retry')}</Button>}
    />
  );
}
