import { ChevronDown, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { useFaq } from "../api/get-faq";

/** The FAQ from GET /api/support/faq, searched as you type (every word must match). */
export function FaqList() {
  const [query, setQuery] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), 200);
    return () => clearTimeout(timer);
  }, [query]);
  const faq = useFaq(debounced);
  const items = faq.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Input
        label="Search the FAQ"
        hideLabel
        type="search"
        placeholder="Search the FAQ: credits, invoices, privacy…"
        leftIcon={<Search aria-hidden="true" />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        isLoading={faq.isFetching}
      />
      {items.length === 0 && !faq.isPending ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-400">
          No answer matches “{debounced}”. Send us a message and we will help.
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          aria-label="Frequently asked questions"
        >
          {items.map((item) => (
            <li key={item.id}>
              <details className="group px-4 py-3">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 text-sm font-medium text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
                  <span>
                    {item.question}
                    <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                      {item.category}
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-slate-400 transition group-open:rotate-180"
                  />
                </summary>
                <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {item.answer}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
