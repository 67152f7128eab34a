import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server's CSP forbids inline scripts: never inline assets as data: scripts.
    assetsInlineLimit: 0,
    // Every browser we support has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the entry imports statically (React, the router, the app shell and the
      // landing page) in one chunk: one request, one compression context, no file per icon.
      output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
    },
  },
});
