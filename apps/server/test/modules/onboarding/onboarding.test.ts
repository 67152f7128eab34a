import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../../src/db/schema/index.ts";
import { type Api, api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const answers = {
  role: "recruiter",
  jobTitle: "  Senior Recruiter ",
  companyName: "Acme Hiring",
  teamSize: "51-200",
  hiringTeamSize: "2-5",
  hiringVolume: "6-20",
  industries: ["technology", "finance", "technology"],
  roleTypes: ["engineering", "data"],
  hiringGoals: ["faster-screening", "reduce-bias"],
};

describe("PUT /api/user/onboarding", () => {
  it("saves every field to the profile with onboarding_completed and updated_at", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Olivia Onboard",
      email: "olivia@example.com",
    });
    const before = Date.now();
    const saved = await client.call("PUT", "/api/user/onboarding", {
      token: user.token,
      body: answers,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ onboardingCompleted: true });
    expect(new Date(saved.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row).toMatchObject({
      role: "recruiter",
      jobTitle: "Senior Recruiter",
      companyName: "Acme Hiring",
      teamSize: "51-200",
      hiringTeamSize: "2-5",
      hiringVolume: "6-20",
      industries: ["technology", "finance"],
      roleTypes: ["engineering", "data"],
      hiringGoals: ["faster-screening", "reduce-bias"],
      onboardingCompleted: true,
    });
    const me = await client.call("GET", "/api/auth/me", { token: user.token });
    expect(me.body.data.onboardingCompleted).toBe(true);
    const profile = await client.call("GET", "/api/user/profile", { token: user.token });
    expect(profile.body.data).toMatchObject({
      jobTitle: "Senior Recruiter",
      industries: ["technology", "finance"],
    });
  });

  it("answers 422 with a message per field for missing or unknown answers, and saves nothing", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Ivan Invalid",
      email: "ivan@example.com",
    });
    const response = await client.call("PUT", "/api/user/onboarding", {
      token: user.token,
      body: {
        ...answers,
        role: "astronaut",
        industries: [],
        hiringGoals: ["world-peace"],
        jobTitle: "",
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      role: ["Please select your role"],
      jobTitle: ["Job title is required"],
      industries: ["Please select at least one industry"],
    });
    expect(Object.keys(response.body.errors)).toContain("hiringGoals.0");
    expect(
      await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id)),
    ).toHaveLength(0);
  });
});
