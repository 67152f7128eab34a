#!/usr/bin/env node
// The whole test suite, as `npm test` and CI run it:
//   typecheck -> lint -> unit + server tests on PGlite (vitest) -> server tests on a real
//   PostgreSQL -> build -> browser journeys (Playwright, Debian's Chromium).
// Ends with the plain line "N passed, N failed" and a non-zero exit code on any failure.
//   node scripts/test.mjs [--only step,step]   steps: typecheck lint unit postgres e2e
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findPostgresBin } from "./with-postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const resultsDir = join(root, "test-results");
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg > -1 ? new Set(process.argv[onlyArg + 1].split(",")) : null;
const isCi = Boolean(process.env.CI);
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
// The failing tests by name, printed again just above the last line: CI keeps only the log's tail.
const failures = [];
// Tests that failed once and passed on their retry: counted as passed, and named.
const flaky = [];

function firstLine(text) {
  return String(text ?? "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...options.env },
  });
  console.log(
    `=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status ?? 1;
}

function check(label, command, args) {
  const status = run(label, command, args);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${label} failed`);
  }
}

function countVitest(label, file, status) {
  if (!existsSync(file)) {
    totals.failed += 1;
    problems.push(`${label}: no report (exit ${status})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  const suiteFailures = report.testResults.filter(
    (suite) =>
      suite.status === "failed" && suite.assertionResults.every((test) => test.status !== "failed"),
  );
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      // A test that passed on its retry (CI allows one) keeps its first try's error in the report.
      const list =
        test.status === "failed" ? failures : test.failureMessages?.length ? flaky : null;
      list?.push(
        `${label}: ${suite.name.replace(root, "")} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
  for (const suite of suiteFailures) {
    failures.push(
      `${label}: ${suite.name.replace(root, "")} did not run: ${firstLine(suite.message)}`,
    );
  }
  if (suiteFailures.length > 0) {
    totals.failed += suiteFailures.length;
    problems.push(`${label}: ${suiteFailures.length} test file(s) failed to run`);
  }
  if (report.numFailedTests > 0) problems.push(`${label}: ${report.numFailedTests} failed`);
  if (status !== 0 && report.numFailedTests === 0 && suiteFailures.length === 0) {
    totals.failed += 1;
    problems.push(`${label}: exit ${status}`);
  }
}

function countPlaywright(label, file, status) {
  if (!existsSync(file)) {
    totals.failed += 1;
    problems.push(`${label}: no report (exit ${status})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { stats } = report;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // A flaky test is named by its first try's error, a failed one by its last.
        const list =
          test.status === "unexpected" ? failures : test.status === "flaky" ? flaky : null;
        const error = (list === flaky ? test.results?.[0] : test.results?.at(-1))?.error?.message;
        list?.push(
          `${label}: ${spec.file}:${spec.line} [${test.projectName}] ${[...path, spec.title].join(" > ")}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.unexpected > 0) problems.push(`${label}: ${stats.unexpected} failed`);
  if (status !== 0 && stats.unexpected === 0) {
    totals.failed += 1;
    problems.push(`${label}: exit ${status}`);
  }
}

const wants = (step) => !only || only.has(step);

if (wants("typecheck")) check("typecheck", "npm", ["run", "typecheck", "--silent"]);
if (wants("lint")) check("lint", "npx", ["biome", "check", "."]);

if (wants("unit")) {
  const file = join(resultsDir, "vitest.json");
  const status = run("unit and server tests (PGlite)", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  countVitest("vitest", file, status);
}

if (wants("postgres")) {
  if (!findPostgresBin() && process.getuid?.() === 0) {
    run("install PostgreSQL", "sh", [
      "-c",
      "apt-get update -qq && apt-get install -y -qq postgresql",
    ]);
  }
  const file = join(resultsDir, "vitest-postgres.json");
  const status = run(
    "server tests (PostgreSQL)",
    "node",
    [
      "scripts/with-postgres.mjs",
      "npx",
      "vitest",
      "run",
      "--project",
      "server:postgres",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
    ],
    {
      // The multi-process fault test (two API processes and two workers, kill -9 mid-batch) runs
      // here too: it needs the real PostgreSQL this step starts.
      env: { HIRELENS_FAULT_TEST: "1" },
    },
  );
  if (status === 78 && !isCi) {
    console.log(
      "PostgreSQL is not installed here: the PostgreSQL run is skipped (CI always runs it).",
    );
  } else {
    countVitest("server on PostgreSQL", file, status);
  }
}

if (wants("e2e") && existsSync(join(root, "playwright.config.ts"))) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium) && process.getuid?.() === 0) {
    run("install Chromium", "sh", ["-c", "apt-get update -qq && apt-get install -y -qq chromium"]);
  }
  if (!existsSync(chromium)) {
    totals.failed += 1;
    problems.push(
      `Chromium not found at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  } else {
    const buildStatus = run("build", "npm", ["run", "build", "--silent"]);
    if (buildStatus !== 0) {
      totals.failed += 1;
      problems.push("build failed");
    } else {
      const file = join(resultsDir, "e2e.json");
      // The journeys run the server just built (apps/server/dist), so start-servers.mjs skips its own build.
      const status = run("browser journeys (Playwright)", "npx", ["playwright", "test"], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_SKIP_BUILD: "1" },
      });
      countPlaywright("e2e", file, status);
    }
  }
}

console.log("");
for (const test of flaky) console.log(`FLAKY TEST (passed on its retry): ${test}`);
for (const failure of failures) console.log(`FAILED TEST: ${failure}`);
for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
