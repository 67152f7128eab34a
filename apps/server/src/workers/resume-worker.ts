// Entry of one worker process: runs engine tasks off the API's event loop, one at a time.
import { DEFAULT_WEIGHTS, getTaxonomy, parseJob, warmPdfReader } from "@hirelens/engine";
import { analyzeResume, type EngineTask, runEngineTask } from "./engine-tasks.ts";

interface Request {
  id: number;
  task: EngineTask;
}

const send = (message: object) => process.send?.({ ...message, rss: process.memoryUsage.rss() });

// The server went away (a crash, kill -9): nothing will ever read our answers.
process.on("disconnect", () => process.exit(0));

const SAMPLE_JOB = `Software Engineer

Requirements:
- 3+ years of TypeScript and PostgreSQL`;
const SAMPLE_RESUME = `Jane Sample
jane.sample@example.com

Experience
Software Engineer, Acme Ltd (2019 - 2024)
- Built TypeScript services on PostgreSQL

Education
BSc Computer Science, 2018

Skills
TypeScript, PostgreSQL, Docker`;

// Load the skills taxonomy and pdf.js and run one small analysis now, not inside the first task's
// deadline: a fresh process (a replacement after a kill too) would otherwise spend the first
// resume's seconds on a busy machine loading and compiling the engine.
getTaxonomy();
await warmPdfReader();
await analyzeResume({
  type: "analyze",
  bytes: new TextEncoder().encode(SAMPLE_RESUME),
  job: parseJob(SAMPLE_JOB),
  weights: DEFAULT_WEIGHTS,
});

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

process.on("message", async ({ id, task }: Request) => {
  const cpuAtStart = process.cpuUsage();
  try {
    const result = await runEngineTask(task, {
      // A scan's OCR takes seconds a page: the pool gives the task the OCR's own time limit.
      onOcrStart: (timeoutMs) => send({ type: "extend", id, timeoutMs }),
    });
    send({ type: "result", id, ok: true, result, cpuMs: cpuMsSince(cpuAtStart) });
  } catch (error) {
    send({
      type: "result",
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      cpuMs: cpuMsSince(cpuAtStart),
    });
  }
});
send({ type: "ready" });
