import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Api,
  api,
  registerAdmin,
  registerVerifiedUser,
  STRONG_PASSWORD,
} from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { findRowsMentioning, listTableNames } from "./leftovers.ts";

// "Export my data" and "delete account" across every feature (DESIGN §5): a user with data in
// each of them, made through the real API, and a second user whose data must not move.

let t: TestApp;
let smtp: TestSmtp;
let client: Api;
let admin: { id: string; token: string };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://hirelens.test",
    ADMIN_EMAILS: "support@hirelens.test",
  });
  client = api(t.app);
  admin = await registerAdmin(client, smtp, {
    name: "Sam Support",
    email: "support@hirelens.test",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const JOB_TEXT = `Senior Backend Engineer

We are hiring a Senior Backend Engineer to build our payments platform.

Requirements:
- 5+ years of professional software engineering experience
- Strong experience with Node.js and TypeScript
- PostgreSQL and SQL performance tuning
- Docker and Kubernetes in production
`;

/** A plain-text resume whose candidate name is unique to the test. */
function resumeText(name: string, skills: string[]): string {
  return [
    name,
    "Backend Engineer",
    `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@mail.example`,
    "",
    "Experience",
    "Backend Engineer, Acme Corp",
    "Jan 2016 - Present",
    `- Built services with ${skills.join(", ")}`,
    "",
    "Skills",
    skills.join(", "),
    "",
  ].join("\n");
}

function multipart(field: string, parts: Array<{ name: string; bytes: Uint8Array }>) {
  const boundary = `----hirelens${randomUUID().replaceAll("-", "")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${part.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function postMultipart(
  token: string,
  url: string,
  field: string,
  parts: Array<{ name: string; bytes: Uint8Array }>,
) {
  const body = multipart(field, parts);
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

async function waitForBatch(token: string, batchId: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    const response = await client.call("GET", `/api/resume-analysis/batches/${batchId}`, {
      token,
    });
    expect(response.status).toBe(200);
    if (response.body.data.status === "completed") return response.body.data;
    if (Date.now() > until) throw new Error(`batch ${batchId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const TEST_CARD = {
  name: "Card Holder",
  number: "4242 4242 4242 4242",
  expiry: `12/${nextYear}`,
  cvc: "123",
};

interface Person {
  id: string;
  token: string;
  email: string;
  name: string;
}

/** Everything a user can create, one feature after another, through the API. */
async function createDataInEveryFeature(person: Person, tag: string) {
  const { token } = person;
  const profile = await client.call("PATCH", "/api/user/profile", {
    token,
    body: { jobTitle: `${tag} Talent Lead`, companyName: `${tag} Industries` },
  });
  expect(profile.status).toBe(200);
  const preferences = await client.call("PATCH", "/api/email-preferences", {
    token,
    body: { marketing: true },
  });
  expect(preferences.status).toBe(200);
  const avatar = await sharp({
    create: { width: 64, height: 64, channels: 3, background: "#4f46e5" },
  })
    .png()
    .toBuffer();
  expect(
    (
      await postMultipart(token, "/api/user/profile-image", "file", [
        { name: "me.png", bytes: avatar },
      ])
    ).status,
  ).toBe(200);

  const job = await client.call("POST", "/api/job-descriptions", {
    token,
    body: { title: `${tag} Backend Engineer`, text: JOB_TEXT },
  });
  expect(job.status).toBe(201);

  const candidateNames = [`${tag} Candidateone`, `${tag} Candidatetwo`];
  const uploaded = await postMultipart(
    token,
    "/api/files/upload",
    "files",
    candidateNames.map((name, index) => ({
      name: `${tag.toLowerCase()}-resume-${index + 1}.txt`,
      bytes: new TextEncoder().encode(
        resumeText(name, index === 0 ? ["Node.js", "TypeScript", "PostgreSQL"] : ["Docker"]),
      ),
    })),
  );
  expect(uploaded.status).toBe(201);
  const fileIds = (uploaded.body.data.files as Array<{ id: string }>).map((file) => file.id);
  expect(fileIds).toHaveLength(2);

  const started = await client.call("POST", "/api/resume-analysis", {
    token,
    body: { jobDescriptionId: job.body.data.id, fileIds, name: `${tag} first round` },
  });
  expect(started.status).toBe(202);
  const batch = await waitForBatch(token, started.body.data.id);
  const candidateIds = (batch.candidates as Array<{ id: string; status: string }>).map(
    (candidate) => candidate.id,
  );
  expect(batch.candidates.map((candidate: { status: string }) => candidate.status)).toEqual([
    "scored",
    "scored",
  ]);
  const reviewed = await client.call("PATCH", `/api/resume-analysis/${candidateIds[0]}`, {
    token,
    body: { reviewStatus: "shortlisted", notes: `${tag} says: call back on Monday` },
  });
  expect(reviewed.status).toBe(200);

  const ticket = await client.call("POST", "/api/support/contact", {
    token,
    body: {
      category: "billing",
      subject: `${tag} invoice address`,
      message: "Could you add our VAT number to the last invoice, please?",
    },
  });
  expect(ticket.status).toBe(201);
  const supportReply = await client.call(
    "POST",
    `/api/admin/tickets/${ticket.body.data.id}/replies`,
    { token: admin.token, body: { message: `Done for ${tag}: the VAT number is on it now.` } },
  );
  expect(supportReply.status).toBe(201);

  const subscribed = await client.call("POST", "/api/billing/subscribe", {
    token,
    body: { plan: "pro", card: { ...TEST_CARD, name: person.name }, saveCard: true },
  });
  expect(subscribed.status).toBe(200);
  const cards = await client.call("GET", "/api/billing/payment-methods", { token });
  const invoices = await client.call("GET", "/api/billing/invoices", { token });
  expect(cards.body.data).toHaveLength(1);
  expect(invoices.body.data).toHaveLength(1);

  return {
    jobId: job.body.data.id as string,
    fileIds,
    batchId: batch.id as string,
    candidateIds,
    candidateNames,
    ticketId: ticket.body.data.id as string,
    ticketNumber: ticket.body.data.number as number,
    cardIds: (cards.body.data as Array<{ id: string }>).map((card) => card.id),
    invoiceIds: (invoices.body.data as Array<{ id: string }>).map((invoice) => invoice.id),
    invoiceNumbers: (invoices.body.data as Array<{ number: string }>).map((row) => row.number),
  };
}

async function exportOf(token: string) {
  const response = await client.call("GET", "/api/user/export", { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

let dana: Person;
let eve: Person;
let danaData: Awaited<ReturnType<typeof createDataInEveryFeature>>;
let eveData: Awaited<ReturnType<typeof createDataInEveryFeature>>;

describe("account data across every feature", () => {
  beforeAll(async () => {
    const danaName = "Dana Quillfeather";
    const eveName = "Eve Marchbanks";
    dana = {
      ...(await registerVerifiedUser(client, smtp, {
        name: danaName,
        email: "dana.quillfeather@example.com",
      })),
      name: danaName,
    };
    eve = {
      ...(await registerVerifiedUser(client, smtp, {
        name: eveName,
        email: "eve.marchbanks@example.com",
      })),
      name: eveName,
    };
    danaData = await createDataInEveryFeature(dana, "Quillfeather");
    eveData = await createDataInEveryFeature(eve, "Marchbanks");
  }, 120_000);

  it("exports every feature's data of the user, and nothing of anyone else", async () => {
    const data = await exportOf(dana.token);

    expect(data.user).toMatchObject({ id: dana.id, email: dana.email, plan: "pro" });
    expect(data.profile).toMatchObject({ jobTitle: "Quillfeather Talent Lead" });
    expect(data.emailPreferences.marketing).toBe(true);

    expect(data.jobDescriptions).toEqual([
      expect.objectContaining({
        id: danaData.jobId,
        title: "Quillfeather Backend Engineer",
        text: JOB_TEXT.trim(),
        parsedRequirements: expect.any(Object),
        weights: expect.any(Object),
      }),
    ]);

    const resumes = data.files.filter((file: { kind: string }) => file.kind === "resume");
    expect(resumes.map((file: { id: string }) => file.id).sort()).toEqual(
      [...danaData.fileIds].sort(),
    );
    expect(resumes[0]).toMatchObject({
      name: expect.stringMatching(/^quillfeather-resume-\d\.txt$/),
      format: "txt",
      sha256: expect.stringMatching(/^[a-f0-9]{64}$/),
      path: expect.stringMatching(new RegExp(`^uploads/${dana.id}/`)),
      bytes: expect.any(Number),
    });
    expect(data.files.map((file: { kind: string }) => file.kind)).toContain("profile-image");
    // Metadata only: the resume text of a file is not in the files section.
    expect(JSON.stringify(data.files)).not.toContain("Candidateone");

    expect(data.analyses).toHaveLength(1);
    const [batch] = data.analyses;
    expect(batch).toMatchObject({
      id: danaData.batchId,
      name: "Quillfeather first round",
      jobDescriptionId: danaData.jobId,
      status: "completed",
      totalFiles: 2,
      creditsCharged: 2,
    });
    expect(batch.candidates.map((candidate: { id: string }) => candidate.id).sort()).toEqual(
      [...danaData.candidateIds].sort(),
    );
    const shortlisted = batch.candidates.find(
      (candidate: { id: string }) => candidate.id === danaData.candidateIds[0],
    );
    expect(shortlisted).toMatchObject({
      status: "scored",
      reviewStatus: "shortlisted",
      notes: "Quillfeather says: call back on Monday",
      score: expect.any(Number),
      match: expect.any(Object),
    });
    expect(batch.candidates.map((candidate: { name: string }) => candidate.name).sort()).toEqual(
      danaData.candidateNames,
    );

    const kinds = data.credits.transactions.map((row: { kind: string }) => row.kind);
    expect(kinds).toContain("charge");
    expect(
      data.credits.transactions.find((row: { kind: string }) => row.kind === "charge"),
    ).toMatchObject({ amount: -2, batchId: danaData.batchId });
    expect(data.credits.account).toEqual({
      periodAnchor: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(data.credits.transactions.at(-1).balanceAfter).toBeGreaterThan(0);

    expect(data.billing.subscription).toMatchObject({
      plan: "pro",
      status: "active",
      provider: "sandbox",
      cancelAtPeriodEnd: false,
    });
    expect(data.billing.paymentMethods).toEqual([
      expect.objectContaining({ brand: "visa", last4: "4242", isDefault: true }),
    ]);
    expect(JSON.stringify(data.billing)).not.toContain("4242424242424242");
    expect(data.billing.invoices).toEqual([
      expect.objectContaining({
        number: danaData.invoiceNumbers[0],
        status: "paid",
        customerEmail: dana.email,
        lines: [expect.objectContaining({ quantity: 1, amountCents: expect.any(Number) })],
      }),
    ]);

    expect(data.supportTickets).toEqual([
      expect.objectContaining({
        number: danaData.ticketNumber,
        subject: "Quillfeather invoice address",
        messages: [
          expect.objectContaining({ author: "user", authorName: dana.name }),
          expect.objectContaining({
            author: "support",
            body: "Done for Quillfeather: the VAT number is on it now.",
          }),
        ],
      }),
    ]);

    const mailKinds = data.mails.map((mail: { kind: string }) => mail.kind);
    expect(mailKinds).toEqual(expect.arrayContaining(["verification", "support-reply"]));
    expect(data.mails[0]).toEqual({
      subject: expect.any(String),
      kind: expect.any(String),
      status: expect.any(String),
      createdAt: expect.any(String),
    });

    // Nothing of Eve (or of the support agent beyond the name they signed their reply with).
    const text = JSON.stringify(data);
    for (const foreign of [
      eve.id,
      eve.email,
      eve.name,
      "Marchbanks",
      eveData.jobId,
      eveData.batchId,
      ...eveData.fileIds,
      ...eveData.candidateIds,
      eveData.invoiceNumbers[0] ?? "missing",
      admin.id,
      "support@hirelens.test",
    ]) {
      expect(text, foreign).not.toContain(foreign);
    }
    expect(text).not.toContain("scrypt");
  });

  it("deletes the account: no row in any table mentions the user, their files are gone, Eve keeps everything", async () => {
    const eveBefore = await exportOf(eve.token);
    const tables = await listTableNames(t.database.db);
    for (const table of [
      "public.analysis_batches",
      "public.analysis_candidates",
      "public.files",
      "public.job_descriptions",
      "public.credit_transactions",
      "public.subscriptions",
      "public.payment_methods",
      "public.invoices",
      "public.support_tickets",
      "public.support_messages",
      "public.outbox",
    ]) {
      expect(tables).toContain(table);
    }
    expect(tables.some((name) => name.startsWith("pgboss."))).toBe(true);

    const needles = [
      dana.id,
      dana.email,
      dana.name,
      "Quillfeather",
      danaData.jobId,
      danaData.batchId,
      danaData.ticketId,
      ...danaData.fileIds,
      ...danaData.candidateIds,
      ...danaData.cardIds,
      ...danaData.invoiceIds,
    ];
    // The scan finds Dana everywhere before (it would not catch anything if it could not).
    const before = new Set(
      (await findRowsMentioning(t.database.db, needles)).map((row) => row.table),
    );
    for (const table of [
      "public.users",
      "public.analysis_candidates",
      "public.files",
      "public.invoices",
      "public.support_messages",
      "public.outbox",
    ]) {
      expect(before, table).toContain(table);
    }
    expect([...before].some((table) => table.startsWith("pgboss."))).toBe(true);
    expect(await readdir(join(t.env.DATA_DIR, "uploads", dana.id))).toContain("resumes");

    const deleted = await client.call("DELETE", "/api/user", {
      token: dana.token,
      body: { password: STRONG_PASSWORD, confirm: "DELETE" },
    });
    expect(deleted.status).toBe(200);

    // The one row meant to stay: the "account deleted" notice, which holds only the address.
    const leftovers = await findRowsMentioning(t.database.db, needles, {
      outbox: "kind <> 'account-deleted'",
    });
    expect(leftovers).toEqual([]);
    const notice = await findRowsMentioning(t.database.db, [dana.name, "Quillfeather Talent"]);
    expect(notice).toEqual([]);
    expect(existsSync(join(t.env.DATA_DIR, "uploads", dana.id))).toBe(false);
    expect((await client.call("GET", "/api/auth/me", { token: dana.token })).status).toBe(401);

    // Eve: the same export as before, her files still on disk and downloadable.
    const eveAfter = await exportOf(eve.token);
    expect({ ...eveAfter, exportedAt: null }).toEqual({ ...eveBefore, exportedAt: null });
    expect(await readdir(join(t.env.DATA_DIR, "uploads", eve.id, "resumes"))).toHaveLength(2);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/files/download?id=${eveData.fileIds[0]}`,
      headers: { authorization: `Bearer ${eve.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain("Marchbanks Candidateone");
    const eveBatch = await client.call("GET", `/api/resume-analysis/batches/${eveData.batchId}`, {
      token: eve.token,
    });
    expect(eveBatch.status).toBe(200);
    expect((await findRowsMentioning(t.database.db, [eve.id])).map((row) => row.table)).toEqual(
      expect.arrayContaining(["public.users", "public.analysis_candidates"]),
    );
  });
});
