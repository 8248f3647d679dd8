import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server in the test's process (smtp-server) that keeps every mail it accepts, parsed
 * (mailparser): subject, recipients, text and HTML. With a user and password it requires that
 * sign-in; with `starttls` it offers STARTTLS with smtp-server's own self-signed certificate.
 */
export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  constructor(private readonly options: { user?: string; password?: string; starttls?: boolean } = {}) {}

  async start(port = 0): Promise<void> {
    const { user, password, starttls } = this.options;
    const settings: SMTPServerOptions = {
      secure: false,
      authOptional: !user,
      allowInsecureAuth: true,
      disabledCommands: starttls ? [] : ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === user && auth.password === password) return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail) => {
          this.mails.push(mail);
          callback();
        }, (error: Error) => callback(error));
      },
    };
    this.server = new SMTPServer(settings);
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
