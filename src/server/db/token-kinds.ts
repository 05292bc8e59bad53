/** What a one-time secret sent by e-mail is for; both dialects' user_tokens.kind hold one of these. */
export const TOKEN_KINDS = ["verify_account", "reset_password", "email_change"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
