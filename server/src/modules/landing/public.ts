import { z } from 'zod';
import { Status } from '@adops/common/codes';
import {
  PUBLIC_LANDING_URL,
  PUBLIC_LEAD_URL,
  slug,
  type LeadAnswer,
  type PublicLandingPage,
} from '@adops/common/contract/landing';
import { readSubmission, submissionErrors } from '@adops/common/contract/leadSubmission';
import type { Lang, MessageKey } from '@adops/common/messages';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { route, type RouteSpec } from '../../http/route';
import { showPage, type StoredPage } from './present';
import { cachedPublishedPage } from './pageCache';
import { keepLead } from './keepLead';

const pageNotFound = () => new ApiError(Status.NOT_FOUND, 'landingNotFound');

async function findPublished(app: AppContext, slugText: string): Promise<StoredPage> {
  const page = await cachedPublishedPage(app, slugText);
  if (!page) throw pageNotFound();
  return page;
}

/** 130 naming the first bad field by the form's label; every bad field is in `data.errors`. */
function invalidSubmission(issues: ReturnType<typeof readSubmission>['issues'], lang: Lang): ApiError {
  const errors = submissionErrors(issues, lang);
  const first = issues[0]!;
  return new ApiError(
    Status.INVALID,
    first.message as MessageKey,
    { ...first.params, label: errors[0]!.label },
    { errors },
  );
}

/**
 * The public landing API, reachable without a session (signed as every call is): a published page with its
 * form, and a visitor's lead. Unknown and unpublished pages are one friendly "not found".
 */
export function publicLandingRoutes(app: AppContext): RouteSpec[] {
  return [
    route({
      method: 'GET',
      url: PUBLIC_LANDING_URL,
      access: 'public',
      input: z.object({ slug }),
      async handler({ input, lang }): Promise<PublicLandingPage> {
        return showPage(app.db, await findPublished(app, input.slug), lang);
      },
    }),
    route({
      method: 'POST',
      url: PUBLIC_LEAD_URL,
      access: 'public',
      changesAuth: false,
      // Anyone can sign with the public salts, so a taken signature would stop no one; the 24-hour duplicate
      // check is what keeps a lead sent twice from being kept twice, and the rate limits keep out the flood.
      once: false,
      // The form's fields come by their keys, which only the page's form knows: read against it below.
      input: z.looseObject({ slug }),
      async handler({ input, lang, ip }): Promise<LeadAnswer> {
        const page = await findPublished(app, input.slug);
        const { issues, submission } = readSubmission(page.fields, input);
        // A robot is thanked and forgotten before anything of it is checked or counted.
        if (submission.robot) return { ok: true };
        if (issues.length) throw invalidSubmission(issues, lang);
        await keepLead(app.db, {
          pageId: page.id,
          customerId: page.customerId,
          ip,
          lead: submission,
          now: app.clock.now(),
        });
        return { ok: true };
      },
    }),
  ];
}
