import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** How a message left: sent (the mail server's answer), or kept whole because no mail server is configured. */
export type Delivery = { result: 'ok'; answer: string } | { result: 'kept'; raw: string };

/** A refusal of the mail server or a failure to reach it, in the server's words where it gave some. */
export class MailError extends Error {}

export interface Mailer {
  /** `smtp`: messages go to the mail server of SMTP_URL; `kept`: they are kept in the log, not sent. */
  kind: 'smtp' | 'kept';
  send(message: Mail.Options): Promise<Delivery>;
}

/** Patience with a mail server that stops answering, so that a job's run ends and the next one tries again. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** What a failed send says: the server's own answer (`550 5.1.1 …`) when it gave one. */
function failure(error: unknown): MailError {
  const { response, message } = error as { response?: string; message?: string };
  return new MailError(response || message || String(error));
}

/**
 * The mailer of SMTP_URL; without one, messages are rendered as the server would have sent them (RFC 822, CRLF)
 * and handed back whole, for the send log to keep.
 */
export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl) {
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    return {
      kind: 'kept',
      async send(message) {
        const info = await stream.sendMail(message);
        return { result: 'kept', raw: (info.message as Buffer).toString('utf8') };
      },
    };
  }
  const smtp = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS } as never);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = (await smtp.sendMail(message)) as { response: string; rejected: unknown[] };
        const rejected = info.rejected.map(String);
        return {
          result: 'ok',
          answer: rejected.length ? `${info.response} (rejected: ${rejected.join(', ')})` : info.response,
        };
      } catch (error) {
        throw failure(error);
      }
    },
  };
}
