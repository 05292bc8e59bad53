import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from "@trpc/server";
import { render } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useEffect, type ReactNode } from "react";
import { vi } from "vitest";
import type { AppRouter } from "../../src/server/routers/app-router";
import type { UserInfo } from "../../src/shared/schemas/account";
import type { SessionUser } from "../../src/shared/schemas/auth";
import { AppProviders } from "../../src/client/app-providers";
import { useAuth } from "../../src/client/lib/auth";
import { DashboardNavContext } from "../../src/client/pages/dashboard/dashboard-nav";
import type { SectionId } from "../../src/client/pages/dashboard/sections";

/**
 * The server as the browser sees it, faked at the network level: each tRPC
 * procedure answers with data, a server error (message + HTTP status, as the
 * real error formatter sends it) or a dropped connection.
 */
export type FakeAnswer<Output = unknown> = { data: Output } | { status: number; message: string } | "network-error";

/** Every procedure of the router as its dotted path ("detect.analyze") and its type. */
type Procedures<Record, Prefix extends string = ""> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? [`${Prefix}${Key}`, Record[Key]]
    : Procedures<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];
type AllProcedures = Procedures<AppRouter["_def"]["record"]>;
export type ProcedurePath = AllProcedures[0];
type ProcedureAt<Path extends ProcedurePath> = Extract<AllProcedures, [Path, unknown]>[1];

/** What the fake of one procedure may answer: its real output type, a server error or a dropped connection. */
export type AnswerOf<Path extends ProcedurePath> = FakeAnswer<inferProcedureOutput<ProcedureAt<Path>>>;

/** Fakes by procedure path, typed by the router: a misspelt path, a wrong input or an answer of the wrong shape does not compile. */
export type FakeProcedures = {
  [Path in ProcedurePath]?: (input: inferProcedureInput<ProcedureAt<Path>>) => FakeAnswer<inferProcedureOutput<ProcedureAt<Path>>>;
};

const ORIGIN = "http://dashboard.test";

export const TEST_USER: SessionUser = {
  name: "Test User",
  email: "test@example.com",
  user_uuid: "u-1",
  plan: "professional",
  credits: 3,
  role: "User",
};

/** `account.getInfo`'s answer for the test user, a verified account unless told otherwise; every tool screen reads it. */
export function userInfoAnswer(overrides: Partial<UserInfo> = {}): AnswerOf<"account.getInfo"> {
  const info: UserInfo = {
    status: "success",
    name: TEST_USER.name,
    email: TEST_USER.email,
    credits: TEST_USER.credits,
    created_at: "2026-01-02T10:00:00.000Z",
    current_plan: TEST_USER.plan,
    account_verified: true,
    role: TEST_USER.role,
    payment_history: [],
  };
  return { data: { ...info, ...overrides } };
}

function batchInputs(url: URL, body: unknown): unknown[] {
  const raw = url.searchParams.get("input");
  const inputs = (raw ? JSON.parse(raw) : (body ?? {})) as Record<string, unknown>;
  return Object.keys(inputs)
    .sort()
    .map((key) => inputs[key]);
}

export function fakeTrpcServer(procedures: FakeProcedures) {
  const calls: { path: string; input: unknown }[] = [];
  const server = setupServer(
    http.all(`${ORIGIN}/trpc/:paths`, async ({ request, params }) => {
      const url = new URL(request.url);
      const paths = String(params.paths).split(",");
      const body = request.method === "POST" ? await request.json() : undefined;
      const inputs = batchInputs(url, body);
      const answers = paths.map((path, index) => {
        const input = inputs[index];
        calls.push({ path, input });
        const procedure = procedures[path as ProcedurePath] as ((input: unknown) => FakeAnswer) | undefined;
        if (!procedure) throw new Error(`unexpected call to ${path}`);
        return procedure(input);
      });
      if (answers.includes("network-error")) return HttpResponse.error();
      const status = answers.map((a) => (typeof a === "object" && "status" in a ? a.status : 200)).find((s) => s !== 200) ?? 200;
      return HttpResponse.json(
        answers.map((answer) =>
          typeof answer === "object" && "status" in answer
            ? { error: { message: answer.message, code: -32603, data: { httpStatus: answer.status, code: "ERROR" } } }
            : { result: { data: (answer as { data: unknown }).data } },
        ),
        { status },
      );
    }),
  );
  return { server, calls };
}

/** Signs the test user in once the provider's own session check (which has no server here) has settled. */
function SignedIn({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { status, setUser } = useAuth();
  useEffect(() => {
    if (status === "signed-out") setUser(user);
  }, [status, setUser, user]);
  return status === "signed-in" ? children : null;
}

/** What the credit balance reads in the shared user, for assertions. */
export function CreditsProbe() {
  const { user } = useAuth();
  return <output data-testid="credits">{user?.credits}</output>;
}

export function renderSection(ui: ReactNode, user: SessionUser = TEST_USER) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${ORIGIN}/trpc` })] });
  const goTo = vi.fn<(section: SectionId) => void>();
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <SignedIn user={user}>
        <DashboardNavContext.Provider value={{ active: "home", goTo }}>
          {ui}
          <CreditsProbe />
        </DashboardNavContext.Provider>
      </SignedIn>
    </AppProviders>,
  );
  return { ...view, goTo };
}
