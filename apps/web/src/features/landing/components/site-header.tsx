import clsx from "clsx";
import { Moon, Sun } from "lucide-react";
import { Link } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { anchors, paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { useTheme } from "@/hooks/use-theme";

const navLinks = [
  { href: `#${anchors.howItWorks}`, label: "How it works" },
  { href: `#${anchors.demo}`, label: "Demo" },
  { href: `#${anchors.features}`, label: "Features" },
];

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-white";

export function SiteHeader() {
  const { siteMode } = useRuntimeConfig();
  const { resolved, toggleTheme } = useTheme();
  const isDark = resolved === "dark";
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-lg dark:border-slate-800/70 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={navLinkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            onClick={toggleTheme}
            aria-label={isDark ? "Switch to light theme" : "Switch to dark theme"}
            className="hidden size-10 items-center justify-center rounded-lg text-slate-600 sm:inline-flex transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            {isDark ? (
              <Sun aria-hidden="true" className="size-5" />
            ) : (
              <Moon aria-hidden="true" className="size-5" />
            )}
          </button>
          {siteMode === "app" ? (
            <>
              <Link
                to={paths.login}
                className={clsx(navLinkClass, "px-2 whitespace-nowrap sm:px-3")}
              >
                Sign in
              </Link>
              <Link
                to={paths.register}
                className={clsx(buttonBase, buttonVariants.secondary, buttonSizes.sm)}
              >
                Get started
              </Link>
            </>
          ) : (
            <a
              href={`#${anchors.waitlistForm}`}
              className={clsx(buttonBase, buttonVariants.secondary, buttonSizes.sm)}
            >
              Get early access
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
