import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface NoticeMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends community notices (issue news, feedback replies) by e-mail. */
export interface NoticeMailer {
  send(mail: NoticeMail): Promise<void>;
}

const FROM = 'Java code generator <no-reply@localhost>';

/**
 * Through SMTP_URL like the verification codes (see createMailer); without it a notice is only
 * noted in the log (recipient and subject, not the text). A failed send is logged, never thrown:
 * the in-app message is already there.
 */
export function createNoticeMailer(smtpUrl: string | null, logger: Logger): NoticeMailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      if (!transport) {
        logger.info({ to: mail.to, subject: mail.subject }, 'SMTP_URL is not set: notice not sent');
        return;
      }
      try {
        await transport.sendMail({ from: FROM, ...mail });
      } catch (err) {
        logger.warn({ err, to: mail.to, subject: mail.subject }, 'notice e-mail failed');
      }
    },
  };
}
