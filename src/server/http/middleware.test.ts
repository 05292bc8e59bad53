import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "../../../tests/support/log-capture";
import { requestLog } from "./middleware";

const log = captureLog();
let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requestLog(log));
  app.get("/assets/index-abc.js", (_req, res) => res.type("js").send("//"));
  app.get("/login", (_req, res) => res.type("html").send("<!doctype html>"));
  app.post("/trpc/detect.analyze", (_req, res) => res.json({}));
  app.get("/api/get-info", (_req, res) => res.status(401).json({}));
  app.get("/assets/missing.js", (_req, res) => res.sendStatus(404));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("requestLog", () => {
  it("logs API calls, whatever their answer, and failed requests, but not pages and assets served fine", async () => {
    await fetch(`${baseUrl}/assets/index-abc.js`);
    await fetch(`${baseUrl}/login`);
    await fetch(`${baseUrl}/trpc/detect.analyze?batch=1`, { method: "POST" });
    await fetch(`${baseUrl}/api/get-info?token=secret`);
    await fetch(`${baseUrl}/assets/missing.js`);
    // The log line is written when the answer has finished; give the last one a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const logged = log.lines.map((line) => line.split(" ").slice(1, 4).join(" "));
    expect(logged).toEqual(["POST /trpc/detect.analyze 200", "GET /api/get-info 401", "GET /assets/missing.js 404"]);
    expect(log.text()).not.toContain("secret");
  });
});
