import { describe, expect, it } from "vitest";
import { applyEdits, pickNonOverlapping, type Edit } from "./edits";
import { styleRuleEdits } from "./style-rules";
import { pronounIEdits, sentenceCapitalEdits } from "./rules/capitals";
import { asideHoweverCommaEdits, openingPhraseCommaEdits, subordinateClauseCommaEdits } from "./rules/clause-commas";
import { missingFullStopEdits } from "./rules/full-stops";
import { articleBeforeUncountableEdits, indefiniteArticleEdits } from "./rules/indefinite-articles";
import { introductoryCommaEdits } from "./rules/introductory-commas";
import { passiveVoiceEdits } from "./rules/passive-voice";
import { repeatedWordEdits } from "./rules/repeated-words";
import { doubledSpaceEdits, spaceBeforeCommaEdits } from "./rules/spacing";
import { wordyPhraseEdits } from "./rules/wordy-phrases";

function fix(rule: (text: string) => Edit[], text: string): string {
  return applyEdits(text, pickNonOverlapping(rule(text))).text;
}

describe("wordy quantifiers", () => {
  it('keep "of" before a determiner and drop it before a bare noun', () => {
    expect(fix(wordyPhraseEdits, "The vast majority of their students passed.")).toBe("Most of their students passed.");
    expect(fix(wordyPhraseEdits, "A large number of the books were lost.")).toBe("Many of the books were lost.");
    expect(fix(wordyPhraseEdits, "The vast majority of students passed.")).toBe("Most students passed.");
  });
});

