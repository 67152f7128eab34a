import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer, { type Transporter } from "nodemailer";
import { outbox } from "../db/schema/index.ts";
import { type MailContent, withoutSecrets } from "../lib/mail-content.ts";

export interface OutgoingMail extends MailContent {
  to: string;
  userId?: string | null;
}

export interface Mailer {
  /** True when mails really leave (SMTP_URL set); false when they only land in the outbox. */
  readonly isDelivering: boolean;
  /**
   * Sends one mail and records it in the outbox table. Never throws for a delivery failure (the
   * row says "failed" and the error is logged): a flaky SMTP server must not break sign-up.
   */
  send(mail: OutgoingMail): Promise<{ id: string; status: "outbox" | "sent" | "failed" }>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** nodemailer over SMTP_URL; without it every mail goes to the outbox table and its link to the log. */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const transport: Transporter | null = app.env.SMTP_URL
      ? nodemailer.createTransport(app.env.SMTP_URL)
      : null;
    if (transport) app.addHook("onClose", async () => transport.close());

    const mailer: Mailer = {
      isDelivering: transport !== null,
      async send(mail) {
        let status: "outbox" | "sent" | "failed" = "outbox";
        let error: string | null = null;
        if (transport) {
          try {
            await transport.sendMail({
              from: app.env.MAIL_FROM,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
            });
            status = "sent";
          } catch (cause) {
            status = "failed";
            error = cause instanceof Error ? cause.message : String(cause);
            app.log.warn({ err: cause, to: mail.to, kind: mail.kind }, "mail delivery failed");
          }
        } else {
          app.log.info(
            { to: mail.to, kind: mail.kind, subject: mail.subject, link: mail.link },
            `mail (outbox, no SMTP_URL): ${mail.subject}${mail.link ? ` -> ${mail.link}` : ""}`,
          );
        }
        // The outbox is the delivery channel only without SMTP; once a mail server has the mail,
        // a copy of the table must not hold a link or code that still works.
        const stored = transport ? withoutSecrets(mail) : mail;
        const [row] = await app.db
          .insert(outbox)
          .values({
            userId: mail.userId ?? null,
            kind: mail.kind,
            to: mail.to,
            subject: stored.subject,
            text: stored.text,
            html: stored.html,
            status,
            error,
          })
          .returning({ id: outbox.id });
        return { id: row?.id ?? "", status };
      },
    };
    app.decorate("mailer", mailer);
  },
  { name: "mailer" },
);
