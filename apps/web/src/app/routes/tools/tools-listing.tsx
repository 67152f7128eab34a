import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { ToolsList } from "@/features/tools/components/tools-list";

/** Public /tools-listing: the tools, for visitors; opening one asks them to sign in. */
export default function ToolsListingRoute() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to home
          </Link>
        </div>
      </header>
      <main
        id="main-content"
        data-scroll-container
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6"
      >
        <PageHeader
          title="Tools"
          description="Every recruiting tool HireLens offers, in one list."
        />
        <ToolsList
          linkTo={(tool) => (tool.to === paths.resumeAnalyzer ? paths.resumeMatcher : tool.to)}
        />
      </main>
    </div>
  );
}
