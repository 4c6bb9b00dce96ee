import { registerTexts } from '../../i18n';
import { ResourceTable } from '../../resource/ResourceTable';
import { ThresholdsButton } from '../../report/thresholds/ThresholdsButton';
import { BUDGETS, CATEGORIES, CONTENT_ACCOUNT_LOG, CONTENT_ACCOUNTS } from './resources';
import CREATIVE_TEXTS from './texts';

registerTexts(CREATIVE_TEXTS);

/** The record pages of /csrDataManage: each a definition and nothing more. */
export const AccountCategories = () => <ResourceTable def={CATEGORIES} />;
/** The budgets' warning share is a threshold of the settings, offered beside them. */
export const CustomerBudgets = () => (
  <ResourceTable
    def={BUDGETS}
    header={
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <ThresholdsButton />
      </div>
    }
  />
);
export const ContentAccounts = () => <ResourceTable def={CONTENT_ACCOUNTS} />;
export const ContentAccountLog = () => <ResourceTable def={CONTENT_ACCOUNT_LOG} />;
