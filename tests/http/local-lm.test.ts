import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/server/config";
import type { CalibrationFile } from "../../src/server/engines/calibration-file";
import { createEngines } from "../../src/server/engines";
import { createWorkerPool, type WorkerPool } from "../../src/server/workers/worker-pool";
import { signedInAccount } from "../support/accounts";
import { nodeLlamaCppInstalled, SKIP_REASON, tinyModelPair } from "../support/local-lm";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT =
  "Last spring our neighbour finally cut down the old pear tree. It had leaned over the fence for years, dropping fruit the wasps loved. " +
  "My daughter cried a little, then asked if we could plant something smaller. We chose a fig, mostly because the man at the market " +
  "swore it would survive our winters, and so far it has, though the squirrels take most of what it gives us every single summer.";

const CALIBRATION: CalibrationFile = {
  format: "inkprint-calibration-1",
  detector: "set by each test",
  map: { slope: -10, intercept: 9 },
  target_false_positive_rate: 0.01,
  measured: { human_texts: 200, false_positive_rate: 0.01, above_50: 0.03, ai_texts: 0, detection_rate: null },
  fitted_on: "essays",
  created: "2026-11-27T00:00:00.000Z",
};

if (!nodeLlamaCppInstalled) console.warn(`local-lm server tests skipped: ${SKIP_REASON}`);

describe.skipIf(!nodeLlamaCppInstalled)("DETECT_ENGINE=local-lm, on a tiny generated model pair", () => {
  const models = tinyModelPair();
  const env = {
    LOG_LEVEL: "silent",
    REWRITE_ENGINE: "embedded",
    DETECT_ENGINE: "local-lm",
    LOCAL_LM_OBSERVER: models.observer,
    LOCAL_LM_PERFORMER: models.performer,
    LOCAL_LM_THREADS: "1",
  };
  let server: TestServer;
  let pool: WorkerPool;
  let pooled: WorkerPool["engines"];

  beforeAll(async () => {
    server = await startTestServer(env);
    pool = await createWorkerPool(loadConfig(env), { workers: 1 });
    pooled = pool.engines;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await pool.close();
    models.cleanUp();
  });

  it("gets one engine worker by default, not a copy of the models per core", async () => {
    expect(loadConfig(env).ENGINE_WORKERS).toBe(1);
  });

  it("answers a paid detection with the criterion and the models as the model version", async () => {
    const { client } = await signedInAccount(server, { credits: 2 });
    const response = await client.post("/api/detect-ai", { detect_text: TEXT });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: "success",
      model_version: "local-lm:binoculars:tiny-observer+tiny-performer (published calibration)",
    });
    expect(response.body.explanation).toContain("Binoculars score:");
  });

  it("stops the start with the whole configuration error when a worker cannot start the detector", async () => {
    const calibration = path.join(path.dirname(models.observer), "other-calibration.json");
    fs.writeFileSync(calibration, JSON.stringify({ ...CALIBRATION, detector: "local-lm:binoculars:other+models" }));
    const start = createWorkerPool(loadConfig({ ...env, DETECT_CALIBRATION: calibration }), { workers: 1 });
    await expect(start).rejects.toSatisfy(
      (error) =>
        error instanceof ConfigError &&
        error.message.startsWith(
          "DETECT_CALIBRATION was fitted for local-lm:binoculars:other+models, not for local-lm:binoculars:tiny-observer+tiny-performer",
        ),
    );
  }, 60_000);

  it("loads the models in an engine worker thread and answers there as in the server's thread", async () => {
    const inThread = await createEngines(loadConfig(env));
    expect(pooled.detector.name).toBe("local-lm");
    expect(pooled.detector.card).toEqual(inThread.detector.card);
    expect(await pooled.detector.detect(TEXT)).toEqual(await inThread.detector.detect(TEXT));
  });
});
