import { describe, expect, it } from "vitest";
import { improveText } from "./embedded.js";

describe("Harper inside the Improver", () => {
  it("lints around a token far longer than any word, which would make Harper panic, and keeps working after", async () => {
    const giant = "q".repeat(10_000);
    expect((await improveText(`He go ${giant} to school. Teh end.`)).improved_text).toBe(`He goes ${giant} to school. The end.`);
    expect((await improveText("Teh cat sat.")).improved_text).toBe("The cat sat.");
  }, 30_000);
});
