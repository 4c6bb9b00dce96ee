import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the peer accepted: its envelope as the client gave it, and the message as mailparser reads it. */
export interface Received {
  from: string;
  to: string[];
  raw: Buffer;
  mail: ParsedMail;
}

/** What the peer refuses: the RCPT TO of every address, or the message after its DATA, with a code and words. */
export interface Refusal {
  at: 'rcpt' | 'data';
  code: number;
  message: string;
}

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: Received[];
  /** Refuse from now on; `null` accepts again. */
  refuse(refusal: Refusal | null): void;
  /** Hold the answer to the next messages' DATA (the message taken, no answer), as a server that hangs would. */
  hold(on: boolean): void;
  /** Messages taken whose answer is held. */
  held: Received[];
  close(): Promise<void>;
}

const smtpError = (refusal: Refusal) =>
  Object.assign(new Error(refusal.message), { responseCode: refusal.code });

/** A real SMTP server in the test's process (`smtp-server`), plain text, no authentication. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  let refusal: Refusal | null = null;
  let holding = false;
  const received: Received[] = [];
  const held: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal?.at === 'rcpt') return callback(smtpError(refusal));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const raw = Buffer.concat(chunks);
          const message: Received = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            mail: await simpleParser(raw),
          };
          if (holding) return held.push(message);
          if (refusal?.at === 'data') return callback(smtpError(refusal));
          received.push(message);
          callback(null, `OK: queued as ${received.length}`);
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    refuse: (next) => (refusal = next),
    hold: (on) => (holding = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
