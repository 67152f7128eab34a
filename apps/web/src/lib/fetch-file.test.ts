import { STORAGE_KEYS } from "@hirelens/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "./api-client";
import { downloadFile, fetchFile, fileNameOf, saveText } from "./fetch-file";

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

describe("downloadFile", () => {
  function captureSavedNames(): string[] {
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => "blob:saved");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return names;
  }

  it("saves under the name the server offers, else the fallback", async () => {
    const names = captureSavedNames();
    const disposition = ['attachment; filename="served.csv"', null];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const header = disposition.shift();
        return new Response("a,b", {
          status: 200,
          headers: header ? { "content-disposition": header } : {},
        });
      }),
    );
    await downloadFile("/admin/waitlist/export", "fallback.csv");
    await downloadFile("/admin/waitlist/export", "fallback.csv");
    expect(names).toEqual(["served.csv", "fallback.csv"]);
  });

  it("saves nothing and throws the spec message when the server refuses", async () => {
    const names = captureSavedNames();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
    await expect(downloadFile("/billing/invoices/x/pdf", "x.pdf")).rejects.toBeInstanceOf(
      ApiClientError,
    );
    expect(names).toEqual([]);
  });
});

describe("saveText", () => {
  it("saves text made in the page under the given name", async () => {
    const names: string[] = [];
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return "blob:text";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    saveText("code-1\ncode-2\n", "hirelens-recovery-codes.txt");
    expect(names).toEqual(["hirelens-recovery-codes.txt"]);
    expect(await saved?.text()).toBe("code-1\ncode-2\n");
  });
});
