import type { Envelope } from '@adops/common/codes';
import type { LoginResult, UserInfo } from '@adops/common/contract/session';
import type { HomeCards } from '@adops/common/contract/dashboard';
import type { ListResult } from '@adops/common/contract/fields';
import { signRequest } from '@adops/common/signing';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const signed = (path: string, token?: string) => {
  const { sessionId, saltId, timestamp } = signRequest(token);
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}sessionId=${sessionId}&saltId=${saltId}&timestamp=${timestamp}`;
  return fetch(url, {
    headers: { saltId: String(saltId), timestamp: String(timestamp), ...(token ? { token } : {}) },
  });
};

const login = (await (
  await signed('/api/crm/sys/login?username=admin&password=Demo%402026')
).json()) as Envelope<LoginResult>;
if (login.status !== 1) throw new Error(`login failed: ${JSON.stringify(login)}`);
const info = (await (
  await signed(`/api/crm/sys/getUserInfo?uid=${login.data.id}`, login.data.token)
).json()) as Envelope<UserInfo>;
if (info.status !== 1 || info.data.user.username !== 'admin')
  throw new Error(`getUserInfo failed: ${JSON.stringify(info)}`);
console.log(`signed in as admin, ${info.data.modules.length} modules`);

// The demo agency is there: customers, accounts and today's spend so far.
const home = (await (
  await signed('/api/zhImport/homeSearch', login.data.token)
).json()) as Envelope<HomeCards>;
const accounts = (await (
  await signed('/api/crm/account/list?pageSize=1', login.data.token)
).json()) as Envelope<ListResult<unknown>>;
if (home.status !== 1 || accounts.status !== 1 || accounts.data.total < 900)
  throw new Error(`demo data missing: ${JSON.stringify({ home, accounts: accounts.data?.total })}`);
console.log(
  `demo data: ${accounts.data.total} accounts, today's spend so far ${home.data.todayFee / 100} yuan`,
);