const cases: Array<{ name: string; rule: (text: string) => Edit[]; wrong: string; fixed: string; correct: string }> = [
  {
    name: "wordy phrases",
    rule: wordyPhraseEdits,
    wrong: "Due to the fact that it rained, we stayed in.",
    fixed: "Because it rained, we stayed in.",
    correct: "Because it rained, we stayed in.",
  },
  {
    name: "needless passive voice",
    rule: passiveVoiceEdits,
    wrong: "The report was written by the team.",
    fixed: "The team wrote the report.",
    correct: "The book was finished by Friday.",
  },
  {
    name: "repeated words",
    rule: repeatedWordEdits,
    wrong: "We went to the the park. It was the end of of the day. I forgot what it was for for.",
    fixed: "We went to the park. It was the end of the day. I forgot what it was for.",
    correct:
      "She had had enough, and he knew that that was true. If they fire you you will lose it, so give her her keys. " +
      "cool cool. my place at 7? Nice nice, see you then. Sure sure!",
  },
  {
    name: "a/an",
    rule: indefiniteArticleEdits,
    wrong: "It was a honest mistake made by an user.",
    fixed: "It was an honest mistake made by a user.",
    correct: "An hour later, a university sent an FBI agent and a one-off letter.",
  },
  {
    name: "doubled spaces",
    rule: doubledSpaceEdits,
    wrong: "This has  two spaces.",
    fixed: "This has two spaces.",
    correct: "This has one space.\n    indented code stays.",
  },
  {
    name: "capital after a full stop",
    rule: sentenceCapitalEdits,
    wrong: "it rained. we stayed in.",
    fixed: "It rained. We stayed in.",
    correct:
      'We met Dr. smith, e.g. at noon. It rained. "Are you coming?" she asked. "Stop!" he shouted. (Why not?) we thought. ' +
      '"I haven\'t..." he said. How did a seal get into my house? said Reginald. On guard! you shout.',
  },
  {
    name: "pronoun I",
    rule: pronounIEdits,
    wrong: "Then i said i'm tired.",
    fixed: "Then I said I'm tired.",
    correct: "Vitamin D and iOS are fine, as is I.",
  },
  {
    name: "comma after an introductory phrase",
    rule: introductoryCommaEdits,
    wrong:
      "However the rain stopped. For example it rained. Second the roads flooded. As " +
      "far as I am concerned it was fine. All in all it was fun. Yes that is right.",
    fixed:
      "However, the rain stopped. For example, it rained. Second, the roads flooded. As " +
      "far as I am concerned, it was fine. All in all, it was fun. Yes, that is right.",
    correct:
      "However, we stayed. However much it rained, we went. Second place went to Ana. Yes, it did. She " +
      "said yes to it. Yes or no? Yes and no. Nowadays people work longer. In this case the rule holds.",
  },
  {
    name: "no article before an uncountable noun",
    rule: articleBeforeUncountableEdits,
    wrong: "He gave me an advice about it. A homework is due, and we share a information.",
    fixed: "He gave me advice about it. Homework is due, and we share information.",
    correct: "Ask at an information desk. A furniture store opened. She has a good knowledge of it.",
  },
  {
    name: "commas around 'however' as an aside",
    rule: asideHoweverCommaEdits,
    wrong: "A younger person however will need time. The results however showed nothing.",
    fixed: "A younger person, however, will need time. The results, however, showed nothing.",
    correct: "Do it however you like. Wait however long it takes. It was tricky however it can be done. I tried but however it failed.",
  },
  {
    name: "comma after an opening clause",
    rule: subordinateClauseCommaEdits,
    wrong:
      "When I got to the restaurant it was closed. Even though he knew the ad looked too pretty he bought it. As soon as the bell rang at noon we left. " +
      "While I was making dinner the kids played outside. Since he bought a new car many things changed. When it was really expensive many people bought it.",
    fixed:
      "When I got to the restaurant, it was closed. Even though he knew the ad looked too pretty, he bought it. As soon as the bell rang at noon, we left. " +
      "While I was making dinner, the kids played outside. Since he bought a new " +
      "car, many things changed. When it was really expensive, many people bought it.",
    correct:
      "If it rains, we stay in. When I saw it was broken I cried. If he says that they will come we wait. " +
      'When he held the person he loved, Jack knew. If this is left unchecked then it won\'t last. "If there is a God." He left. ' +
      "When I saw her at the party her mother cried. When he stays in and whenever the child wants to go out he helps. " +
      "Although it is expensive many people buy it. Once had small cookies with chocolate icing centers sold. " +
      "As soon as word spread we were there five battleships were sent. When the guard returned, only the bodies remained. " +
      "When you take over almost an entire continent people notice. When I got to the restaurant after work , the shop was closed.",
  },
  {
    name: "comma after a long opening phrase",
    rule: openingPhraseCommaEdits,
    wrong:
      "In the case of young people the best way is to study. On admission to the " +
      "University the subject breaks down. At the end of the long day there was no bus.",
    fixed:
      "In the case of young people, the best way is to study. On admission to the " +
      "University, the subject breaks down. At the end of the long day, there was no bus.",
    correct:
      "In 2010 the team moved. In the most serious tone I could muster I asked. In the corner of the room stood a man. " +
      "After the presidential election , your governor signs it. Among the people who came were my parents. " +
      "For whatever reason Americans love their department stores so much that they visit every week.",
  },
  {
    name: "missing full stop",
    rule: missingFullStopEdits,
    wrong: "We stayed in because it rained",
    fixed: "We stayed in because it rained.",
    correct: "- a list item without a stop",
  },
];

