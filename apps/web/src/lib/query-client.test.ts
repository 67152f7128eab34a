import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("query client", () => {
  it("uses the spec §9 data-fetch defaults", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: 2,
      staleTime: 5 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });
});
