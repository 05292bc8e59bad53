import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenAI-compatible chat completions endpoint on a loopback port, for the
 * CLI, which runs in a child process: the msw handlers in tests/mocks (and
 * tests/support/llm-test-server.ts, built on them) only intercept requests
 * made inside the test process itself.
 */

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
}

export interface LlmRequest {
  body: ChatRequestBody;
  /** Date.now() when the request arrived and when its connection closed (the client gave up or was answered). */
  arrivedAt: number;
  closedAt?: number;
}

/** What to do with one request: a reply text, an HTTP error status, or "hang" (never answer). */
export type FakeAnswer = { reply: string } | { status: number } | "hang";

export interface FakeLlm {
  /** The OPENAI_BASE_URL to give the CLI. */
  baseUrl: string;
  requests: LlmRequest[];
  close(): Promise<void>;
}

export async function startFakeLlm(answer: (body: ChatRequestBody) => FakeAnswer): Promise<FakeLlm> {
  const requests: LlmRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8").on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      const record: LlmRequest = { body: JSON.parse(raw) as ChatRequestBody, arrivedAt: Date.now() };
      requests.push(record);
      response.on("close", () => (record.closedAt = Date.now()));
      const decision = answer(record.body);
      if (decision === "hang") return;
      if ("status" in decision) {
        response.writeHead(decision.status, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "fake failure", type: "server_error" } }));
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 1_700_000_000,
          model: record.body.model,
          choices: [{ index: 0, message: { role: "assistant", content: decision.reply }, finish_reason: "stop", logprobs: null }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
