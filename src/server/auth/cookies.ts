import type { CookieOptions } from "express";
import { SESSION } from "../../shared/limits";
import type { Config } from "../config";

export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

function baseOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: config.secureCookies, path: "/" };
}

export function setSessionCookie(cookies: CookieWriter, config: Config, token: string, expiresAt: Date): void {
  cookies.set(SESSION.cookieName, token, { ...baseOptions(config), expires: expiresAt });
}

export function clearSessionCookie(cookies: CookieWriter, config: Config): void {
  cookies.clear(SESSION.cookieName, baseOptions(config));
}

export function readSessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION.cookieName) return decodedCookieValue(rest.join("=")) || null;
  }
  return null;
}

/**
 * A value that is not valid percent-encoding is kept as sent: it matches no
 * session, so the request is anonymous and the cookie gets cleared, instead of
 * every call failing until the user deletes it by hand.
 */
function decodedCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
