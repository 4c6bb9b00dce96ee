const base = 'http://127.0.0.1:8099';
import { signRequest } from '@adops/common/signing';
const login = await (await fetch(`${base}/api/crm/sys/login?username=admin&password=Demo@2026&${new URLSearchParams(Object.entries(signRequest(undefined, {})).map(([k,v])=>[k,String(v)]))}`)).json();
const token = login.data.token;
for (const path of process.argv.slice(2)) {
  const [p, q] = path.split('?');
  const sig = signRequest(token, {});
  const r = await (await fetch(`${base}${p}?${q ?? ''}&${new URLSearchParams(Object.entries(sig).map(([k,v])=>[k,String(v)]))}`, { headers: { token, saltId: String(sig.saltId), timestamp: String(sig.timestamp) } })).json();
  console.log(path, JSON.stringify(r).slice(0, 500));
}
