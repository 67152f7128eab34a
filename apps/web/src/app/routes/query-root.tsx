import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { createQueryClient } from "@/lib/query-client";

// One cache for the whole visit: leaving for the landing page and coming back keeps it.
const queryClient = createQueryClient();

/**
 * TanStack Query for every route but the landing and 404 pages, which fetch nothing through it:
 * the landing page's first load does not carry the query client (decision 159).
 */
export default function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
