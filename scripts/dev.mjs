#!/usr/bin/env node
// `npm run dev`: the API (tsx watch) on :3000 and Vite on :5173 (proxying /api), until Ctrl-C.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/server.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit", cwd: "apps/web" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
