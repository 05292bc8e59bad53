import { describe, expect, it } from "vitest";
import { clauseTense } from "./clause-tense";
import {
  flattenNotOnly,
  lowerOrdinaryStart,
  moveHoweverToFront,
  reduceWhichPassive,
  rewriteResultParticiple,
  splitTrailingWhichClause,
} from "./clauses";

describe("result participles", () => {
  it("turns a trailing result clause into a sentence in the tense of the main clause", () => {
    expect(rewriteResultParticiple("The new app syncs files every hour, making it easy to share work.", "That")).toEqual([
      "The new app syncs files every hour.",
      "That makes it easy to share work.",
    ]);
    expect(rewriteResultParticiple("The end result was less than ideal, leading to a long night.", "This")).toEqual([
      "The end result was less than ideal.",
      "This led to a long night.",
    ]);
    expect(rewriteResultParticiple("The new rules will take effect in May, allowing more people to apply.", "That")).toEqual([
      "The new rules will take effect in May.",
      "That will allow more people to apply.",
    ]);
    expect(rewriteResultParticiple("Sales have grown steadily since 2021, allowing the firm to hire 50 new engineers.", "This")).toEqual([
      "Sales have grown steadily since 2021.",
      "This has allowed the firm to hire 50 new engineers.",
    ]);
  });

  it("leaves participles that say what the subject did, lists, speech and introductory phrases alone", () => {
    for (const sentence of [
      "He walked into the room quietly, carrying a heavy box.",
      "They help the school by giving talks, making posters and running clubs.",
      "She thanked the whole team warmly, adding that the work was not over.",
      "After a long and tiring day, making dinner felt hard.",
      "Is it worth the price, making people wait?",
      "Its narrow streets wind past old houses, leading to the main square.",
    ]) {
      expect(rewriteResultParticiple(sentence, "That")).toEqual([sentence]);
    }
  });
});

describe("tense of a main clause", () => {
  it("reads the verb nearest the end", () => {
    expect(clauseTense("As Zeke looks around the room, memories flooded back")).toBe("past");
    expect(clauseTense("The company has been criticized for years")).toBe("perfect");
    expect(clauseTense("Prices rose sharply across the region")).toBe("past");
    expect(clauseTense("The tool automates the whole process")).toBe("present");
    expect(clauseTense("The company cut prices last year, which boosted sales and made customers happy")).toBe("past");
  });
});

describe("trailing which clauses", () => {
  it("starts a new sentence with the pronoun the verb agrees with", () => {
    expect(splitTrailingWhichClause("You should explore the Alfama district, which is home to the castle.")).toEqual([
      "You should explore the Alfama district.",
      "It is home to the castle.",
    ]);
    expect(splitTrailingWhichClause("The town has two old bridges, which were built by the Romans.")).toEqual([
      "The town has two old bridges.",
      "They were built by the Romans.",
    ]);
  });

  it("says 'This' where 'It' would stammer ('It makes it…') or 'which' means the whole event, and 'That' before another 'this'", () => {
    for (const [sentence, main, next] of [
      [
        "The event paved the way for German reunification, which was formally completed on October 3, 1990.",
        "The event paved the way for German reunification.",
        "This was formally completed on October 3, 1990.",
      ],
      [
        "The plan targets the mid-market segment, which represents a large opportunity.",
        "The plan targets the mid-market segment.",
        "This represents a large opportunity.",
      ],
      [
        "One of its key advantages is its readability, which makes it a good choice for beginners.",
        "One of its key advantages is its readability.",
        "This makes it a good choice for beginners.",
      ],
      [
        "The parcel has not arrived after two weeks, which makes the wait worse.",
        "The parcel has not arrived after two weeks.",
        "This makes the wait worse.",
      ],
      [
        "I have always been happy with your service, which makes this delay all the more frustrating.",
        "I have always been happy with your service.",
        "That makes this delay all the more frustrating.",
      ],
    ]) {
      expect(splitTrailingWhichClause(sentence as string)).toEqual([main, next]);
    }
  });

  it("leaves a which clause inside the sentence, or one whose number is unclear", () => {
    for (const sentence of [
      "The museum, which opened in 1990, attracts many visitors.",
      "He said the museum, which opened in 1990, was closing soon.",
      "The team finally shipped the new release, which delighted everyone.",
    ]) {
      expect(splitTrailingWhichClause(sentence)).toEqual([sentence]);
    }
  });
});

describe("however", () => {
  it("moves a parenthetical however to the front as a plain contrast word", () => {
    expect(moveHoweverToFront("The results, however, were mixed.", "But ")).toEqual(["But the results were mixed."]);
    expect(moveHoweverToFront("It was cheap; however, it broke within a week.", "Still, ")).toEqual([
      "It was cheap.",
      "Still, it broke within a week.",
    ]);
  });

  it("splits two clauses spliced by however into two sentences", () => {
    expect(moveHoweverToFront("There is no single answer, however, the two plans differ.", "But ")).toEqual([
      "There is no single answer.",
      "But the two plans differ.",
    ]);
    expect(moveHoweverToFront("She was tired, however, she kept going.", "Still, ")).toEqual(["She was tired.", "Still, she kept going."]);
  });

  it("leaves however alone when either side is not a whole clause", () => {
    for (const sentence of [
      "The law is, however, the one that matters.",
      "The cost is high, however, in rural areas.",
      "It is, however, clear that the plan failed.",
      "He said, however, that the vote would wait.",
      "The plan worked, however, Smith left the team.",
      "Since he was young, however, he appointed a regent.",
      "The moment I stepped inside, however, my hopes faded.",
      "There are some things to do first, however, that matter.",
      "It does not matter, however, as long as people agree.",
    ]) {
      expect(moveHoweverToFront(sentence, "But ")).toEqual([sentence]);
    }
  });

  it("does not lower-case what might be a name", () => {
    expect(moveHoweverToFront("Apple, however, kept the price.", "But ")).toEqual(["Apple, however, kept the price."]);
    expect(lowerOrdinaryStart("Will said no.")).toBeNull();
    expect(lowerOrdinaryStart("The plan failed.")).toBe("the plan failed.");
  });
});

describe("which + be + participle", () => {
  it("keeps only the participle", () => {
    expect(reduceWhichPassive("The bridge, which was built in 1890, still stands.")).toBe("The bridge, built in 1890, still stands.");
    expect(reduceWhichPassive("She uses a tool which is designed to measure heat.")).toBe("She uses a tool designed to measure heat.");
  });

  it("leaves adjectives, progressive forms and questions alone", () => {
    for (const sentence of [
      "The car, which is red, was sold.",
      "The road, which is being repaired, is closed.",
      "Which is needed here?",
      "The committee has not yet said which was chosen.",
      "Two towers stand there, the first of which was built in 1300.",
    ]) {
      expect(reduceWhichPassive(sentence)).toBe(sentence);
    }
  });
});

describe("not only … but also", () => {
  it("becomes a plain pair joined by and", () => {
    expect(flattenNotOnly("The seats are not only comfortable but also cheap.")).toBe("The seats are comfortable and cheap.");
    expect(flattenNotOnly("Notebooks are not only textbooks, but also the keepers of memory.")).toBe(
      "Notebooks are textbooks and the keepers of memory.",
    );
  });

  it("leaves the inverted and the unpaired forms alone", () => {
    for (const sentence of ["Not only did he win, but he also set a record.", "Peace not only saves lives but is also cheaper."]) {
      expect(flattenNotOnly(sentence)).toBe(sentence);
    }
  });
});
