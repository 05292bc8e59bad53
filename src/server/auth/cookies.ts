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
    if (name === SESSION.cookieName) return decodeURIComponent(rest.join("=")) || null;
  }
  return null;
}
