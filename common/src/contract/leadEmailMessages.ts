/** The texts of lead e-mails (xhsAppEmailSend) the server answers with, spread into `MESSAGES`. */
export const LEAD_EMAIL_MESSAGES = {
  'what.leadEmail': { zh: '邮件发送设置', en: 'Lead e-mail setting' },
  'what.leadEmailLog': { zh: '邮件发送记录', en: 'Lead e-mail' },
  tooManyRecipients: { zh: '收件人最多 20 个', en: 'At most 20 recipients' },
  duplicateLeadEmail: {
    zh: '该广告主已有邮件发送设置',
    en: 'This advertiser has a lead e-mail setting already',
  },
  noKeptMessage: {
    zh: '该邮件已通过 SMTP 发出，未留存全文',
    en: 'This e-mail went out over SMTP; its whole text is not kept',
  },
} as const;
