import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { nodeLlamaCppEntry, NODE_LLAMA_CPP_MISSING } from "./engines/local-lm/install";
import { ConfigError, DETECT_ENGINE_CHOICES, REWRITE_ENGINE_CHOICES } from "./engines/settings";

/** Tokens the local-lm detector reads at once: the Binoculars paper scored texts up to 512 tokens. */
const LOCAL_LM_DEFAULT_CONTEXT = 512;

/** The LLM engine's defaults; the CLI's help states them too. */
export const LLM_DEFAULTS = { model: "gpt-4o-mini", timeoutMs: 30_000 } as const;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const urlWithScheme = (what: string, schemes: readonly string[], example: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({
        protocol: new RegExp(`^(${schemes.join("|")})$`),
        error: `${what} must be a full URL starting with ${schemes.map((scheme) => `${scheme}://`).join(" or ")}, e.g. ${example}`,
      })
      .optional(),
  );
const optionalUrl = (what: string) => urlWithScheme(what, ["http", "https"], "https://example.com");

/** Express's `trust proxy`: true/false, a hop count, or a comma-separated list of addresses, subnets or its names for ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length || !address || !net.isIP(address)) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (net.isIPv4(address) ? 32 : 128));
}

const envSchema = z.object({
  HOST: optionalString,
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int()
    .min(0, { error: "PORT must be between 0 and 65535" })
    .max(65535, { error: "PORT must be between 0 and 65535" })
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Unset: the SQLite file under DATA_DIR. Set: PostgreSQL, which several instances can share (docs/decisions/120). */
  DATABASE_URL: urlWithScheme("DATABASE_URL", ["postgres", "postgresql"], "postgres://inkprint:password@localhost:5432/inkprint"),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "DATABASE_POOL_SIZE must be a number" })
      .int({ error: "DATABASE_POOL_SIZE must be a whole number" })
      .min(1, { error: "DATABASE_POOL_SIZE must be between 1 and 1000" })
      .max(1000, { error: "DATABASE_POOL_SIZE must be between 1 and 1000" })
      .default(10),
  ),
  PUBLIC_URL: optionalUrl("PUBLIC_URL"),
  SMTP_URL: urlWithScheme("SMTP_URL", ["smtp", "smtps"], "smtps://user:password@smtp.example.com:465"),
  MAIL_FROM: z.string().default("Inkprint <no-reply@inkprint.local>"),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((raw) =>
      raw
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: "ADMIN_EMAILS must be a comma-separated list of e-mail addresses" }))),
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine(
      (raw) =>
        ["true", "false", ""].includes(raw) || /^\d+$/.test(raw) || raw.split(",").every((entry) => isTrustedProxyEntry(entry.trim())),
      {
        error:
          "TRUST_PROXY must be true, false, a hop count (1) or a comma-separated list of proxy addresses (127.0.0.1, 10.0.0.0/8, loopback)",
      },
    )
    .transform((raw): boolean | number | string => {
      if (raw === "true") return true;
      if (raw === "false" || raw === "") return false;
      return /^\d+$/.test(raw) ? Number(raw) : raw;
    }),
  LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
  DETECT_ENGINE: z.enum(DETECT_ENGINE_CHOICES, { error: "DETECT_ENGINE must be embedded, llm, auto or local-lm" }).default("embedded"),
  REWRITE_ENGINE: z.enum(REWRITE_ENGINE_CHOICES, { error: "REWRITE_ENGINE must be embedded, llm or auto" }).default("auto"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl("OPENAI_BASE_URL"),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().default(LLM_DEFAULTS.model)),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(LLM_DEFAULTS.timeoutMs),
  ENGINE_WORKERS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "ENGINE_WORKERS must be a number" })
      .int({ error: "ENGINE_WORKERS must be a whole number" })
      .min(0, { error: "ENGINE_WORKERS must be between 0 (engines in the server's thread) and 64" })
      .max(64, { error: "ENGINE_WORKERS must be between 0 (engines in the server's thread) and 64" })
      .default(os.availableParallelism()),
  ),
  LOCAL_LM_OBSERVER: optionalString,
  LOCAL_LM_PERFORMER: optionalString,
  LOCAL_LM_THREADS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "LOCAL_LM_THREADS must be a number" })
      .int()
      .min(1, { error: "LOCAL_LM_THREADS must be between 1 and 256" })
      .max(256, { error: "LOCAL_LM_THREADS must be between 1 and 256" })
      .optional(),
  ),
  LOCAL_LM_CONTEXT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "LOCAL_LM_CONTEXT must be a number" })
      .int()
      .min(64, { error: "LOCAL_LM_CONTEXT must be between 64 and 32768 tokens" })
      .max(32768, { error: "LOCAL_LM_CONTEXT must be between 64 and 32768 tokens" })
      .default(LOCAL_LM_DEFAULT_CONTEXT),
  ),
  DETECT_CALIBRATION: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl("STRIPE_API_BASE"),
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: optionalString,
  STRIPE_PRICE_PROFESSIONAL_YEARLY: optionalString,
  STRIPE_PRICE_BUSINESS_MONTHLY: optionalString,
  STRIPE_PRICE_BUSINESS_YEARLY: optionalString,
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  databaseFile: string;
  mailDir: string;
  /** The address users reach the app at; links in e-mails point here. */
  publicUrl: string;
  secureCookies: boolean;
  llmConfigured: boolean;
}

