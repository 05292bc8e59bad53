import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES as M } from "../../../shared/messages";
import { FRENCH } from "../../../../tests/fixtures/language-samples";
import { UnsupportedLanguageError, type DetectEngine, type DetectionResult } from "../types";
import { createEmbeddedHumanizer, humanizeText } from "./embedded";
import { checkPreservation } from "./preservation";

const ASSISTANT_TEXT =
  "It is important to note that remote work has changed how teams operate. Moreover, companies utilize numerous tools to stay connected. " +
  "Furthermore, managers delve into data every week. In conclusion, it is clear that flexibility plays a crucial role in retention.";

describe("embedded humanizer", () => {
  it("refuses a text in another language", async () => {
    await expect(createEmbeddedHumanizer().humanize(FRENCH)).rejects.toThrow(UnsupportedLanguageError);
  });

  it("copies sentences in another language as written, rewrites the English around them and says why", async () => {
    const spanish = "Después fuimos al parque con mis amigos y comimos helado.";
    const result = await createEmbeddedHumanizer().humanize(`${ASSISTANT_TEXT} ${spanish} ${ASSISTANT_TEXT}`);
    expect(result.humanized_text).toContain(` ${spanish} `);
    expect(result.humanized_text).not.toMatch(/important to note|Moreover|In conclusion/);
    expect(result.note).toBe(M.rewritePartOtherLanguage("Spanish"));
  });

  it("drops or replaces assistant phrasing", () => {
    const output = humanizeText(ASSISTANT_TEXT);
    for (const phrase of [
      "It is important to note",
      "Moreover",
      "Furthermore",
      "In conclusion",
      "delve",
      "utilize",
      "numerous",
      "crucial role",
    ]) {
      expect(output).not.toContain(phrase);
    }
    expect(output).toContain("Remote work has changed how teams operate.");
  });

  it("drops or replaces a summing-up opener such as 'In short,'", () => {
    for (const opener of ["In short", "Simply put", "To put it simply"]) {
      const output = humanizeText(`Plants need light to grow. ${opener}, photosynthesis feeds them.`);
      expect(output).not.toContain(opener);
      expect(output).toMatch(/[Pp]hotosynthesis feeds them\.$/);
    }
  });

  it("never uses the same transition twice", () => {
    const text = Array.from({ length: 6 }, (_, i) => `Moreover, point ${i} matters here.`).join(" ");
    const openers = humanizeText(text)
      .split(/(?<=\.)\s+/)
      .map((sentence) => /^(Also|Plus|And),?/.exec(sentence)?.[1])
      .filter((opener): opener is string => opener !== undefined);
    expect(new Set(openers).size).toBe(openers.length);
  });

  it("never opens two sentences in a row with a transition that only signposts, and keeps one that carries meaning", () => {
    const signposts = ["Moreover", "Additionally", "Furthermore", "In addition", "What's more", "Overall"];
    const text = signposts.map((opener, i) => `${opener}, point ${i} matters here.`).join(" ");
    const opened = humanizeText(text)
      .split(/(?<=\.)\s+/)
      .map((sentence) => /^(?:Also|Plus|And|So|All in all)\b/.test(sentence));
    expect(opened).toHaveLength(signposts.length);
    expect(opened.some((current, i) => current && opened[i - 1])).toBe(false);

    expect(humanizeText("Moreover, prices rose in May. However, sales held up.")).toMatch(/\. (?:But|Still,|Yet) sales held up\.$/);
  });

  it("is deterministic", () => {
    expect(humanizeText(ASSISTANT_TEXT)).toBe(humanizeText(ASSISTANT_TEXT));
  });

  it("contracts only where a word follows", () => {
    expect(humanizeText("I do not know what it is.")).toMatch(/^I (?:don't|do not) know what it is\.$/);
  });

  it("keeps single-quoted quotations exactly, apostrophes inside them too", () => {
    const text = "He always says 'it is what it is' when the plan is late. She wrote 'it's not ready' in the log.";
    const output = humanizeText(text);
    expect(output).toContain("'it is what it is'");
    expect(output).toContain("'it's not ready'");
  });

  it("drops an assistant's pleasantries but never a whole paragraph", () => {
    expect(humanizeText("Great question! The river floods every spring. I hope this helps!")).toBe("The river floods every spring.");
    expect(humanizeText("I hope this helps!")).toBe("I hope this helps!");
    expect(humanizeText("Let's dive in. The river floods every spring.")).toBe("The river floods every spring.");
    expect(humanizeText("The plan has three parts. Let's break it down!")).toBe("The plan has three parts.");
  });

  it("never puts a bare 'So' or 'And' in front of a phrase with no verb", () => {
    for (let variant = 0; variant < 6; variant++) {
      const output = humanizeText("The battery lasts all day. Overall, a great value for anyone who commutes.", {
        contractions: true,
        splitLongSentences: true,
        variant,
        reshape: true,
      });
      expect(output).not.toMatch(/(?:So|And) a great value/);
      expect(output).toMatch(/(?:All in all, a|\. A) great value for anyone who commutes\.$/);
    }
  });

  it("turns an assistant's dashes into a person's punctuation", () => {
    expect(humanizeText("Hybrid work isn't a passing trend — it's a real shift in how teams work.")).toBe(
      "Hybrid work isn't a passing trend. It's a real shift in how teams work.",
    );
  });

  it("plainly rewrites a stock phrase after a greeting, where its capital 'I' is no name", () => {
    expect(humanizeText("Hi Sarah, I hope this message finds you well.")).toBe("Hi Sarah, I hope you're well.");
  });

  it("drops an assistant's offer to rework its answer, but keeps an offer about the subject", () => {
    expect(humanizeText("The river floods every spring. Let me know if you'd like me to expand on any of these points!")).toBe(
      "The river floods every spring.",
    );
    expect(humanizeText("The river floods every spring. Would you like me to elaborate on this?")).toBe("The river floods every spring.");
    const offer = "The slides are ready. Let me know if you'd like me to send them.";
    expect(humanizeText(offer)).toContain("Let me know if you'd like me to send them.");
  });

  it("does not open with 'Yet' before 'other', which would read as 'still more'", () => {
    for (let variant = 0; variant < 6; variant++) {
      expect(
        humanizeText("However, other scholars contend that the dates are wrong.", {
          contractions: true,
          splitLongSentences: true,
          variant,
          reshape: true,
        }),
      ).not.toMatch(/^Yet other/);
    }
  });

  it("never contracts a verb that ends its clause or follows its object", () => {
    for (const sentence of [
      "The city grew into what it is today.",
      "She says the plan is cheap, and I think it is too.",
      "The world as we know it is now only a memory.",
    ]) {
      expect(humanizeText(sentence)).not.toMatch(/it's/);
    }
  });

  it("keeps numbers, names, URLs, e-mail addresses and quotations exactly", () => {
    const text =
      "Moreover, Acme Corp. utilized 3.5% of its $1,200 budget on 12 March 2024. " +
      'It is important to note that the guide at https://example.com/docs?a=1 says "it is not ready" and mail goes to ops@example.com.';
    const output = humanizeText(text);
    for (const kept of [
      "3.5%",
      "$1,200",
      "12 March 2024",
      "Acme Corp.",
      "https://example.com/docs?a=1",
      '"it is not ready"',
      "ops@example.com",
    ]) {
      expect(output).toContain(kept);
    }
    expect(checkPreservation(text, output)).toEqual({ ok: true, problems: [] });
  });

  it("keeps an e-mail address and a URL exactly even when they hold words its rules rewrite", () => {
    const text =
      "Moreover, teams utilize numerous tools. Questions go to utilize.team@example.com, and the guide at " +
      "https://example.com/how-to-utilize-numerous-tools explains the rest.";
    const output = humanizeText(text);
    expect(output).toContain("teams use many tools.");
    expect(output).toContain(" utilize.team@example.com,");
    expect(output).toContain(" https://example.com/how-to-utilize-numerous-tools ");
  });

  it("keeps a URL, an address or code inside a quotation exactly", () => {
    const text =
      'Moreover, she wrote "use `npm ci` here" and "mail jo.smith+tag@mail.co.uk or see ' +
      '[the docs](https://example.com/d) first". It is important to note that it works.';
    const output = humanizeText(text);
    for (const kept of ['"use `npm ci` here"', '"mail jo.smith+tag@mail.co.uk or see [the docs](https://example.com/d) first"'])
      expect(output).toContain(kept);
    expect(output).not.toContain("Moreover");
  });

  it("copies private-use characters the text already holds, never taking them for its own placeholders", () => {
    const text = 'Moreover, the \uf8ff key and the \ue000 icon stay, as does "this quote".';
    const output = humanizeText(text);
    expect(output).toContain("\uf8ff key and the \ue000 icon stay");
    expect(output).toContain('"this quote"');
  });

  it("keeps code, headings and lists exactly, rewriting only list text", () => {
    const text = [
      "# Setting up the tool",
      "",
      "Moreover, you should utilize the `--force` flag in order to overwrite files.",
      "",
      "- Furthermore, it is important to run `npm install` first.",
      "- Additionally, check the version.",
      "",
      "```ts",
      "// Moreover, it is important to utilize this.",
      "const total = items.reduce((sum, item) => sum + item.price, 0);",
      "```",
      "",
      "1. It is not hard.",
    ].join("\n");
    const output = humanizeText(text);
    const lines = output.split("\n");
    expect(lines[0]).toBe("# Setting up the tool");
    expect(lines[2]).toContain("`--force`");
    expect(lines[2]).not.toContain("utilize");
    expect(lines[4]).toMatch(/^- /);
    expect(lines[4]).toContain("`npm install`");
    expect(lines[5]).toBe("- Check the version.");
    expect(lines.slice(7, 11)).toEqual(text.split("\n").slice(7, 11));
    expect(lines[12]).toMatch(/^1\. /);
    expect(lines).toHaveLength(text.split("\n").length);
    expect(checkPreservation(text, output)).toEqual({ ok: true, problems: [] });
  });

  it("splits a long sentence only at a clause boundary", () => {
    const text =
      "The front desk staff was friendly and polite to everyone in the lobby, but it took " +
      "them a long while to check me in, and they struggled with the computer system.";
    const output = humanizeText(text);
    expect(output.split(/(?<=\.)\s+/).length).toBeGreaterThan(1);
    expect(
      humanizeText(
        "They sell apples, pears, plums, grapes and cherries at the market on Main Street, and the spreading of joy among the many local families.",
      ),
    ).not.toMatch(/\. The spreading/);
    expect(
      humanizeText(
        "The council approved the new cycle lanes last night after a long debate, because residents had asked for them for years.",
      ),
    ).toBe(
      "The council approved the new cycle lanes last night after a long debate. That's because residents had asked for them for years.",
    );
    expect(humanizeText("She kept the receipts from every shop in a box under her bed, because of the audit.")).toBe(
      "She kept the receipts from every shop in a box under her bed, because of the audit.",
    );
  });
});

describe("plain words", () => {
  it("fixes the article in front of a replaced word", () => {
    expect(humanizeText("It was a remarkable day and a valuable lesson.")).toBe("It was an impressive day and a valuable lesson.");
    expect(humanizeText("She wrote an invaluable guide.")).toBe("She wrote a very useful guide.");
  });
});

describe("plain words that depend on context", () => {
  it("drops a signposting opener written without its comma, but keeps an adjective in the same place", () => {
    const output = humanizeText(
      "The staff was kind. Overall I was satisfied. Moreover the price was fair. Overall satisfaction rose by 5%.",
    );
    expect(output).not.toMatch(/Overall I|Moreover/);
    expect(output).toMatch(/[Ii] was satisfied\./);
    expect(output).toMatch(/[Tt]he price was fair\./);
    expect(output).toContain("Overall satisfaction rose by 5%.");
  });

  it("swaps wordy phrases for plain ones", () => {
    expect(humanizeText("Rowe highlighted the need for safety. The chart highlights the trend.")).toBe(
      "Rowe stressed the need for safety. The chart shows the trend.",
    );
    expect(humanizeText("These habits help you unlock your full potential. It was a game-changer for us.")).toBe(
      "These habits help you reach your full potential. It was a big change for us.",
    );
    expect(humanizeText("Sleep plays a key role in memory. The grant bolstered research and helped streamline the process.")).toBe(
      "Sleep plays a big part in memory. The grant strengthened research and helped simplify the process.",
    );
    expect(humanizeText("The car has a streamlined body, and the bed has a bolster.")).toBe(
      "The car has a streamlined body, and the bed has a bolster.",
    );
    expect(humanizeText("Solar panels harness the power of the sun, which paved the way for cheap power.")).toBe(
      "Solar panels use the power of the sun, which opened the door to cheap power.",
    );
    expect(humanizeText("The majority of the students were able to attend, such as Ana.")).toBe(
      "Most of the students were able to attend, like Ana.",
    );
    expect(humanizeText("She is able to purchase a ticket prior to the show.")).toBe("She can buy a ticket before the show.");
    expect(humanizeText("First and foremost, the team made use of a great deal of data.")).toBe("First, the team used a lot of data.");
    expect(humanizeText("Students develop enhanced planning and improved communication.")).toBe(
      "Students develop enhanced planning and improved communication.",
    );
  });

  it("picks the plain word the object calls for, and a gradable one after 'most'", () => {
    expect(humanizeText("Filtered images foster unrealistic standards. Clubs foster a sense of belonging.")).toBe(
      "Filtered images encourage unrealistic standards. Clubs build a sense of belonging.",
    );
    expect(humanizeText("It was one of the most pivotal moments of the century.")).toBe(
      "It was one of the most important moments of the century.",
    );
    expect(humanizeText("The film is nothing short of a triumph, and the sequel stands as a testament to the cast.")).toBe(
      "The film is a triumph, and the sequel is proof of the cast.",
    );
  });

  it("keeps a word that cannot take the plain one's grammar: a graded 'significant', 'ensures' after a thing, terms of art", () => {
    for (const sentence of [
      "Its effect was more significant than the message.",
      "Flip the most significant bit.",
      "This ensures that the files load.",
      "It will ensure that the files load.",
      "She has comprehensive insurance.",
      "The delay was sufficient grounds for appeal.",
    ]) {
      expect(humanizeText(sentence)).toBe(sentence);
    }
    expect(humanizeText("The plan offers a comprehensive feature set and is significantly easier to use.")).toBe(
      "The plan offers a full feature set and is much easier to use.",
    );
  });

  it("contrasts with 'But' before a condition, where 'Still' would mean 'nevertheless'", () => {
    expect(humanizeText("A mild rash is common. However, if you get hives, seek care.")).toBe(
      "A mild rash is common. But if you get hives, seek care.",
    );
  });

  it("leaves the article before an acronym said as a word, which no replaced word touched", () => {
    expect(humanizeText("Belém has a UNESCO World Heritage Site.")).toBe("Belém has a UNESCO World Heritage Site.");
  });

  it("leaves nouns, idioms and constructions where the plain word would not fit", () => {
    for (const sentence of [
      "They made a purchase at the store.",
      "It was a failed attempt to escape the city.",
      "The new law will require employers to publish salaries.",
      "Citizens should have the ability to vote next year.",
      "Once upon a time there was a king.",
      "The couple became foster parents in 2010.",
    ]) {
      expect(humanizeText(sentence)).toBe(sentence);
    }
  });
});

describe("contractions and openers that would read oddly", () => {
  it('never writes "they\'ll not" or an opener that repeats "also"', () => {
    expect(humanizeText("But they will not go.")).not.toContain("they'll not");
    expect(humanizeText("Moreover, the costs will also fall a lot.")).toBe("The costs will also fall a lot.");
  });

  it("keeps a pronoun after a preposition apart from the verb that follows", () => {
    expect(humanizeText("His view on it is like a mirror.")).toBe("His view on it is like a mirror.");
  });
});

describe("rules shared with the Improver", () => {
  it("turns a short passive sentence active and fits articles to the words that moved", () => {
    const output = humanizeText("The report was written by the team. It was a truly amazing day.");
    expect(output).toMatch(/^The team wrote the report(?:\. It|, and it) was an amazing day\.$/);
  });

  it("leaves a passive sentence alone when the by-phrase is not the doer", () => {
    expect(humanizeText("The form was filed by Friday.")).toBe("The form was filed by Friday.");
  });

  it("uses a plain function word even when the sentence has one already, but never repeats a content word", () => {
    expect(humanizeText("In order to address this issue, governments must work together to reduce emissions.")).toBe(
      "To address this issue, governments must work together to reduce emissions.",
    );
    expect(humanizeText("Prior to the meeting, we went to the office before lunch.")).toBe(
      "Prior to the meeting, we went to the office before lunch.",
    );
  });

  it("never splits a list that is the subject at its ', and'", () => {
    const list = "To address this issue, governments, businesses, and individuals must work together to reduce greenhouse gas emissions.";
    expect(humanizeText(list)).toContain("governments, businesses, and people must work together");
    expect(humanizeText("We bought apples, pears, and plums at the market, and the children ate them all before lunch.")).toBe(
      "We bought apples, pears, and plums at the market. The children ate them all before lunch.",
    );
  });

  describe("with a detector (the self-check)", () => {
    const LONG =
      "Moreover, the team is not able to finish the report today, and it is clear that the deadline will move to next week because the data arrived late.";
    /** A detector that reads contractions as AI, so the self-check has something to choose by. */
    const detectorScoring = (score: (text: string) => number): DetectEngine => ({
      name: "fake",
      card: {
        model_version: "fake-1",
        human_false_positive_rate: null,
        formal_writing_false_positive_rate: null,
        learner_false_positive_rate: null,
        current_assistant_detection_rate: null,
        register_false_positive_rates: null,
      },
      detect: async (text) => ({ ai_probability: score(text), reliable: true, model_version: "fake-1" }) as DetectionResult,
    });
    const countContractions = (text: string) => (text.match(/'/g) ?? []).length;

    it("keeps the rewrite the detector scores lowest and reports its scores before and after", async () => {
      const judged = await createEmbeddedHumanizer(detectorScoring(countContractions)).humanize(LONG);
      expect(humanizeText(LONG)).toContain("'");
      expect(judged.humanized_text).not.toContain("'");
      expect(judged.humanized_text).not.toContain("Moreover");
      expect(judged.detector_check).toEqual({ ai_probability_before: 0, ai_probability_after: 0, reliable: true, model_version: "fake-1" });
    });

    it("keeps the default rewrite when the detector sees no difference", async () => {
      const judged = await createEmbeddedHumanizer(detectorScoring(() => 50)).humanize(LONG);
      expect(judged.humanized_text).toBe(humanizeText(LONG));
      expect(judged.detector_check?.ai_probability_after).toBe(50);
    });

    const countStopsAndContractions = (text: string) => (text.match(/[.']/g) ?? []).length;
    const PHRASING_ONLY_REWRITE =
      "The team is not able to finish the report today, and it is clear that the deadline will move to next week because the data arrived late.";

    it("falls back to rewriting the phrasing alone when every fuller rewrite scores above the submitted text", async () => {
      const judged = await createEmbeddedHumanizer(detectorScoring(countStopsAndContractions)).humanize(LONG);
      expect(judged.humanized_text).toBe(PHRASING_ONLY_REWRITE);
      expect(judged.detector_check).toMatchObject({ ai_probability_before: 1, ai_probability_after: 1 });
    });

    it("keeps a fuller rewrite that scores below the submitted text, even when the phrasing alone would score lower still", async () => {
      const judged = await createEmbeddedHumanizer(
        detectorScoring((text) => (text === LONG ? 99 : countStopsAndContractions(text))),
      ).humanize(LONG);
      expect(judged.humanized_text).toBe(
        "The team is not able to finish the report today. It is clear that the deadline will move to next week because the data arrived late.",
      );
      expect(judged.detector_check).toMatchObject({ ai_probability_before: 99, ai_probability_after: 2 });
    });
  });
});

describe("an assistant's reply lines", () => {
  const humanizer = createEmbeddedHumanizer();

  it("drops the opening and closing lines, says so, and keeps the text between them", async () => {
    const body = "The water cycle moves water between the sea, the air and the land.";
    const result = await humanizer.humanize(
      `Sure! Here's a quick overview of the water cycle:\n\n${body}\n\nLet me know if you'd like more details.`,
    );
    expect(result.humanized_text).toBe(humanizeText(body));
    expect(result.note).toBe(
      M.humanizeDroppedChatFraming(["Sure! Here's a quick overview of the water cycle:", "Let me know if you'd like more details."]),
    );
  });

  it("keeps a closing offer to do something, which may be part of the message", async () => {
    const result = await humanizer.humanize("The slides are ready for Monday's meeting. Let me know if you'd like me to send them.");
    expect(result.humanized_text).toContain("Let me know if you'd like me to send them.");
    expect(result.note).toBeNull();
  });

  it("keeps a text that is nothing but such a line", async () => {
    const result = await humanizer.humanize("Let me know if you need anything else today.");
    expect(result.humanized_text).toContain("Let me know");
    expect(result.note).toBeNull();
  });
});
