// Bootstrap of a worker thread: Node 20 does not pass `--import tsx` on to worker threads, so the
// thread registers tsx itself before loading the TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./resume-worker.ts");
