import { describe, expect, it } from "vitest";
import { applyEdits } from "./edits";
import { causativeToEdits, gerundAfterVerbEdits, modalBareVerbEdits, wantThatEdits } from "./verb-complements";
import type { Edit } from "./edits";

const fixed = (text: string, rule: (text: string) => Edit[]) => applyEdits(text, rule(text)).text;

describe("what follows a verb", () => {
  it("turns 'want that someone does' into 'want someone to do'", () => {
    expect(fixed("I want that you come with me.", wantThatEdits)).toBe("I want you to come with me.");
    expect(fixed("She wants that he comes early.", wantThatEdits)).toBe("She wants him to come early.");
    expect(fixed("I would like that they are happy.", wantThatEdits)).toBe("I would like them to be happy.");
    expect(fixed("They wanted that I should stay.", wantThatEdits)).toBe("They wanted me to stay.");
    expect(fixed("I want that I can go home.", wantThatEdits)).toBe("I want to go home.");
  });

  it("leaves 'want that' before a noun or a past verb", () => {
    for (const text of ["I want that book you gave me.", "I want that you gave back.", "We want that one."]) {
      expect(fixed(text, wantThatEdits)).toBe(text);
    }
  });
  it("drops the 'to' after 'make' or 'let' and a person, before a verb only", () => {
    expect(fixed("He made me to wait for an hour.", causativeToEdits)).toBe("He made me wait for an hour.");
    expect(fixed("Let me to explain. They let us to see it.", causativeToEdits)).toBe("Let me explain. They let us see it.");
    for (const text of ["She made it to the final.", "I couldn't make it to work.", "They helped me to move."]) {
      expect(fixed(text, causativeToEdits)).toBe(text);
    }
  });

  it("puts the -ing form after 'enjoy', 'avoid', 'finish', never 'to'", () => {
    expect(fixed("I enjoy to play football.", gerundAfterVerbEdits)).toBe("I enjoy playing football.");
    expect(fixed("She avoided to swim and finished to write.", gerundAfterVerbEdits)).toBe("She avoided swimming and finished writing.");
    expect(fixed("He suggested to go home.", gerundAfterVerbEdits)).toBe("He suggested going home.");
    for (const text of [
      "It is considered to be safe.",
      "It can be avoided to help others.",
      "It allows the mind to wander.",
      "We practise to get better.",
      "One solution suggested to improve schools is cheap.",
    ]) {
      expect(fixed(text, gerundAfterVerbEdits)).toBe(text);
    }
  });

  it("puts the -ing form after 'used to' when a person is used to a habit, not after a passive", () => {
    expect(fixed("I am used to get up early, and she got used to live alone.", gerundAfterVerbEdits)).toBe(
      "I am used to getting up early, and she got used to living alone.",
    );
    for (const text of [
      "It is used to make bread.",
      "We used to live there.",
      "Flour was used to thicken it.",
      "They are used to break rocks.",
      "I was getting used to prison.",
    ]) {
      expect(fixed(text, gerundAfterVerbEdits)).toBe(text);
    }
  });

  it("puts the bare verb after a modal, but leaves 'can' the tin", () => {
    expect(fixed("He can speaks three languages and she must goes now.", modalBareVerbEdits)).toBe(
      "He can speak three languages and she must go now.",
    );
    for (const text of [
      "The can opens easily.",
      "You can always ask.",
      "Each can holds a litre.",
      "Could matters be worse? Not only could costs rise, prices would too.",
    ]) {
      expect(fixed(text, modalBareVerbEdits)).toBe(text);
    }
  });
});
