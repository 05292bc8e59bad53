import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// With its extension: Vite plans to load this file natively (`configLoader: "native"`), which needs it, and warns at every build until then.
import { SERVER_PATH_PREFIXES } from "./src/shared/paths.ts";

/**
 * The repo root is the Vite root (index.html lives there); the express server
 * serves dist/client. In development `vite` proxies the server's paths to a
 * running `npm run dev` on PORT (3000 unless set).
 */
const serverPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // Vite prints each chunk's gzip size; scripts/check-bundle-size.mjs reads the manifest to hold the landing budget.
    reportCompressedSize: true,
    manifest: true,
    // Source maps would expose nothing secret, but they double the download for no user benefit.
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATH_PREFIXES.map((p) => [p, `http://127.0.0.1:${serverPort}`])),
  },
});
