import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInWithToken } from "./fixtures/analyzer-user";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });
test.skip(({ isMobile }) => isMobile, "desktop only");

test("job descriptions: paste, correct the requirements with the taxonomy, search, delete", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createReadyUser(request, "jobs");
  await signInWithToken(page, user);
  await page.goto("/job-descriptions");
  await expect(page.getByText("No job descriptions yet")).toBeVisible();

  await page.getByRole("button", { name: "New job description" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("textbox", { name: "Title" }).fill("Platform Engineer");
  await drawer
    .getByRole("textbox", { name: "Job description" })
    .fill(
      "We are looking for a platform engineer. Required: Terraform, AWS and Python. Nice to have: Go. 4+ years of experience.",
    );
  await drawer.getByRole("button", { name: "Save job description" }).click();
  // Saved and parsed: the requirements the ranking uses are shown and editable.
  const required = drawer.getByRole("combobox", { name: "Required skills" });
  await expect(drawer.getByRole("list", { name: "Required skills selected" })).toContainText(
    "Terraform",
  );
  await required.fill("kubern");
  await drawer
    .getByRole("option", { name: /Kubernetes/ })
    .first()
    .click();
  await expect(drawer.getByRole("list", { name: "Required skills selected" })).toContainText(
    "Kubernetes",
  );
  await drawer.getByRole("spinbutton", { name: "Minimum years" }).fill("5");
  await drawer.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  const card = page.getByTestId("job-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Kubernetes");
  await expect(card).toContainText("5+ years");

  await page.getByRole("textbox", { name: "Search job descriptions" }).fill("nothing-like-this");
  await expect(page.getByText("No job description matches your search")).toBeVisible();
  await page.getByRole("textbox", { name: "Search job descriptions" }).fill("platform");
  await expect(card).toHaveCount(1);

  await card.getByRole("button", { name: /Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No job description matches your search")).toBeVisible();
});

test("history: search, reopen, and delete a batch with its files", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createReadyUser(request, "history");
  const { batchId } = await createFinishedBatch(request, user);
  const headers = { Authorization: `Bearer ${user.token}` };
  const detail = (
    await (
      await request.get(`${ANALYZER_URL}/api/resume-analysis/batches/${batchId}`, { headers })
    ).json()
  ).data;
  const fileId = detail.candidates[0].fileId as string;
  expect(
    (await request.get(`${ANALYZER_URL}/api/files/download?id=${fileId}`, { headers })).status(),
  ).toBe(200);

  await signInWithToken(page, user);
  await page.goto("/resume-history");
  const items = page.getByTestId("history-item");
  await expect(items).toHaveCount(1);
  await page.getByRole("textbox", { name: "Search analyses" }).fill("zzz-no-match");
  await expect(page.getByText("No analysis matches your search")).toBeVisible();
  await page.getByRole("textbox", { name: "Search analyses" }).fill("Data");
  await expect(items).toHaveCount(1);

  await items
    .first()
    .getByRole("link", { name: /Reopen/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`batch=${batchId}`));
  await expect(page.getByTestId("result-row")).toHaveCount(3);

  await page.goto("/resume-history");
  await items
    .first()
    .getByRole("button", { name: /Delete/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No analyses yet")).toBeVisible();
  // Deleted with its files.
  expect(
    (
      await request.get(`${ANALYZER_URL}/api/resume-analysis/batches/${batchId}`, { headers })
    ).status(),
  ).toBe(404);
  expect(
    (await request.get(`${ANALYZER_URL}/api/files/download?id=${fileId}`, { headers })).status(),
  ).toBe(404);
});
