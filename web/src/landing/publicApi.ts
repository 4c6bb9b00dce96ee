import { Status, type Envelope } from '@adops/common/codes';
import type { LeadSource, PublicLandingPage } from '@adops/common/contract/landing';
import { publicLandingUrl, publicLeadUrl } from '@adops/common/contract/landingPublic';
import type { SubmissionError } from '@adops/common/contract/leadSubmission';
import type { Lang } from '@adops/common/messages';
import { parseSalts, signedParts } from '@adops/common/signing';

/**
 * The public landing API as the page calls it: signed as every call is (no token), in the page's language. Not the
 * console's request client, which brings the console's session, toasts and cookies with it.
 */
const SALTS = parseSalts(import.meta.env.VITE_SIGNING_SALTS as string | undefined);

async function call<T>(url: string, lang: Lang, body?: Record<string, string>): Promise<Envelope<T>> {
  const { query, headers } = signedParts(undefined, { salts: SALTS });
  const response = await fetch(`${url}?${new URLSearchParams({ ...query, lang })}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  // Every answer, refusals included, is an envelope; anything else is a fault on the way.
  const envelope = (await response.json()) as Envelope<T>;
  if (typeof envelope?.status !== 'number') throw new Error(`HTTP ${response.status}`);
  return envelope;
}

export type PageLoad = { kind: 'page'; page: PublicLandingPage } | { kind: 'notFound'; message: string };

/** The published page of `slug`; not found for an unknown or unpublished one. Throws when there is no answer. */
export async function loadPage(slug: string, lang: Lang): Promise<PageLoad> {
  const envelope = await call<PublicLandingPage>(publicLandingUrl(slug), lang);
  if (envelope.status === Status.OK) return { kind: 'page', page: envelope.data };
  if (envelope.status === Status.NOT_FOUND || envelope.status === Status.INVALID)
    return { kind: 'notFound', message: envelope.desc };
  throw new Error(envelope.desc);
}

export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: SubmissionError[]; message: string }
  | { kind: 'refused'; message: string };

/** What the form sends: its fields by their keys and the honeypot's value. */
export type LeadValues = Record<string, string>;

/** Sends a lead with the address's UTM parameters; 130 gives the bad fields, other refusals their message. */
export async function sendLead(
  slug: string,
  lang: Lang,
  values: LeadValues,
  utm: LeadSource,
): Promise<SubmitOutcome> {
  const envelope = await call<{ errors?: SubmissionError[] } | null>(publicLeadUrl(slug), lang, {
    ...values,
    ...utm,
  });
  if (envelope.status === Status.OK) return { kind: 'sent' };
  if (envelope.status === Status.INVALID)
    return { kind: 'invalid', errors: envelope.data?.errors ?? [], message: envelope.desc };
  return { kind: 'refused', message: envelope.desc };
}
