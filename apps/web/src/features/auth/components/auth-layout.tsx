import { MARKETING_STATS } from "@hirelens/contracts";
import { BadgeCheck, ScanSearch, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { paths } from "@/config/paths";

const highlights = [
  {
    icon: ScanSearch,
    text: "Every candidate ranked against your job, with the evidence behind each point.",
  },
  {
    icon: BadgeCheck,
    text: `${MARKETING_STATS.accuracy} match accuracy and ${MARKETING_STATS.speed} faster screening.`,
  },
  { icon: ShieldCheck, text: "Your data stays private: export it or delete it whenever you like." },
];

/** The frame of every account page: the form on the right, what HireLens does on the left (lg+). */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh bg-white dark:bg-slate-950">
      <aside className="relative hidden w-[44%] max-w-xl overflow-hidden bg-gradient-to-br from-brand-700 via-violet-700 to-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-30" />
        {/* Not <Logo>: its SVG gradient id must stay unique, and the small-screen header has one. */}
        <Link
          to={paths.home}
          aria-label="HireLens home"
          className="relative inline-flex w-fit items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/25">
            <ScanSearch aria-hidden="true" className="size-5" />
          </span>
          <span className="text-lg font-bold tracking-tight">
            Hire<span className="text-brand-200">Lens</span>
          </span>
        </Link>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold tracking-tight">
            Hire with evidence,
            <br /> not guesswork.
          </p>
          <ul className="mt-8 space-y-5">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-brand-50">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-1.5 text-sm leading-relaxed">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-brand-100/80">© {new Date().getFullYear()} HireLens</p>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="px-4 py-5 sm:px-8 lg:hidden">
          <Logo />
        </header>
        <main
          id="main-content"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-8 sm:py-12"
        >
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {title}
            </h1>
            {description ? (
              <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{description}</div>
            ) : null}
            <div className="mt-8">{children}</div>
            {footer ? (
              <div className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
                {footer}
              </div>
            ) : null}
          </div>
        </main>
      </div>
    </div>
  );
}

/** A message box inside an account form; `role="alert"` for problems so they are announced. */
export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "info" | "success";
  children: ReactNode;
}) {
  const tones = {
    error:
      "border-rose-200 bg-rose-50 text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200",
    info: "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-100",
    success:
      "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100",
  };
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
