/**
 * What the server says about its PostgreSQL without loading the driver, so an
 * install on SQLite never loads pg.
 */

/** PostgreSQL could not be reached at start: the message names DATABASE_URL with its password masked. */
export class DatabaseUnreachableError extends Error {}

/** The url as it may be shown: the password replaced by asterisks. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    return parsed.toString();
  } catch {
    return "(not a valid URL)";
  }
}
