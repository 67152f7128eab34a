import type { PageMeta } from "@hirelens/contracts";
import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The totals of a paginated list and its Previous / Next buttons, from the server's `meta`. */
export function Pagination({
  meta,
  onPage,
  className,
}: {
  meta: PageMeta;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { page, total } = meta;
  const pages = Math.max(1, meta.totalPages);
  return (
    <nav
      aria-label="Pagination"
      className={clsx(
        "flex items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400",
        className,
      )}
    >
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
    </nav>
  );
}