describe("improver style rules", () => {
  for (const { name, rule, wrong, fixed, correct } of cases) {
    it(`${name}: fixes the error`, () => {
      expect(fix(rule, wrong)).toBe(fixed);
    });
    it(`${name}: leaves correct text alone`, () => {
      expect(rule(correct)).toEqual([]);
    });
  }

  it("keeps the lower case of a chat written line by line, but capitalises prose", () => {
    const chat = "tbh i didn't think they'd win\nyeah same. i nearly left\nglad i didn't tho\nsee u then x";
    expect([...sentenceCapitalEdits(chat), ...pronounIEdits(chat)]).toEqual([]);
    expect(fix(sentenceCapitalEdits, "it rained. we stayed in.\nThen it cleared.")).toBe("It rained. We stayed in.\nThen it cleared.");
    expect(fix(pronounIEdits, "Then i left.\nLater i came back.\nNow i stay.")).toBe("Then I left.\nLater I came back.\nNow I stay.");
  });

  it("adds no full stop where the writer leaves line ends bare: a chat, a signature block", () => {
    expect(missingFullStopEdits("yeah same, i nearly turned it off\ncool. my place at 7?\nsounds good, see u then x")).toEqual([]);
    expect(
      missingFullStopEdits(
        "I look forward to hearing from you.\n\nKind regards,\nDaniel Okafor\nHead of Operations, Brightwater Logistics",
      ),
    ).toEqual([]);
    expect(fix(missingFullStopEdits, "We left early.\n\nThe bus was late and the rain kept falling")).toBe(
      "We left early.\n\nThe bus was late and the rain kept falling.",
    );
  });

  it("adds no full stop after a letter's sign-off and name", () => {
    expect(missingFullStopEdits("Thanks for the slides, see you on Monday. Best, Tom")).toEqual([]);
    expect(missingFullStopEdits("Thanks for your help with the move. Kind regards, Maria Lopez")).toEqual([]);
    expect(fix(missingFullStopEdits, "Thanks for the slides and the notes")).toBe("Thanks for the slides and the notes.");
  });

  it("passive voice turns a pronoun agent into a subject", () => {
    expect(fix(passiveVoiceEdits, "The cake was eaten by them.")).toBe("They ate the cake.");
  });

  it("keeps correct text from the audit as it is", () => {
    const text =
      "We met at 9 a.m. to finalise it, i.e. the plan. A Ukrainian drove a US-based truck, a SIM card and a NATO badge in hand. It is a UNESCO site. " +
      "He had an X-ray. We visited Walla Walla and it was really really good. In addition to the fee, we paid. In this case study we test it.";
    expect(styleRuleEdits(text)).toEqual([]);
  });

  it("passive voice keeps places, times and means after 'by' where they are", () => {
    for (const sentence of [
      "The cottage was built by the river.",
      "The letter was sent by email.",
      "The work was done by noon.",
      "The deal was signed by March.",
      "The town was surrounded by hills.",
      "The invoice was paid by PayPal.",
      "Levels were quantified by ELISA.",
    ]) {
      expect(passiveVoiceEdits(sentence)).toEqual([]);
    }
    expect(fix(passiveVoiceEdits, "The bridge was designed by Gustave Eiffel.")).toBe("Gustave Eiffel designed the bridge.");
    expect(fix(passiveVoiceEdits, "The data was collected by volunteers.")).toBe("Volunteers collected the data.");
  });
});

describe("edits", () => {
  it("keeps the first of two overlapping edits and reports offsets into the original text", () => {
    const text = "in order to win";
    const edits = pickNonOverlapping([
      { start: 0, end: 11, replacement: "to", reason: "Wordy phrase" },
      { start: 3, end: 8, replacement: "x", reason: "other" },
    ]);
    const { text: result, changes } = applyEdits(text, edits);
    expect(result).toBe("to win");
    expect(changes).toEqual([{ start: 0, end: 11, original: "in order to", replacement: "to", reason: "Wordy phrase" }]);
  });
});

describe("space before a comma or semicolon", () => {
  it("moves the space after the mark", () => {
    expect(fix(spaceBeforeCommaEdits, 'Prepare the slides ,and send them , then rest ; later "eat" , then sleep.')).toBe(
      'Prepare the slides, and send them, then rest; later "eat", then sleep.',
    );
  });

  it("leaves commas that have no space before them alone", () => {
    const text = "Values: 1,000 and 2,5; see a,b.";
    expect(fix(spaceBeforeCommaEdits, text)).toBe(text);
  });
});
