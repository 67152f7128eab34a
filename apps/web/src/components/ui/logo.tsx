import clsx from "clsx";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("size-8", className)}>
      <defs>
        <linearGradient id="hl-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#hl-logo-gradient)" />
      <circle cx="14" cy="14" r="6.5" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path d="M19 19l5.5 5.5" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" />
      <path
        d="M11.2 14.2l1.9 1.9 3.6-3.8"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The logo, always a link to the root route (spec §2, header and footer). */
export function Logo({
  className,
  tone = "default",
}: {
  className?: string;
  tone?: "default" | "light";
}) {
  return (
    <Link
      to={paths.home}
      className={clsx(
        "inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600",
        className,
      )}
      aria-label="HireLens home"
    >
      <LogoMark />
      <span
        className={clsx(
          "text-lg font-bold tracking-tight",
          tone === "light" ? "text-white" : "text-slate-900 dark:text-white",
        )}
      >
        Hire<span className="text-brand-600 dark:text-brand-400">Lens</span>
      </span>
    </Link>
  );
}
