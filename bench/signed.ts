import type { Envelope } from '@adops/common/codes';
import { signedParts, type Salts } from '@adops/common/signing';

/** A request as the console's client sends it: the URL with the signature's query, and its headers. */
export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** A URL and headers carrying a fresh signature (valid for 5 minutes). */
export function signed(url: URL, salts: Salts, token?: string): Target {
  const { query, headers } = signedParts(token, { salts });
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { url: url.toString(), headers };
}

/** One request that must answer HTTP 200 with envelope status 1; gives the raw body and its data. */
export async function fetchOk<T>(target: Target): Promise<{ body: string; data: T }> {
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.text();
  const envelope = JSON.parse(body) as Envelope<T>;
  if (response.status !== 200 || envelope.status !== 1) {
    throw new Error(`${target.url} answered HTTP ${response.status}: ${body}`);
  }
  return { body, data: envelope.data };
}
