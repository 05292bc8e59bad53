import { describe, expect, it } from "vitest";
import { applyEdits } from "./edits";
import { conditionalWillEdits, doubledLinkEdits, embeddedQuestionEdits, oneOfPluralEdits, questionOrderEdits } from "./learner-clauses";
import type { Edit } from "./edits";

const fixed = (text: string, rule: (text: string) => Edit[]) => applyEdits(text, rule(text)).text;

describe("learner clause rules", () => {
  it("drops the 'but' after 'although' and the 'so' after 'because', keeping a comma", () => {
    expect(fixed("Although it was raining but we went out.", doubledLinkEdits)).toBe("Although it was raining, we went out.");
    expect(fixed("Even though he studied hard, but he failed.", doubledLinkEdits)).toBe("Even though he studied hard, he failed.");
    expect(fixed("Because the shop was closed, so the children cried.", doubledLinkEdits)).toBe(
      "Because the shop was closed, the children cried.",
    );
    expect(fixed("It rained. Though it was cold but we swam.", doubledLinkEdits)).toBe("It rained. Though it was cold, we swam.");
  });

  it("leaves a 'but' or 'so' that does not open the main clause", () => {
    for (const text of [
      "Although he was tired but happy, he left.",
      "Because we study so that we learn, we pass.",
      "Because he was so tired he slept.",
      "Because if so I'll have that one.",
      "Because so many options exist, many people drive.",
      "We went out although it was raining, but the game was called off.",
      "Although it rained, the game went on, but we left early.",
    ]) {
      expect(fixed(text, doubledLinkEdits)).toBe(text);
    }
  });

  it("puts the verb after 'if' in the present when the main clause says 'will'", () => {
    expect(fixed("If I will have time, I will call you.", conditionalWillEdits)).toBe("If I have time, I will call you.");
    expect(fixed("If he will come, we'll go.", conditionalWillEdits)).toBe("If he comes, we'll go.");
    expect(fixed("If it will be sunny, we can swim.", conditionalWillEdits)).toBe("If it is sunny, we can swim.");
    expect(fixed("If I'll see him, I'll tell him.", conditionalWillEdits)).toBe("If I see him, I'll tell him.");
  });

  it("leaves 'if … will' without a main clause that says 'will', and 'will' before what is no verb", () => {
    for (const text of [
      "I'll stay if it will help.",
      "If you will excuse me.",
      "If it will happy, we will go.",
      "If he will not come, we will go.",
    ]) {
      expect(fixed(text, conditionalWillEdits)).toBe(text);
    }
  });

  it("puts a question inside a statement in statement order", () => {
    expect(fixed("She asked me where do I live.", embeddedQuestionEdits)).toBe("She asked me where I live.");
    expect(fixed("I didn't know what does it mean.", embeddedQuestionEdits)).toBe("I didn't know what it means.");
    expect(fixed("I don't know what did he say.", embeddedQuestionEdits)).toBe("I don't know what he said.");
    expect(fixed("Can you tell me where is the station?", embeddedQuestionEdits)).toBe("Can you tell me where the station is?");
  });

  it("leaves direct questions, 'who' as a subject and a long subject after 'is'", () => {
    for (const text of [
      "Where do you live?",
      "I know who did it.",
      "What does it mean?",
      "Tell me what is the best way to go.",
      "I know what it means.",
    ]) {
      expect(fixed(text, embeddedQuestionEdits)).toBe(text);
    }
  });

  it("puts the verb before the subject in a direct question written in statement order", () => {
    expect(fixed("Where you are going?", questionOrderEdits)).toBe("Where are you going?");
    expect(fixed("OK. Why you didn't come to the party?", questionOrderEdits)).toBe("OK. Why didn't you come to the party?");
    for (const text of [
      "Where you go, I go.",
      "What you see is what you get.",
      "Where are you going?",
      "I know where you are going.",
      "When they are in school, may they use phones?",
      "How you do that?",
    ]) {
      expect(fixed(text, questionOrderEdits)).toBe(text);
    }
  });

  it("makes the noun after 'one of my' plural, but not a collective noun, an adjective or an uncountable noun", () => {
    expect(fixed("One of my friend is a doctor, and each of the student has a book.", oneOfPluralEdits)).toBe(
      "One of my friends is a doctor, and each of the students has a book.",
    );
    for (const text of [
      "One of the family is ill.",
      "One of the best is here.",
      "Some of the time, it rains.",
      "One of my friends is here.",
      "One of your past lives was sad.",
      "Try one of those instead.",
      "One of our party had to leave.",
      "One of the two is better.",
    ]) {
      expect(fixed(text, oneOfPluralEdits)).toBe(text);
    }
  });
});
