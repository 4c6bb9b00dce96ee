import { Button, Result } from 'antd';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('error.404.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('error.home')}
        </Button>
      }
    />
  );
}
