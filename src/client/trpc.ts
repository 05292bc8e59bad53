import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../server/routers/app-router";
import { TRPC_PATH } from "../shared/paths";

export const queryClient = new QueryClient({
  defaultOptions: {
    // Every paid call is a mutation; queries are cheap reads that should fail fast and show their message.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: TRPC_PATH,
      fetch: (url, options) => fetch(url, { ...options, credentials: "include" }),
    }),
  ],
});

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
