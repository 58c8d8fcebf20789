/**
 * Outgoing e-mail over SMTP (decision 017), through nodemailer: one pooled transport per app, built
 * from SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the
 * start). Absent configuration means no mailer: callers say e-mail is not available.
 */
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

export function createMailer(smtp: { url: string; from: string } | null): Mailer | null {
  if (!smtp) return null;
  const url = new URL(smtp.url);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A slow mail server must not hold a message for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: smtp.from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
