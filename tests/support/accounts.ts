import { eq } from "drizzle-orm";
import { users } from "../../src/server/db/schema";
import { markEmailVerified } from "../../src/server/services/email-verification";
import type { PlanId } from "../../src/shared/plans";
import type { Role } from "../../src/shared/roles";
import { HttpClient } from "./http-client";
import type { TestServer } from "./test-server";

let counter = 0;

export interface TestAccount {
  client: HttpClient;
  email: string;
  password: string;
  userId: number;
  uuid: string;
}

/**
 * Registers through the real endpoint, verifies the address (which brings the
 * sign-up credits) unless told not to, and logs in; optionally sets plan,
 * credits and role directly, as an admin would.
 */
export async function signedInAccount(
  server: TestServer,
  options: { plan?: PlanId; credits?: number; role?: Role; verified?: boolean } = {},
): Promise<TestAccount> {
  const email = `user${++counter}-${Date.now()}@example.com`;
  const password = "correct horse battery";
  const client = new HttpClient(server.baseUrl);
  const registered = await client.post("/auth/register", { name: "Test User", email, password, password_check: password });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const user = (await server.deps.db.select().from(users).where(eq(users.email, email)))[0]!;
  if (options.verified !== false) await markEmailVerified(server.deps.db, user.id);
  const changes = {
    ...(options.plan ? { plan: options.plan } : {}),
    ...(options.credits !== undefined ? { credits: options.credits } : {}),
    ...(options.role ? { role: options.role } : {}),
  };
  if (Object.keys(changes).length) await server.deps.db.update(users).set(changes).where(eq(users.id, user.id));
  const login = await client.post("/auth/login", { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, email, password, userId: user.id, uuid: user.uuid };
}
