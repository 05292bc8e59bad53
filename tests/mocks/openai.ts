import { delay, http, HttpResponse, type HttpHandler } from "msw";

/**
 * An OpenAI-compatible chat completions endpoint as the LLM engines call it.
 * Handlers answer on any host (`*`), so they serve both api.openai.com and a
 * configured base URL such as a local llama.cpp server. Each factory returns
 * one msw handler; pass them to `setupServer` or `server.use`.
 */

const CHAT_COMPLETIONS = "*/chat/completions";

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

function completion(content: string, model: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * Answers with `reply` (a string, or a function of the request body). When
 * `requests` is given, each request body is pushed to it for assertions.
 */
export function openAiReplies(
  reply: string | ((body: ChatRequestBody, callNumber: number) => string),
  requests: ChatRequestBody[] = [],
): HttpHandler {
  return http.post(CHAT_COMPLETIONS, async ({ request }) => {
    const body = (await request.json()) as ChatRequestBody;
    requests.push(body);
    const content = typeof reply === "string" ? reply : reply(body, requests.length);
    return HttpResponse.json(completion(content, body.model));
  });
}

/** Answers with each reply in turn, one per request (for retry tests); repeats the last one after that. */
export function openAiRepliesInTurn(replies: readonly string[], requests: ChatRequestBody[] = []): HttpHandler {
  return openAiReplies((_body, callNumber) => replies[Math.min(callNumber, replies.length) - 1] ?? "", requests);
}

/** Answers only after `delayMs`, so a client with a shorter timeout gives up first. */
export function openAiTimesOut(delayMs = 2_000): HttpHandler {
  return http.post(CHAT_COMPLETIONS, async () => {
    await delay(delayMs);
    return HttpResponse.json(completion("too late", "test"));
  });
}

export function openAiRateLimited(): HttpHandler {
  return http.post(CHAT_COMPLETIONS, () =>
    HttpResponse.json(
      { error: { message: "Rate limit reached (test)", type: "requests", code: "rate_limit_exceeded" } },
      { status: 429, headers: { "retry-after": "1" } },
    ),
  );
}

export function openAiServerError(): HttpHandler {
  return http.post(CHAT_COMPLETIONS, () =>
    HttpResponse.json({ error: { message: "The server had an error (test)", type: "server_error" } }, { status: 500 }),
  );
}

/** A 200 whose body is not a chat completion at all (a broken proxy, a wrong base URL). */
export function openAiMalformedResponse(): HttpHandler {
  return http.post(
    CHAT_COMPLETIONS,
    () => new HttpResponse("<html>not json</html>", { status: 200, headers: { "content-type": "text/html" } }),
  );
}

/** A well-formed completion whose message content is not the JSON the engine asked for. */
export function openAiMalformedContent(content = "Sure! The text looks human to me."): HttpHandler {
  return openAiReplies(content);
}
