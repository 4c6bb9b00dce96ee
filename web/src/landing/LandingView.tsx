import type { PublicLandingPage } from '@adops/common/contract/landing';
import type { Lang } from '@adops/common/messages';
import { landingText } from './landingTexts';
import { LeadForm } from './LeadForm';
import type { LeadValues, SubmitOutcome } from './publicApi';
import './landing.css';

interface LandingViewProps {
  page: PublicLandingPage;
  lang: Lang;
  /** Sends a lead; absent in the console's preview. */
  submit?: (values: LeadValues) => Promise<SubmitOutcome>;
}

/**
 * A landing page as its visitors see it: banner, title, its blocks in order, the form where its block is (last
 * when it has none). The public page and the console's preview both render this; it uses no antd, so it stays in
 * the public page's small chunk.
 */
export function LandingView({ page, lang, submit }: LandingViewProps) {
  const form = (
    <section className="lp-block lp-form-block" key="form">
      <LeadForm fields={page.form.fields} honeypot={page.honeypot} lang={lang} submit={submit} />
    </section>
  );
  const blocks = page.blocks.some((block) => block.kind === 'form')
    ? page.blocks
    : [...page.blocks, { kind: 'form' } as const];
  return (
    <article className="lp-page" lang={lang === 'en' ? 'en' : 'zh-CN'}>
      {page.bannerUrl && <img className="lp-banner" src={page.bannerUrl} alt="" />}
      <h1 className="lp-title">{page.title}</h1>
      {blocks.map((block, index) => {
        if (block.kind === 'form') return form;
        if (block.kind === 'text')
          return (
            <section className="lp-block lp-text" key={index}>
              {block.text}
            </section>
          );
        return block.url ? (
          <img className="lp-block lp-image" key={index} src={block.url} alt="" loading="lazy" />
        ) : null;
      })}
      {page.advertiser && (
        <footer className="lp-footer">{landingText('advertiser', lang, { name: page.advertiser })}</footer>
      )}
    </article>
  );
}
