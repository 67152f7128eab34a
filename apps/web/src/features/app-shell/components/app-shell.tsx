import clsx from "clsx";
import { ChevronDown, LogOut, Menu, Settings, UserRound, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { paths } from "@/config/paths";
import { useTranslate } from "@/lib/i18n";
import { visibleNavGroups } from "./nav-items";
import { PendingInviteBanner, ViewerNotice, WorkspaceSwitcher } from "./workspace-switcher";

export type ShellUser = { name: string; email: string; image?: string | null; isAdmin: boolean };

type AppShellProps = {
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut?: boolean;
  children: ReactNode;
};

/** The logo mark with its own gradient id: the shell shows it in several places at once. */
function ShellMark() {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
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

/** `isCompact`: the mark alone under 640 px, so the header leaves the workspace's name room. */
function ShellLogo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Link
      to={paths.dashboard}
      aria-label="HireLens dashboard"
      className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <ShellMark />
      <span
        className={clsx(
          "text-lg font-bold tracking-tight text-slate-900 dark:text-white",
          isCompact && "hidden sm:inline",
        )}
      >
        Hire<span className="text-brand-600 dark:text-brand-400">Lens</span>
      </span>
    </Link>
  );
}

function NavList({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const t = useTranslate();
  return (
    <nav aria-label="App" className="flex flex-col gap-6">
      {visibleNavGroups(isAdmin).map((group) => (
        <div key={group.labelKey}>
          <p className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
            {t(group.labelKey)}
          </p>
          <ul className="mt-2 flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    clsx(
                      "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600",
                      isActive
                        ? "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-[18px] shrink-0" />
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function UserMenu({ user, onSignOut, isSigningOut }: Omit<AppShellProps, "children">) {
  const t = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  const itemClass =
    "flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-slate-700 transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("menu.user")}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2.5 rounded-full p-0.5 pr-2 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
      >
        <Avatar name={user.name} image={user.image} className="size-8" />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:block dark:text-slate-100">
          {user.name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {isOpen ? (
        <nav
          id={menuId}
          aria-label="Account"
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-100 px-3 pt-2 pb-3 dark:border-slate-800">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
              {user.name}
            </p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
          <ul className="pt-1.5">
            <li>
              <Link to={paths.profile} className={itemClass} onClick={() => setIsOpen(false)}>
                <UserRound aria-hidden="true" className="size-4" /> {t("nav.profile")}
              </Link>
            </li>
            <li>
              <Link to={paths.settings} className={itemClass} onClick={() => setIsOpen(false)}>
                <Settings aria-hidden="true" className="size-4" /> {t("nav.settings")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={onSignOut}
                disabled={isSigningOut}
              >
                <LogOut aria-hidden="true" className="size-4" /> {t("menu.signOut")}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** The signed-in frame: sidebar on desktop, a drawer under lg, and the user menu on top. */
export function AppShell({ user, onSignOut, isSigningOut, children }: AppShellProps) {
  const t = useTranslate();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (isDrawerOpen && !drawer.open) {
      if (typeof drawer.showModal === "function") drawer.showModal();
      else drawer.setAttribute("open", "");
    }
    if (!isDrawerOpen && drawer.open) {
      if (typeof drawer.close === "function") drawer.close();
      else drawer.removeAttribute("open");
    }
  }, [isDrawerOpen]);

  // A new page closes the drawer.
  useEffect(() => {
    void pathname;
    setIsDrawerOpen(false);
  }, [pathname]);

  return (
    <div className="relative min-h-dvh bg-slate-50 dark:bg-slate-950">
      {/* The sidebar's panel drawn the full height of the page, under the fixed sidebar: a long
          page printed or captured whole keeps its sidebar column instead of a cut-off panel. */}
      <div
        aria-hidden="true"
        className="absolute inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900"
      />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-5 lg:flex dark:border-slate-800 dark:bg-slate-900">
        <div className="px-2">
          <ShellLogo />
        </div>
        <div className="mt-8 flex-1 overflow-y-auto">
          <NavList isAdmin={user.isAdmin} />
        </div>
      </aside>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape (onCancel) is the keyboard twin of the backdrop click */}
      <dialog
        ref={drawerRef}
        aria-label="Navigation"
        onCancel={(event) => {
          event.preventDefault();
          setIsDrawerOpen(false);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setIsDrawerOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/60 lg:hidden"
      >
        {isDrawerOpen ? (
          <div className="flex h-full w-72 max-w-[85vw] flex-col bg-white px-4 py-5 shadow-2xl dark:bg-slate-900">
            <div className="flex items-center justify-between px-2">
              <ShellLogo />
              <button
                type="button"
                aria-label={t("menu.close")}
                onClick={() => setIsDrawerOpen(false)}
                className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <div className="mt-8 flex-1 overflow-y-auto">
              <NavList isAdmin={user.isAdmin} onNavigate={() => setIsDrawerOpen(false)} />
            </div>
          </div>
        ) : null}
      </dialog>

      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/85 px-4 backdrop-blur-lg sm:px-6 dark:border-slate-800 dark:bg-slate-900/85">
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={t("menu.open")}
              aria-expanded={isDrawerOpen}
              onClick={() => setIsDrawerOpen(true)}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Menu aria-hidden="true" className="size-5" />
            </button>
            <span className="lg:hidden">
              <ShellLogo isCompact />
            </span>
          </div>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <WorkspaceSwitcher />
            <UserMenu user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />
          </div>
        </header>
        <main
          id="main-content"
          data-scroll-container
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-8"
        >
          <PendingInviteBanner />
          <ViewerNotice />
          {children}
        </main>
      </div>
    </div>
  );
}
