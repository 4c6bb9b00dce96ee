import type { PublicLandingPage } from '@adops/common/contract/landing';
import type { Lang } from '@adops/common/messages';
import { LandingView } from './LandingView';

/**
 * The console's preview of a page (LANDING_PAGE_PREVIEW's answer): the public page's own view, its form's submit
 * disabled with a note. In the console's language unless told.
 */
export function LandingPreview({ page, lang }: { page: PublicLandingPage; lang?: Lang }) {
  const shown = lang ?? (document.documentElement.lang.startsWith('en') ? 'en' : 'zh');
  return (
    <div className="lp-preview">
      <LandingView page={page} lang={shown} />
    </div>
  );
}
