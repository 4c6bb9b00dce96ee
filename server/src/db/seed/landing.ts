import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { LandingFormField, LeadStatus } from '@adops/common/contract/landing';
import type { Executor } from '../client';
import { adAccounts, landingForms, landingPages, leads, users } from '../schema';

const FIELDS: LandingFormField[] = [
  { key: 'name', kind: 'name', label: { zh: '姓名', en: 'Name' }, required: true, options: [], order: 0 },
  {
    key: 'phone',
    kind: 'phone',
    label: { zh: '手机号', en: 'Mobile' },
    required: true,
    options: [],
    order: 1,
  },
  {
    key: 'region',
    kind: 'region',
    label: { zh: '所在地区', en: 'Region' },
    required: false,
    options: [],
    order: 2,
  },
  {
    key: 'budget',
    kind: 'choice',
    label: { zh: '月投放预算', en: 'Monthly budget' },
    required: true,
    options: [
      { value: 'lt10k', zh: '1 万以下', en: 'Under ¥10k' },
      { value: '10k-50k', zh: '1–5 万', en: '¥10k–50k' },
      { value: 'gt50k', zh: '5 万以上', en: 'Over ¥50k' },
    ],
    order: 3,
  },
];

interface DemoLead {
  name: string;
  phone: string;
  regionCode: string;
  budget: string;
  status: LeadStatus;
  hoursAgo: number;
  utm: string;
  note?: string;
}

const DEMO_LEADS: DemoLead[] = [
  {
    name: '王女士',
    phone: '13800138001',
    regionCode: '440305',
    budget: '10k-50k',
    status: 'new',
    hoursAgo: 2,
    utm: 'xhs_feed',
  },
  {
    name: '李先生',
    phone: '13900139002',
    regionCode: '310115',
    budget: 'gt50k',
    status: 'following',
    hoursAgo: 26,
    utm: 'xhs_search',
    note: '已电话沟通，周五发方案',
  },
  {
    name: '陈女士',
    phone: '13700137003',
    regionCode: '110105',
    budget: 'lt10k',
    status: 'converted',
    hoursAgo: 72,
    utm: 'xhs_feed',
    note: '已签约',
  },
  {
    name: '赵先生',
    phone: '13600136004',
    regionCode: '330106',
    budget: '10k-50k',
    status: 'invalid',
    hoursAgo: 120,
    utm: 'xhs_search',
    note: '空号',
  },
  {
    name: '刘女士',
    phone: '13500135005',
    regionCode: '510107',
    budget: 'gt50k',
    status: 'new',
    hoursAgo: 5,
    utm: 'xhs_feed',
  },
];

const HOUR = 3_600_000;

/**
 * The demo's lead capture: a form (name, phone, region, a budget choice), a page published at
 * /strategy?page=demo for the demo operator's first customer, and a few leads. Returns how many leads.
 */
export async function seedLanding(tx: Executor, now: Date): Promise<number> {
  const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
  const [account] = await tx
    .select({ customerId: adAccounts.customerId })
    .from(adAccounts)
    .where(
      and(isNotNull(adAccounts.customerId), operator ? eq(adAccounts.operatorId, operator.id) : undefined),
    )
    .orderBy(asc(adAccounts.id))
    .limit(1);
  if (!account?.customerId) return 0;
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const [form] = await tx
    .insert(landingForms)
    .values({ name: '品牌投放咨询表单', fields: FIELDS, createdAt: at(240), updatedAt: at(240) })
    .returning({ id: landingForms.id });
  const [page] = await tx
    .insert(landingPages)
    .values({
      title: '小红书品牌投放咨询',
      slug: 'demo',
      customerId: account.customerId,
      formId: form!.id,
      blocks: [
        {
          kind: 'text',
          text: {
            zh: '留下联系方式，投放顾问将在 1 个工作日内与您联系，为您定制小红书投放方案。',
            en: 'Leave your details and an advisor will contact you within one working day with a plan for you.',
          },
        },
        { kind: 'form' },
      ],
      status: 'published',
      publishedAt: at(200),
      createdAt: at(240),
      updatedAt: at(200),
    })
    .returning({ id: landingPages.id });
  await tx.insert(leads).values(
    DEMO_LEADS.map((lead) => ({
      pageId: page!.id,
      customerId: account.customerId!,
      name: lead.name,
      phone: lead.phone,
      regionCode: lead.regionCode,
      answers: { budget: { label: FIELDS[3]!.label, value: lead.budget } },
      source: { utm_source: 'xiaohongshu', utm_medium: 'cpc', utm_campaign: lead.utm },
      status: lead.status,
      note: lead.note ?? null,
      assigneeId: lead.status === 'new' ? null : (operator?.id ?? null),
      createdAt: at(lead.hoursAgo),
      updatedAt: at(lead.hoursAgo),
    })),
  );
  // Their contacts are the 24-hour duplicate check's, as if the visitors had sent them.
  await tx.execute(sql`insert into lead_contacts (page_id, contact, kept_at)
    select page_id, coalesce(phone, email), max(created_at) from leads
    where page_id = ${page!.id} and coalesce(phone, email) is not null group by 1, 2`);
  return DEMO_LEADS.length;
}
