import {
  WORKSPACE_INVITE_TTL_DAYS,
  WORKSPACE_ROLE_LABELS,
  type WorkspaceRole,
} from "@hirelens/contracts";
import { escapeHtml, type MailContent } from "../../lib/mail-content.ts";

/**
 * The invitation mail: who invites, to which workspace, with which role, and the link (a secret:
 * with an SMTP server the outbox copy keeps "[link removed once sent]" instead).
 */
export function workspaceInviteMail(input: {
  appUrl: string;
  inviterName: string;
  workspaceName: string;
  role: WorkspaceRole;
  email: string;
  url: string;
}): MailContent {
  const role = WORKSPACE_ROLE_LABELS[input.role].toLowerCase();
  const subject = `${input.inviterName} invited you to ${input.workspaceName} on HireLens`;
  const lines = [
    `${input.inviterName} invited you to join the workspace "${input.workspaceName}" on HireLens as ${role === "admin" ? "an" : "a"} ${role}.`,
    `The link works for ${WORKSPACE_INVITE_TTL_DAYS} days and only once. No account yet? Create one with this address (${input.email}) and open the link again.`,
  ];
  const footnote =
    "You receive this e-mail because a member of that workspace entered your address. If you do not expect it, ignore it: nothing happens.";
  const text = [
    subject,
    "",
    ...lines.flatMap((line) => [line, ""]),
    `Accept the invitation: ${input.url}`,
    "",
    footnote,
    "",
    "— HireLens",
    input.appUrl,
  ].join("\n");
  const paragraphs = lines
    .map(
      (line) =>
        `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${escapeHtml(line)}</p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">HireLens</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(subject)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 24px;border-radius:8px">Accept the invitation</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(input.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.url)}</a></p>
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(footnote)}</p>
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">HireLens · AI-powered talent matching · <a href="${escapeHtml(input.appUrl)}" style="color:#94a3b8">${escapeHtml(input.appUrl)}</a></p>
</td></tr></table>
</body>
</html>`;
  return { kind: "workspace-invite", subject, text, html, link: input.url, secrets: [input.url] };
}
