import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan } from "../../helpers/plans.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  multipartBody,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let user: { id: string; token: string };

beforeAll(async () => {
  context = await startAnalyzerApp({ QUEUE_WORKER: "false" });
  user = await signUp(context);
  await setPlan(context.t.app, user.id, "pro"); // the PDF report is a Pro feature (issue 10)
});
afterAll(async () => context.close());

const get = (url: string) =>
  context.t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${user.token}` } });

/** A served document must never run script with our origin, nor be sniffed into another type. */
function expectSandboxed(headers: Record<string, unknown>) {
  expect(String(headers["content-security-policy"])).toMatch(/^sandbox(;|$)/);
  expect(String(headers["content-security-policy"])).not.toMatch(/allow-scripts|allow-same-origin/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

describe("served documents", () => {
  it("sandboxes the analysis exports (PDF, CSV, JSON), names them safely, and strips bidi controls from the batch name", async () => {
    const uploaded = await upload(context, user.token, [
      {
        name: "ada.txt",
        bytes: txt(
          resumeText({ name: "Ada Lovelace", title: "Engineer", skills: ["SQL"], years: 4 }),
        ),
      },
    ]);
    const job = await context.client.call("POST", "/api/job-descriptions", {
      token: user.token,
      body: { title: "Backend Engineer", text: JOB_TEXT },
    });
    const batch = await context.client.call("POST", "/api/analysis/analyze", {
      token: user.token,
      body: {
        jobDescriptionId: job.body.data.id,
        fileIds: [uploaded.body.data.files[0].id],
        name: "Spring \u202Egnirih",
      },
    });
    expect(batch.status).toBe(202);
    // The batch name is displayed in the history: no override may reverse it there.
    expect(batch.body.data.name).toBe("Spring gnirih");
    for (const format of ["pdf", "csv", "json"]) {
      const response = await get(
        `/api/analysis/export?batchId=${batch.body.data.id}&format=${format}`,
      );
      expect(response.statusCode).toBe(200);
      expectSandboxed(response.headers);
      expect(String(response.headers["content-disposition"])).toMatch(
        /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/,
      );
    }
  });

  it("sandboxes the avatar image", async () => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#4f46e5" },
    })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { name: "me.png", bytes: image, field: "file" },
    ]);
    const uploaded = await context.t.app.inject({
      method: "POST",
      url: "/api/user/profile-image",
      payload,
      headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().data.profileImage;
    expect(url).toMatch(/^\/api\/user\/profile-image\//);
    const avatar = await context.t.app.inject({ method: "GET", url });
    expect(avatar.statusCode).toBe(200);
    expectSandboxed(avatar.headers);
  });

  it("sandboxes the invoice PDF", async () => {
    const subscribed = await context.client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: {
        plan: "pro",
        card: {
          name: "Ada Lovelace",
          number: "4242 4242 4242 4242",
          expiry: `12/${(new Date().getFullYear() + 2) % 100}`,
          cvc: "123",
        },
      },
    });
    expect(subscribed.status).toBe(200);
    const invoices = await context.client.call("GET", "/api/billing/invoices", {
      token: user.token,
    });
    const pdf = await get(`/api/billing/invoices/${invoices.body.data[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expectSandboxed(pdf.headers);
    expect(String(pdf.headers["content-disposition"])).toMatch(/^attachment; filename="/);
  });
});

describe("Strict-Transport-Security", () => {
  let secure: TestApp;
  // A second app with its own migrated database: built in a hook, whose time limit allows for it.
  beforeAll(async () => {
    secure = await createTestApp({ APP_URL: "https://hirelens.example" });
  });
  afterAll(async () => secure.close());

  it("is sent when APP_URL is https", async () => {
    const response = await secure.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
  });

  it("is not sent when APP_URL is plain http (local use)", async () => {
    const response = await context.t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
