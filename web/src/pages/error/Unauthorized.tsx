import { Button, Result, Space } from 'antd';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router';

/** Spec section 4: a refused route lands here; with `noGoBack` there is no way back to it. */
export default function Unauthorized() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const noGoBack = Boolean((useLocation().state as { noGoBack?: boolean } | null)?.noGoBack);
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('error.401.text')}
      extra={
        <Space>
          {!noGoBack && <Button onClick={() => navigate(-1)}>{t('error.back')}</Button>}
          <Button type="primary" onClick={() => navigate('/')}>
            {t('error.home')}
          </Button>
        </Space>
      }
    />
  );
}
