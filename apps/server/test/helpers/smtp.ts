import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** The mails sent to `to` (newest last), optionally only those whose subject matches. */
  mailsTo(to: string, subject?: RegExp): CapturedMail[];
  /** The newest mail to `to` (whose subject matches); throws when there is none. */
  lastMailTo(to: string, subject?: RegExp): CapturedMail;
  close(): Promise<void>;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const index = part.search(/\r?\n\r?\n/);
  const head = index === -1 ? part : part.slice(0, index);
  const body = index === -1 ? "" : part.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function decodeWords(value: string): string {
  // RFC 2047: the white space between two adjacent encoded words is not part of the text.
  return value
    .replace(/(=\?utf-8\?[bq]\?[^?]*\?=)\s+(?==\?utf-8\?)/gi, "$1")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

/** A minimal MIME reader: enough for nodemailer's text + html alternatives. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: CapturedMail = {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(headers.subject ?? ""),
    text: "",
    html: "",
    raw,
  };
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith("--")) break;
        const inner = splitHeaders(piece.replace(/^\r?\n/, ""));
        collect(inner.headers, inner.body);
      }
    } else if (type.toLowerCase().startsWith("text/html")) {
      mail.html = decodeBody(partHeaders, partBody);
    } else if (type.toLowerCase().startsWith("text/plain")) {
      mail.text = decodeBody(partHeaders, partBody);
    }
  };
  collect(headers, body);
  return mail;
}

/** A real SMTP server on loopback that keeps every mail it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), { from, to }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string, subject?: RegExp) =>
    mails.filter(
      (mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    lastMailTo(to, subject) {
      const found = mailsTo(to, subject).at(-1);
      if (!found) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}
