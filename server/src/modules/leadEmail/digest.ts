import { and, asc, eq, isNull, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, leadEmailSends, leadEmailSettings, leads } from '../../db/schema';
import { XLSX_TYPE } from '../../export/xlsx';
import type { RunOutcome } from '../../jobs/claim';
import { MailError, type Delivery, type Mailer } from '../../mail/transport';
import { shanghaiDay } from '../../time';
import { digestMessageId, digestSubject, renderDigest } from './render';
import { digestLeads, digestSheet } from './sheet';

/** The most leads one digest carries; more wait for the next run. */
export const DIGEST_MAX_LEADS = 5_000;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  /** The From address (MAIL_FROM), whose domain the Message-ID takes. */
  from: string;
  now: () => Date;
}

/** A digest logged as `sending`: what it carries and to whom, fixed before the mail server is asked. */
interface OpenSend {
  id: number;
  customerName: string;
  recipients: string[];
  subject: string;
  messageId: string;
  leadIds: number[];
  createdAt: Date;
  /** Left `sending` by a run that did not finish it. */
  resumed: boolean;
}

const sendColumns = {
  id: leadEmailSends.id,
  customerName: customers.name,
  recipients: leadEmailSends.recipients,
  subject: leadEmailSends.subject,
  messageId: leadEmailSends.messageId,
  leadIds: leadEmailSends.leadIds,
  createdAt: leadEmailSends.createdAt,
};

/**
 * The digest to send now, in one transaction with the setting locked: one a crash left `sending` (sent again as
 * it was), else a new one of the advertiser's leads not yet sent, logged `sending`; none when there are no such
 * leads (nothing is sent and nothing logged) or the setting is off and nobody asked.
 */
function openSend(deps: DigestDeps, settingId: number, asked: boolean, runId: number | null) {
  return deps.db.transaction(async (tx): Promise<OpenSend | null> => {
    const [setting] = await tx
      .select({
        customerId: leadEmailSettings.customerId,
        customerName: customers.name,
        recipients: leadEmailSettings.recipients,
        enabled: leadEmailSettings.enabled,
      })
      .from(leadEmailSettings)
      .innerJoin(customers, eq(customers.id, leadEmailSettings.customerId))
      .where(eq(leadEmailSettings.id, settingId))
      .for('update', { of: leadEmailSettings });
    if (!setting) return null;
    const [unfinished] = await tx
      .select(sendColumns)
      .from(leadEmailSends)
      .innerJoin(customers, eq(customers.id, leadEmailSends.customerId))
      .where(and(eq(leadEmailSends.settingId, settingId), eq(leadEmailSends.result, 'sending')))
      .orderBy(asc(leadEmailSends.id))
      .limit(1);
    if (unfinished) return { ...unfinished, messageId: unfinished.messageId!, resumed: true };
    if (!setting.enabled && !asked) return null;
    const waiting = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.customerId, setting.customerId), isNull(leads.emailedAt)))
      .orderBy(asc(leads.id))
      .limit(DIGEST_MAX_LEADS);
    if (!waiting.length) return null;
    const now = deps.now();
    const leadIds = waiting.map((lead) => lead.id);
    const subject = digestSubject(setting.customerName, leadIds.length, shanghaiDay(now.getTime()));
    const [created] = await tx
      .insert(leadEmailSends)
      .values({
        settingId,
        customerId: setting.customerId,
        recipients: setting.recipients,
        subject,
        leadIds,
        leadCount: leadIds.length,
        runId,
        createdAt: now,
      })
      .returning({ id: leadEmailSends.id });
    const messageId = digestMessageId(created!.id, deps.from);
    await tx.update(leadEmailSends).set({ messageId }).where(eq(leadEmailSends.id, created!.id));
    return {
      id: created!.id,
      customerName: setting.customerName,
      recipients: setting.recipients,
      subject,
      messageId,
      leadIds,
      createdAt: now,
      resumed: false,
    };
  });
}

/** The message of a digest: the same headers, body and sheet however often it is made. */
async function digestMessage(deps: DigestDeps, send: OpenSend) {
  const rows = await digestLeads(deps.db, send.leadIds);
  const words = renderDigest(send.customerName, shanghaiDay(send.createdAt.getTime()), rows);
  return {
    from: deps.from,
    to: send.recipients,
    subject: send.subject,
    text: words.text,
    messageId: send.messageId,
    date: send.createdAt,
    attachments: [
      { filename: words.filename, content: await digestSheet(send.subject, rows), contentType: XLSX_TYPE },
    ],
  };
}

/**
 * How the digest went, written once: a success (sent or kept) marks its leads sent in the same transaction; a
 * failure leaves them for the next run.
 */
async function finishSend(
  deps: DigestDeps,
  send: OpenSend,
  outcome: Delivery | { result: 'failed'; answer: string },
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [finished] = await tx
      .update(leadEmailSends)
      .set({
        result: outcome.result,
        answer: 'answer' in outcome ? outcome.answer : null,
        raw: 'raw' in outcome ? outcome.raw : null,
        finishedAt: now,
      })
      .where(and(eq(leadEmailSends.id, send.id), eq(leadEmailSends.result, 'sending')))
      .returning({ id: leadEmailSends.id });
    if (finished && outcome.result !== 'failed')
      await tx
        .update(leads)
        .set({ emailedAt: now })
        .where(and(inArray(leads.id, send.leadIds), isNull(leads.emailedAt)));
  });
}

/**
 * A run of a setting's digest (the job `lead.digest`): a digest a crash interrupted is finished first, then the
 * leads not yet sent go out in one. `asked`: someone asked for it (send now), which sends even while it is off.
 */
export async function runLeadDigest(
  deps: DigestDeps,
  settingId: number,
  { asked = false, runId = null }: { asked?: boolean; runId?: number | null } = {},
): Promise<RunOutcome> {
  let sent = 0;
  // A resumed digest, then at most one new one: a run ends, and leads beyond one digest wait for the next.
  for (let round = 0; round < 2; round++) {
    const send = await openSend(deps, settingId, asked, runId);
    if (!send) break;
    const message = await digestMessage(deps, send);
    let delivery: Delivery;
    try {
      delivery = await deps.mailer.send(message);
    } catch (error) {
      const answer = error instanceof MailError ? error.message : String(error);
      await finishSend(deps, send, { result: 'failed', answer });
      return { status: 'failed', rows: sent, message: answer };
    }
    await finishSend(deps, send, delivery);
    sent += send.leadIds.length;
    if (!send.resumed) break;
  }
  return { status: 'ok', rows: sent };
}
