/** Account roles as the session user carries them; the spec names the one that matters, "Admin". */
export const ROLES = ["User", "Admin"] as const;
export type Role = (typeof ROLES)[number];
