import { describe, expect, it } from "vitest";
import { rewriteDashes } from "./dashes";

describe("dashes", () => {
  it("makes a clause with a pronoun subject after a dash its own sentence", () => {
    expect(rewriteDashes("Remote work isn't just a trend — it's a real shift in how we work.")).toEqual([
      "Remote work isn't just a trend.",
      "It's a real shift in how we work.",
    ]);
    expect(rewriteDashes("The plan worked—we shipped on time.")).toEqual(["The plan worked.", "We shipped on time."]);
  });

  it("uses a colon before a list or an explanation, and a comma before a phrase that renames", () => {
    expect(rewriteDashes("The salmon was cooked well — crispy skin, tender flesh and a bright sauce.")).toEqual([
      "The salmon was cooked well: crispy skin, tender flesh and a bright sauce.",
    ]);
    expect(rewriteDashes("A family woke up to find a guest in their home — a moose.")).toEqual([
      "A family woke up to find a guest in their home, a moose.",
    ]);
    expect(rewriteDashes("I love the breakfast menu — the pancakes are the best part.")).toEqual([
      "I love the breakfast menu: the pancakes are the best part.",
    ]);
    expect(rewriteDashes("It's a journey — one that requires patience, kindness and time.")).toEqual([
      "It's a journey, one that requires patience, kindness and time.",
    ]);
  });

  it("makes an instruction, a restatement or a condition with its own main clause after a dash a sentence", () => {
    expect(rewriteDashes("Fold in the flour until just combined — be careful not to overmix.")).toEqual([
      "Fold in the flour until just combined.",
      "Be careful not to overmix.",
    ]);
    expect(rewriteDashes("The medium matters more than the content — in other words, a broadcast changes society.")).toEqual([
      "The medium matters more than the content.",
      "In other words, a broadcast changes society.",
    ]);
    expect(rewriteDashes("He will be in Chicago on February 12 — if you're around, he'd love to meet.")).toEqual([
      "He will be in Chicago on February 12.",
      "If you're around, he'd love to meet.",
    ]);
    expect(rewriteDashes("She left early — when the rain started.")).toEqual(["She left early, when the rain started."]);
  });

  it("uses a comma before a word that carries the sentence on", () => {
    expect(rewriteDashes("He waited for hours — and nobody came.")).toEqual(["He waited for hours, and nobody came."]);
    expect(rewriteDashes("Several stars were targeted — including two singers.")).toEqual([
      "Several stars were targeted, including two singers.",
    ]);
    expect(rewriteDashes("The photos were strange – showing lights in the sky.")).toEqual([
      "The photos were strange, showing lights in the sky.",
    ]);
    expect(rewriteDashes("Start small — ridiculously small.")).toEqual(["Start small, ridiculously small."]);
    expect(rewriteDashes("Check-ins with a manager — not to monitor, but to help.")).toEqual([
      "Check-ins with a manager, not to monitor, but to help.",
    ]);
    expect(rewriteDashes("Firms have a part to play — investing in tools, building trust and trusting results.")).toEqual([
      "Firms have a part to play: investing in tools, building trust and trusting results.",
    ]);
  });

  it("turns a pair of dashes into commas, or brackets when the aside has commas or a clause", () => {
    expect(rewriteDashes("She didn't know what it meant — not yet — but she would.")).toEqual([
      "She didn't know what it meant, not yet, but she would.",
    ]);
    expect(rewriteDashes("The tools — email, chat and video — all failed at once.")).toEqual([
      "The tools (email, chat and video) all failed at once.",
    ]);
    expect(rewriteDashes("It helps everyone -- students, staff and parents -- so nobody objects.")).toEqual([
      "It helps everyone (students, staff and parents), so nobody objects.",
    ]);
    expect(rewriteDashes("The result — it was obvious to all — surprised nobody.")).toEqual([
      "The result (it was obvious to all) surprised nobody.",
    ]);
    expect(rewriteDashes("Set core hours — for example, 10:00 to 15:00 — so that meetings land.")).toEqual([
      "Set core hours (for example, 10:00 to 15:00) so that meetings land.",
    ]);
  });

  it("leaves ranges, hyphens, quotations and shapes it cannot read as written", () => {
    for (const sentence of [
      "The museum was open 1990—2000 and then closed.",
      "Temperatures ran from 75 – 100 degrees.",
      "It is a well-known, long-term plan.",
      'He said "I was there — it was a game" and left.',
      "Our three goals — speed, price and quality.",
      "A long aside — one that goes on and on for far more than ten words before it ends — is kept.",
      "One — two — three — four.",
    ]) {
      expect(rewriteDashes(sentence)).toEqual([sentence]);
    }
  });
});
