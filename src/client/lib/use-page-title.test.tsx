import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { documentTitle, TitledPage } from "./use-page-title";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderPages() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <TitledPage title={null}>
          <h1>Home page</h1>
        </TitledPage>
      ),
    },
    {
      path: "/login",
      element: (
        <TitledPage title="Log in">
          <h1>Welcome back</h1>
        </TitledPage>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("page titles", () => {
  it("names each page after the product", () => {
    expect(documentTitle("Log in")).toBe("Log in – Inkprint");
  });

  it("sets the title on load but leaves focus where the browser put it", () => {
    renderPages();
    expect(document.title).toBe(documentTitle(null));
    expect(document.activeElement).toBe(document.body);
  });

  it("after a navigation inside the app, retitles the page and moves focus to its h1", async () => {
    const router = renderPages();
    await act(() => router.navigate("/login"));
    expect(document.title).toBe("Log in – Inkprint");
    const heading = screen.getByRole("heading", { name: "Welcome back" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });
});
