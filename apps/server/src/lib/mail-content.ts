/** What a mail says, before it has an address: the templates write it, the mailer sends it. */
export type MailKind =
  | "verification"
  | "reset-password"
  | "sign-in-code"
  | "mfa-enabled"
  | "password-changed"
  | "account-exists"
  | "account-deleted"
  | "support-reply"
  | "workspace-invite"
  | "comment-mention";

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged when there is no SMTP server. */
  link?: string;
  /** What signs someone in or resets a password (a tokened link, a code): never kept once sent. */
  secrets?: string[];
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/**
 * The mail as it may be stored once a mail server has it: every secret replaced, in the raw and
 * the HTML-escaped form. `withoutSecrets({ text: "Code: 123456", secrets: ["123456"], … })` ->
 * `{ text: "Code: [code removed once sent]", … }`.
 */
export function withoutSecrets<
  T extends Pick<MailContent, "subject" | "text" | "html" | "secrets">,
>(mail: T): T {
  let { subject, text, html } = mail;
  for (const secret of mail.secrets ?? []) {
    if (!secret) continue;
    const label = /^https?:\/\//.test(secret)
      ? "[link removed once sent]"
      : "[code removed once sent]";
    for (const form of new Set([secret, escapeHtml(secret)])) {
      subject = subject.replaceAll(form, label);
      text = text.replaceAll(form, label);
      html = html.replaceAll(form, label);
    }
  }
  return { ...mail, subject, text, html };
}
