import { ResourceTable } from '../../resource/ResourceTable';
import { registerTexts } from '../../i18n';
import { AccountHeader } from './AccountHeader';
import {
  ACCOUNTS,
  ACCOUNT_CHANGES,
  BALANCES,
  CUSTOMERS,
  FUND_RECORDS,
  OPERATORS,
  SPEND_HISTORY,
} from './resources';
import BIZ_TEXTS from './texts';

registerTexts(BIZ_TEXTS);

/** The pages that are a definition and nothing more. */
export const Customers = () => <ResourceTable def={CUSTOMERS} />;
export const Accounts = () => <ResourceTable def={ACCOUNTS} />;
export const Balances = () => <ResourceTable def={BALANCES} />;
export const Operators = () => <ResourceTable def={OPERATORS} />;
export const AccountChanges = () => (
  <ResourceTable def={ACCOUNT_CHANGES} header={<AccountHeader optional />} />
);
export const FundRecords = () => <ResourceTable def={FUND_RECORDS} header={<AccountHeader />} />;
export const SpendHistory = () => <ResourceTable def={SPEND_HISTORY} header={<AccountHeader />} />;
