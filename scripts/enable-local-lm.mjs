// Installs node-llama-cpp, which the local-lm detector needs (decision 117),
// into its own folder, .local-lm/, outside the project's dependencies: the
// plain `npm install` never downloads it, and a later `npm install` or
// `npm ci` does not prune it. By default only llama.cpp's prebuilt CPU binary
// for this machine comes with it (Metal on Apple silicon), about 190 MB;
// `--gpu` brings every prebuilt binary node-llama-cpp ships (CUDA and Vulkan
// too, about 730 MB), and node-llama-cpp uses the GPU it finds.
//
//   npm run enable:local-lm            CPU build
//   npm run enable:local-lm -- --gpu   CUDA and Vulkan builds as well
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NODE_LLAMA_CPP_VERSION = "3.21.1";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, ".local-lm");
const withGpu = process.argv.includes("--gpu");

/** The name node-llama-cpp gives its prebuilt CPU (or, on Apple silicon, Metal) binary package for this machine. */
function cpuBinaryPackage() {
  const platform = { linux: "linux", darwin: "mac", win32: "win" }[process.platform];
  const arch = process.arch === "arm" ? "armv7l" : process.arch;
  if (!platform) return null;
  return `@node-llama-cpp/${platform}-${arch}${platform === "mac" && arch === "arm64" ? "-metal" : ""}`;
}

const binary = cpuBinaryPackage();
const dependencies = { "node-llama-cpp": NODE_LLAMA_CPP_VERSION, ...(binary ? { [binary]: NODE_LLAMA_CPP_VERSION } : {}) };
fs.mkdirSync(folder, { recursive: true });
const manifest = {
  name: "inkprint-local-lm",
  private: true,
  description: "Written by npm run enable:local-lm",
  dependencies,
  allowScripts: { "node-llama-cpp": false },
};
fs.writeFileSync(path.join(folder, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);

// Without --gpu the binaries for other machines and GPUs are optional packages left out; this machine's CPU one is asked for by name.
const args = ["install", "--no-audit", "--no-fund", "--save-exact", ...(withGpu ? [] : ["--omit=optional"])];
console.log(
  `Installing node-llama-cpp ${NODE_LLAMA_CPP_VERSION} into .local-lm/ ` +
    `(${withGpu ? "all prebuilt binaries, GPU included" : `CPU build${binary ? `, ${binary}` : ""}`})…`,
);
const result = spawnSync("npm", args, {
  cwd: folder,
  stdio: "inherit",
  shell: process.platform === "win32",
  // node-llama-cpp's install step would otherwise try to compile llama.cpp from source when no prebuilt binary fits.
  env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: "true" },
});
if (result.status !== 0) {
  console.error("Installing node-llama-cpp failed; see npm's messages above.");
  process.exit(result.status ?? 1);
}
console.log("Done. Set DETECT_ENGINE=local-lm and LOCAL_LM_OBSERVER (and LOCAL_LM_PERFORMER) in .env; see the README's local-lm section.");