export { ConfigError };

/** An engine set to llm with no provider to call would fail every request; that is a start-up error, not a runtime one. */
const engineSettings = envSchema.superRefine((values, context) => {
  if (values.DETECT_ENGINE === "local-lm") checkLocalLm(values, context);
  if (values.DETECT_CALIBRATION) checkCalibrationSetting(values, context);
  if (values.OPENAI_API_KEY || values.OPENAI_BASE_URL) return;
  for (const name of ["DETECT_ENGINE", "REWRITE_ENGINE"] as const) {
    if (values[name] === "llm")
      context.addIssue({ code: "custom", path: [name], message: `${name}=llm needs OPENAI_API_KEY or OPENAI_BASE_URL` });
  }
});

/** A calibration file (decision 118) is fitted to the embedded or local-lm detector's own criterion; an LLM detector has none. */
function checkCalibrationSetting(values: Env, context: z.RefinementCtx): void {
  const file = values.DETECT_CALIBRATION as string;
  if (!fs.existsSync(file))
    context.addIssue({ code: "custom", path: ["DETECT_CALIBRATION"], message: `DETECT_CALIBRATION: no file at ${path.resolve(file)}` });
  const llmDetector =
    values.DETECT_ENGINE === "llm" || (values.DETECT_ENGINE === "auto" && Boolean(values.OPENAI_API_KEY || values.OPENAI_BASE_URL));
  if (llmDetector)
    context.addIssue({
      code: "custom",
      path: ["DETECT_CALIBRATION"],
      message: "DETECT_CALIBRATION applies to the embedded and local-lm detectors, not to an LLM detector",
    });
}

/**
 * The local-lm detector (decision 117) needs node-llama-cpp and its model
 * files, and loads its models once: one engine worker, or none (the
 * server's thread), never a copy of a multi-gigabyte model per core.
 */
function checkLocalLm(values: Env, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (!nodeLlamaCppEntry()) issue("DETECT_ENGINE", NODE_LLAMA_CPP_MISSING);
  if (!values.LOCAL_LM_OBSERVER)
    issue("LOCAL_LM_OBSERVER", "DETECT_ENGINE=local-lm needs LOCAL_LM_OBSERVER, the path of a GGUF model file");
  for (const name of ["LOCAL_LM_OBSERVER", "LOCAL_LM_PERFORMER"] as const) {
    const file = values[name];
    if (file && !fs.existsSync(file)) issue(name, `${name}: no file at ${path.resolve(file)}`);
  }
  if (values.ENGINE_WORKERS > 1)
    issue("ENGINE_WORKERS", "DETECT_ENGINE=local-lm loads its models once: set ENGINE_WORKERS to 1 (or 0, the server's thread)");
}

/**
 * Reads a `.env` file in the working directory, when there is one, into the
 * environment. Variables already set in the environment win, so a service
 * manager's settings are never overridden by a forgotten file.
 */
export function readDotEnvFile(file = ".env"): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // ENGINE_WORKERS defaults to one per core, which for local-lm would load a copy of its models per core; it gets one worker.
  const localLmWorkers = env.DETECT_ENGINE === "local-lm" && !env.ENGINE_WORKERS ? { ENGINE_WORKERS: "1" } : {};
  const parsed = engineSettings.safeParse({ ...env, ...localLmWorkers });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    ...values,
    dataDir,
    databaseFile: path.join(dataDir, "inkprint.sqlite"),
    mailDir: path.join(dataDir, "mail"),
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    llmConfigured: Boolean(values.OPENAI_API_KEY || values.OPENAI_BASE_URL),
  };
}
