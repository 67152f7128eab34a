import clsx from "clsx";
import { Menu, Moon, Sun, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
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

const mobileLinkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

export function SiteHeader() {
  const { siteMode } = useRuntimeConfig();
  const { resolved, toggleTheme } = useTheme();
  const isDark = resolved === "dark";
  // Under 768 px the section links and the theme switch live in a menu instead of the bar.
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setIsMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isMenuOpen]);
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
          <button
            type="button"
            onClick={() => setIsMenuOpen((open) => !open)}
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? menuId : undefined}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      {isMenuOpen ? (
        <nav
          id={menuId}
          aria-label="Main (mobile)"
          className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={mobileLinkClass}
                  onClick={() => setIsMenuOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="sm:hidden">
              <button
                type="button"
                onClick={toggleTheme}
                className={clsx(mobileLinkClass, "w-full gap-3")}
              >
                {isDark ? (
                  <Sun aria-hidden="true" className="size-5" />
                ) : (
                  <Moon aria-hidden="true" className="size-5" />
                )}
                {isDark ? "Light theme" : "Dark theme"}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
