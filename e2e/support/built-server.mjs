// How the browser journeys start the API: the built server (apps/server/dist/server.mjs, as
// `npm run serve` runs it in production, with the same Node flags), never TypeScript through tsx.
// start-servers.mjs builds it first (scripts/test.mjs builds right before the e2e step and tells it
// so with E2E_SKIP_BUILD), so a build older than the sources is never what the journeys test.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
export const BUILT_SERVER = join(root, "apps/server/dist/server.mjs");

/** The Node flags of package.json's `serve` script (e.g. --enable-source-maps). */
function serveFlags() {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return (scripts.serve ?? "").split(/\s+/).filter((word) => word.startsWith("--"));
}

/** [command, args] that run the built API on the Node running this script (the project's Node 24). */
export function builtServerCommand() {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run npm run build -w @hirelens/server first`);
  }
  return [process.execPath, [...serveFlags(), BUILT_SERVER]];
}
