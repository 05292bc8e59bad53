import { describe, expect, it } from "vitest";
import { joinSentences, splitSentences } from "./sentences";
import { mergeTeaserQuestions } from "./teasers";

const merged = (paragraph: string) => joinSentences(mergeTeaserQuestions(splitSentences(paragraph)));

describe("teaser questions", () => {
  it("says a one-word question and its fragment answer as one plain sentence", () => {
    expect(merged("It has its challenges. The key? Intentional structure.")).toBe(
      "It has its challenges. The key is intentional structure.",
    );
    expect(merged("The secret? Patience. Most beginners rush.")).toBe("The secret is patience. Most beginners rush.");
    expect(merged("The best part? Location, location, location.")).toBe("The best part is location, location, location.");
  });

  it("joins a clause with 'that' and takes its tense and number", () => {
    expect(merged("The catch? It only works offline.")).toBe("The catch is that it only works offline.");
    expect(merged("The problem? It broke twice.")).toBe("The problem was that it broke twice.");
    expect(merged("We ate there in May. The food? Exceptional.")).toBe("We ate there in May. The food was exceptional.");
    expect(merged("The positives? Cheap rooms.")).toBe("The positives are cheap rooms.");
  });

  it("leaves a possible name, an echo, an order and an unclear answer alone", () => {
    for (const paragraph of [
      "The winner? Apple.",
      "The service? The service.",
      "My advice? Start small and stay consistent.",
      "The positives? My room on the top floor had a view.",
      "The problem? Every single one failed.",
      "What is the answer? Nobody knows.",
    ]) {
      expect(merged(paragraph)).toBe(paragraph);
    }
  });
});
