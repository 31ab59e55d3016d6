import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** One message the catcher accepted. */
export interface CaughtMail {
  to: string[];
  subject: string;
  messageId: string;
  /** The Reply-To header, empty when the message has none. */
  replyTo: string;
  receivedAt: string;
}

/** What the catcher answers to one recipient: accept it, or refuse it permanently (5xx) or for now (4xx). */
export type RecipientAnswer = 'accept' | 'refuse' | 'later';

const SLEEP_STEP_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=` or `?B?`), as nodemailer writes French subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = head.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}:\\s*(.*)$`, 'im'));
  return match?.[1] ? decodeHeader(match[1].trim()) : '';
}

async function readAll(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A real SMTP server on loopback for the mail tests (the `smtp-server` package, no TLS, no authentication):
 * it keeps what it accepted, can be stopped and started again on the same port, refuse recipients, or hold
 * a message's data until told (to kill a sender in the middle of a delivery).
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  private readonly sockets = new Set<Socket>();
  private answer: (recipient: string) => RecipientAnswer = () => 'accept';
  private held: { arrived: () => void; release: Promise<boolean> } | undefined;

  private constructor(public port: number) {}

  /** Listens on 127.0.0.1:`port` (0: any free port, then read `port`). */
  static async start(port = 0): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher(port);
    await catcher.listen();
    return catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** How each recipient is answered from now on. */
  answerRecipients(answer: (recipient: string) => RecipientAnswer): void {
    this.answer = answer;
  }

  /**
   * The next message's data is read but not answered until `release(accept)`: `arrived` resolves once it
   * is there. A sender killed meanwhile never gets the acceptance.
   */
  holdNextMessage(): { arrived: Promise<void>; release: (accept: boolean) => void } {
    let arrived!: () => void;
    let release!: (accept: boolean) => void;
    const arrivedPromise = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const releasePromise = new Promise<boolean>((resolve) => {
      release = resolve;
    });
    this.held = { arrived, release: releasePromise };
    return { arrived: arrivedPromise, release };
  }

  /** Messages accepted for `recipient`. */
  to(recipient: string): CaughtMail[] {
    return this.messages.filter((mail) => mail.to.includes(recipient.toLowerCase()));
  }

  /** Waits, bounded, until `count` messages were accepted in all. */
  async waitForCount(count: number, timeoutMs = 20_000): Promise<CaughtMail[]> {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(SLEEP_STEP_MS)) {
      if (this.messages.length >= count) return this.messages;
    }
    throw new Error(`le serveur SMTP de test a reçu ${this.messages.length} message(s) au lieu de ${count} en ${timeoutMs} ms`);
  }

  /** Closes the port and every open connection: senders get « connection refused » until `listen`. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  async listen(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (session, callback) => {
        callback();
        return session;
      },
      onRcptTo: (address, _session, callback) => {
        const answer = this.answer(address.address.toLowerCase());
        if (answer === 'accept') return callback();
        const error = Object.assign(new Error(answer === 'refuse' ? '5.1.1 Mailbox unavailable' : '4.2.1 Mailbox busy, try later'), {
          responseCode: answer === 'refuse' ? 550 : 450,
        });
        callback(error);
      },
      onData: (stream, session, callback) => {
        void readAll(stream).then(async (raw) => {
          const held = this.held;
          if (held) {
            this.held = undefined;
            held.arrived();
            if (!(await held.release)) return callback(Object.assign(new Error('4.3.0 Dropped'), { responseCode: 451 }));
          }
          this.messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            replyTo: header(raw, 'Reply-To'),
            receivedAt: new Date().toISOString(),
          });
          callback();
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('error', () => {
      // A client that disappears mid-session (a killed sender) is not the catcher's failure.
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
}
