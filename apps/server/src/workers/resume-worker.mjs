// Bootstrap of a worker process: it runs without the server's `--import tsx` (the pool passes only
// the heap cap), so it registers tsx itself before loading the TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./resume-worker.ts");
