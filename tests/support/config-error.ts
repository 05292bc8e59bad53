import { ConfigError, loadConfig } from "../../src/server/config";

/** The start-up error a configuration gets; fails the test when the configuration is accepted. */
export function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}
