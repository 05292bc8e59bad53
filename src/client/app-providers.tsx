import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import type { ReactNode } from "react";
import type { AppRouter } from "../server/routers/app-router";
import { AuthProvider } from "./lib/auth";
import { ToastProvider } from "./lib/toast";
import { TRPCProvider } from "./trpc";

/**
 * The providers every screen runs inside: queries, the tRPC client, toasts
 * and the signed-in user. The app and the component tests build the same
 * tree, each with its own clients.
 */
export function AppProviders({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider>
          <AuthProvider>{children}</AuthProvider>
        </ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
