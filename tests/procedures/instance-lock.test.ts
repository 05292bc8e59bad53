import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, withInstanceLock, type Db } from "../../src/server/db/client";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/postgres";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances are two pools on one database; what one does under the lock, the other must wait for. */
describe.runIf(onPostgres)("a lock every instance respects (PostgreSQL)", () => {
  let database: TestDatabase;
  let instanceA: Db;
  let instanceB: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    instanceA = await openDatabase({ url: database.url, file: "" });
    instanceB = await openDatabase({ url: database.url, file: "" });
  });
  afterAll(async () => {
    await closeDatabase(instanceA);
    await closeDatabase(instanceB);
    await database.drop();
  });

  it("runs the second instance's work only after the first's has finished", async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await pause(200);
      events.push(`${name} ends`);
    };
    await Promise.all([
      withInstanceLock(instanceA, "plan-checkout:cus_1", work("A")),
      pause(50).then(() => withInstanceLock(instanceB, "plan-checkout:cus_1", work("B"))),
    ]);
    // Whichever took the lock first, the other started only after it ended.
    expect([events.slice(0, 2), events.slice(2)]).toEqual(
      events[0] === "A starts"
        ? [
            ["A starts", "A ends"],
            ["B starts", "B ends"],
          ]
        : [
            ["B starts", "B ends"],
            ["A starts", "A ends"],
          ],
    );
  });

  it("lets work under another key run at the same time", async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await pause(1000);
      events.push(`${name} ends`);
    };
    await Promise.all([
      withInstanceLock(instanceA, "plan-checkout:cus_1", work("A")),
      withInstanceLock(instanceB, "plan-checkout:cus_2", work("B")),
    ]);
    expect(events.slice(0, 2).sort()).toEqual(["A starts", "B starts"]);
  });
});
