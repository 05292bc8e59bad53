import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { CREDIT_COST } from "../../../shared/limits";
import { isUnlimited } from "../../../shared/plans";
import { useAuth } from "../../lib/auth";
import { httpStatusOf } from "../../lib/errors";
import { useTRPC } from "../../trpc";

/** HTTP 402: the server refused the action because the balance is empty. */
export function isOutOfCredits(error: unknown): boolean {
  return httpStatusOf(error) === 402;
}

/**
 * What every successful paid action does to the screen: the shown balance drops
 * at once by what it cost, one credit unless it was a file priced by its length
 * (Enterprise is unlimited, so its count never moves), and the account read is
 * refetched so Home shows the server's own number.
 */
export function usePaidActionSuccess(): (credits?: number) => void {
  const { user, adjustCredits } = useAuth();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const plan = user?.plan;
  return useCallback(
    (credits: number = CREDIT_COST) => {
      if (plan && !isUnlimited(plan)) adjustCredits(-credits);
      void queryClient.invalidateQueries({ queryKey: trpc.account.getInfo.queryKey() });
    },
    [plan, adjustCredits, queryClient, trpc],
  );
}
