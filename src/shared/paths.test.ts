import { describe, expect, it } from "vitest";
import { CLIENT_ROUTE_PATHS, isClientRoute, PATHS } from "./paths";

describe("isClientRoute", () => {
  it("knows every page of the client router", () => {
    expect(CLIENT_ROUTE_PATHS).toEqual(Object.values(PATHS));
    for (const path of CLIENT_ROUTE_PATHS) expect(isClientRoute(path)).toBe(true);
  });

  it("matches as React Router does: any case, one trailing slash", () => {
    expect(isClientRoute("/Login")).toBe(true);
    expect(isClientRoute(`${PATHS.dashboard}/`)).toBe(true);
  });

  it("calls anything else unknown, so the server answers it 404", () => {
    for (const path of ["/no/such/page", "/login/extra", "/assets/missing.js", "/loginx"]) expect(isClientRoute(path)).toBe(false);
  });
});
