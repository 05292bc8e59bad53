import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

/** Short, so timeout tests finish quickly; handlers that should time out wait several times longer. */
export const LLM_TIMEOUT_MS = 300;

/**
 * Inside a describe block: a test server whose engines are the LLM ones, with
 * the OpenAI API answered by msw. Requests to the test server itself pass
 * through untouched. Call `server()` in tests, after the hooks have run.
 */
export function useServerWithMockedLlm(engineEnv: Record<string, string>) {
  const openAi = setupServer();
  let server: TestServer;
  beforeAll(async () => {
    openAi.listen({ onUnhandledRequest: "bypass" });
    server = await startTestServer({
      ...engineEnv,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "https://llm.test/v1",
      LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
    });
  });
  afterEach(() => openAi.resetHandlers());
  afterAll(async () => {
    await server.close();
    openAi.close();
  });
  return { openAi, server: () => server };
}
