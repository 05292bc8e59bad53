import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { FRENCH } from "../fixtures/language-samples";
import { createEngines } from "../../src/server/engines";
import { createPooledEngines, type PooledEngines } from "../../src/server/engines/pool/pooled-engines";
import { loadConfig } from "../../src/server/config";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { CRASHING_TEXT_MARK } from "../support/crashing-engine-mark";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT =
  "Last spring our neighbour finally cut down the old pear tree. It had leaned over the fence for years, dropping fruit the wasps loved. " +
  "My daughter cried a little, then asked if we could plant something smaller. We chose a fig, mostly because the man at the market " +
  "swore it would survive our winters.";

const CONFIG = loadConfig({ LOG_LEVEL: "silent", REWRITE_ENGINE: "embedded", DETECT_ENGINE: "embedded" });

describe("the engines in a pool of worker threads", () => {
  let server: TestServer;
  let engines: PooledEngines;
  const creditsOf = async (userId: number) =>
    (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

  beforeAll(async () => {
    engines = await createPooledEngines(CONFIG, {
      workers: 2,
      workerFile: new URL("../support/crashing-engine-worker.ts", import.meta.url),
    });
    server = await startTestServer({}, { engines });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await engines.close();
  });

  it("answers exactly as the engines in the server's own thread do", async () => {
    const inThread = await createEngines(CONFIG);
    expect(engines.detector.card).toEqual(inThread.detector.card);
    expect(engines.detector.name).toBe(inThread.detector.name);
    expect(await engines.detector.detect(TEXT)).toEqual(await inThread.detector.detect(TEXT));
    expect(await engines.humanizer.humanize(TEXT)).toEqual(await inThread.humanizer.humanize(TEXT));
    expect(await engines.improver.improve(TEXT)).toEqual(await inThread.improver.improve(TEXT));
  });

  it("scores texts sent at once on several workers, each answer for its own text", async () => {
    const texts = Array.from({ length: 6 }, (_, i) => `${TEXT} We counted ${i + 2} figs this year.`);
    const results = await Promise.all(texts.map((text) => engines.detector.detect(text)));
    results.forEach((result, i) => expect(result.sentences.at(-1)?.text).toBe(`We counted ${i + 2} figs this year.`));
  });

  it("carries a text in another language across as the 422 that names it, charging nothing", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post("/api/humanizer", { humanize_text: FRENCH });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ status: "error", message: M.rewriteOtherLanguage("French") });
    expect(await creditsOf(userId)).toBe(2);
  });

  it("answers the spec's error and gives the credit back when a worker dies, then runs the next text on a new worker", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const crashed = await client.post("/api/detect-ai", { detect_text: `${TEXT} ${CRASHING_TEXT_MARK}` });
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ status: "error", message: M.internalError });
    expect(await creditsOf(userId)).toBe(2);

    const next = await client.post("/api/detect-ai", { detect_text: TEXT });
    expect(next.status).toBe(200);
    expect(await creditsOf(userId)).toBe(1);
  });
});
