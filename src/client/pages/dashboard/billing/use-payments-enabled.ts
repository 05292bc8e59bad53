import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";

/**
 * Whether this server takes payments, as it says itself (`billing.status`).
 * Until it has answered, or when it cannot be asked, purchases stay offered:
 * the server refuses them in words anyway, and buttons that flash disabled on
 * every visit to a paying server would be worse.
 */
export function usePaymentsEnabled(): boolean {
  const trpc = useTRPC();
  const status = useQuery(trpc.billing.status.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  return status.data?.payments_enabled ?? true;
}
