// Bootstrap of the embedded database's process when the server runs from source: it starts without
// the server's `--import tsx`, so it registers tsx itself before loading the TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./pglite-server.ts");
