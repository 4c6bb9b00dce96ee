import { Alert, Descriptions } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AccountRow } from '@adops/common/contract/account';
import { get } from '../../api/client';
import { usePageQuery } from '../../app/pageContext';
import { useTranslation } from '../../i18n';
import { cellText } from '@adops/common/cellText';

/** What a drill-down is about: the account of `?accountId=` in the page's URL. */
export function AccountHeader({ optional = false }: { optional?: boolean }) {
  const { t, i18n } = useTranslation();
  const accountId = Number(usePageQuery().get('accountId'));
  const account = useQuery({
    queryKey: ['account', 'detail', accountId],
    queryFn: () => get<AccountRow>('/api/crm/account/detail', { id: accountId }, { silent: true }),
    enabled: accountId > 0,
  });
  if (!accountId) return optional ? null : <Alert type="warning" showIcon title={t('biz.noAccount')} />;
  if (!account.data) return null;
  const a = account.data;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 4 }}
      style={{ marginBottom: 16 }}
      data-testid="account-header"
    >
      <Descriptions.Item label={t('biz.accountName')}>{a.name}</Descriptions.Item>
      <Descriptions.Item label={t('biz.platformId')}>{a.platformId}</Descriptions.Item>
      <Descriptions.Item label={t('biz.customer')}>
        {cellText('text', a.customerName, i18n.language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('biz.balance')}>
        {cellText('money', a.balance, i18n.language)}
      </Descriptions.Item>
    </Descriptions>
  );
}
