/**
 * bench:server's Node client, for the calls wrk does not send (decision 153:
 * the humanizing clients, the one-at-a-time latencies, the mixed rounds):
 * keep-alive connections and a request body encoded once per call site. On
 * the 2-core benchmark machine the client shares the cores with the server
 * it measures, so every millisecond it spends is taken from the server;
 * fetch spent several times what node:http does per request (decision 133).
 */
import http from "node:http";

/** Sends the prepared request and resolves to the answer's status once its body has been read. */
export type PreparedPost = () => Promise<number>;

export function keepAliveAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
}

export function preparedPost(agent: http.Agent, url: string, body: unknown): PreparedPost {
  const target = new URL(url);
  const payload = Buffer.from(JSON.stringify(body));
  const options: http.RequestOptions = {
    agent,
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: "POST",
    headers: { "content-type": "application/json", "content-length": payload.length },
  };
  const send = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const request = http.request(options, (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
        response.once("error", reject);
      });
      request.once("error", (error: NodeJS.ErrnoException) => {
        // The server closed an idle kept-alive connection (after its keep-alive timeout, 5 s) just as this request
        // went out on it: the request never reached the server, so it is sent again on a new connection (Node's
        // documented answer to this race).
        if (request.reusedSocket && error.code === "ECONNRESET") send().then(resolve, reject);
        else reject(error);
      });
      request.end(payload);
    });
  return send;
}
