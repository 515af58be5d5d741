import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { CodePurpose } from '../../../src/contract/user';

export interface CodeMail {
  to: string;
  code: string;
  purpose: CodePurpose;
  validMinutes: number;
}

/** Sends the verification-code mails; without SMTP_URL it writes the code to the log instead. */
export interface Mailer {
  sendCode(mail: CodeMail): Promise<void>;
}

const SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your sign-in code',
  reset: 'Your password reset code',
  delete: 'Confirm the deletion of your account',
};

const FROM = 'Java code generator <no-reply@localhost>';

function text({ code, purpose, validMinutes }: CodeMail): string {
  const action = {
    login: 'sign in',
    reset: 'reset your password',
    delete: 'delete your account (this cannot be undone)',
  }[purpose];
  return [
    `Your verification code is ${code}`,
    '',
    `Enter it to ${action}. It is valid for ${validMinutes} minutes and can be used once.`,
    'If you did not ask for it, ignore this e-mail.',
  ].join('\n');
}

/**
 * SMTP_URL goes to nodemailer as given: smtp:// upgrades with STARTTLS when the server offers it,
 * smtps:// is TLS from the start, and nodemailer's URL options apply (`?ignoreTLS=true` for a local
 * relay with a broken STARTTLS, `?requireTLS=true` to refuse plain text). One connection per mail
 * (no pool), so nothing stays open between mails or at shutdown.
 */
export function createMailer(smtpUrl: string | null, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      async sendCode(mail) {
        // The documented fallback without SMTP_URL: the only place a code is ever logged.
        logger.warn(
          { to: mail.to, purpose: mail.purpose, code: mail.code },
          'SMTP_URL is not set: verification code written to the log instead of e-mailed',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendCode(mail) {
      await transport.sendMail({
        from: FROM,
        to: mail.to,
        subject: SUBJECTS[mail.purpose],
        text: text(mail),
      });
    },
  };
}
