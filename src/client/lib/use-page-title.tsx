import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { PRODUCT_NAME } from "../../shared/product";

/** index.html's own title names the product and what it does; the landing page keeps it. */
const HOME_TITLE = document.title;

/** react-router's key for the entry the browser loaded, before any navigation inside the app. */
const FIRST_LOCATION_KEY = "default";

/** "Log in – Inkprint"; null is the landing page. */
export function documentTitle(page: string | null): string {
  return page === null ? HOME_TITLE : `${page} – ${PRODUCT_NAME}`;
}

/** The page's visible h1 (the dashboard keeps the sections it hides mounted), focusable from script only. */
export function focusPageHeading(): void {
  const heading = [...document.querySelectorAll<HTMLElement>("h1")].find((h1) => !h1.closest("[hidden]"));
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Names the page in the document title. When the page was reached from inside
 * the app (a link, a redirect, another dashboard section) focus moves to its h1:
 * a single-page app does not reload, so without this a screen reader would say
 * nothing about the new page and keyboard focus would stay on a vanished link.
 * A fresh load keeps the browser's own start at the top.
 */
export function usePageTitle(page: string | null): void {
  const { key } = useLocation();
  const shown = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    document.title = documentTitle(page);
    const arrived = shown.current === undefined ? key !== FIRST_LOCATION_KEY : shown.current !== page;
    shown.current = page;
    if (arrived) focusPageHeading();
  }, [page, key]);
}

/** A route's page with its title; see usePageTitle. */
export function TitledPage({ title, children }: { title: string | null; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}
