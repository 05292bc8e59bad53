import type { Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/** Words that one pattern lists; a row's words share its examples, which run through the whole family. */
interface ListedWords extends RuleExamples {
  readonly words: readonly string[];
}

const alternatives = (rows: readonly ListedWords[]) => rows.flatMap(({ words }) => words).join("|");

/** Nouns that are always countable, so "good" before them needs "a" (see GOOD_COUNTABLE_NOUN). */
export const COUNTABLE_AFTER_GOOD: readonly ListedWords[] = [
  {
    words: ["idea", "plan"],
    fixes: [
      ["It will be good idea.", "It will be a good idea."],
      ["We had good plan for it.", "We had a good plan for it."],
    ],
    keeps: ["We have good reason to stay."],
  },
  {
    words: ["score", "grade"],
    fixes: [
      ["I got good score in the test.", "I got a good score in the test."],
      ["She got good grade.", "She got a good grade."],
    ],
    keeps: ["She got good grades."],
  },
  {
    words: [
      "situation",
      "university",
      "school",
      "job",
      "way",
      "example",
      "choice",
      "decision",
      "opportunity",
      "chance",
      "place",
      "answer",
      "question",
    ],
    fixes: [
      ["It was good opportunity for us.", "It was a good opportunity for us."],
      ["This is good way to learn.", "This is a good way to learn."],
      ["It was good decision.", "It was a good decision."],
    ],
    keeps: ["This is good school policy."],
  },
  {
    words: ["friend", "teacher", "student", "person"],
    fixes: [
      ["He is very good student.", "He is a very good student."],
      ["She has good friend in Paris.", "She has a good friend in Paris."],
    ],
    keeps: ["We have good friends."],
  },
  {
    words: ["result", "thing", "point", "solution", "suggestion"],
    fixes: [
      ["It was good result.", "It was a good result."],
      ["That is good point.", "That is a good point."],
    ],
    keeps: ["That is good practice."],
  },
  {
    words: ["book", "movie", "film"],
    fixes: [
      ["It is good book.", "It is a good book."],
      ["It was good movie.", "It was a good movie."],
    ],
    keeps: ["It is a good book."],
  },
];

/**
 * "It will be good idea", "I got good score": a singular countable noun after
 * "good" needs an article. Only after a verb that takes the noun as its
 * complement, and only nouns that are always countable: "good reason",
 * "good practice", "good value" and "good time" are right without one ("we
 * have good reason to", "in good time"). The noun must end its phrase: in
 * "this is good school policy" it is part of a longer noun.
 */
const GOOD_COUNTABLE_NOUN = new RegExp(
  [
    String.raw`\b(?:is|was|be|been|got|get|gets|have|has|had|bring|brings|brought|make|makes|`,
    `made) ((?:very )?good (?:${alternatives(COUNTABLE_AFTER_GOOD)}))`,
    String.raw`(?=\s*[.,;:!?]|\s*$| (?:to|`,
    String.raw`for|of|in|at|on|and|but|because|that|which|so|with|if|when|as|than|from|about)\b)`,
  ].join(""),
  "gi",
);

/**
 * "I want to become doctor", "she was successful engineer": an everyday
 * profession after a linking verb takes "a". Role titles take none ("became
 * king", "was elected president"), so they are not on the list; "good" is
 * left to GOOD_COUNTABLE_NOUN. Lower case only ("should have been Doctor
 * Who"), and not inside a hyphenated compound ("how-long-it-is doctor").
 */
export const PROFESSIONS: readonly ListedWords[] = [
  {
    words: ["doctor", "teacher", "engineer", "nurse", "lawyer", "scientist"],
    fixes: [
      ["I want to become doctor.", "I want to become a doctor."],
      ["She is nurse in Leeds.", "She is a nurse in Leeds."],
      ["He is lawyer.", "He is a lawyer."],
    ],
    keeps: ["He became king.", "It should have been Doctor Who.", "A forget-how-long-it-is doctor, we said."],
  },
  {
    words: ["student", "freshman", "sophomore", "child", "kid"],
    fixes: [
      ["I am student from Korea.", "I am a student from Korea."],
      ["When I was child I lived in Osaka.", "When I was a child I lived in Osaka."],
      ["When I was kid we played outside.", "When I was a kid we played outside."],
    ],
    keeps: ["She is student council president."],
  },
  {
    words: ["artist", "writer", "singer", "actor", "actress"],
    fixes: [
      ["She is artist.", "She is an artist."],
      ["He wants to be actor.", "He wants to be an actor."],
      ["She became actress.", "She became an actress."],
    ],
    keeps: ["She is an artist."],
  },
  {
    words: [
      "pilot",
      "farmer",
      "dentist",
      "architect",
      "accountant",
      "musician",
      "programmer",
      "designer",
      "journalist",
      "photographer",
      "businessman",
      "businesswoman",
      "athlete",
      "astronaut",
      "chef",
      "firefighter",
      "soldier",
      "mechanic",
      "pharmacist",
      "psychologist",
      "veterinarian",
    ],
    fixes: [
      ["He is pilot.", "He is a pilot."],
      ["She is journalist and he is photographer.", "She is a journalist and he is a photographer."],
      ["He was soldier in the war.", "He was a soldier in the war."],
      ["She wants to be veterinarian.", "She wants to be a veterinarian."],
    ],
    keeps: ["He was elected president."],
  },
];

/** Words that may stand between the verb and the profession ("was successful engineer"). */
export const ADJECTIVES_BEFORE_A_PROFESSION: readonly ListedWords[] = [
  {
    words: ["very", "really", "great", "famous", "successful", "professional", "excellent", "better"],
    fixes: [
      ["She was successful engineer in Lagos.", "She was a successful engineer in Lagos."],
      ["He is famous singer.", "He is a famous singer."],
      ["He became better programmer.", "He became a better programmer."],
    ],
    keeps: ["She is really good teacher."],
  },
];

const BARE_PROFESSION = new RegExp(
  `(?:(?<![-\\w])(?:am|is|was|be|been|become|becomes|became|becoming)|(?<=\\bI)'m) ((?:(?:` +
    `${alternatives(ADJECTIVES_BEFORE_A_PROFESSION)}) )*(?:${alternatives(PROFESSIONS)}))(?=\\s*[.,;:!?]|` +
    `\\s*$| (?:and|but|because|in|at|for|from|of|who|when|so|like|than|with|I|we|he|she|they)\\b)`,
  "g",
);

/**
 * "We must protect environment": the natural world is "the environment".
 * Only straight after a verb or preposition that takes it as its object, and
 * only where the noun ends its phrase ("work environment rules" is a compound).
 * Not after "of" ("this type of environment") or an adjective ("a more
 * protected environment"), and not "the Department of the Environment".
 */
const BARE_ENVIRONMENT = new RegExp(
  [
    String.raw`(?<![-\w])(?:about|protect|protects|protecting|save|saving|pollute|pollutes|polluting|`,
    String.raw`harm|harms|harming|damage|damages|damaging|for|to|on|into) (environment)(?=\s*[.,;:!?]|`,
    String.raw`\s*$| (?:and|but|because|is|are|was|will|should|can|by|from|in|of|for)\b)`,
  ].join(""),
  "g",
);

/**
 * "We went to store": a place one goes to takes "the" ("went to the store",
 * "go to the library"). Places where going is an institution take none and are
 * not on the list ("go to school", "to church", "to bed", "to work", and in
 * British English "to hospital"), nor are "market" ("go to market") and
 * "shop" ("went to shop for shoes"). The noun must end its phrase, so "went
 * to store the boxes" and "to park the car" keep their verb.
 */
export const PLACES_TAKING_THE: readonly ListedWords[] = [
  {
    words: ["store", "supermarket", "mall"],
    fixes: [
      ["Yesterday we went to store and bought milk.", "Yesterday we went to the store and bought milk."],
      ["We went to supermarket yesterday.", "We went to the supermarket yesterday."],
    ],
    keeps: ["He went to store the boxes.", "We went to shop for shoes."],
  },
  {
    words: ["library", "cinema", "theater", "theatre", "museum", "zoo", "park", "beach"],
    fixes: [
      ["I go to library every day.", "I go to the library every day."],
      ["We went to cinema last night.", "We went to the cinema last night."],
      ["They went to beach.", "They went to the beach."],
    ],
    keeps: ["I went to park the car.", "We go to school by bus."],
  },
  {
    words: ["airport", "station"],
    fixes: [
      ["We drove to airport.", "We drove to the airport."],
      ["She walked to station.", "She walked to the station."],
    ],
    keeps: ["I will go to market."],
  },
  {
    words: ["restaurant", "gym", "bank", "pharmacy", "dentist", "doctor"],
    fixes: [
      ["I go to gym every day.", "I go to the gym every day."],
      ["Go to doctor when you are sick.", "Go to the doctor when you are sick."],
      ["She went to bank today.", "She went to the bank today."],
    ],
    keeps: ["We got to Bank at noon.", "They went to hospital."],
  },
  {
    words: ["countryside", "seaside"],
    fixes: [
      ["We drove to countryside.", "We drove to the countryside."],
      ["We went to seaside.", "We went to the seaside."],
    ],
    keeps: [],
  },
];
const BARE_PLACE = new RegExp(
  `(?<![-\\w])(?:go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|walking|drive|drives|` +
    `drove|driving|driven|run|runs|ran|running|return|returns|returned|returning|head|heads|headed|heading|` +
    `get|gets|got|getting)(?: back)? to (${alternatives(PLACES_TAKING_THE)})(?=\\s*[.,;:!?]|\\s*$| (?:and|but|or|so|` +
    `because|with|for|in|on|at|near|by|after|before|when|to|yesterday|today|tonight|last|every|again)\\b)`,
  "gi",
);

/**
 * "She does not have job", "I need car": a thing one has, needs or gets is
 * counted, so it takes "a". Only nouns that are never used bare after these
 * verbs, and only where the noun ends its phrase ("have job security", "need
 * car insurance" are compounds). "Own" after a possessive is not the verb
 * ("my own car").
 */
export const OWNED_THINGS: readonly ListedWords[] = [
  {
    words: ["job"],
    fixes: [["She does not have job.", "She does not have a job."]],
    keeps: ["We have job security.", "We have Job in the reading list."],
  },
  { words: ["car"], fixes: [["I need car.", "I need a car."]], keeps: ["I need car insurance.", "I had their own car."] },
  {
    words: ["house", "flat", "apartment"],
    fixes: [
      ["We bought house.", "We bought a house."],
      ["They rented flat in town.", "They rented a flat in town."],
    ],
    keeps: ["I had my own apartment."],
  },
  {
    words: ["computer", "laptop", "phone", "cellphone", "smartphone"],
    fixes: [
      ["I need computer for work.", "I need a computer for work."],
      ["She wants phone.", "She wants a phone."],
    ],
    keeps: ["I need computer skills."],
  },
  { words: ["bike", "bicycle"], fixes: [["He got bike for his birthday.", "He got a bike for his birthday."]], keeps: [] },
  {
    words: ["boyfriend", "girlfriend", "dog", "cat", "pet"],
    fixes: [
      ["She has boyfriend now.", "She has a boyfriend now."],
      ["We have dog.", "We have a dog."],
    ],
    keeps: ["We have dog food."],
  },
  {
    words: ["passport", "visa"],
    fixes: [
      ["I need passport.", "I need a passport."],
      ["He needs visa to travel.", "He needs a visa to travel."],
    ],
    keeps: [],
  },
];

/** Words that may stand between the verb and the thing ("bought new laptop"). */
export const ADJECTIVES_BEFORE_AN_OWNED_THING: readonly ListedWords[] = [
  {
    words: [
      "new",
      "better",
      "stable",
      "part-time",
      "full-time",
      "well-paid",
      "big",
      "small",
      "nice",
      "cheap",
      "fast",
      "used",
      "second-hand",
    ],
    fixes: [
      ["I bought new laptop.", "I bought a new laptop."],
      ["She found stable job.", "She found a stable job."],
      ["She got well-paid job.", "She got a well-paid job."],
    ],
    keeps: ["She found a stable job."],
  },
];
const BARE_OWNED_THING = new RegExp(
  `(?<![-\\w])(?:have|has|had|having|need|needs|needed|needing|want|wants|wanted|buy|buys|bought|buying|` +
    `get|gets|got|getting|find|finds|found|finding|(?<!(?:my|your|his|her|its|our|their|whose|'s) )own|` +
    `owns|owned|rent|rents|rented) ((?:(?:${alternatives(ADJECTIVES_BEFORE_AN_OWNED_THING)}) )?` +
    `(?:${alternatives(OWNED_THINGS)}))(?=\\s*[.,;:!?]|\\s*$| (?:and|but|or|so|` +
    `because|to|for|in|at|with|that|which|when|if|anymore|now|yet|either|too|since|from|of|like|there)\\b)`,
  "g",
);

/**
 * "It plays important role", "This is serious problem", "for long time":
 * set phrases where the singular noun always takes "a"/"an". The adjective
 * list is short on purpose: "main" or "best" would take "the".
 */
export const ARTICLE_ADJECTIVES: readonly ListedWords[] = [
  {
    words: [
      "important",
      "big",
      "major",
      "key",
      "vital",
      "crucial",
      "significant",
      "central",
      "serious",
      "difficult",
      "huge",
      "great",
      "useful",
      "interesting",
    ],
    fixes: [
      ["It plays key role.", "It plays a key role."],
      ["It plays vital part.", "It plays a vital part."],
      ["It was serious issue.", "It was a serious issue."],
      ["It was interesting experience.", "It was an interesting experience."],
    ],
    keeps: ["The main role was difficult.", "It plays the best part."],
  },
];

/** Nouns after "is/was" and one of the adjectives: "this is important thing". */
export const THINGS_AFTER_AN_ADJECTIVE: readonly ListedWords[] = [
  {
    words: ["thing", "problem", "issue", "question", "reason", "factor", "step", "decision", "experience"],
    fixes: [
      ["That is big problem for us.", "That is a big problem for us."],
      ["It was difficult decision.", "It was a difficult decision."],
      ["This is useful step.", "This is a useful step."],
    ],
    keeps: ["It is important things that count."],
  },
];

const BARE_ROLE = new RegExp(`\\b(?:play|plays|played|playing)(?: also)? ((?:${alternatives(ARTICLE_ADJECTIVES)}) (?:role|part))\\b`, "gi");
const BARE_THING_AFTER_BE = new RegExp(
  `\\b(?:is|was) ((?:very )?(?:${alternatives(ARTICLE_ADJECTIVES)}) (?:` +
    `${alternatives(THINGS_AFTER_AN_ADJECTIVE)}))(?=\\s*[.,;:!?]|` +
    `\\s*$| (?:to|for|of|in|because|that|which|and|but|when|if)\\b)`,
  "gi",
);
const BARE_LONG_TIME = new RegExp(
  [
    String.raw`\b(?:for|in) ((?:very |quite )?(?:long|short) (?:time|while))(?=\s*[.,;:!?]|`,
    String.raw`\s*$| (?:and|but|or|so|to|for|in|at|with|now|ago|because|without|`,
    String.raw`until|before|after|since|I|we|you|he|she|they|it|the|a|my|our|their)\b)`,
  ].join(""),
  "gi",
);

/** Where a noun phrase (group 1 of `pattern`) needs an article, and which. */
interface ArticleRule extends RuleExamples {
  readonly pattern: RegExp;
  /** "a" always, "a or an" by the phrase's first letter, or "the". */
  readonly article: "a" | "a or an" | "the";
  /** A capital makes the noun a name ("went to Bank" is London's station): left alone. */
  readonly lowerCaseOnly?: true;
}

/** In this order: an earlier row wins where two would put an article at the same place. */
export const MISSING_ARTICLES: readonly ArticleRule[] = [
  {
    pattern: GOOD_COUNTABLE_NOUN,
    article: "a",
    fixes: [
      ["It will be good idea.", "It will be a good idea."],
      ["I got good score in the test.", "I got a good score in the test."],
      ["He is very good student.", "He is a very good student."],
    ],
    keeps: ["We have good reason to stay, and it was good practice.", "This is good school policy.", "Good job!"],
  },
  {
    pattern: BARE_ROLE,
    article: "a or an",
    fixes: [
      ["Knowledge plays also important role.", "Knowledge plays also an important role."],
      ["It plays big part in it.", "It plays a big part in it."],
    ],
    keeps: ["It plays a key role.", "The main role was difficult."],
  },
  {
    pattern: BARE_THING_AFTER_BE,
    article: "a or an",
    fixes: [
      ["This is important thing.", "This is an important thing."],
      ["That is big problem for us.", "That is a big problem for us."],
    ],
    keeps: ["This is the important thing.", "It is important things that count."],
  },
  {
    pattern: BARE_LONG_TIME,
    article: "a",
    fixes: [
      ["We waited for long time.", "We waited for a long time."],
      ["We fit long time series for long time.", "We fit long time series for a long time."],
    ],
    keeps: ["We fit long time series."],
  },
  {
    pattern: BARE_PROFESSION,
    article: "a or an",
    fixes: [
      ["I am student from Korea and I'm teacher.", "I am a student from Korea and I'm a teacher."],
      ["When I was child I lived in Osaka.", "When I was a child I lived in Osaka."],
      ["When I was freshman at Meiji we traveled.", "When I was a freshman at Meiji we traveled."],
      ["I want to become doctor.", "I want to become a doctor."],
      ["She was successful engineer in Lagos.", "She was a successful engineer in Lagos."],
      ["He became engineer and she is artist.", "He became an engineer and she is an artist."],
    ],
    keeps: [
      "He became king.",
      "She is student council president.",
      "He was a teacher.",
      "It should have been Doctor Who.",
      "A forget-how-long-it-is doctor, we said.",
    ],
  },
  {
    pattern: BARE_OWNED_THING,
    article: "a or an",
    fixes: [
      ["She does not have job, so she needs car to use.", "She does not have a job, so she needs a car to use."],
      ["I bought new laptop.", "I bought a new laptop."],
      ["Only a few of them own car.", "Only a few of them own a car."],
    ],
    keeps: [
      "I need car insurance and we have job security.",
      "I had my own apartment and their own car.",
      "We have Job in the reading list.",
    ],
  },
  {
    pattern: BARE_ENVIRONMENT,
    article: "the",
    fixes: [
      ["We must protect environment and think about environment.", "We must protect the environment and think about the environment."],
    ],
    keeps: [
      "It is good for the environment.",
      "Work environment rules apply.",
      "This type of environment helps.",
      "A more protected environment, said the Department of the Environment.",
    ],
  },
  {
    pattern: BARE_PLACE,
    article: "the",
    lowerCaseOnly: true,
    fixes: [
      ["Yesterday we went to store and bought milk.", "Yesterday we went to the store and bought milk."],
      ["I go to library every day.", "I go to the library every day."],
      ["Go to doctor when you are sick.", "Go to the doctor when you are sick."],
    ],
    keeps: [
      "He went to store the boxes.",
      "I went to park the car.",
      "We go to school by bus.",
      "They went to hospital.",
      "I will go to market.",
      "We went to shop for shoes.",
      "We got to Bank at noon.",
    ],
  },
];

function articleFor(rule: ArticleRule, phrase: string): string {
  if (rule.article === "a or an") return /^[aeio]/i.test(phrase) ? "an " : "a ";
  return `${rule.article} `;
}

export function missingArticleEdits(text: string): Edit[] {
  return MISSING_ARTICLES.flatMap((rule) =>
    [...text.matchAll(rule.pattern)]
      .filter((match) => !rule.lowerCaseOnly || /^[a-z]/.test(match[1] as string))
      .map((match): Edit => {
        const phrase = match[1] as string;
        const start = match.index + match[0].length - phrase.length;
        return { start, end: start, replacement: articleFor(rule, phrase), reason: "A singular noun needs “a” or “the”" };
      }),
  );
}
