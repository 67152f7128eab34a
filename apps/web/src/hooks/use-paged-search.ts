import { useEffect, useState } from "react";

/**
 * The search box and page of a paginated list: the query follows the box 250 ms after the last
 * keystroke, and a new query starts again at page 1.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  return { search, setSearch, query, page, setPage };
}
