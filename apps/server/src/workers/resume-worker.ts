// Entry of one worker thread: runs engine tasks off the API's event loop, one at a time.
import { parentPort } from "node:worker_threads";
import { getTaxonomy, warmPdfReader } from "@hirelens/engine";
import { type EngineTask, runEngineTask } from "./engine-tasks.ts";

interface Request {
  id: number;
  task: EngineTask;
}

// Load the skills taxonomy and pdf.js now, not inside the first task's deadline (a cold pdf.js
// load on a busy machine takes seconds); then take tasks.
getTaxonomy();
await warmPdfReader();

parentPort?.on("message", async ({ id, task }: Request) => {
  try {
    const result = await runEngineTask(task);
    parentPort?.postMessage({ type: "result", id, ok: true, result });
  } catch (error) {
    parentPort?.postMessage({
      type: "result",
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort?.postMessage({ type: "ready" });
