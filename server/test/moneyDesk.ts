import { afterAll, beforeAll } from 'vitest';
import type { AccountRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import { createTestApi, type TestApi } from './harness';

export interface MoneyDesk {
  api: TestApi;
  /**
   * Sessions of the demo logins that take part in the money's flows: `gm` enters orders and withdrawals, which
   * the customer's `sales` and then `finance` review (nobody takes two parts of one record).
   */
  tokens: Record<string, string>;
  /** An account of a customer the demo `sales` user owns: the first of the sales list by `sort`. */
  account: AccountRow;
}

/** A test file's server on the small demo tier, its money's people signed in, and an account to move money on. */
export function moneyDesk(sort: string): MoneyDesk {
  const desk = { tokens: {} } as MoneyDesk;
  beforeAll(async () => {
    desk.api = await createTestApi({}, { tier: 'small' });
    for (const name of ['admin', 'gm', 'sales', 'finance', 'operator', 'depthead'])
      desk.tokens[name] = (await desk.api.login(name)).token;
    const accounts = await desk.api.call<ListResult<AccountRow>>('GET', '/api/crm/account/list', {
      token: desk.tokens.sales,
      query: { pageSize: 1, sort },
    });
    desk.account = accounts.data.list[0]!;
  }, 120_000);
  afterAll(() => desk.api.close());
  return desk;
}
