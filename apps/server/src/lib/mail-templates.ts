import {
  EMAIL_OTP_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  VERIFICATION_LINK_TTL_HOURS,
} from "@hirelens/contracts";
import { escapeHtml, type MailContent, type MailKind } from "./mail-content.ts";

interface Layout {
  appUrl: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footnote: string;
}

/** One readable, table-based HTML layout (inline styles: mail clients ignore <style>). */
function renderHtml(layout: Layout): string {
  const paragraphs = layout.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${escapeHtml(p)}</p>`,
    )
    .join("\n");
  const action = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 24px;border-radius:8px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(layout.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : "";
  const code = layout.code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#0f172a">${escapeHtml(layout.code)}</p>`
    : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(layout.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">HireLens</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(layout.heading)}</h1>
${paragraphs}
${code}
${action}
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(layout.footnote)}</p>
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">HireLens · AI-powered talent matching · <a href="${escapeHtml(layout.appUrl)}" style="color:#94a3b8">${escapeHtml(layout.appUrl)}</a></p>
</td></tr>
</table>
</body>
</html>`;
}

function renderText(layout: Layout): string {
  const lines = [layout.heading, "", ...layout.paragraphs.flatMap((p) => [p, ""])];
  if (layout.code) lines.push(`Your code: ${layout.code}`, "");
  if (layout.action) lines.push(`${layout.action.label}: ${layout.action.url}`, "");
  lines.push(layout.footnote, "", "— HireLens", layout.appUrl);
  return lines.join("\n");
}

function compose(
  kind: MailKind,
  subject: string,
  layout: Layout,
  secrets: string[] = [],
): MailContent {
  return {
    kind,
    subject,
    text: renderText(layout),
    html: renderHtml(layout),
    link: layout.action?.url,
    ...(secrets.length > 0 ? { secrets } : {}),
  };
}

export function verificationMail(options: { appUrl: string; name: string; url: string }) {
  return compose(
    "verification",
    "Verify your email address for HireLens",
    {
      appUrl: options.appUrl,
      preheader: "Confirm your email address to finish creating your HireLens account.",
      heading: `Welcome to HireLens, ${options.name}!`,
      paragraphs: [
        "Please confirm that this is your email address to finish creating your account.",
        `The link is valid for ${VERIFICATION_LINK_TTL_HOURS} hours.`,
      ],
      action: { label: "Verify email address", url: options.url },
      footnote: "If you did not create a HireLens account, you can ignore this email.",
    },
    [options.url],
  );
}

export function resetPasswordMail(options: { appUrl: string; name: string; url: string }) {
  return compose(
    "reset-password",
    "Reset your HireLens password",
    {
      appUrl: options.appUrl,
      preheader: "Someone asked to reset the password of your HireLens account.",
      heading: "Reset your password",
      paragraphs: [
        `Hi ${options.name}, we received a request to reset the password of your HireLens account.`,
        `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. Resetting your password signs you out everywhere.`,
      ],
      action: { label: "Choose a new password", url: options.url },
      footnote: "If you did not ask for this, ignore this email: your password stays unchanged.",
    },
    [options.url],
  );
}

export function signInCodeMail(options: { appUrl: string; code: string }) {
  return compose(
    "sign-in-code",
    `Your HireLens sign-in code: ${options.code}`,
    {
      appUrl: options.appUrl,
      preheader: `Your sign-in code is ${options.code}.`,
      heading: "Your sign-in code",
      paragraphs: [
        "Enter this code on the sign-in page to continue.",
        `It expires in ${EMAIL_OTP_TTL_MINUTES} minutes and can be used once.`,
      ],
      code: options.code,
      footnote:
        "If you did not try to sign in, you can ignore this email; nobody can sign in without the code.",
    },
    [options.code],
  );
}

export function mfaEnabledMail(options: { appUrl: string; name: string }) {
  return compose("mfa-enabled", "Two-factor authentication is on", {
    appUrl: options.appUrl,
    preheader: "Your HireLens account now asks for a second factor at sign-in.",
    heading: "Two-factor authentication is on",
    paragraphs: [
      `Hi ${options.name}, from now on signing in to HireLens asks for a code from your authenticator app.`,
      "Keep your recovery codes somewhere safe: each one lets you in once if you lose your phone.",
    ],
    action: { label: "Review your security settings", url: `${options.appUrl}/settings` },
    footnote: "If you did not turn this on, reset your password right away and contact support.",
  });
}

export function passwordChangedMail(options: { appUrl: string; name: string }) {
  return compose("password-changed", "Your HireLens password was changed", {
    appUrl: options.appUrl,
    preheader: "The password of your HireLens account was just changed.",
    heading: "Your password was changed",
    paragraphs: [`Hi ${options.name}, the password of your HireLens account was just changed.`],
    action: { label: "Reset your password", url: `${options.appUrl}/forgot-password` },
    footnote: "If this was you, there is nothing to do. If not, reset your password now.",
  });
}

export function accountDeletedMail(options: { appUrl: string }) {
  return compose("account-deleted", "Your HireLens account has been deleted", {
    appUrl: options.appUrl,
    preheader: "Your HireLens account and its data have been deleted.",
    heading: "Your account has been deleted",
    paragraphs: [
      "Your HireLens account has been deleted as you asked.",
      "Your profile, settings, uploaded files, sessions and everything else we held about you are gone. This cannot be undone.",
    ],
    footnote: "You are welcome back any time: creating a new account takes a minute.",
  });
}

export function accountExistsMail(options: { appUrl: string; name: string }) {
  return compose("account-exists", "You already have a HireLens account", {
    appUrl: options.appUrl,
    preheader: "Someone tried to create a HireLens account with your email address.",
    heading: "You already have an account",
    paragraphs: [
      `Hi ${options.name}, someone (probably you) tried to create a HireLens account with this email address, which already has one.`,
      "Sign in instead, or reset your password if you have forgotten it.",
    ],
    action: { label: "Sign in", url: `${options.appUrl}/login` },
    footnote: `Forgot your password? Reset it at ${options.appUrl}/forgot-password. If this was not you, you can ignore this email.`,
  });
}
