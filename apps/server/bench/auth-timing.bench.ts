// Timing of the auth routes that take an e-mail, for an address with an account and one without
// (issue 15 item 5: the answer time must not tell them apart). A real SMTP server on loopback that
// answers after SMTP_DELAY_MS stands in for a mail provider. Prints medians; asserts nothing.
//   node --import tsx apps/server/bench/auth-timing.bench.ts
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { buildApp } from "../src/app.ts";
import { parseEnv } from "../src/env.ts";

const CALLS = 50;
const SMTP_DELAY_MS = 20;
const PASSWORD = "Correct-Horse-Battery-7";
/** Pause between calls, so that one call's background mail does not slow the next one down. */
const SETTLE_MS = 100;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => setTimeout(callback, SMTP_DELAY_MS));
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const { port } = smtp.server.address() as AddressInfo;

const dataDir = await mkdtemp(join(tmpdir(), "hirelens-auth-bench-"));
const env = parseEnv({
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, "no-web"),
  APP_URL: "http://hirelens.bench",
  SMTP_URL: `smtp://127.0.0.1:${port}`,
});
const app = await buildApp({ env });
await app.ready();

let nextIp = 1;
async function timePost(url: string, payload: object): Promise<{ ms: number; status: number }> {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
  });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// One account per call, so no call meets another's 60 s cooldown.
for (let i = 0; i < CALLS; i++) {
  await timePost("/api/auth/signup", {
    name: "Bench Person",
    email: `known${i}@example.com`,
    password: PASSWORD,
  });
}

const routes: Array<[string, (email: string) => object]> = [
  ["/api/auth/forgot-password", (email) => ({ email })],
  ["/api/auth/email-otp/send", (email) => ({ email })],
];
console.log(`auth timing: median of ${CALLS} calls each, SMTP answering in ${SMTP_DELAY_MS} ms`);
for (const [url, body] of routes) {
  const known: number[] = [];
  const absent: number[] = [];
  const statuses = new Set<string>();
  // Interleaved, so drift in machine load hits both alike.
  for (let i = 0; i < CALLS; i++) {
    // Each call alone: the mail work the previous call left running settles first.
    await settle();
    const a = await timePost(url, body(`known${i}@example.com`));
    await settle();
    const b = await timePost(url, body(`absent${i}-${url.length}@example.com`));
    known.push(a.ms);
    absent.push(b.ms);
    statuses.add(`${a.status}/${b.status}`);
  }
  console.log(
    `${url}: existing ${median(known).toFixed(1)} ms, absent ${median(absent).toFixed(1)} ms, statuses existing/absent ${[...statuses].join(" ")}`,
  );
}

await app.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
await rm(dataDir, { recursive: true, force: true });
