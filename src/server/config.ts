import path from "node:path";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (what: string) =>
  z.preprocess(emptyAsUndefined, z.url({ error: `${what} must be a full URL, e.g. https://example.com` }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int()
    .min(0, { error: "PORT must be between 0 and 65535" })
    .max(65535, { error: "PORT must be between 0 and 65535" })
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: optionalUrl("PUBLIC_URL"),
  SMTP_URL: optionalUrl("SMTP_URL"),
  MAIL_FROM: z.string().default("Inkprint <no-reply@inkprint.local>"),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((raw) => raw.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email({ error: "ADMIN_EMAILS must be a comma-separated list of e-mail addresses" }))),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((raw): boolean | number | string => {
      if (raw === "true") return true;
      if (raw === "false" || raw === "") return false;
      return /^\d+$/.test(raw) ? Number(raw) : raw;
    }),
  LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
  DETECT_ENGINE: z.enum(["embedded", "llm", "auto"], { error: "DETECT_ENGINE must be embedded, llm or auto" }).default("embedded"),
  REWRITE_ENGINE: z.enum(["embedded", "llm", "auto"], { error: "REWRITE_ENGINE must be embedded, llm or auto" }).default("auto"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl("OPENAI_BASE_URL"),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl("STRIPE_API_BASE"),
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: optionalString,
  STRIPE_PRICE_PROFESSIONAL_YEARLY: optionalString,
  STRIPE_PRICE_BUSINESS_MONTHLY: optionalString,
  STRIPE_PRICE_BUSINESS_YEARLY: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  databaseFile: string;
  mailDir: string;
  /** The address users reach the app at; links in e-mails point here. */
  publicUrl: string;
  secureCookies: boolean;
  llmConfigured: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
