import { STORAGE_KEYS } from "@hirelens/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "./api-client";
import { fetchFile, fileNameOf } from "./fetch-file";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("fetchFile", () => {
  it("retries once with the new token when the session refresh replaced it mid-download", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "old");
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).Authorization ?? "";
        sent.push(auth);
        if (auth === "Bearer old") {
          window.localStorage.setItem(STORAGE_KEYS.authToken, "new");
          return new Response(JSON.stringify({ message: "expired" }), { status: 401 });
        }
        return new Response("{}", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="batch.json"' },
        });
      }),
    );
    const { fileName } = await fetchFile("/api/analysis/export?batchId=1&format=json");
    expect(sent).toEqual(["Bearer old", "Bearer new"]);
    expect(fileName).toBe("batch.json");
  });

  it("answers the spec's message for a 401 of the current token, without retrying", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    const fetch = vi.fn(async () => new Response("{}", { status: 401 }));
    vi.stubGlobal("fetch", fetch);
    const error = await fetchFile("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).message).toBe("Authentication required");
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("reads RFC 5987 file names before plain ones", () => {
    expect(fileNameOf("attachment; filename=\"a.pdf\"; filename*=UTF-8''%C5%81ukasz.pdf")).toBe(
      "Łukasz.pdf",
    );
    expect(fileNameOf('attachment; filename="plain.csv"')).toBe("plain.csv");
    expect(fileNameOf(null)).toBeNull();
  });
});
