import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LEAD_EMAIL_TRANSPORT, type LeadEmailTransport } from '@adops/common/contract/leadEmail';
import { call } from '../../api/resource';
import { registerTexts, useTranslation } from '../../i18n';
import { ResourceTabs } from '../../resource/ResourceTabs';
import type { ResourceDef } from '../../resource/types';
import { LEAD_EMAIL_LOG, LEAD_EMAILS } from './emails';
import EMAIL_TEXTS from './emailTexts';

registerTexts(EMAIL_TEXTS);

/** Said while the server has no mail server: its digests are kept in the send log, not sent. */
function KeptNotice() {
  const { t } = useTranslation();
  const transport = useQuery({
    queryKey: ['leadEmail', 'transport'],
    queryFn: ({ signal }) => call<LeadEmailTransport>(LEAD_EMAIL_TRANSPORT, {}, signal),
    staleTime: Infinity,
  });
  if (transport.data?.smtp !== false) return null;
  return (
    <Alert
      data-testid="leadEmail-kept"
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={t('leadEmail.kept')}
    />
  );
}

/** Lead e-mails (xhsAppEmailSend): the settings and the send log, a tab each. */
export const LeadEmails = () => (
  <ResourceTabs
    testId="leadEmails"
    header={<KeptNotice />}
    tabs={[
      { key: 'settings', label: 'leadEmail.settings', def: LEAD_EMAILS as ResourceDef<never> },
      { key: 'log', label: 'leadEmail.log', def: LEAD_EMAIL_LOG as ResourceDef<never> },
    ]}
  />
);
