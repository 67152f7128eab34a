import { CircleAlert, RotateCcw, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import type { Page } from "@/lib/paginated-list";

export function ListToolbar({
  label,
  query,
  onQuery,
  children,
}: {
  label: string;
  query: string;
  onQuery: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5 dark:border-slate-800">
      <Input
        label={label}
        hideLabel
        type="search"
        placeholder={label}
        leftIcon={<Search aria-hidden="true" />}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        containerClassName="min-w-0 flex-1 sm:max-w-sm"
        size="sm"
      />
      {children}
    </div>
  );
}

export const tableClass = "w-full min-w-[640px] text-left text-sm";
export const theadClass =
  "border-b border-slate-100 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400";
export const cellClass = "px-4 py-2.5 sm:px-5";

type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  data?: { items: readonly unknown[] } | undefined;
  refetch: () => unknown;
};

/**
 * What a list shows when it has no rows: loading, a failed load with a retry, or empty. An empty
 * list says "nothing yet" when nothing is filtered, and "nothing matches" only after a search.
 */
export function ListState({
  list,
  isFiltered,
  emptyText,
  noMatchText = "Nothing matches this search.",
}: {
  list: ListQueryState;
  isFiltered: boolean;
  emptyText: string;
  noMatchText?: string;
}) {
  if (list.isPending) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 px-5 py-8 text-sm text-slate-500 dark:text-slate-400"
      >
        <Spinner /> Loading…
      </p>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-5 py-8 text-center">
        <p className="flex items-center gap-2 text-sm font-medium text-rose-700 dark:text-rose-300">
          <CircleAlert aria-hidden="true" className="size-4" /> This list could not be loaded.
        </p>
        <Button
          size="sm"
          variant="outline"
          leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onClick={() => void list.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (list.data && list.data.items.length === 0) {
    return (
      <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-slate-400">
        {isFiltered ? noMatchText : emptyText}
      </p>
    );
  }
  return null;
}

/** The totals and page buttons under an admin list, once a page has loaded. */
export function ListPagination({
  page,
  onPage,
}: {
  page: Page<unknown> | undefined;
  onPage: (page: number) => void;
}) {
  if (!page) return null;
  return (
    <Pagination
      meta={page.meta}
      onPage={onPage}
      className="border-t border-slate-100 px-4 py-3 sm:px-5 dark:border-slate-800"
    />
  );
}
