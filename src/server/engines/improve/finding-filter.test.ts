import { describe, expect, it } from "vitest";
import { applyEdits } from "./edits";
import { findingsToEdits } from "./finding-filter";
import { CAPITALISATION_REASON, type GrammarFinding } from "./harper-linter";

function spelling(text: string, word: string, suggestions: string[], kind = "Spelling"): GrammarFinding {
  const start = text.indexOf(word);
  return { start, end: start + word.length, kind, reason: "Spelling", message: "", suggestions };
}

function corrected(text: string, findings: GrammarFinding[]): string {
  return applyEdits(text, findingsToEdits(text, findings)).text;
}

describe("findingsToEdits", () => {
  it("prefers the word one typing slip away over Harper's first guess", () => {
    const text = "We waited untill noon.";
    expect(corrected(text, [spelling(text, "untill", ["uphill", "until"])])).toBe("We waited until noon.");
  });

  it("changes nothing when the closest word is one it cannot vouch for, rather than settle for a farther one", () => {
    const text = "Set it in the confg.";
    expect(corrected(text, [spelling(text, "confg", ["config", "con's", "cog"])])).toBe(text);
  });

  it("keeps an adverb that Harper takes for a verb when a past-tense verb follows ('He last chose')", () => {
    const adverb = "He last chose to learn.";
    expect(corrected(adverb, [spelling(adverb, "last", ["lasts"], "Agreement")])).toBe(adverb);
    const verb = "The battery last a week.";
    expect(corrected(verb, [spelling(verb, "last", ["lasts"], "Agreement")])).toBe("The battery lasts a week.");
  });

  it.each([
    { text: "Can learning a language help you?", at: "Can", original: "Can", suggestion: "Can be" },
    { text: "It rained. Will reading more books help me?", at: "Will", original: "Will reading", suggestion: "Will read" },
    { text: "How could building a wall help?", at: "could", original: "could", suggestion: "could be" },
  ])("keeps a question whose subject is a gerund after its modal: $text", ({ text, at, original, suggestion }) => {
    const start = text.indexOf(at);
    const finding = { start, end: start + original.length, kind: "Grammar", reason: "Grammar", message: "", suggestions: [suggestion] };
    expect(corrected(text, [finding])).toBe(text);
  });

  it("still fixes a modal's verb after its subject, and a statement's", () => {
    const text = "Why can you asking me? I will going there.";
    const finding = (word: string, suggestion: string) => {
      const start = text.indexOf(word);
      return { start, end: start + word.length, kind: "Grammar", reason: "Grammar", message: "", suggestions: [suggestion] };
    };
    expect(corrected(text, [finding("asking", "ask"), finding("will going", "will go")])).toBe("Why can you ask me? I will go there.");
  });

  it("fixes a plural the dictionary lacks by keeping its word, never by swapping the word ('mids' is not 'miss')", () => {
    const mids = "The speakers have clear mids and highs.";
    expect(corrected(mids, [spelling(mids, "mids", ["mi's", "miss", "mads"])])).toBe(mids);
    const wifes = "The wifes came.";
    expect(corrected(wifes, [spelling(wifes, "wifes", ["wives", "wife's"])])).toBe("The wives came.");
    const lifes = "Their lifes were hard.";
    expect(corrected(lifes, [spelling(lifes, "lifes", ["life's", "lies", "lifers"])])).toBe("Their lives were hard.");
    const todays = "In todays world the childrens toys are old.";
    expect(
      corrected(todays, [spelling(todays, "todays", ["today", "today's"]), spelling(todays, "childrens", ["children", "children's"])]),
    ).toBe("In today's world the children's toys are old.");
    const puls = "It will be puls things for them.";
    expect(corrected(puls, [spelling(puls, "puls", ["plus", "pulse"])])).toBe("It will be plus things for them.");
  });

  it("leaves a real word Harper lacks as written, and only fixes its capital", () => {
    const latex = "He wore a full latex mask.";
    expect(corrected(latex, [spelling(latex, "latex", ["late", "latte"])])).toBe(latex);
    const venus = "We should study venus more.";
    expect(corrected(venus, [spelling(venus, "venus", ["Venus", "menus"])])).toBe("We should study Venus more.");
    const wether = "They argued wether to stay.";
    expect(corrected(wether, [spelling(wether, "wether", ["whether", "weather"])])).toBe("They argued whether to stay.");
  });

  it("leaves the second half of a species name, but still capitalises a name after a title", () => {
    const species = "We exposed Daphnia magna to three doses.";
    expect(corrected(species, [spelling(species, "magna", ["magma"])])).toBe(species);
    const bacterium = "Cultures of Escherichia coli grew overnight.";
    expect(corrected(bacterium, [spelling(bacterium, "coli", ["cold", "coil"])])).toBe(bacterium);
    const name = "The speech by President obama was short.";
    expect(corrected(name, [spelling(name, "obama", ["Obama"])])).toBe("The speech by President Obama was short.");
    const slip = "Then the cat jumpd onto the table.";
    expect(corrected(slip, [spelling(slip, "jumpd", ["jumped"])])).toBe("Then the cat jumped onto the table.");
  });

  it("still fixes a real word in the wrong place when Harper calls it a typo", () => {
    const text = "It is more stronger that before.";
    expect(corrected(text, [spelling(text, "that", ["than"], "Typo")])).toBe("It is more stronger than before.");
  });

  it("among equally close words, takes a far more common later one", () => {
    const text = "I woud go.";
    expect(corrected(text, [spelling(text, "woud", ["wood", "word", "would"])])).toBe("I would go.");
  });

  it("takes the equally close word that fits between its neighbours, even one Harper did not offer", () => {
    const oil = "They cook with foods lke oil.";
    expect(corrected(oil, [spelling(oil, "lke", ["lake", "lee", "lie"])])).toBe("They cook with foods like oil.");
    const rural = "Most people in the rural ereas are old.";
    expect(corrected(rural, [spelling(rural, "ereas", ["eras", "era's", "erg's"])])).toBe("Most people in the rural areas are old.");
    const based = "The lecture is completely baed on facts.";
    expect(corrected(based, [spelling(based, "baed", ["bad", "bade", "bald"])])).toBe("The lecture is completely based on facts.");
  });

  it("among equally close words, prefers the kind of slip learners make most when the neighbours do not say", () => {
    const create = "They just creat impression such well.";
    expect(corrected(create, [spelling(create, "creat", ["cheat", "cream", "create"])])).toBe("They just create impression such well.");
    const deeply = "They study these subjects very deaply.";
    expect(corrected(deeply, [spelling(deeply, "deaply", ["deadly", "dearly", "deeply"])])).toBe("They study these subjects very deeply.");
  });

  it("leaves a word two consonant slips from any suggestion unless its neighbours vouch for the correction", () => {
    const dish = "I had the mushroom omlette for my entree.";
    expect(corrected(dish, [spelling(dish, "omlette", ["palette", "roulette", "Colette"])])).toBe(dish);
    const drink = "Each brunch comes with an alchy or nonalchy drink.";
    expect(corrected(drink, [spelling(drink, "nonalchy", ["monarchy"])])).toBe(drink);
    const vouched = "They produce more sofisticated technology.";
    expect(corrected(vouched, [spelling(vouched, "sofisticated", ["sophisticated"])])).toBe("They produce more sophisticated technology.");
  });

  it("refuses a grammar swap when the word as written fits its neighbours far better", () => {
    const offer = "That is more than their original offer for the winery.";
    expect(corrected(offer, [spelling(offer, "their", ["they're"], "Grammar")])).toBe(offer);
    const spat = "He spat an epic volume of liquid.";
    expect(corrected(spat, [spelling(spat, "spat", ["spats"], "Agreement")])).toBe(spat);
    const than = "It is bigger then a house.";
    expect(corrected(than, [spelling(than, "then", ["than"], "Grammar")])).toBe("It is bigger than a house.");
  });

  it("reads the word after a misspelt first word of a sentence ('Afther that' is 'After that', not 'Father that')", () => {
    const text = "Afther that they have to find a well.";
    expect(corrected(text, [spelling(text, "Afther", ["Aether", "Anther", "Father"])])).toBe("After that they have to find a well.");
  });

  it("refuses Harper's 'pasts' for 'past', which is no verb: the writer meant 'passed'", () => {
    const text = "He past the exam last year.";
    expect(corrected(text, [spelling(text, "past", ["pasts", "pastes"], "Agreement")])).toBe(text);
  });

  it("does not offer a name the frequency table holds in lower case", () => {
    const text = "They do things stablely every day.";
    expect(corrected(text, [spelling(text, "stablely", ["stately", "stably"])])).not.toMatch(/stanley/i);
  });

  it("splits a run-together pair only when both words are common and far likelier than any single word", () => {
    const joined = "There are alot of them.";
    const findings = [spelling(joined, "alot", ["allot", "aloft", "alt"]), spelling(joined, "alot", ["a lot"], "Typo")];
    expect(corrected(joined, findings)).toBe("There are a lot of them.");
    const misspelt = "I belive it.";
    const rivalled = [spelling(misspelt, "belive", ["believe", "belie"]), spelling(misspelt, "belive", ["be live"], "Typo")];
    expect(corrected(misspelt, rivalled)).toBe("I believe it.");
  });

  it("leaves British spellings, tiny words, words with digits and guessed apostrophes alone", () => {
    const text = "The traveller saw tv and mp3s on his ipod.";
    const findings = [
      spelling(text, "traveller", ["traveler"]),
      spelling(text, "tv", ["ti", "to"]),
      spelling(text, "mp3s", ["maps"]),
      spelling(text, "ipod", ["it'd"]),
    ];
    expect(corrected(text, findings)).toBe(text);
  });

  it("never adds a negation the writer did not write", () => {
    const text = "If you want be a doctor, study.";
    const finding: GrammarFinding = {
      start: 7,
      end: 14,
      kind: "Miscellaneous",
      reason: "Grammar",
      message: "",
      suggestions: ["won't be", "want to be"],
    };
    expect(corrected(text, [finding])).toBe(text);
  });

  it("leaves a word Harper lacks alone when it is about as common as the suggestion", () => {
    const text = "The eco label matters.";
    expect(corrected(text, [spelling(text, "eco", ["echo", "ego"])])).toBe(text);
  });

  it("finds the word two swapped letters hide when Harper's three guesses miss it", () => {
    const text = "We met at the palce.";
    expect(corrected(text, [spelling(text, "palce", ["pace", "palace", "pale"])])).toBe("We met at the place.");
  });

  it("keeps the ending the writer meant among equally close words", () => {
    const text = "In the end he succeded.";
    expect(corrected(text, [spelling(text, "succeded", ["succeed", "succeeded", "seceded"])])).toBe("In the end he succeeded.");
  });

  it("splits lower-case words run together even when Harper offers no split", () => {
    const text = "We left early inorder to rest.";
    expect(corrected(text, [spelling(text, "inorder", ["informer", "insider"])])).toBe("We left early in order to rest.");
  });

  it("leaves a capitalised word alone when the text uses it as a name mid-sentence, and British forms Harper does not offer", () => {
    const named = "Aman went home. Later, Aman came back.";
    expect(corrected(named, [spelling(named, "Aman", ["Alan", "Amen"])])).toBe(named);
    const british = "The programme starts today.";
    expect(corrected(british, [spelling(british, "programme", ["programmer", "program me"])])).toBe(british);
  });

  it("never flips a negation, nor 'corrects' chat abbreviations", () => {
    const text = "Genes were upregulated, tbh idk why.";
    const findings = [spelling(text, "upregulated", ["unregulated"]), spelling(text, "tbh", ["Tb"]), spelling(text, "idk", ["id"])];
    expect(corrected(text, findings)).toBe(text);
  });

  it("corrects a capitalised first word only one slip away, or two in a long word, since it may be a name", () => {
    const names = "Niamh left early.";
    expect(corrected(names, [spelling(names, "Niamh", ["Name"])])).toBe(names);
    const typo = "Gouverment will act.";
    expect(corrected(typo, [spelling(typo, "Gouverment", ["Government"])])).toBe("Government will act.");
  });

  it("does not turn a capitalised word into another name by changing a letter, but fixes a swapped, missing or extra one", () => {
    const name = "Xiaoming went to the shop.";
    expect(corrected(name, [{ ...spelling(name, "Xiaoming", ["Xiaoping", "Xiaomi's"]), names: ["Xiaoping"] }])).toBe(name);
    const typos = "Jonh went home. Londn is big.";
    const findings = [
      { ...spelling(typos, "Jonh", ["John", "Josh"]), names: [] },
      { ...spelling(typos, "Londn", ["London", "Land"]), names: ["London"] },
    ];
    expect(corrected(typos, findings)).toBe("John went home. London is big.");
    const common = "Becaese it rained.";
    expect(corrected(common, [{ ...spelling(common, "Becaese", ["Because", "Became"]), names: [] }])).toBe("Because it rained.");
  });

  it("leaves listed tech and chat terms alone ('numpy' is not 'bumpy', 'goated' not 'gated')", () => {
    const text = "I use numpy, the song is goated and the wifi is free.";
    const findings = [
      spelling(text, "numpy", ["bumpy", "numb"]),
      spelling(text, "goated", ["gated", "gloated"]),
      spelling(text, "wifi", ["wife", "wiki"]),
    ];
    expect(corrected(text, findings)).toBe(text);
  });

  it("leaves unknown words alone in a sentence that holds code, but not for a learner's missing space before a bracket", () => {
    const code = "Run vitest --watch before you push.";
    expect(corrected(code, [spelling(code, "vitest", ["latest", "vitae"])])).toBe(code);
    const prose = "It says so (paragraph 3) and i belive it, like the president(paragraph 4) said.";
    expect(corrected(prose, [spelling(prose, "belive", ["believe", "belie"])])).toBe(
      "It says so (paragraph 3) and i believe it, like the president(paragraph 4) said.",
    );
  });

  it("keeps 'there' before 'yesterday' or 'today', which Harper reads as nouns ('their yesterday')", () => {
    const text = "I was there yesterday.";
    const finding: GrammarFinding = { start: 6, end: 11, kind: "Grammar", reason: "Grammar", message: "", suggestions: ["their"] };
    expect(corrected(text, [finding])).toBe(text);
  });

  it("does not let a grammar fix swap the word itself", () => {
    const text = "I want to ask an advice.";
    const finding: GrammarFinding = { start: 14, end: 23, kind: "Agreement", reason: "Agreement", message: "", suggestions: ["an tip"] };
    expect(corrected(text, [finding])).toBe(text);
  });

  it("restores a missing apostrophe", () => {
    const text = "They dont know.";
    expect(corrected(text, [spelling(text, "dont", ["don't", "dent", "don"])])).toBe("They don't know.");
  });

  it("refuses Harper's 'quite' → 'quiet', which misreads 'quite' as a slip, and keeps its other typo fixes", () => {
    const quite = "We waited for quite a long time.";
    expect(corrected(quite, [spelling(quite, "quite", ["quiet"], "Typo")])).toBe(quite);
    const dose = "It dose not matter.";
    expect(corrected(dose, [spelling(dose, "dose", ["does"], "Typo")])).toBe("It does not matter.");
  });

  it("names a fix that only adds a capital 'Capitalisation', not 'Spelling'", () => {
    const text = "See you on saturday.";
    expect(findingsToEdits(text, [spelling(text, "saturday", ["Saturday"])])).toEqual([
      { start: 11, end: 19, replacement: "Saturday", reason: CAPITALISATION_REASON },
    ]);
  });

  it("keeps 'your kind', where 'kind' is a noun or an adjective before one, and takes Harper's other 'you're' fixes", () => {
    const kind = "Thank you for your kind words.";
    expect(corrected(kind, [spelling(kind, "your", ["you're"], "Grammar")])).toBe(kind);
    const ready = "Whenever your ready, we go.";
    expect(corrected(ready, [spelling(ready, "your", ["you're"], "Grammar")])).toBe("Whenever you're ready, we go.");
  });

  it("leaves a capitalised word before another one, a first name under a sign-off", () => {
    const signature = "Thanking you,\nRahul Sharma";
    expect(corrected(signature, [spelling(signature, "Rahul", ["Raul"])])).toBe(signature);
  });

  it("takes Harper's 'were' → 'where' only before a subject pronoun, not in an inverted clause", () => {
    for (const text of [
      "All I found were his crushed glasses.",
      "Gone were the days of cheap rent.",
      "The blends I tried were all flavorful.",
    ]) {
      expect(corrected(text, [spelling(text, "were", ["where"], "Typo")])).toBe(text);
    }
    const slip = "I don't know were he lives.";
    expect(corrected(slip, [spelling(slip, "were", ["where"], "Typo")])).toBe("I don't know where he lives.");
  });

  it("refuses Harper's 'Where' → 'Were' before a pronoun and a verb, a question in statement order, and takes it before anything else", () => {
    const question = "Where you are going?";
    expect(corrected(question, [spelling(question, "Where", ["Were"], "Typo")])).toBe(question);
    const slip = "Where you there yesterday?";
    expect(corrected(slip, [spelling(slip, "Where", ["Were"], "Typo")])).toBe("Were you there yesterday?");
  });

  it("refuses Harper's 'no to' → 'not to': saying no is a phrase", () => {
    const text = "I can't say no to her.";
    expect(corrected(text, [spelling(text, "no to", ["not to"], "Typo")])).toBe(text);
  });

  it("keeps a compound of two common words instead of swapping it for a word two slips away, but fixes one slip and negations run together", () => {
    for (const [text, word, suggestion] of [
      ["I packed a daypack.", "daypack", "payback"],
      ["We built a treehouse.", "treehouse", "greenhouse"],
      ["Oh, nevermind.", "nevermind", "determine"],
    ] as const) {
      expect(corrected(text, [spelling(text, word, [suggestion])])).toBe(text);
    }
    const oneSlip = "It was wonderfull.";
    expect(corrected(oneSlip, [spelling(oneSlip, "wonderfull", ["wonderful"])])).toBe("It was wonderful.");
    const negation = "They donnot care.";
    expect(corrected(negation, [spelling(negation, "donnot", ["don't"])])).toBe("They don't care.");
  });

  it("leaves the second half of a word written apart ('new fangled'), but not after a word of one or two letters", () => {
    const fangled = "She likes new fangled gadgets.";
    expect(corrected(fangled, [spelling(fangled, "fangled", ["fanged", "angled", "dangled"])])).toBe(fangled);
    // "or" + "angery" spells "orangery": a chance join, not a word written apart.
    const angery = "They were sad or angery about it.";
    expect(corrected(angery, [spelling(angery, "angery", ["angry", "angered"])])).toBe("They were sad or angry about it.");
  });

  it("does not turn an adjective in -ant into its noun in -ance", () => {
    const text = "Only those who are perseverant succeed.";
    expect(corrected(text, [spelling(text, "perseverant", ["perseverance", "persevering"])])).toBe(text);
    const slip = "It is a differant view.";
    expect(corrected(slip, [spelling(slip, "differant", ["different", "deferent"])])).toBe("It is a different view.");
  });

  it("puts back the 'e' of a past ending ('rememberd' → 'remembered', not 'remember'), and reads 'wierd' as no past form", () => {
    const past = "He rememberd the day.";
    expect(corrected(past, [spelling(past, "rememberd", ["remember", "remembered", "remembers"])])).toBe("He remembered the day.");
    const weird = "It was a wierd day.";
    expect(corrected(weird, [spelling(weird, "wierd", ["weird", "wired", "weirs"])])).toBe("It was a weird day.");
  });

  it("does not guess a short word two letters away ('deja' → 'data'), but fixes a doubled letter or an apostrophe", () => {
    const deja = "I felt a sense of deja vu.";
    expect(corrected(deja, [spelling(deja, "deja", ["data", "dead"])])).toBe(deja);
    const hassle = "It was no hazzle at all.";
    expect(corrected(hassle, [spelling(hassle, "hazzle", ["hassle", "hazel"])])).toBe("It was no hassle at all.");
    const wasnt = "It wasent true.";
    expect(corrected(wasnt, [spelling(wasnt, "wasent", ["wasn't", "wasted"])])).toBe("It wasn't true.");
  });

  it("keeps a regular plural or agent noun of a word only the big word lists know ('habitants', 'attributers')", () => {
    const habitants = "Most habitants of the valley farm.";
    expect(corrected(habitants, [spelling(habitants, "habitants", ["habitats", "habitat's", "habitat"])])).toBe(habitants);
    const attributers = "Cars are great attributers to smog.";
    expect(corrected(attributers, [spelling(attributers, "attributers", ["attributes", "attributed"])])).toBe(attributers);
    const governer = "The governer spoke.";
    expect(corrected(governer, [spelling(governer, "governer", ["governor", "governed"])])).toBe("The governor spoke.");
  });
});
