import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Status } from '@adops/common/codes';
import {
  PUBLIC_LANDING_URL,
  PUBLIC_LEAD_URL,
  slug,
  type LeadAnswer,
  type PublicLandingPage,
} from '@adops/common/contract/landing';
import { readSubmission, submissionErrors, type Submission } from '@adops/common/contract/leadSubmission';
import type { Lang, MessageKey } from '@adops/common/messages';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { route, type RouteSpec } from '../../http/route';
import { publishedPage, showPage, type StoredPage } from './present';
import { ensureLeadAllowed } from './rateLimit';

const DAY = 86_400_000;
/** The advisory lock class of "a lead of this page with this phone": two at once take turns to see each other. */
const LEAD_LOCK = 1_601;

const pageNotFound = () => new ApiError(Status.NOT_FOUND, 'landingNotFound');

async function findPublished(app: AppContext, slugText: string): Promise<StoredPage> {
  const page = await publishedPage(app.db, slugText);
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
 * Keeps the lead unless the same phone (or, on a form without one, the same email) came to the same page in
 * the last 24 hours; either way the visitor is thanked.
 */
async function keepLead(app: AppContext, page: StoredPage, lead: Submission, ip: string) {
  const now = new Date(app.clock.now());
  const column = lead.phone ? leads.phone : lead.email ? leads.email : undefined;
  const contact = lead.phone ?? lead.email;
  await app.db.transaction(async (tx) => {
    if (column && contact) {
      await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_LOCK}, hashtext(${`${page.id}:${contact}`}))`);
      const [seen] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            eq(leads.pageId, page.id),
            eq(column, contact),
            gt(leads.createdAt, new Date(now.getTime() - DAY)),
          ),
        )
        .limit(1);
      if (seen) return;
    }
    await tx.insert(leads).values({
      pageId: page.id,
      customerId: page.customerId,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      regionCode: lead.regionCode,
      answers: lead.answers,
      source: lead.source,
      ip,
      createdAt: now,
      updatedAt: now,
    });
  });
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
      // The form's fields come by their keys, which only the page's form knows: read against it below.
      input: z.looseObject({ slug }),
      async handler({ input, lang, ip }): Promise<LeadAnswer> {
        const page = await findPublished(app, input.slug);
        const { issues, submission } = readSubmission(page.fields, input);
        // A robot is thanked and forgotten before anything of it is checked or counted.
        if (submission.robot) return { ok: true };
        if (issues.length) throw invalidSubmission(issues, lang);
        await ensureLeadAllowed(app.db, ip, page.id, app.clock.now());
        await keepLead(app, page, submission, ip);
        return { ok: true };
      },
    }),
  ];
}
