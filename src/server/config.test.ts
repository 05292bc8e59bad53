import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import util from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { configError } from "../../tests/support/config-error";
import { loadConfig, readDotEnvFile } from "./config";

describe("loadConfig", () => {
  it("starts with nothing set: port 3000, embedded engines, links to localhost on that port", () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      DETECT_ENGINE: "embedded",
      publicUrl: "http://localhost:3000",
      llmConfigured: false,
      TRUST_PROXY: false,
    });
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ OPENAI_MODEL: "" }).OPENAI_MODEL).toBe("gpt-4o-mini");
  });

  it.each([
    [{ PORT: "abc" }, "PORT must be a number"],
    [{ PUBLIC_URL: "localhost:3000" }, "PUBLIC_URL must be a full URL starting with http:// or https://"],
    [{ SMTP_URL: "https://mail.example.com" }, "SMTP_URL must be a full URL starting with smtp:// or smtps://"],
    [{ TRUST_PROXY: "bogus" }, "TRUST_PROXY must be true, false, a hop count"],
    [{ TRUST_PROXY: "10.0.0.0/99" }, "TRUST_PROXY must be true, false, a hop count"],
    [{ REWRITE_ENGINE: "foo" }, "REWRITE_ENGINE must be embedded, llm or auto"],
    [{ REWRITE_ENGINE: "llm" }, "REWRITE_ENGINE=llm needs OPENAI_API_KEY or OPENAI_BASE_URL"],
    [{ DETECT_ENGINE: "llm" }, "DETECT_ENGINE=llm needs OPENAI_API_KEY or OPENAI_BASE_URL"],
    [{ ENGINE_WORKERS: "many" }, "ENGINE_WORKERS must be a number"],
    [{ ENGINE_WORKERS: "-1" }, "ENGINE_WORKERS must be between 0 (engines in the server's thread) and 64"],
    [{ ENGINE_WORKERS: "1.5" }, "ENGINE_WORKERS must be a whole number"],
  ])("refuses %j at start, naming the setting", (env, message) => {
    expect(configError(env)).toContain(message);
  });

  it("accepts the proxy settings Express understands", () => {
    for (const value of ["true", "1", "127.0.0.1", "loopback, 10.0.0.0/8", "::1"])
      expect(() => loadConfig({ TRUST_PROXY: value })).not.toThrow();
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("accepts .env.example as it stands, with the same result as no settings", () => {
    const example = util.parseEnv(fs.readFileSync(".env.example", "utf8"));
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });

  it("runs one engine worker per core unless told otherwise, and none when told 0", () => {
    expect(loadConfig({}).ENGINE_WORKERS).toBe(os.availableParallelism());
    expect(loadConfig({ ENGINE_WORKERS: "" }).ENGINE_WORKERS).toBe(os.availableParallelism());
    expect(loadConfig({ ENGINE_WORKERS: "0" }).ENGINE_WORKERS).toBe(0);
    expect(loadConfig({ ENGINE_WORKERS: "3" }).ENGINE_WORKERS).toBe(3);
  });

  it("uses SQLite unless DATABASE_URL names a PostgreSQL database, with a pool of 10 connections by default", () => {
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    for (const url of ["postgres://inkprint:pw@db:5432/inkprint", "postgresql://db/inkprint"])
      expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "4" })).toMatchObject({ DATABASE_URL: url, DATABASE_POOL_SIZE: 4 });
    expect(configError({ DATABASE_URL: "mysql://db/inkprint" })).toContain(
      "DATABASE_URL must be a full URL starting with postgres:// or postgresql://",
    );
    expect(configError({ DATABASE_POOL_SIZE: "0" })).toContain("DATABASE_POOL_SIZE must be between 1 and 1000");
  });

  it("accepts an LLM engine with a provider to call", () => {
    expect(loadConfig({ REWRITE_ENGINE: "llm", OPENAI_BASE_URL: "http://localhost:11434/v1" })).toMatchObject({
      REWRITE_ENGINE: "llm",
      llmConfigured: true,
    });
  });
});

describe("readDotEnvFile", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads a .env file into the environment, without overriding what the environment already sets", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-env-"));
    const file = path.join(dir, ".env");
    fs.writeFileSync(
      file,
      'INKPRINT_TEST_FROM_FILE=file\nINKPRINT_TEST_BOTH=file\nINKPRINT_TEST_QUOTED="Inkprint <no-reply@example.com>"\n',
    );
    process.env.INKPRINT_TEST_BOTH = "environment";
    try {
      readDotEnvFile(file);
      expect(process.env).toMatchObject({
        INKPRINT_TEST_FROM_FILE: "file",
        INKPRINT_TEST_BOTH: "environment",
        INKPRINT_TEST_QUOTED: "Inkprint <no-reply@example.com>",
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("does nothing when there is no such file", () => {
    expect(() => readDotEnvFile(path.join(os.tmpdir(), "no-such-dir", ".env"))).not.toThrow();
  });
});
