import type { BaseAccount } from '@adops/common/contract/department';
import type { OptionsDef } from './types';

/** The accounts the user sees, searched by name or platform id: what a form picks an account from. */
export const ACCOUNT_OPTIONS: OptionsDef = {
  endpoint: { method: 'GET', url: '/api/crm/base/department/account/getList' },
  value: 'id',
  label: (a: BaseAccount) => `${a.name} (${a.platformId})`,
  search: 'keyword',
};
