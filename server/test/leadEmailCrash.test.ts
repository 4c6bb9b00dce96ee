import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows';
import { customers, landingForms, landingPages, leadEmailSettings, leads } from '../src/db/schema';
import { seedOrganization } from '../src/db/seed/demo';
import { syncMenuModules } from '../src/db/seed/modules';
import { saveDigestJob } from '../src/modules/leadEmail/job';
import { startSmtpPeer, type SmtpPeer } from './fakes/smtpPeer';
import { serverDatabase, startServer, until, type ServerDatabase, type ServerProcess } from './serverProcess';

/**
 * The real server killed while a digest is with the mail server (the message taken, its answer not yet
 * given): the next start sends the same digest once more, with the same Message-ID, and marks its leads once.
 */

const TEST_MS = 180_000;
const LEADS = 3;
let where: ServerDatabase;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  where = await serverDatabase('lead_email_crash');
  await where.inDatabase(async (database) => {
    const { db } = database;
    await database.migrate();
    await syncMenuModules(db);
    await seedOrganization(db, { password: 'Demo@2026' });
    await db.transaction(async (tx) => {
      const [customer] = await tx.insert(customers).values({ name: '崩溃测试客户' }).returning();
      const [form] = await tx
        .insert(landingForms)
        .values({
          name: '表单',
          fields: [
            {
              key: 'phone',
              kind: 'phone',
              label: { zh: '手机号', en: '' },
              required: true,
              options: [],
              order: 0,
            },
          ],
        })
        .returning();
      const [page] = await tx
        .insert(landingPages)
        .values({
          title: '页面',
          slug: 'crash',
          customerId: customer!.id,
          formId: form!.id,
          status: 'published',
        })
        .returning();
      await tx.insert(leads).values(
        Array.from({ length: LEADS }, (_, i) => ({
          pageId: page!.id,
          customerId: customer!.id,
          name: `线索${i + 1}`,
          phone: `1390000000${i}`,
        })),
      );
      const [setting] = await tx
        .insert(leadEmailSettings)
        .values({ customerId: customer!.id, recipients: ['crash@example.com'] })
        .returning();
      await saveDigestJob(tx, setting!.id, '0 9 * * *', true, new Date());
    });
  });
}, TEST_MS);
afterAll(async () => {
  await peer?.close();
  await where?.drop();
});

/** The digest's job asked for now, as "send now" asks. */
const askForDigest = () =>
  where.inDatabase(({ db }) =>
    db.execute(sql`update scheduled_jobs set requested_at = now() where kind = 'lead.digest'`),
  );

const serve = (): ServerProcess =>
  startServer({
    ...where.env,
    SEED_DEMO: 'false',
    PLATFORM_SYNC: 'off',
    SMTP_URL: peer.url,
    SCHEDULER_TICK_SECONDS: '0.2',
    JOB_LEASE_SECONDS: '2',
    NOTICE_TICK_SECONDS: '0',
  });

const sends = () =>
  where.inDatabase(({ db }) =>
    queryRows<{ result: string; message_id: string; lead_count: number }>(
      db,
      sql`select result, message_id, lead_count from lead_email_sends order by id`,
    ),
  );
const unsent = () =>
  where.inDatabase(({ db }) =>
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from leads where emailed_at is null`),
  );

describe('a digest killed with the mail server', { timeout: TEST_MS }, () => {
  it('is sent again after the restart with the same Message-ID, its leads marked once', async () => {
    await askForDigest();
    peer.hold(true);
    const first = serve();
    await first.printed(/Server listening at/);
    await until(() => peer.held.length === 1, 'the digest to reach the mail server');
    await first.kill();
    expect(peer.received).toHaveLength(0);
    expect(await sends()).toEqual([
      { result: 'sending', message_id: expect.stringMatching(/^<lead-digest-1@/), lead_count: LEADS },
    ]);
    expect(await unsent()).toEqual([{ n: LEADS }]);

    peer.hold(false);
    await askForDigest();
    const second = serve();
    await until(() => peer.received.length === 1, 'the digest to arrive');
    await second.terminate(10_000);

    const [held] = peer.held;
    const [arrived] = peer.received;
    expect(arrived!.mail.messageId).toBe(held!.mail.messageId);
    expect(arrived!.mail.subject).toBe(held!.mail.subject);
    expect(arrived!.mail.attachments[0]!.filename).toBe(held!.mail.attachments[0]!.filename);
    const logged = await sends();
    expect(logged).toEqual([{ result: 'ok', message_id: arrived!.mail.messageId, lead_count: LEADS }]);
    expect(await unsent()).toEqual([{ n: 0 }]);
  });
});
