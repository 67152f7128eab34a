import { escapeHtml, type MailContent } from "../../lib/mail-content.ts";

/**
 * The mail a workspace member gets when a teammate @mentions them in a comment on a candidate.
 * The comment is quoted as plain text (escaped in the HTML part); the candidate is named as the
 * page names them (their alias in a blind review is not known here, so the mail says "a candidate"
 * and links to the batch instead of naming anyone).
 */
export function mentionMail(input: {
  appUrl: string;
  recipientName: string;
  authorName: string;
  batchId: string;
  candidateId: string;
  comment: string;
}): MailContent {
  const url = `${input.appUrl}/resume-analyzer?batch=${encodeURIComponent(input.batchId)}&candidate=${encodeURIComponent(input.candidateId)}`;
  const subject = `${input.authorName} mentioned you in a comment on a candidate`;
  const text = [
    `Hi ${input.recipientName},`,
    "",
    `${input.authorName} mentioned you in a comment on a candidate:`,
    "",
    ...input.comment.split("\n").map((line) => `> ${line}`),
    "",
    `Open the candidate and reply: ${url}`,
    "",
    "You receive this e-mail because mentions are on in your e-mail preferences (Settings).",
    "— HireLens",
    input.appUrl,
  ].join("\n");
  const quoted = escapeHtml(input.comment).replaceAll("\n", "<br>");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">HireLens</p>
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:#0f172a">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px;font-size:15px;color:#334155">Hi ${escapeHtml(input.recipientName)}, ${escapeHtml(input.authorName)} wrote:</p>
<div style="border-left:3px solid #c7d2fe;padding-left:16px;margin:0 0 24px;font-size:15px;line-height:24px;color:#334155">${quoted}</div>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 24px;border-radius:8px">Open the candidate</a></p>
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b">You receive this e-mail because mentions are on in your e-mail preferences.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { kind: "comment-mention", subject, text, html, link: url };
}
