import { eq } from 'drizzle-orm';
import { DEFAULT_DIGEST_CRON } from '@adops/common/contract/leadEmail';
import type { Executor } from '../client';
import { landingPages, leadEmailSettings } from '../schema';
import { saveDigestJob } from '../../modules/leadEmail/job';

/** Where the demo's digests go: a domain reserved for examples (RFC 2606), so that none reaches anyone. */
const DEMO_RECIPIENTS = ['leads@example.com', 'sales@example.com'];

/**
 * The demo's lead e-mail: a daily digest of the demo page's advertiser's leads, with its job. Without SMTP_URL
 * its messages are kept in the send log. Returns how many settings (none without the demo page).
 */
export async function seedLeadEmails(tx: Executor, now: Date): Promise<number> {
  const [page] = await tx
    .select({ customerId: landingPages.customerId })
    .from(landingPages)
    .where(eq(landingPages.slug, 'demo'));
  if (!page) return 0;
  const [setting] = await tx
    .insert(leadEmailSettings)
    .values({ customerId: page.customerId, recipients: DEMO_RECIPIENTS, createdAt: now, updatedAt: now })
    .returning({ id: leadEmailSettings.id });
  await saveDigestJob(tx, setting!.id, DEFAULT_DIGEST_CRON, true, now);
  return 1;
}
