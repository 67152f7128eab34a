import { ArrowLeft } from "lucide-react";
import { Link, useMatches } from "react-router";
import { Logo } from "@/components/ui/logo";
import { paths } from "@/config/paths";

export type PageHandle = { title: string; description: string };

function isPageHandle(handle: unknown): handle is PageHandle {
  return Boolean(
    handle && typeof handle === "object" && "title" in handle && "description" in handle,
  );
}

/**
 * The frame of the app routes whose screens later issues fill in: a title and what the page is
 * for, nothing invented.
 */
export default function AppPage() {
  const page = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to home
          </Link>
        </div>
      </header>
      <main
        id="main-content"
        data-scroll-container
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-12 sm:px-6"
      >
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {page?.title ?? "HireLens"}
        </h1>
        {page ? (
          <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-400">{page.description}</p>
        ) : null}
      </main>
    </div>
  );
}
