// A real SMTP server on loopback that keeps every mail, plus a tiny HTTP reader for the journeys:
//   GET  /mails?to=<address>  -> [{ to, subject, text, html }] (oldest first)
//   DELETE /mails             -> forget everything
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

function decodeQuotedPrintable(value) {
  const bytes = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(part) {
  const index = part.search(/\r?\n\r?\n/);
  const head = index === -1 ? part : part.slice(0, index);
  const body = index === -1 ? "" : part.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers, body) {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function decodeWords(value) {
  // RFC 2047: the white space between two adjacent encoded words is not part of the text.
  return value
    .replace(/(=\?utf-8\?[bq]\?[^?]*\?=)\s+(?==\?utf-8\?)/gi, "$1")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind, text) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

/** Enough MIME for nodemailer's text + html alternatives. */
export function parseMail(raw, to) {
  const { headers, body } = splitHeaders(raw);
  const mail = { to, subject: decodeWords(headers.subject ?? ""), text: "", html: "" };
  const collect = (partHeaders, partBody) => {
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

/** Starts both servers; resolves to { smtpUrl, close }. */
export async function startMailCapture({ smtpPort, httpPort, host = "127.0.0.1" }) {
  let mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${host}`);
    if (url.pathname !== "/mails") {
      response.writeHead(404).end();
      return;
    }
    if (request.method === "DELETE") {
      mails = [];
      response.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
  });
  await new Promise((resolve) => smtp.listen(smtpPort, host, resolve));
  await new Promise((resolve) => http.listen(httpPort, host, resolve));
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    close: async () => {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
