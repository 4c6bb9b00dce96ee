import { Button, Form, Space } from 'antd';
import { useTranslation } from '../i18n';

/** The Search (submits the form) and Reset buttons that end every search form. */
export function SearchButtons({ testId, onReset }: { testId: string; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={`${testId}-search-submit`}>
          {t('common.search')}
        </Button>
        <Button data-testid={`${testId}-search-reset`} onClick={onReset}>
          {t('common.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
