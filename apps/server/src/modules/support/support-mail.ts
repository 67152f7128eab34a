import type { MailContent } from "../../lib/mail-content.ts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** The mail a user gets when support answers their ticket. */
export function supportReplyMail(input: {
  appUrl: string;
  name: string;
  ticketNumber: number;
  subject: string;
  reply: string;
  agentName: string;
}): MailContent {
  const url = `${input.appUrl}/support?ticket=${input.ticketNumber}`;
  const heading = `Re: [#${input.ticketNumber}] ${input.subject}`;
  const text = [
    `Hi ${input.name},`,
    "",
    `${input.agentName} from HireLens support replied to your ticket #${input.ticketNumber}:`,
    "",
    input.reply,
    "",
    `Read the whole conversation and reply: ${url}`,
    "",
    "You receive this e-mail because support replies are on in your e-mail preferences (Settings).",
    "— HireLens",
    input.appUrl,
  ].join("\n");
  const paragraphs = input.reply
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px;font-size:15px;line-height:24px;color:#334155">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">HireLens</p>
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:#0f172a">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;font-size:15px;color:#334155">Hi ${escapeHtml(input.name)}, ${escapeHtml(input.agentName)} from HireLens support replied:</p>
<div style="border-left:3px solid #c7d2fe;padding-left:16px;margin:0 0 24px">${paragraphs}</div>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 24px;border-radius:8px">View the conversation</a></p>
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b">You receive this e-mail because support replies are on in your e-mail preferences.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { kind: "support-reply", subject: heading, text, html, link: url };
}
