import clsx from "clsx";
import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { paths } from "@/config/paths";

const links = [
  { to: paths.features, label: "Features" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.toolsListing, label: "Tools" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-md px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600",
    isActive
      ? "text-brand-700 dark:text-brand-300"
      : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
  );

/** The mobile menu's links are full-width rows with 44 px touch targets, not inline words. */
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "flex min-h-11 items-center rounded-lg px-3 text-base font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
  );

/** Header of the public pages (features, pricing, legal); the footer is passed in by the route. */
export function PublicLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setIsOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);
  return (
    <div className="flex min-h-dvh flex-col bg-white dark:bg-slate-950">
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-lg dark:border-slate-800/70 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <Link
              to={paths.login}
              className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 sm:block dark:text-slate-300 dark:hover:text-white"
            >
              Sign in
            </Link>
            <Link
              to={paths.register}
              className={clsx(buttonBase, buttonVariants.primary, buttonSizes.sm)}
            >
              Get started
            </Link>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
              aria-label={isOpen ? "Close menu" : "Open menu"}
              aria-expanded={isOpen}
              aria-controls={isOpen ? menuId : undefined}
              onClick={() => setIsOpen((open) => !open)}
            >
              {isOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
        {isOpen ? (
          <nav
            id={menuId}
            aria-label="Main (mobile)"
            className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
          >
            <ul className="flex flex-col gap-1">
              {[...links, { to: paths.login, label: "Sign in" }].map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={mobileLinkClass}
                    onClick={() => setIsOpen(false)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      {footer}
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-slate-100 bg-gradient-to-b from-brand-50/70 to-white px-4 py-14 sm:px-6 sm:py-20 dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {children ? (
          <div className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-300">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
