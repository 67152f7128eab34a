import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInThroughForm } from "./fixtures/analyzer-user";
import { expect, test } from "./helpers/accounts";

/**
 * Issue 14, API keys and webhooks in the browser: an owner creates a key (its secret shown once),
 * a script uses it (the list shows the last use), the owner revokes it (the script gets 401); they
 * add a webhook endpoint (signing secret shown once), press "Send test" and watch the delivery log
 * say Delivered, while the receiver checks the signature with the secret the page showed.
 */
test.use({ baseURL: ANALYZER_URL });

function isSigned(secret: string, rawBody: string, header: string) {
  const parts = Object.fromEntries(
    header
      .split(",")
      .map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
  );
  const expected = createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test("an owner creates, uses and revokes an API key, adds a webhook and sends a signed test event", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") });
      answer.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hirelens`;

  try {
    const owner = await createReadyUser(request, "integrations");
    await signInThroughForm(page, owner);
    await page.goto("/settings/integrations");
    await expect(
      page.getByRole("heading", { name: "API keys and webhooks", level: 1 }),
    ).toBeVisible();
    await expect(page.getByText("No API keys yet")).toBeVisible();
    await expect(page.getByText("No webhook endpoints yet")).toBeVisible();

    // A key with one scope: its secret is shown once.
    await page.getByRole("button", { name: "Create key" }).click();
    const keyForm = page.getByRole("form", { name: "Create an API key" });
    await keyForm.getByRole("textbox", { name: /Name/ }).fill("ATS sync");
    await keyForm.getByRole("checkbox", { name: /jobs:read/ }).check();
    await keyForm.getByRole("button", { name: "Create key" }).click();
    const secretBox = page.getByRole("textbox", { name: "Secret of “ATS sync”" });
    await expect(secretBox).toHaveValue(/^hl_/);
    const apiKey = await secretBox.inputValue();
    await expect(
      page.getByText("Store it somewhere safe now: it is not shown again."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Done" }).click();
    const keys = page.getByRole("list", { name: "API keys" });
    await expect(keys.getByText("ATS sync")).toBeVisible();
    await expect(keys.getByText(/last used never/i)).toBeVisible();
    expect(await page.content()).not.toContain(apiKey);

    // A script uses it; the list then shows when.
    const asScript = { authorization: `Bearer ${apiKey}` };
    expect((await request.get("/api/job-descriptions", { headers: asScript })).status()).toBe(200);
    // Outside its scope: 403.
    expect(
      (
        await request.post("/api/job-descriptions", {
          headers: asScript,
          data: { title: "Not allowed", text: "A job the key may not create." },
        })
      ).status(),
    ).toBe(403);
    await page.reload();
    await expect(keys.getByText("ATS sync")).toBeVisible();
    await expect(keys.getByText(/last used never/i)).toHaveCount(0);

    // Revoked: the script is refused at once.
    await page.getByRole("button", { name: "Revoke ATS sync" }).click();
    await page.getByRole("button", { name: "Revoke key" }).click();
    await expect(keys.getByText("Revoked", { exact: true })).toBeVisible();
    expect((await request.get("/api/job-descriptions", { headers: asScript })).status()).toBe(401);

    // A webhook endpoint: its signing secret is shown once.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const hookForm = page.getByRole("form", { name: "Webhook endpoint" });
    await hookForm.getByRole("textbox", { name: /Endpoint URL/ }).fill(receiverUrl);
    await hookForm.getByRole("checkbox", { name: /batch\.completed/ }).check();
    await hookForm.getByRole("button", { name: "Add endpoint" }).click();
    const signingBox = page.getByRole("textbox", { name: "Signing secret" });
    await expect(signingBox).toHaveValue(/^whsec_/);
    const signingSecret = await signingBox.inputValue();
    await page.getByRole("button", { name: "Done" }).click();
    const endpoints = page.getByRole("list", { name: "Webhook endpoints" });
    await expect(endpoints.getByText(receiverUrl)).toBeVisible();

    // Send test: the log opens and follows the delivery until the receiver has answered.
    await endpoints.getByRole("button", { name: "Send test" }).click();
    const log = page.getByRole("dialog", { name: "Delivery log" });
    const deliveries = log.getByRole("list", { name: "Deliveries" });
    await expect(deliveries.getByText("webhook.test")).toBeVisible();
    await expect(deliveries.getByText("Delivered")).toBeVisible();
    await expect(deliveries.getByText(/answered 200/)).toBeVisible();
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery?.headers["hirelens-event-type"]).toBe("webhook.test");
    expect(
      isSigned(
        signingSecret,
        delivery?.body ?? "",
        String(delivery?.headers["hirelens-signature"]),
      ),
    ).toBe(true);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("delivery-log.png"), fullPage: true });
    await page.keyboard.press("Escape");
    await expect(log).toBeHidden();
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
