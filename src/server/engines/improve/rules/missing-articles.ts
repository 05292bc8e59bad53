import type { Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

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
    "made) ((?:very )?good (?:idea|plan|score|grade|situation|university|school|job|way|example|",
    "choice|decision|opportunity|chance|place|answer|question|friend|teacher|student|",
    String.raw`person|result|thing|point|solution|suggestion|book|movie|film))(?=\s*[.,;:!?]|\s*$| (?:to|`,
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
const PROFESSIONS =
  "doctor|teacher|engineer|nurse|lawyer|scientist|student|freshman|sophomore|child|" +
  "kid|artist|writer|singer|actor|actress|pilot|farmer|dentist|architect|accountant|" +
  "musician|programmer|designer|journalist|photographer|businessman|businesswoman|athlete|" +
  "astronaut|chef|firefighter|soldier|mechanic|pharmacist|psychologist|veterinarian";
const BARE_PROFESSION = new RegExp(
  `(?:(?<![-\\w])(?:am|is|was|be|been|become|becomes|became|becoming)|(?<=\\bI)'m) ((?:(?:very|` +
    `really|great|famous|successful|professional|excellent|better) )*(?:${PROFESSIONS}))(?=\\s*[.,;:!?]|` +
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
const PLACES_TAKING_THE =
  "store|supermarket|mall|library|cinema|theater|theatre|museum|zoo|park|beach|airport|station|restaurant|gym|bank|pharmacy|dentist|doctor|countryside|seaside";
const BARE_PLACE = new RegExp(
  `(?<![-\\w])(?:go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|walking|drive|drives|` +
    `drove|driving|driven|run|runs|ran|running|return|returns|returned|returning|head|heads|headed|heading|` +
    `get|gets|got|getting)(?: back)? to (${PLACES_TAKING_THE})(?=\\s*[.,;:!?]|\\s*$| (?:and|but|or|so|` +
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
const OWNED_THINGS =
  "job|car|house|flat|apartment|computer|laptop|phone|cellphone|smartphone|bike|bicycle|boyfriend|girlfriend|dog|cat|pet|passport|visa";
const BARE_OWNED_THING = new RegExp(
  `(?<![-\\w])(?:have|has|had|having|need|needs|needed|needing|want|wants|wanted|buy|buys|bought|buying|` +
    `get|gets|got|getting|find|finds|found|finding|(?<!(?:my|your|his|her|its|our|their|whose|'s) )own|` +
    `owns|owned|rent|rents|rented) ((?:(?:new|better|stable|part-time|full-time|well-paid|big|small|` +
    `nice|cheap|fast|used|second-hand) )?(?:${OWNED_THINGS}))(?=\\s*[.,;:!?]|\\s*$| (?:and|but|or|so|` +
    `because|to|for|in|at|with|that|which|when|if|anymore|now|yet|either|too|since|from|of|like|there)\\b)`,
  "g",
);

/**
 * "It plays important role", "This is serious problem", "for long time":
 * set phrases where the singular noun always takes "a"/"an". The adjective
 * list is short on purpose: "main" or "best" would take "the".
 */
const ARTICLE_ADJECTIVES = "important|big|major|key|vital|crucial|significant|central|serious|difficult|huge|great|useful|interesting";
const BARE_ROLE = new RegExp(`\\b(?:play|plays|played|playing)(?: also)? ((?:${ARTICLE_ADJECTIVES}) (?:role|part))\\b`, "gi");
const BARE_THING_AFTER_BE = new RegExp(
  `\\b(?:is|was) ((?:very )?(?:${ARTICLE_ADJECTIVES}) (?:thing|problem|` +
    `issue|question|reason|factor|step|decision|experience))(?=\\s*[.,;:!?]|` +
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
