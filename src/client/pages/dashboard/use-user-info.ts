import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";

/** The dashboard's account read (`account.getInfo`): profile, plan, credits and payment history. */
export function useUserInfo() {
  const trpc = useTRPC();
  return useQuery(trpc.account.getInfo.queryOptions());
}
