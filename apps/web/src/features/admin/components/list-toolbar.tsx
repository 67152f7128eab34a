import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

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

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-5 dark:border-slate-800 dark:text-slate-400">
      <span>
        {total} {total === 1 ? "result" : "results"} · page {page} of {pages}
      </span>
      <div className="flex gap-1.5">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}

export const tableClass = "w-full min-w-[640px] text-left text-sm";
export const theadClass =
  "border-b border-slate-100 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400";
export const cellClass = "px-4 py-2.5 sm:px-5";
