import type { SessionUser } from "../../shared/schemas/auth";
import type { User } from "../db/schema";

export function toSessionUser(user: User): SessionUser {
  return { name: user.name, email: user.email, user_uuid: user.uuid, plan: user.plan, credits: user.credits, role: user.role };
}
