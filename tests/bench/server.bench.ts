/**
 * `npm run bench:server`: the whole server as a self-hoster runs it, measured
 * over loopback HTTP. Prints resident memory with the engines loaded and the
 * latency of each public API call at its word limit. A benchmark, not a test:
 * it prints figures against targets and never fails the test suite.
 */
import { performance } from "node:perf_hooks";
import { WORD_LIMITS } from "../../src/shared/limits";
import { signedInAccount } from "../support/accounts";
import { startTestServer } from "../support/test-server";

const RSS_TARGET_MB = 400;
const REQUESTS_PER_CALL = 60;

const PARAGRAPH =
  "Artificial intelligence has transformed the way organizations approach data analysis. It is important to note that these systems " +
  "rely on large datasets, which can introduce bias if not carefully managed. Moreover, teams must consider the ethical implications " +
  "of automated decisions. In my experience the hardest part is not the model but the messy spreadsheets people send you on a Friday " +
  "afternoon. We spent two weeks cleaning columns nobody could explain. ";

function textOf(words: number): string {
  const source = PARAGRAPH.split(/\s+/).filter(Boolean);
  return Array.from({ length: words }, (_, i) => source[i % source.length]).join(" ");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, call: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS_PER_CALL; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${REQUESTS_PER_CALL} requests)`);
}

async function main(): Promise<void> {
  const server = await startTestServer({ DETECT_ENGINE: "embedded", REWRITE_ENGINE: "embedded" });
  try {
    const account = await signedInAccount(server, { plan: "enterprise" });
    const created = await account.client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "bench" });
    const apiKey = created.body.ApiKey;
    const post = (path: string, words: number) => () =>
      fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ apiKey, text: textOf(words) }),
      });

    console.log("Inkprint server benchmark (embedded engines, loopback HTTP, one process)\n");
    const startRssMb = process.memoryUsage().rss / 2 ** 20;
    console.log(`resident memory at start, all three engines loaded: ${startRssMb.toFixed(0)} MB\n`);
    await measure(`detect, ${WORD_LIMITS.detect} words`, post("/apiv1/inkprint/detect", WORD_LIMITS.detect));
    await measure(`humanize, ${WORD_LIMITS.rewrite} words`, post("/apiv1/inkprint/humanize", WORD_LIMITS.rewrite));
    await measure(`emprove, ${WORD_LIMITS.rewrite} words`, post("/apiv1/inkprint/emprove", WORD_LIMITS.rewrite));

    const rssMb = process.memoryUsage().rss / 2 ** 20;
    const verdict = rssMb <= RSS_TARGET_MB ? "PASS" : "FAIL";
    console.log(`\nresident memory after the runs: ${rssMb.toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB) ${verdict}`);
    console.log("(the detector alone: see npm run bench:detect; Harper's WASM linter in the Improver is most of the rest)");
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
