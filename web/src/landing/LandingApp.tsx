import { useCallback, useEffect, useState } from 'react';
import type { PublicLandingPage } from '@adops/common/contract/landing';
import { formatMessage } from '@adops/common/messages';
import type { LandingAddress } from './address';
import { landingText } from './landingTexts';
import { LandingView } from './LandingView';
import { loadPage, sendLead, type LeadValues } from './publicApi';

type Shown =
  | { kind: 'loading' }
  | { kind: 'page'; page: PublicLandingPage }
  | { kind: 'notFound'; message: string }
  | { kind: 'failed' };

/** The public page /strategy?page=<slug>: the published page and its form, or a friendly not-found. */
export function LandingApp({ address }: { address: LandingAddress }) {
  const { slug, lang, utm } = address;
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
    if (!slug) return setShown({ kind: 'notFound', message: formatMessage('landingNotFound', lang) });
    let current = true;
    setShown({ kind: 'loading' });
    loadPage(slug, lang).then(
      (loaded) => current && setShown(loaded),
      () => current && setShown({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug, lang, attempt]);

  useEffect(() => {
    document.title =
      shown.kind === 'page'
        ? shown.page.title
        : landingText(shown.kind === 'notFound' ? 'notFoundTitle' : 'loading', lang);
  }, [shown, lang]);

  const submit = useCallback((values: LeadValues) => sendLead(slug!, lang, values, utm), [slug, lang, utm]);

  if (shown.kind === 'page') return <LandingView page={shown.page} lang={lang} submit={submit} />;
  return (
    <main className="lp-page lp-state">
      {shown.kind === 'loading' && <p aria-busy="true">{landingText('loading', lang)}</p>}
      {shown.kind === 'notFound' && (
        <>
          <div className="lp-state-mark" aria-hidden="true">
            404
          </div>
          <h1 className="lp-title">{landingText('notFoundTitle', lang)}</h1>
          <p>{shown.message}</p>
        </>
      )}
      {shown.kind === 'failed' && (
        <>
          <p role="alert">{landingText('loadFailed', lang)}</p>
          <button className="lp-submit" type="button" onClick={() => setAttempt((n) => n + 1)}>
            {landingText('retry', lang)}
          </button>
        </>
      )}
    </main>
  );
}
