import { createContext, useContext } from "react";
import type { SectionId } from "./sections";

interface DashboardNav {
  active: SectionId;
  goTo(section: SectionId): void;
}

/** Lets a section send the user to another one (e.g. a tool out of credits to Billing) without a route change. */
export const DashboardNavContext = createContext<DashboardNav>({ active: "home", goTo: () => {} });

export function useDashboardNav(): DashboardNav {
  return useContext(DashboardNavContext);
}
