/** The words of a lead digest, in Chinese (its readers are the advertiser's people): pure, for its unit test. */

/** A lead as the body lists it. */
export interface DigestLine {
  name: string | null;
  phone: string | null;
  email: string | null;
  pageTitle: string | null;
  createTime: string;
}

export interface DigestText {
  subject: string;
  text: string;
  filename: string;
}

/** The body lists this many leads; the sheet has them all. */
export const BODY_LINES = 10;

export const digestSubject = (customerName: string, count: number, day: string) =>
  `【新线索】${customerName}：${count} 条新线索（${day}）`;

export const digestFilename = (customerName: string, day: string) =>
  `新线索_${customerName.replace(/[\\/:*?"<>|\s]+/g, '_')}_${day}.xlsx`;

/** A digest's subject, body and attachment name: `day` is the Shanghai day it was first made. */
export function renderDigest(customerName: string, day: string, leads: readonly DigestLine[]): DigestText {
  const filename = digestFilename(customerName, day);
  const lines = leads.slice(0, BODY_LINES).map((lead, index) => {
    const who = [lead.name, lead.phone, lead.email].filter(Boolean).join('  ') || '（未留姓名）';
    return `${index + 1}. ${who}  ${lead.createTime}${lead.pageTitle ? `  ${lead.pageTitle}` : ''}`;
  });
  const more = leads.length - lines.length;
  const text = [
    '您好：',
    '',
    `${customerName} 有 ${leads.length} 条新线索，明细见附件《${filename}》。`,
    '',
    ...lines,
    ...(more > 0 ? [`……另有 ${more} 条，见附件。`] : []),
    '',
    '此邮件由广告运营系统按计划自动发送，请勿直接回复。',
  ].join('\n');
  return { subject: digestSubject(customerName, leads.length, day), text, filename };
}

/** The Message-ID of the digest logged as `sendId`: the same however often it is sent. */
export function digestMessageId(sendId: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'adops.local';
  return `<lead-digest-${sendId}@${domain}>`;
}
