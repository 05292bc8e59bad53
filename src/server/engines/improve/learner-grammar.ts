import nlp from "compromise";
import { agreementEdits, isCommonBareVerb } from "./agreement.js";
import { matchInitialCase, sentenceAround, type Edit } from "./edits.js";
import { learnerClauseEdits } from "./learner-clauses.js";
import { verbComplementEdits } from "./verb-complements.js";
import { bareOfSForm, verbForms } from "./word-forms.js";
import { subjectForm } from "./pronouns.js";
import { isSentenceStart, simplePastOf } from "./style-rules.js";
import { frequencyOfWord } from "./word-frequencies.js";

/**
 * Mistakes typical of people writing in a second language, which Harper
 * misses or corrects to the wrong word ("payed" → "paced"). Each rule fires
 * only on a form that is wrong in every context, so correct text is left alone.
 */

/** Regular endings put on irregular verbs: the wrong form, its simple past, its past participle. */
const OVERREGULARISED: ReadonlyArray<readonly [string, string, string]> = [
  ["becomed", "became", "become"], ["beginned", "began", "begun"], ["breaked", "broke", "broken"],
  ["bringed", "brought", "brought"], ["builded", "built", "built"], ["buyed", "bought", "bought"],
  ["catched", "caught", "caught"], ["choosed", "chose", "chosen"], ["comed", "came", "come"],
  ["cutted", "cut", "cut"], ["drinked", "drank", "drunk"], ["drived", "drove", "driven"],
  ["eated", "ate", "eaten"], ["falled", "fell", "fallen"], ["feeded", "fed", "fed"], ["feeled", "felt", "felt"],
  ["fighted", "fought", "fought"], ["finded", "found", "found"], ["forgetted", "forgot", "forgotten"],
  ["gived", "gave", "given"], ["goed", "went", "gone"], ["growed", "grew", "grown"], ["heared", "heard", "heard"],
  ["hitted", "hit", "hit"], ["holded", "held", "held"], ["hurted", "hurt", "hurt"], ["keeped", "kept", "kept"],
  ["knowed", "knew", "known"], ["layed", "laid", "laid"], ["losed", "lost", "lost"], ["maked", "made", "made"],
  ["meaned", "meant", "meant"], ["meeted", "met", "met"], ["payed", "paid", "paid"], ["rided", "rode", "ridden"],
  ["runned", "ran", "run"], ["sayed", "said", "said"], ["selled", "sold", "sold"], ["sended", "sent", "sent"],
  ["shaked", "shook", "shaken"], ["shooted", "shot", "shot"], ["sitted", "sat", "sat"], ["sleeped", "slept", "slept"],
  ["speaked", "spoke", "spoken"], ["spended", "spent", "spent"], ["standed", "stood", "stood"],
  ["stealed", "stole", "stolen"], ["swimmed", "swam", "swum"], ["taked", "took", "taken"], ["teached", "taught", "taught"],
  ["telled", "told", "told"], ["thinked", "thought", "thought"], ["throwed", "threw", "thrown"],
  ["understanded", "understood", "understood"], ["weared", "wore", "worn"], ["winned", "won", "won"],
  ["writed", "wrote", "written"], ["dealed", "dealt", "dealt"], ["brang", "brought", "brought"], ["brung", "brought", "brought"],
  ["readed", "read", "read"], ["spreaded", "spread", "spread"], ["seeked", "sought", "sought"], ["freezed", "froze", "frozen"],
  ["hided", "hid", "hidden"], ["lended", "lent", "lent"], ["drawed", "drew", "drawn"], ["overcomed", "overcame", "overcome"],
  ["sticked", "stuck", "stuck"], ["striked", "struck", "struck"], ["blowed", "blew", "blown"], ["digged", "dug", "dug"],
  ["forgived", "forgave", "forgiven"], ["shutted", "shut", "shut"], ["splitted", "split", "split"], ["sweared", "swore", "sworn"],
  ["weeped", "wept", "wept"], ["withdrawed", "withdrew", "withdrawn"], ["beated", "beat", "beaten"], ["bited", "bit", "bitten"],
  ["fleed", "fled", "fled"], ["bleeded", "bled", "bled"], ["sinked", "sank", "sunk"], ["setted", "set", "set"],
  ["upsetted", "upset", "upset"], ["letted", "let", "let"], ["forbidded", "forbade", "forbidden"], ["mistaked", "mistook", "mistaken"],
  ["rised", "rose", "risen"], ["arised", "arose", "arisen"],
];

const FORMS = new Map(OVERREGULARISED.map(([wrong, past, participle]) => [wrong, { past, participle }]));

const IRREGULAR_PAST = new Set(OVERREGULARISED.map(([, past]) => past));

/** Past forms, right or overregularised: a word just before one of these is not itself the verb. */
export function isPastTenseForm(word: string): boolean {
  const lower = word.toLowerCase();
  return /[a-z]{2,}ed$/.test(lower) || FORMS.has(lower) || IRREGULAR_PAST.has(lower);
}
const OVERREGULARISED_PATTERN = new RegExp(`\\b(?:${OVERREGULARISED.map(([wrong]) => wrong).join("|")})\\b`, "gi");
/** After these the verb is a participle ("has choosed" → "has chosen"); otherwise a simple past. */
const PARTICIPLE_CONTEXT = /\b(?:have|has|had|having|be|been|being|is|are|was|were|am|'ve|'s|'d)\s+(?:[a-z]+ly\s+|not\s+|never\s+|already\s+|just\s+)?$/i;

/**
 * A simple past after "have" ("I have went", "would have came") → the
 * participle. Pasts that are also nouns or adjectives stay ("have a bit",
 * "rose", "broke", "fell"), and "forgot" and "beat", which many speakers use
 * as participles.
 */
const NOT_ONLY_A_PAST = new Set(["bit", "rose", "broke", "fell", "forgot", "beat"]);
const PARTICIPLE_OF_PAST = new Map(
  [...OVERREGULARISED, ["doed", "did", "done"] as const]
    .filter(([, past, participle]) => past !== participle && !NOT_ONLY_A_PAST.has(past))
    .map(([, past, participle]) => [past, participle]),
);
const PAST_AFTER_HAVE = new RegExp(
  // "would of came": the "of" is fixed on its own, and the verb after it is a participle too.
  `\\b(?:have|has|had|having|'ve|(?:could|would|should|might|must) of)\\s+(?:not\\s+|never\\s+|already\\s+|just\\s+|always\\s+)?(${[...PARTICIPLE_OF_PAST.keys()].join("|")})\\b`,
  "dgi",
);

export function participleAfterHaveEdits(text: string): Edit[] {
  return [...text.matchAll(PAST_AFTER_HAVE)].map((match) => {
    const [start, end] = match.indices?.[1] as [number, number];
    const past = match[1] as string;
    return { start, end, replacement: matchInitialCase(past, PARTICIPLE_OF_PAST.get(past.toLowerCase()) as string), reason: "After “have”, the past participle" };
  });
}

export function irregularVerbEdits(text: string): Edit[] {
  return [...text.matchAll(OVERREGULARISED_PATTERN)].map((match) => {
    const forms = FORMS.get(match[0].toLowerCase()) as { past: string; participle: string };
    const wanted = PARTICIPLE_CONTEXT.test(text.slice(0, match.index)) ? forms.participle : forms.past;
    return { start: match.index, end: match.index + match[0].length, replacement: matchInitialCase(match[0], wanted), reason: "Irregular verb form" };
  });
}

/**
 * "should to invest" → "should invest", "can't to go" → "can't go". Left out:
 * "won't", which learners write for "want" ("I won't to go"), "will" and "may" ("the will
 * to live", "May to June"), and "can" and "could", which end a clause before
 * "to" ("everything I can to help", "all we could to save him").
 */
const MODAL_TO = /\b(?:should|must|would|might|cannot|shall|can't|couldn't|wouldn't|shouldn't|mustn't)( to)(?= (?!(?:the|a|an|this|that|these|those|my|your|his|her|our|their|its|me|him|them|us|you|what|which|whom|and|or)\b)[a-z]+\b)/gi;

export function modalToEdits(text: string): Edit[] {
  return [...text.matchAll(MODAL_TO)].map((match) => {
    const start = match.index + match[0].length - " to".length;
    return { start, end: start + " to".length, replacement: "", reason: "No “to” after should, must, can…" };
  });
}

/**
 * "its" where "it is" is meant: before an article, "not" or "been", or before
 * an adjective used as a predicate ("its clear that", "its hard to"). An
 * adjective before a noun stays possessive ("its true nature"), as do
 * hyphenated words ("its not-for-profit arm").
 */
const ITS_MEANING_IT_IS = new RegExp(
  "\\b(its)(?= (?:(?:a|an|the|not|been|also|always|never|going to|getting)\\b(?![-'])|" +
    "(?:better|worse|bigger|smaller|harder|easier|cheaper|more|less) than\\b|" +
    "(?:too|so) (?:hard|easy|late|early|good|bad|hot|cold|big|small|expensive|cheap|far|important|difficult|much)\\b(?![-'])|" +
    "(?:clear|obvious|true|important|possible|impossible|hard|easy|difficult|necessary|likely|unlikely)(?: (?:that|to|for|if|whether)\\b|[.,;!?])))",
  "gi",
);

export function itsForItIsEdits(text: string): Edit[] {
  return [...text.matchAll(ITS_MEANING_IT_IS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: matchInitialCase(match[0], "it's"),
    reason: "“It's” (it is), not the possessive “its”",
  }));
}

/**
 * "Who's book is this?" → "Whose book": "who's" before a noun that a verb
 * follows is the possessive. "Who's coming", "Who's there" and "Who's the
 * boss" stay.
 */
const WHOS_BEFORE_A_NOUN = /\b(who's) ([a-z]+)(?= (?:is|was|are|were|did|do|does|should|will|can|could|would)\b)/gi;

/** The word reads as a noun where a noun must stand ("the book is"), and as nothing else ("next", "going"). */
function readsAsNoun(word: string): boolean {
  const alone = nlp(word);
  return nlp(`the ${word} is`).terms(1).has("#Noun") && !/ing$/.test(word) && !alone.has("#Adjective") && !alone.has("#Adverb");
}

export function whoseEdits(text: string): Edit[] {
  return [...text.matchAll(WHOS_BEFORE_A_NOUN)]
    .filter((match) => readsAsNoun(match[2] as string))
    .map((match) => ({ start: match.index, end: match.index + (match[1] as string).length, replacement: matchInitialCase(match[1] as string, "whose"), reason: "“Whose” (of whom), not “who's” (who is)" }));
}

/** Verb or adjective with the wrong preposition → the right one; only pairs that are wrong everywhere. */
const WRONG_PREPOSITIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(responsible) of\b/gi, "$1 for"],
  [/\b(interested) (?:on|about)\b/gi, "$1 in"],
  [/\b(depend|depends|depended|depending) of\b/gi, "$1 on"],
  [/\b(afraid) from\b/gi, "$1 of"],
  [/\b(discuss|discusses|discussed|discussing) about\b/gi, "$1"],
  [/\b(mention|mentions|mentioned|mentioning) about\b/gi, "$1"],
];

export function prepositionEdits(text: string): Edit[] {
  return WRONG_PREPOSITIONS.flatMap(([pattern, replacement]) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      replacement: match[0].replace(new RegExp(pattern.source, "i"), replacement),
      reason: "Preposition",
    })),
  );
}

/** A photo as the object, closing the clause or before a preposition, so "make photos look sharper" stays. */
const PHOTO_OBJECT =
  "((?:a |the |some |many |lots of |a lot of |a few |more |nice |good |great |beautiful )?(?:photos?|pictures?|photographs?))(?=\\s*[.,!?;]|\\s*$|\\s+(?:of|with|at|in|on|for|and|together|yesterday|today|when|while|because)\\b)";
const SWITCHED_THING = "((?:the|my|your|his|her|our|their) (?:lights?|tv|television|radio))\\b";

/**
 * One FIXED_PHRASES row for each form of a verb ("do" → "make", "did" →
 * "made"…), all taking the same object, captured as group 1. `before`
 * guards the verb (by default a word boundary).
 */
function rowsForEachForm(forms: ReadonlyArray<readonly [wrong: string, right: string]>, object: string, reason: string, before = "\\b") {
  return forms.map(([wrong, right]) => [new RegExp(`${before}${wrong} ${object}`, "gi"), `${right} $1`, reason] as const);
}

const WELL_NOT_GOOD = "“Well” says how something is done; “good” describes a thing";

/** Phrases that are wrong in every context, each with its fix and the reason shown to the writer. */
const FIXED_PHRASES: ReadonlyArray<readonly [RegExp, string, string]> = [
  // "could of gone" is how "could've" sounds; "would of course" is a different phrase.
  [/\b(could|would|should|might|must) of\b(?! course)/gi, "$1 have", "“Have”, not “of”, after could, would, should…"],
  // Not in a question: "Have you seen it?"
  [/(?<!\b(?:have|has|had|haven't|hasn't|hadn't)(?:\s+not)?\s+)\b(I|we|you|they|he|she) seen\b/gi, "$1 saw", "“Saw” (past), or “have seen”"],
  [/\b(each of (?:the|these|those|my|our|your|their|his|her) [a-z]+s) have\b/gi, "$1 has", "“Each of…” takes a singular verb"],
  [/\b(despite) of\b/gi, "$1", "“Despite” takes no “of”"],
  [/\b(I) am (agree|disagree)\b/g, "$1 $2", "“Agree” is a verb: “I agree”"],
  [/\b(we|you|they) are (agree|disagree)\b/gi, "$1 $2", "“Agree” is a verb: “we agree”"],
  [/\b(he|she) is (agree|disagree)\b/gi, "$1 $2s", "“Agree” is a verb: “she agrees”"],
  [/\b(I) am not (agree|disagree)\b/g, "$1 do not $2", "“Agree” is a verb: “I do not agree”"],
  [/\b(I)'m not (agree|disagree)\b/g, "$1 don't $2", "“Agree” is a verb: “I don't agree”"],
  [/\b(I)'m (agree|disagree)\b/g, "$1 $2", "“Agree” is a verb: “I agree”"],
  [/\b(we|you|they)'re (agree|disagree)\b/gi, "$1 $2", "“Agree” is a verb: “we agree”"],
  [/\b(we|you|they) are not (agree|disagree)\b/gi, "$1 do not $2", "“Agree” is a verb: “we do not agree”"],
  [/\b(he|she) is not (agree|disagree)\b/gi, "$1 does not $2", "“Agree” is a verb: “she does not agree”"],
  // "in morning dress" is a compound; the time of day alone takes "the".
  [/\b(in) (morning|evening|afternoon)(?=\s*[.,;:!?]|\s*$| (?:I|we|you|he|she|they|it|the|my|our|and|but|or|before|after|at|when|there|people|everyone)\b)/gi, "$1 the $2", "“In the morning”"],
  [/\b(in) the end of (the|this|that|my|our|his|her|their|each|every|a|an)\b/gi, "at the end of $2", "“At the end of” a time or a place"],
  [/\b(bad|good|negative|positive|big|huge|great|strong|harmful|serious) (effect|impact) to\b/gi, "$1 $2 on", "An effect “on” something"],
  [/(?<=^|[.!?]\s+)Is ((?:very |so |really |quite |too )?(?:difficult|hard|easy|important|necessary|possible|impossible|better|interesting|clear|obvious|normal|common|useful|dangerous|good|bad)) (to|that|for)\b/g, "It is $1 $2", "The sentence needs a subject: “It is…”"],
  // Only where "it" opens a clause: in "making it worth $5bn" it is an object.
  [/(?<=(?:^|[.!?;,]\s*|\b(?:think|thinks|believe|believes|guess|feel|that|because|but|and|so|if|maybe|perhaps)\s+))\b(it|this) worth\b/gi, "$1 is worth", "A verb is missing: “it is worth”"],
  [/\b(I|we|you|they) want to don't\b/g, "$1 don't want to", "“Don't want to”"],
  [/\b(will not|won't) can\b/gi, "$1 be able to", "“Can” has no future: “will not be able to”"],
  // "the shopping mall" is a place; "go to shopping" is the activity, said without "to".
  [/\b(go|goes|went|going|gone) to shopping\b(?! (?:malls?|cent(?:re|er)s?|streets?|district|area|arcade|precinct|trolley|cart|list))/gi, "$1 shopping", "“Go shopping”, without “to”"],
  [/\b(listen|listens|listened|listening) (music|the radio)\b/gi, "$1 to $2", "“Listen to” music"],
  // French and Spanish learners' noun ("les inconvénients"); the spelling check would make it the adjective.
  [/\binconvenients\b/gi, "disadvantages", "“Inconvenient” describes; the noun is “disadvantages”"],
  [/\b(am|is|are|was|were|'m|'re|feel|feels|felt) ((?:very |so |really |too |a bit )?)worry\b/gi, "$1 $2worried", "“Worried” is how you feel"],
  [/\bsince (?:the )?(last|past) (two|three|four|five|six|seven|eight|nine|ten|few|several|many|\d+) (years|months|weeks|days)\b/gi, "for the $1 $2 $3", "“For” with a length of time"],
  [/\b(look|looks|looking|looked) forward to (hear|see|meet|work|speak|talk)\b/gi, "$1 forward to $2ing", "“Look forward to” takes an -ing form"],
  [/\b(look|looks|looking|looked) forward to receive\b/gi, "$1 forward to receiving", "“Look forward to” takes an -ing form"],
  [/\b(there) is (many|several|few|numerous|two|three|four|five)\b/gi, "$1 are $2", "“There are” before a plural"],
  [/\b(I|we|they|will|would|can|could|should|must|strongly) advice\b/g, "$1 advise", "“Advise” is the verb, “advice” the noun"],
  [/\b(can|can't|cannot|could|couldn't|will|won't|must|should) breath\b/gi, "$1 breathe", "“Breathe” is the verb, “breath” the noun"],
  [/\b(a|deep|fresh|my|your|his|her|our|their) breathe\b/gi, "$1 breath", "“Breath” is the noun, “breathe” the verb"],
  [/\b(for all) intensive purposes\b/gi, "$1 intents and purposes", "The phrase is “for all intents and purposes”"],
  [/\b(one) in the same\b/gi, "$1 and the same", "The phrase is “one and the same”"],
  [/\bsince (?:a )?long time\b/gi, "for a long time", "“For a long time” (or “since” with a point in time)"],
  // A plural verb after "which" shows it stands for the people ("people which live"); "people which is
  // important" refers to the whole clause before it and stays.
  [
    /\b(people|students|teachers|children|friends|parents|men|women|kids|doctors|workers|employees) which (?=(?:are|were|have|live|do|want|think|like|work|go|come|need|know|say|believe|love|study|play|use|spend|get|make)\b)/gi,
    "$1 who ",
    "“Who” for people, “which” for things",
  ],
  // Said of oneself, "interesting in" and "exciting about" are the feeling: "interested", "excited".
  [/\b(I am|I'm|we are|we're) interesting in\b/gi, "$1 interested in", "“Interested” is how you feel; “interesting” is what something is"],
  [/\b(I am|I'm|we are|we're) ((?:very |so |really )?)exciting (about|for|to)\b/gi, "$1 $2excited $3", "“Excited” is how you feel; “exciting” is what something is"],
  [/\bmake ((?:my|his|her|our|their|your|the) )?homework\b/gi, "do $1homework", "One “does” homework"],
  [/\bmakes ((?:my|his|her|our|their|your|the) )?homework\b/gi, "does $1homework", "One “does” homework"],
  [/\bmade ((?:my|his|her|our|their|your|the) )?homework\b/gi, "did $1homework", "One “does” homework"],
  [/\bmaking ((?:my|his|her|our|their|your|the) )?homework\b/gi, "doing $1homework", "One “does” homework"],
  // "I have 20 years old": age is a state in English, said with "be".
  [/\b(I) have (\d{1,3}|[a-z]+(?:-[a-z]+)?) years old\b/g, "$1 am $2 years old", "Age takes “be”: “I am 20 years old”"],
  [/\b(he|she) has (\d{1,3}|[a-z]+(?:-[a-z]+)?) years old\b/gi, "$1 is $2 years old", "Age takes “be”: “she is 20 years old”"],
  [/\b(we|you|they) have (\d{1,3}|[a-z]+(?:-[a-z]+)?) years old\b/gi, "$1 are $2 years old", "Age takes “be”: “they are 20 years old”"],
  // Before a noun ("everyday life") it is the adjective and right.
  [/\beveryday(?= (?:after|before|at|in|for|of|and|but|so|because|when|until|since|from|with|except)\b)/gi, "every day", "“Every day” (each day); “everyday” means ordinary"],
  [/\b(nip (?:it|this|that|them) in the) butt\b/gi, "$1 bud", "The phrase is “nip it in the bud”"],
  [/\b(am|is|are|was|were|be|been|being|'m|'re|'s|not) suppose to\b/gi, "$1 supposed to", "“Supposed to”"],
  // "The tools we use to build" is right; a sentence that opens "We use to live" means "used to".
  [/(?<=^|[.!?]\s+)(I|We|You|They|He|She) use to (?=[a-z]+ )/g, "$1 used to ", "“Used to” for what was true in the past"],
  [/\b(the) principle (of the (?:school|college|university|academy))\b/gi, "$1 principal $2", "“Principal” is the head of a school"],
  // "Is there going to be…" is a question, and right.
  [/(?<!\b(?:is|was|are|were|be|been|isn't|wasn't|aren't|weren't)\s+)\b[Tt]here (going to|gonna) (?!be\b)/g, "they're $1 ", "“They're” (they are), not “there”"],
  // Only verbs that are not also nouns: "I want help" and "they want work" are right.
  [/\b(want|wants|wanted) (be|go|come|know|learn|study|become|travel|visit|buy|see|watch|stay|leave)\b/gi, "$1 to $2", "“Want” takes “to” before a verb"],
  [/\b(between you and) I\b/gi, "$1 me", "“Between you and me”"],
  [/\b(the|an|a|no|any|big|huge|positive|negative) affect (on|of|will|would|has|had)\b/gi, "$1 effect $2", "“Effect” is the noun"],
  [
    /\b(will|would|can|could|may|might|to|not|does|did|do) effect (everyone|everybody|people|us|them|me|you|him|her|the|our|their|your|my|his|its)\b(?!\s+(?:\w+\s+)?(?:changes?|reforms?|transformation|improvements?|cure|transfer|turnaround|repairs?)\b)/gi,
    "$1 affect $2",
    "“Affect” is the verb, “effect” the noun",
  ],
  // "if your free to join", "Your welcome to come": "you're" (you are) before a predicate, not before a noun ("if your free time").
  [
    /(?<=^|[.!?]\s+|\b(?:if|when|because|as|since|that|but|and|so)\s+)([Yy])our (free|right|wrong|sure|ready|able|going|not|still|busy|available|late|done|happy|sorry|looking|trying|coming|welcome(?= to\b))(?=\s*[.,!?;]|\s+(?:to|for|at|with|in|and|or|on|about|that|because|so|then|now|today|tonight|tomorrow|later|enough|too|again|this|next)\b)/g,
    "$1ou're $2",
    "“You're” (you are)",
  ],
  [/\b(whose) (coming|going|there|here|been|not|gonna|ready|next|responsible)\b/gi, "who's $2", "“Who's” (who is)"],
  [
    /\b(to|will|would|could|might|can|don't|didn't|not|never) loose (my|your|his|her|our|their|the|weight|it|them|money|control|track|interest|hope|sight|touch)\b/gi,
    "$1 lose $2",
    "“Lose” (to no longer have), not “loose”",
  ],
  [
    /\bless (people|students|cars|jobs|hours|years|days|times|children|things|problems|mistakes|words|calories|employees|workers|opportunities|options|choices|books|items|questions|cases|deaths|accidents|friends|members|visitors|customers|users|teachers|doctors|trees|animals|countries|products|vehicles|errors|steps|chances|games|classes|pages)\b/gi,
    "fewer $1",
    "“Fewer” for things you can count",
  ],
  [/\b(explain|explains|explained|explaining) (me|us)\b(?! [a-z]+ing\b)/gi, "$1 to $2", "“Explain to me”: explain takes “to” before the person"],
  // "married with children" says they have children; to a person it is "married to".
  [/\b(married) with\b(?! (?:\w+ )?(?:children|kids|child|kid|baby|babies|family|grandchildren|twins|sons?|daughters?|step-?children)\b| (?:one|two|three|four|five|six|\d+)\b)/gi, "$1 to", "“Married to” a person"],
  // One arrives "at" a place and "in" a city or country, never "to" it.
  [
    /\b(arrive|arrives|arrived|arriving) to\b(?= (?:the|a|an|my|our|his|her|their|this|that) (?:[a-z]+ )?(?:airport|station|hotel|school|office|city|country|party|house|university|restaurant|meeting|destination|class|hospital|village|town|beach|museum|campus|conference|venue|port|stop|shop|store|building|camp|island|capital)s?\b)/gi,
    "$1 at",
    "One arrives “at” a place",
  ],
  [/\b(arrive|arrives|arrived|arriving) to\b(?= [A-Z][a-z]+\b(?!'s))/g, "$1 in", "One arrives “in” a city or country"],
  // A subject one is skilled at: "good at maths" ("good in a crisis", "the best in French football"
  // and "weak in maths", which is right too, stay).
  [
    /\b(good|bad|excellent|great) in (math|maths|mathematics|science|sports?|english|french|spanish|german|languages?|history|physics|chemistry|biology|art|music|drawing|cooking|football|tennis|basketball|chess)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|or|because|so|than|too|as|when|while|if)\b)/gi,
    "$1 at $2",
    "Good “at” a subject or a skill",
  ],
  // "Good" describes a thing; how someone does something is "well". Only closing the clause, after
  // a verb of doing with at most a language as its object, so "wrote something good" stays.
  [
    /(?<=\b(?:speak|speaks|spoke|speaking) (?:English|French|Spanish|German|Italian|Chinese|Japanese|Arabic|Russian|Portuguese|Korean|it) (?:very |really |so |quite |pretty )?)good(?=\s*[.!?,;]|\s*$)/g,
    "well",
    WELL_NOT_GOOD,
  ],
  [
    /(?<=\b(?:sing|sings|sang|play|plays|played|dance|dances|danced|cook|cooks|cooked|swim|swims|swam|drive|drives|drove|work|works|worked|went|goes|sleep|sleeps|slept) (?:very |really |so |quite |pretty )?)good(?=\s*[.!?,;]|\s*$)/gi,
    "well",
    WELL_NOT_GOOD,
  ],
  // "the more beautiful city in the world" compares with everything: the superlative.
  // Only after "is" or "was": "The more people in the world, the better" compares two amounts.
  [/(?<=\b(?:is|was|are|were|'s)\s+)the more ([a-z]+) ((?:[a-z]+ )?)(?=in the world\b|of all\b|ever\b)/gi, "the most $1 $2", "“The most…” when comparing with all the rest"],
  // One waits "for" someone; "wait you out" is an idiom and stays.
  [/\b(wait|waits|waited|waiting) (me|you|him|her|us|them)\b(?! out\b)/gi, "$1 for $2", "“Wait for” someone"],
  // "prefer A to B"; "prefer to walk rather than drive" and "prefer tea rather than coffee" stay.
  [/\b(prefer|prefers) ((?!(?:to|rather)\b)[a-z]+(?: (?!rather\b)[a-z]+)?) than\b/gi, "$1 $2 to", "“Prefer one thing to another”"],
  // One borrows from someone and lends to someone: "borrow me your pen" asks for a loan.
  ...rowsForEachForm(
    [["borrow", "lend"], ["borrowed", "lent"]],
    "(me|him|her|us|them)(?= (?:your|his|her|my|our|their|a|an|the|some|this|that)\\b)",
    "“Lend” me something; “borrow” it from me",
  ),
  [/\bin (\d{4}) year\b/gi, "in $1", "A year needs no “year”: “in 1990”"],
  [/\b(I|he|she|it|we|you|they) (?:was|were) (agree|disagree)\b/gi, "$1 $2d", "“Agree” is a verb: “he agreed”"],
  // A thing "to read"; "for" before a verb is "to" ("a book for read"). Verbs that are nouns as well
  // ("time for study", "for practice") are left out.
  [/\b(?<=[a-z]+ )for (read|eat|write|learn|visit|buy)(?=\s*[.,!?;]|\s*$|\s+(?:and|or|but|in|at|on|with|every|later|now|together)\b)/gi, "to $1", "“Something to read”, not “for read”"],
  // Set phrases that take "the", which writers whose first language has no articles leave out. A
  // sentence opening "Internet was slow" is left alone: reviews drop articles that way on purpose.
  // "in past years" and "in world rugby" use the word before a noun, and stay; British "in future"
  // (from now on) is right and is left alone.
  [/\b(in) past(?=\s*[,.;!?]|\s+(?:I|we|you|they|he|she|it|people|there|many|most|some|this|these)\b)/gi, "$1 the past", "“The” in a set phrase: “in the past”"],
  [
    /\b(on|from|in|use|uses|used|using|through|via|over|browse|browsing|surf|surfing) internet(?=\s*[,.;!?]|\s*$|\s+(?:and|or|but|to|for|in|on|at|with|because|so|is|was|has|every|all|too|as|when|while|if|than|anymore|nowadays|today)\b)/gi,
    "$1 the internet",
    "“The” in a set phrase: “on the internet”",
  ],
  [/\bmost of time\b/gi, "most of the time", "“The” in a set phrase: “most of the time”"],
  [/\b(at|in|on|for|of|from|to|with|by) same(?!-)\b/gi, "$1 the same", "“The” before “same”: “at the same time”"],
  [
    /\b(one|some|many|few|two|three) of (best|worst|most|least|biggest|largest|greatest|smallest|highest|lowest|oldest|newest|fastest|strongest|richest|happiest|easiest|hardest|longest|finest|nicest|cheapest|brightest|poorest|deepest|strangest|funniest|saddest)\b/gi,
    "$1 of the $2",
    "“The” before a superlative: “one of the best”",
  ],
  [
    /\b(in|around|across|all over) world(?=\s*[,.;!?]|\s*$|\s+(?:and|or|but|to|for|in|on|at|with|because|so|is|was|are|were|has|have|had|today|now|that|who|which|like|likes|love|loves|know|knows|use|uses|want|wants|need|needs|think|thinks|live|lives|can|could|will|would|should|must|do|does|did)\b)/gi,
    "$1 the world",
    "“The” in a set phrase: “in the world”",
  ],
  [/\b(on) other hand\b/gi, "$1 the other hand", "“The” in a set phrase: “on the other hand”"],
  [/\b(at the end of) day\b/gi, "$1 the day", "“The” in a set phrase: “at the end of the day”"],
  // Not "last": in "looking for last time I was there" the "for" belongs to the verb.
  [/\b(for|at) (first|second|third) time\b/gi, "$1 the $2 time", "“The” in a set phrase: “for the first time”"],
  // Not after a determiner, a possessive ("the child's whole day") or a number ("two whole weeks").
  [
    /(?<!\b(?:the|a|an|this|that|my|your|his|her|our|their|every|one|all|two|three|four|five|six|seven|\d+) |'s |s' )\bwhole (day|week|month|year|night|morning|evening|weekend|summer|time)\b/gi,
    "the whole $1",
    "“The whole day”",
  ],
  // Verb and noun pairs that learners build from their own language: one "makes" a mistake, "takes" a photo,
  // "tells" a lie, "teaches" someone, "attends" a class, "turns on" a light. "Make a question" is left out:
  // in a grammar class it means forming one; so is "make the photograph" before a verb ("make photos look
  // sharper", "used to make the photograph are…"), and "opening"/"closing", nouns as often ("an opening").
  // "do" only after its subject or a modal: "Do mistakes matter?" and "How did the mistake happen?" ask.
  ...rowsForEachForm(
    [["do", "make"], ["does", "makes"], ["did", "made"], ["doing", "making"]],
    "((?:a |the |many |some |several |no |any |lots of |a lot of |a few |more |these |those |my |his |her |our |their |your )?(?:big |small |serious |silly |stupid |common |same )?mistakes?)\\b",
    "One “makes” a mistake",
    "(?<=\\b(?:I|we|you|they|he|she|people|students|children|everyone|everybody|nobody|someone|not|never|always|often|also|usually|sometimes|to|will|would|can|could|should|must|may|might|don't|doesn't|didn't|won't|can't) )",
  ),
  ...rowsForEachForm([["make", "take"], ["makes", "takes"], ["making", "taking"]], PHOTO_OBJECT, "One “takes” a photo"),
  ...rowsForEachForm([["made", "took"]], PHOTO_OBJECT, "One “takes” a photo", "(?<!\\b(?:have|has|had|'ve|'s|'d) )\\b"),
  ...rowsForEachForm([["made", "taken"]], PHOTO_OBJECT, "One “takes” a photo", "(?<=\\b(?:have|has|had|'ve) )"),
  ...rowsForEachForm(
    [["say", "tell"], ["says", "tells"], ["said", "told"], ["saying", "telling"]],
    "((?:a |the |many |some |lots of |a lot of |any |no |this |that |these |those |white |little |big )?lies|a (?:white |little |big )?lie)\\b",
    "One “tells” a lie",
  ),
  // Only people: "I need to learn them" can mean the words.
  ...rowsForEachForm(
    [["learn", "teach"], ["learns", "teaches"], ["learned", "taught"], ["learnt", "taught"], ["learning", "teaching"]],
    "(me|him|us)(?= (?:English|French|Spanish|German|Chinese|maths?|how|to|the|a|about)\\b)",
    "One “teaches” someone and “learns” something",
  ),
  ...rowsForEachForm(
    [["assist to", "attend"], ["assists to", "attends"], ["assisted to", "attended"], ["assisting to", "attending"]],
    "((?:the|a|an|my|our|his|her|their|this|that) (?:[a-z]+ )?(?:class|classes|meeting|meetings|lecture|lectures|conference|school|course|courses|party|event|wedding|concert|ceremony|seminar))\\b",
    "One “attends” a class or a meeting",
  ),
  ...rowsForEachForm([["open", "turn on"], ["opens", "turns on"], ["opened", "turned on"]], SWITCHED_THING, "One turns “on” a light or the TV"),
  ...rowsForEachForm([["close", "turn off"], ["closes", "turns off"], ["closed", "turned off"]], SWITCHED_THING, "One turns “off” a light or the TV"),
  [/\bstrong rain\b/gi, "heavy rain", "“Heavy” rain"],
  // "don't have no money": one negative is enough; only after verbs of having and getting ("can't say no",
  // "don't take no for an answer" and a dialect's "don't make no sense" stay).
  [/(?<=\b(?:(?:do|does|did)n't|(?:do|does|did) not|never) (?:have|has|need|want|get|got|see|find|buy|eat) )no\b/gi, "any", "One negative is enough: “don't have any”"],
  [/\b(the news) are\b/gi, "$1 is", "“The news” is singular"],
  [/\b(the police) is\b/gi, "$1 are", "“The police” are plural"],
  // Not in a wish or a condition: "as if everyone were watching" is right.
  [/(?<!\b(?:if|wish|wished|wishing|though|suppose|imagine)\s+)\b(everyone|everybody|someone|somebody|nobody|no one|anyone|anybody) were\b/gi, "$1 was", "“Everyone” takes a singular verb"],
  // One-syllable adjectives (and "easy", "busy", "early", "heavy") compare with -er; only before "than",
  // "to" or the sentence's end, so "more old people" (a larger number of them) and "more easy, cheap and
  // quick" (one "more" for three) stay.
  ...(
    [
      ["easy", "easier"], ["hard", "harder"], ["big", "bigger"], ["small", "smaller"], ["fast", "faster"], ["cheap", "cheaper"],
      ["old", "older"], ["young", "younger"], ["tall", "taller"], ["long", "longer"], ["strong", "stronger"], ["large", "larger"],
      ["high", "higher"], ["low", "lower"], ["rich", "richer"], ["quick", "quicker"], ["nice", "nicer"], ["busy", "busier"],
      ["early", "earlier"], ["heavy", "heavier"],
    ] as const
  ).map(
    ([plain, comparative]) =>
      [new RegExp(`(?<!\\ball the )\\bmore ${plain}(?=\\s+(?:than|to)\\b|\\s*[.!?;]|\\s*$)`, "gi"), comparative, `“${comparative[0]?.toUpperCase()}${comparative.slice(1)}”, not “more ${plain}”`] as const,
  ),
  [/\b(very|so|really|quite|such an?) (interest|bor|excit|tir|confus|surpris|amaz|disappoint|annoy)ed(?= (?:film|movie|book|story|game|lesson|class|trip|day|place|city|show|match|talk|lecture)\b)/gi, "$1 $2ing", "“Interesting” is what something is; “interested” is how you feel"],
  // A skill one has learnt: "I don't know how to swim" ("I didn't know to bring a coat" is right).
  [/\b((?:do|does|did)n't|(?:do|does|did) not) know to (swim|drive|cook|dance|sing|ski|skate|ride|read|write|speak|type|knit|sew)\b/gi, "$1 know how to $2", "“Know how to” do something"],
  [/\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed) very much ((?:[a-z]+ ){0,2}[a-z]+)(?=\s*[.!,;]|\s*$)/gi, "$1 $2 very much", "“Very much” goes after what you like"],
  // "Say" takes what is said, "tell" the person: "He said me that" is "He told me that".
  [/\bsaid (me|him|her|us|them) that\b/gi, "told $1 that", "“Tell” someone, “say” something: “told me that”"],
  [/\bsays (me|him|her|us|them) that\b/gi, "tells $1 that", "“Tell” someone, “say” something: “tells me that”"],
  [/\b(feel|feels|felt|feeling) ((?:very |so |really |a bit |quite |too )?)boring\b/gi, "$1 $2bored", "“Bored” is how you feel; “boring” is what something is"],
  [/\b(feel|feels|felt|feeling) ((?:very |so |really |a bit |quite |too )?)tiring\b/gi, "$1 $2tired", "“Tired” is how you feel; “tiring” is what something is"],
  // Going there, "home" is an adverb and takes no "to"; only before a clause's end or a word that
  // cannot make "home" part of a name or a compound ("Home Depot", "home page", "home improvement").
  [
    /\b(go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|return|returns|returned|returning|walk|walks|walked|walking|drive|drives|drove|driving) to home(?=\s*[.,!?;:]|\s*$|\s+(?:after|at|and|with|by|early|late|now|then|today|tonight|yesterday|from|for|because|so|when|before|again|or|but|alone|together|safely|soon|right|straight)\b)/g,
    "$1 home",
    "“Go home”, without “to”",
  ],
  [/(?<!\bthe\s+)\bmost of (people|students|children|teachers|parents|men|women|countries|cases|families|adults|workers|employees|things)\b/gi, "most $1", "“Most people”, without “of”"],
  // "make the most of it" is an idiom: only where a subject or a preposition's object begins.
  [
    /(?<=^|[.!?,;]\s+|\b(?:in|for|and|but|that|because|by|with|from|on|at|of)\s+)the most of (people|students|children|teachers|parents|men|women|countries|cases|families|adults|workers|employees|things)\b/gi,
    "most $1",
    "“Most people”, without “the” or “of”",
  ],
  [
    /(?<=^|[.!?,;]\s+|\b(?:in|for|and|but|that|because|by|with|from|on|at|of)\s+)the most of (the|my|our|your|his|her|their|these|those|them|us)\b/gi,
    "most of $1",
    "“Most of the…”, without “the” before “most”",
  ],
  // "I agree, except the offer" is a preposition; "excepted the offer" can only mean "accepted".
  [
    /\bexcepted (the|an|a|our|their|his|her|my|your|this|that|its) (offer|invitation|job|position|proposal|terms|challenge|apology|award|deal|role|request)\b/gi,
    "accepted $1 $2",
    "“Accept” (take what is offered), not “except”",
  ],
  // "effects change" is right (brings about); "it effects the economy" means "affects".
  [
    /\b(it|this|that|which|who|he|she) effects (the|a|an|our|their|his|her|my|your|every|all|everyone|people|us|them|me|him)\b(?!\s+(?:\w+\s+)?(?:changes?|reforms?|transformation|improvements?|cure|transfer|turnaround)\b)/gi,
    "$1 affects $2",
    "“Affect” is the verb, “effect” the noun",
  ],
  // Only as a sentence of its own: "we loved your welcome." is a noun.
  [/(?<=^|[.!?]\s+)your welcome(?=\s*(?:[.,!;]|$))/gi, "you're welcome", "“You're” (you are)"],
  [/\birregardless\b/gi, "regardless", "“Regardless”"],
  [
    /\b(thank you|thanks) for you (help|support|time|attention|reply|answer|patience|understanding|kindness|advice|cooperation|feedback|consideration|interest|email|letter|message)\b/gi,
    "$1 for your $2",
    "“Your” (belonging to you)",
  ],
  // After a preposition "you're" (you are) cannot stand: it is the possessive. After a verb it can ("I saw you're back").
  [/\b(of|for|with|about|in|on|from|at|by) you're\b/gi, "$1 your", "“Your” (belonging to you)"],
  // A possessive never comes before an article: "your the best" is "you're". Latin "a priori" is a phrase of its own.
  [/\b([Yy])our (the|a|an)\b(?! priori| posteriori| cappella|-)(?=\s+[a-z])/g, "$1ou're $2", "“You're” (you are)"],
];

/** "He suggested me to buy" → "He suggested that I buy": "suggest" and "recommend" do not take a person plus "to". */
const SUGGEST_PERSON_TO = /\b(suggest|suggests|suggested|recommend|recommends|recommended) (me|him|her|us|them|you) to ([a-z]+)\b/gi;

export function suggestThatEdits(text: string): Edit[] {
  // "recommend him to a friend" is right: only a verb after "to" makes the slip.
  return [...text.matchAll(SUGGEST_PERSON_TO)].filter((match) => isCommonBareVerb(match[3] ?? "")).map((match) => {
    const [whole, verb = "", person = "", action = ""] = match;
    return {
      start: match.index,
      end: match.index + whole.length,
      replacement: `${verb} that ${subjectForm(person)} ${action}`,
      reason: "“Suggest that I…”, not “suggest me to…”",
    };
  });
}

export function fixedPhraseEdits(text: string): Edit[] {
  return FIXED_PHRASES.flatMap(([pattern, replacement, reason]) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      // Groups come from the match itself: a pattern with lookarounds would not match its own text out of context.
      replacement: matchInitialCase(match[0], replacement.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? "")),
      reason,
    })),
  );
}

/**
 * Two words written as one, in no dictionary: "inorder to", "noone",
 * "eachother". Harper splits some of them and "corrects" others to another
 * word ("Inspite" → "Inspire", "Noone" → "None").
 */
const FUSED_WORDS: ReadonlyMap<string, string> = new Map([
  ["inorder", "in order"], ["inspite", "in spite"], ["noone", "no one"], ["eachother", "each other"], ["atleast", "at least"],
  ["infact", "in fact"], ["incase", "in case"], ["aswell", "as well"], ["infront", "in front"], ["alot", "a lot"],
  ["ofcourse", "of course"], ["everytime", "every time"], ["thankyou", "thank you"], ["alittle", "a little"], ["abit", "a bit"],
  ["atall", "at all"], ["ontop", "on top"], ["eventhough", "even though"],
]);

const FUSED_WORD = new RegExp(`\\b(?:${[...FUSED_WORDS.keys()].join("|")})\\b`, "gi");

/**
 * "everyday" is an adjective ("everyday life"); closing a clause it is the
 * adverb "every day" ("I go there everyday."), unless it is a noun after a
 * determiner ("the ennui of the everyday").
 */
const EVERYDAY_AS_ADVERB = /(?<!\b(?:the|an?|this|that|my|our|your|their|his|her|its)\s+)\beveryday(?=\s*[.,!?;]|\s*$)/gi;

function twoWords(match: RegExpExecArray, words: string): Edit {
  return { start: match.index, end: match.index + match[0].length, replacement: matchInitialCase(match[0], words), reason: "Two words" };
}

export function fusedWordEdits(text: string): Edit[] {
  // Capitalised inside a sentence it is a name ("Mr Noone").
  const slips = [...text.matchAll(FUSED_WORD)].filter((match) => /^[a-z]/.test(match[0]) || isSentenceStart(text, match.index));
  const everyDay = [...text.matchAll(EVERYDAY_AS_ADVERB)].map((match) => twoWords(match, "every day"));
  return [...slips.map((match) => twoWords(match, FUSED_WORDS.get(match[0].toLowerCase()) as string)), ...everyDay];
}

/**
 * "in may parts of the country": after a preposition, "may" before a plural
 * noun is "many" with a letter dropped. The verb "may" takes a bare verb
 * ("it may rain"); the month is written "May" ("in May sales rose").
 */
const MAY_AFTER_PREPOSITION = /\b(?:[Ii]n|[Oo]n|[Oo]f|[Ff]or|[Ww]ith|[Ff]rom|[Aa]mong|[Ii]nto|[Aa]bout) (may) ([a-z]+)\b/g;

/** Whether "many" + the word reads as a plural noun phrase ("many parts", not "many were"). */
function isPluralNoun(word: string): boolean {
  return nlp(`many ${word}`).match("many [.]").has("#Plural");
}

export function mayForManyEdits(text: string): Edit[] {
  return [...text.matchAll(MAY_AFTER_PREPOSITION)]
    .filter((match) => isPluralNoun(match[2] as string))
    .map((match) => {
      const start = match.index + match[0].indexOf(" ") + 1;
      return { start, end: start + "may".length, replacement: "many", reason: "“Many” before a plural noun" };
    });
}

/**
 * "It will be good idea", "I got good score": a singular countable noun after
 * "good" needs an article. Only after a verb that takes the noun as its
 * complement, and only nouns that are always countable: "good reason",
 * "good practice", "good value" and "good time" are right without one ("we
 * have good reason to", "in good time"). The noun must end its phrase: in
 * "this is good school policy" it is part of a longer noun.
 */
const GOOD_COUNTABLE_NOUN =
  /\b(?:is|was|be|been|got|get|gets|have|has|had|bring|brings|brought|make|makes|made) ((?:very )?good (?:idea|plan|score|grade|situation|university|school|job|way|example|choice|decision|opportunity|chance|place|answer|question|friend|teacher|student|person|result|thing|point|solution|suggestion|book|movie|film))(?=\s*[.,;:!?]|\s*$| (?:to|for|of|in|at|on|and|but|because|that|which|so|with|if|when|as|than|from|about)\b)/gi;

/**
 * "I want to become doctor", "she was successful engineer": an everyday
 * profession after a linking verb takes "a". Role titles take none ("became
 * king", "was elected president"), so they are not on the list; "good" is
 * left to GOOD_COUNTABLE_NOUN. Lower case only ("should have been Doctor
 * Who"), and not inside a hyphenated compound ("how-long-it-is doctor").
 */
const PROFESSIONS =
  "doctor|teacher|engineer|nurse|lawyer|scientist|student|freshman|sophomore|child|kid|artist|writer|singer|actor|actress|pilot|farmer|dentist|architect|accountant|musician|programmer|designer|journalist|photographer|businessman|businesswoman|athlete|astronaut|chef|firefighter|soldier|mechanic|pharmacist|psychologist|veterinarian";
const BARE_PROFESSION = new RegExp(
  `(?:(?<![-\\w])(?:am|is|was|be|been|become|becomes|became|becoming)|(?<=\\bI)'m) ((?:(?:very|really|great|famous|successful|professional|excellent|better) )*(?:${PROFESSIONS}))(?=\\s*[.,;:!?]|\\s*$| (?:and|but|because|in|at|for|from|of|who|when|so|like|than|with|I|we|he|she|they)\\b)`,
  "g",
);

/**
 * "We must protect environment": the natural world is "the environment".
 * Only straight after a verb or preposition that takes it as its object, and
 * only where the noun ends its phrase ("work environment rules" is a compound).
 * Not after "of" ("this type of environment") or an adjective ("a more
 * protected environment"), and not "the Department of the Environment".
 */
const BARE_ENVIRONMENT =
  /(?<![-\w])(?:about|protect|protects|protecting|save|saving|pollute|pollutes|polluting|harm|harms|harming|damage|damages|damaging|for|to|on|into) (environment)(?=\s*[.,;:!?]|\s*$| (?:and|but|because|is|are|was|will|should|can|by|from|in|of|for)\b)/g;

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
  `(?<![-\\w])(?:go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|walking|drive|drives|drove|driving|driven|run|runs|ran|running|return|returns|returned|returning|head|heads|headed|heading|get|gets|got|getting)(?: back)? to (${PLACES_TAKING_THE})(?=\\s*[.,;:!?]|\\s*$| (?:and|but|or|so|because|with|for|in|on|at|near|by|after|before|when|to|yesterday|today|tonight|last|every|again)\\b)`,
  "gi",
);

/**
 * "She does not have job", "I need car": a thing one has, needs or gets is
 * counted, so it takes "a". Only nouns that are never used bare after these
 * verbs, and only where the noun ends its phrase ("have job security", "need
 * car insurance" are compounds). "Own" after a possessive is not the verb
 * ("my own car").
 */
const OWNED_THINGS = "job|car|house|flat|apartment|computer|laptop|phone|cellphone|smartphone|bike|bicycle|boyfriend|girlfriend|dog|cat|pet|passport|visa";
const BARE_OWNED_THING = new RegExp(
  `(?<![-\\w])(?:have|has|had|having|need|needs|needed|needing|want|wants|wanted|buy|buys|bought|buying|get|gets|got|getting|find|finds|found|finding|(?<!(?:my|your|his|her|its|our|their|whose|'s) )own|owns|owned|rent|rents|rented) ((?:(?:new|better|stable|part-time|full-time|well-paid|big|small|nice|cheap|fast|used|second-hand) )?(?:${OWNED_THINGS}))(?=\\s*[.,;:!?]|\\s*$| (?:and|but|or|so|because|to|for|in|at|with|that|which|when|if|anymore|now|yet|either|too|since|from|of|like|there)\\b)`,
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
  `\\b(?:is|was) ((?:very )?(?:${ARTICLE_ADJECTIVES}) (?:thing|problem|issue|question|reason|factor|step|decision|experience))(?=\\s*[.,;:!?]|\\s*$| (?:to|for|of|in|because|that|which|and|but|when|if)\\b)`,
  "gi",
);
const BARE_LONG_TIME =
  /\b(?:for|in) ((?:very |quite )?(?:long|short) (?:time|while))(?=\s*[.,;:!?]|\s*$| (?:and|but|or|so|to|for|in|at|with|now|ago|because|without|until|before|after|since|I|we|you|he|she|they|it|the|a|my|our|their)\b)/gi;

export function missingArticleEdits(text: string): Edit[] {
  const before = (match: RegExpMatchArray) => (match.index as number) + match[0].length - (match[1] as string).length;
  const article = (phrase: string) => (/^[aeio]/i.test(phrase) ? "an " : "a ");
  const insert = (start: number, replacement: string): Edit => ({ start, end: start, replacement, reason: "A singular noun needs “a” or “the”" });
  return [
    ...[...text.matchAll(GOOD_COUNTABLE_NOUN)].map((match) => insert(before(match), "a ")),
    ...[...text.matchAll(BARE_ROLE), ...text.matchAll(BARE_THING_AFTER_BE)].map((match) => insert(before(match), article(match[1] as string))),
    ...[...text.matchAll(BARE_LONG_TIME)].map((match) => insert(before(match), "a ")),
    ...[...text.matchAll(BARE_PROFESSION)].map((match) => insert(before(match), article(match[1] as string))),
    ...[...text.matchAll(BARE_OWNED_THING)].map((match) => insert(before(match), article(match[1] as string))),
    ...[...text.matchAll(BARE_ENVIRONMENT)].map((match) => insert(before(match), "the ")),
    // A capital makes it a name ("went to Bank" is London's station).
    ...[...text.matchAll(BARE_PLACE)].filter((match) => /^[a-z]/.test(match[1] as string)).map((match) => insert(before(match), "the ")),
  ];
}

/**
 * "It so expensive", "because it very hard to": learners whose first language
 * has no copula leave out "is". Only where "it" must be the subject (at the
 * start of a sentence or right after a conjunction; "found it very hard" has
 * it as an object) and an adjective follows the intensifier.
 */
const MISSING_IS_AFTER_IT =
  /(?<=^|[.!?]\s+|\b(?:because|and|but|so|if|when|that)\s+)(?:it|It) (?:so|very|too|really|quite|extremely) ([a-z]+)(?=\s*[.,;:!?]|\s*$| (?:to|that|for|and|but|because|when)\b)/g;

function isPlainAdjective(word: string): boolean {
  const term = nlp(word);
  return term.has("#Adjective") && !term.has("#Verb") && !term.has("#Noun");
}

export function missingCopulaEdits(text: string): Edit[] {
  return [...text.matchAll(MISSING_IS_AFTER_IT)]
    .filter((match) => isPlainAdjective(match[1] as string))
    .map((match) => {
      const at = match.index + "it ".length;
      return { start: at, end: at, replacement: "is ", reason: "A verb is missing: “it is”" };
    });
}

/** Nouns that have no plural in standard English, with the -s learners add ("informations", "datas"). */
const UNCOUNTABLE_PLURAL = /\b(data|information|advice|furniture|equipment|knowledge|homework|luggage|baggage|feedback|software)s\b/gi;

/**
 * Counting words that went with the plural, and what goes with the noun
 * instead: "many informations" → "a lot of information". Not for "data",
 * whose plural use ("these data are") is standard in science.
 */
const PLURAL_QUANTIFIER = /(?:\b(there)\s+(are|were)\s+)?\b(many|several|a few|few|these|those)\s+$/i;
const SINGULAR_QUANTIFIER: Readonly<Record<string, string>> = { many: "a lot of", several: "some", "a few": "some", few: "little", these: "this", those: "that" };
const SINGULAR_BE: Readonly<Record<string, string>> = { are: "is", were: "was" };

/** "The informations are": the noun opens its clause, so the verb after it agrees with it. */
const NOUN_OPENS_CLAUSE = /(?:^|[.!?,;:]\s+|\b(?:that|because|and|but|so|if|when)\s+)(?:the|these|those|this|that|your|my|our|their|his|her|some|such|many|several|a few|few)\s+$/i;
const PLURAL_BE_AFTER = /^\s+(are|were)\b/i;

/** "MANY" → "A LOT OF", "Many" → "A lot of". */
function inCaseOf(original: string, replacement: string): string {
  return original.length > 1 && original === original.toUpperCase() ? replacement.toUpperCase() : matchInitialCase(original, replacement);
}

function replaceWord(text: string, start: number, word: string, replacement: string, reason: string): Edit {
  return { start, end: start + word.length, replacement: inCaseOf(text.slice(start, start + word.length), replacement), reason };
}

/** The quantifier before the noun and the "are" of "there are", made singular. */
function quantifierEdits(text: string, nounStart: number): Edit[] {
  const before = text.slice(0, nounStart);
  const match = before.match(PLURAL_QUANTIFIER);
  if (!match) return [];
  const quantifier = (match[3] as string).toLowerCase();
  const quantifierStart = before.length - match[0].length + match[0].toLowerCase().lastIndexOf(quantifier);
  const edits = [replaceWord(text, quantifierStart, quantifier, SINGULAR_QUANTIFIER[quantifier] as string, "This noun has no plural")];
  if (match[2]) {
    const be = match[2].toLowerCase();
    const beStart = before.length - match[0].length + match[0].toLowerCase().indexOf(be, (match[1] as string).length);
    edits.push(replaceWord(text, beStart, be, SINGULAR_BE[be] as string, "The verb agrees with a singular noun"));
  }
  return edits;
}

/** The "are" right after the noun when the noun is the subject ("the informations are" → "the information is"). */
function verbAfterEdits(text: string, nounStart: number, nounEnd: number): Edit[] {
  const verb = text.slice(nounEnd).match(PLURAL_BE_AFTER);
  if (!verb || !NOUN_OPENS_CLAUSE.test(text.slice(0, nounStart))) return [];
  const be = (verb[1] as string).toLowerCase();
  return [replaceWord(text, nounEnd + verb[0].length - be.length, be, SINGULAR_BE[be] as string, "The verb agrees with a singular noun")];
}

export function uncountablePluralEdits(text: string): Edit[] {
  return [...text.matchAll(UNCOUNTABLE_PLURAL)].flatMap((match) => {
    const noun = match[1] as string;
    const end = match.index + match[0].length;
    const nounEdit: Edit = { start: match.index, end, replacement: noun, reason: "This noun has no plural" };
    if (noun.toLowerCase() === "data") return [nounEdit];
    return [nounEdit, ...quantifierEdits(text, match.index), ...verbAfterEdits(text, match.index, end)];
  });
}

/**
 * After "want to", "need to", "a good idea to"… the verb is bare: "to checked"
 * → "to check". Not after "used to", which also takes a noun phrase ("used to
 * crowded trains").
 */
const PAST_AFTER_INFINITIVE_TO =
  /\b(?:want|wants|wanted|need|needs|needed|try|tries|tried|decide|decides|decided|going|able|have|has|had|plan|plans|planned|hope|hopes|hoped|idea|time|would like)\s+to\s+([a-z]+ed)\b/gi;

/** The bare form of a regular past: "checked" → "check", "used" → "use", "stopped" → "stop", "tried" → "try". */
function bareFormOf(past: string): string | null {
  const candidates = [past.slice(0, -1), past.slice(0, -2), past.replace(/([b-df-hj-np-tv-z])\1ed$/, "$1"), past.replace(/ied$/, "y")];
  return candidates.find((candidate) => candidate !== past && frequencyOfWord(candidate) >= 20) ?? null;
}

/**
 * After "didn't", "doesn't", "don't" the verb is bare: "didn't went" → "didn't
 * go", "did not followed" → "did not follow". A regular past counts only when
 * its bare form is a common word, so "don't need" and "don't bleed" stay.
 */
const BARE_FORM_OF_IRREGULAR_PAST: ReadonlyMap<string, string> = new Map([
  ["went", "go"], ["came", "come"], ["saw", "see"], ["ate", "eat"], ["took", "take"], ["gave", "give"], ["got", "get"],
  ["made", "make"], ["told", "tell"], ["said", "say"], ["thought", "think"], ["knew", "know"], ["found", "find"],
  ["bought", "buy"], ["brought", "bring"], ["wrote", "write"], ["felt", "feel"], ["met", "meet"], ["ran", "run"], ["began", "begin"],
]);
const PAST_AFTER_DO_NOT = /\b(?:didn't|did not|doesn't|does not|don't|do not)\s+(?:really\s+|even\s+|always\s+|ever\s+)?([a-z]+)\b/dgi;

export function bareVerbAfterDoNotEdits(text: string): Edit[] {
  return [...text.matchAll(PAST_AFTER_DO_NOT)].flatMap((match) => {
    const word = (match[1] as string).toLowerCase();
    const regularBare = /[^e]ed$/.test(word) ? bareFormOf(word) : PAST_IN_EED.has(word) ? word.slice(0, -1) : null;
    const bare = BARE_FORM_OF_IRREGULAR_PAST.get(word) ?? regularBare;
    if (bare === null) return [];
    const [start, end] = match.indices?.[1] as [number, number];
    return [{ start, end, replacement: bare, reason: "After “didn't”, “doesn't” or “don't”, the bare verb" }];
  });
}

/** Bare verbs that end in -eed ("going to need"); of the -eed pasts only these are common. */
const PAST_IN_EED = new Set(["agreed", "freed", "guaranteed", "disagreed"]);

export function infinitiveEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(PAST_AFTER_INFINITIVE_TO)) {
    const past = match[1] as string;
    // "going to bed", "going to need": short words and -eed words are rarely a past.
    if (past.length < 5 || (/eed$/i.test(past) && !PAST_IN_EED.has(past.toLowerCase()))) continue;
    const bare = bareFormOf(past.toLowerCase());
    if (!bare) continue;
    const start = match.index + match[0].length - past.length;
    edits.push({ start, end: start + past.length, replacement: bare, reason: "The bare verb after “to”" });
  }
  return edits;
}

/**
 * A double negative in standard English: "don't know nothing" → "anything".
 * The word between must be a verb, not a preposition: "not for nothing" is
 * an idiom.
 */
const DOUBLE_NEGATIVE =
  /\b(?:(?:do|does|did|ca|wo|would|could|should|have|has|had)n't|cannot|never|(?:do|does|did|can|will|would|could|should) not) (?!(?:for|in|on|at|with|about|by|from|to|like|as|of)\b)[a-z]+ (nothing|nobody|nowhere)\b/gi;

const NEGATIVE_TO_ANY: Readonly<Record<string, string>> = { nothing: "anything", nobody: "anybody", nowhere: "anywhere" };

export function doubleNegativeEdits(text: string): Edit[] {
  return [...text.matchAll(DOUBLE_NEGATIVE)].map((match) => {
    const word = match[1] as string;
    const start = match.index + match[0].length - word.length;
    return { start, end: start + word.length, replacement: matchInitialCase(word, NEGATIVE_TO_ANY[word.toLowerCase()] as string), reason: "One negative is enough: “don't know anything”" };
  });
}

/** A finished time in the past: "yesterday", "last week", "two years ago". Years ("in 2019") are left out: too often a frame for a present fact. */
const PAST_TIME =
  "(?:yesterday|last (?:week|year|month|night|summer|winter|spring|autumn|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|" +
  "(?:(?:two|three|four|five|six|seven|eight|nine|ten|a few|several|\\d+) (?:days|weeks|months|years)|(?:a|one) (?:day|week|month|year)) ago)";

/**
 * A pronoun or a "my/our + noun" subject, then the verb: a present form, or
 * "have/has" + participle, which English does not use with a finished time.
 * In "my last visit" the noun comes a word later, and "visit" is no verb.
 */
const SUBJECT_AND_VERB =
  "(?:i|we|they|he|she|you|(?:my|our|his|her|their) (?!(?:last|first|next|own|best|new|old|only|other|whole|favou?rite)\\b)[a-z]+)\\s+((?:have|has)\\s+)?([a-z]+)\\b";

/** "Yesterday I go", "Last week we have visited": the time opens the sentence, the subject and verb follow. */
const PAST_TIME_OPENING = new RegExp(`(?<=^|[.!?]\\s+)(?:${PAST_TIME}|last time),?\\s+${SUBJECT_AND_VERB}`, "gid");

const PAST_OF_BE: Readonly<Record<string, string>> = { am: "was", is: "was", are: "were" };

function pastOfBare(verb: string): string | null {
  if (verb in PAST_OF_BE) return PAST_OF_BE[verb] as string;
  const bare = isCommonBareVerb(verb) ? verb : bareOfSForm(verb);
  return bare ? (verbForms(bare).PastTense ?? null) : null;
}

/** "visited" → "visited", "been" → "was"; compromise may read a regular participle as an adjective ("finished"), whose past is the same word. */
function pastOfParticiple(participle: string): string | null {
  return simplePastOf(participle) ?? (/[a-z]{2}ed$/.test(participle) ? participle : null);
}

/**
 * The edit that puts the matched verb (groups 1 and 2: "have ", "visited")
 * in the simple past, or null when it already is one or has no past we know.
 * "have been to" would become "was to": left alone.
 */
function simplePastEdit(text: string, match: RegExpExecArray): Edit | null {
  const [, have = "", verb = ""] = match;
  const lower = verb.toLowerCase();
  const past = have ? pastOfParticiple(lower) : pastOfBare(lower);
  if (!past || (past === lower && !have)) return null;
  const verbEnd = (match.indices?.[2] as [number, number])[1];
  if (have && lower === "been" && /^\s+to\b/i.test(text.slice(verbEnd))) return null;
  const start = verbEnd - verb.length - have.length;
  return { start, end: verbEnd, replacement: past, reason: "The simple past after “yesterday”, “last week”, “ago”" };
}

/**
 * "I go there yesterday", "We visit my aunt last week": the time closes the
 * clause. The subject opens a clause ("…, and she buy it two days ago"), and
 * a few words that hold no verb or clause word of their own lead to the time
 * (checked in isPlainPastClause). Not after a preposition or a determiner:
 * "since last week", "more than yesterday", "the last week of June".
 */
const PAST_TIME_CLOSING = new RegExp(
  `(?<=^|[.!?;,]\\s+|\\b(?:and|but|so|because)\\s+)${SUBJECT_AND_VERB}((?:\\s+[a-z]+){1,6}?)\\s+` +
    `(?<!\\b(?:since|until|till|from|by|before|after|than|as|over|of|for|in|on|at|during|through|to|like|about|with|around|between|the|this|that|a|an|my|your|his|her|its|our|their|every|each)\\s+)` +
    `${PAST_TIME}(?=\\s*(?:[.!;,)]|$)|\\s+(?:and|but|because|so)\\b)`,
  "gid",
);

/**
 * Verbs of state are right in the present about a past thing: "I remember my
 * trip last year", "I miss the party last night".
 */
const STATE_VERBS = new Set([
  "remember", "forget", "know", "like", "love", "hate", "prefer", "think", "believe", "understand", "mean", "miss",
  "want", "need", "seem", "hope", "wish", "feel", "agree", "disagree", "own", "belong", "consist", "contain", "depend",
  "exist", "include", "involve", "matter", "remain", "require", "realise", "realize", "worry", "care", "smell", "sound",
  "taste", "appear",
]);

/**
 * Words that open a clause of their own, subject pronouns among them ("the
 * shirt he got yesterday"), or make the time belong elsewhere ("talk about
 * the match last night").
 */
const CLAUSE_WORDS = new Set(["that", "which", "who", "whom", "whose", "what", "where", "when", "why", "how", "if", "whether", "not", "about", "i", "we", "they", "he", "she"]);

/** Be, have, do and the modals: a second verb in the clause, so the time may belong to it. */
const AUXILIARIES = new Set(["am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "do", "does", "did", "will", "would", "can", "could", "shall", "should", "may", "might", "must"]);

function mayBeAVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return AUXILIARIES.has(lower) || isPastTenseForm(lower) || /[a-z]{2}ing$/.test(lower) || isCommonBareVerb(lower) || isCommonBareVerb(lower.replace(/e?s$/, ""));
}

/** compromise reads a phrase in context ("the book she left"); our lists add verbs it takes for nouns ("football and watch"). */
function holdsAVerbOrClause(words: string): boolean {
  return nlp(words).has("#Verb") || words.trim().split(/\s+/).some((word) => mayBeAVerb(word) || CLAUSE_WORDS.has(word.toLowerCase()));
}

/**
 * A sentence where a present verb with a past time may be right, or the time
 * may not belong to the verb: a question, a condition or future ("if", "when",
 * "will"), a habit ("every", "usually"), or reported speech ("he said").
 */
const NOT_A_PLAIN_PAST_STATEMENT =
  /\b(?:if|when|whenever|unless|will|would|won't|'ll|every|usually|always|often|sometimes|normally|generally|never|each|said|says|say|told|tell|tells|asked|asks|ask|thinks?|thought|believes?|claims?|claimed)\b|\?/i;

/** A PAST_TIME_CLOSING match where the time can only be when the verb happened. */
function isPlainPastClause(text: string, match: RegExpExecArray): boolean {
  const [whole, , verb = "", between = ""] = match;
  if (STATE_VERBS.has(verb.toLowerCase()) || holdsAVerbOrClause(between)) return false;
  return !NOT_A_PLAIN_PAST_STATEMENT.test(sentenceAround(text, match.index, match.index + whole.length));
}

/**
 * "I am living here since 2010" → "I have been living here since 2010": an
 * action that began at a point in time and goes on takes the present perfect.
 * Only when "since" names that point (a year, "last…", "childhood", a month):
 * "I am leaving since you asked" uses "since" for "because". Only a verb in
 * -ing or "here"/"there" after "am": "It is the first time since 2019" is right.
 */
const PROGRESSIVE_SINCE_A_POINT =
  /\b(?:(I) am|(I)'m|(we|you|they) are|(we|you|they)'re|(he|she|it) is)\s+(?:[a-z]+ing|here|there)\b[^.!?;,]*?\bsince\s+(?:(?:1[89]|20)\d\d|last|childhood|then|yesterday|January|February|March|April|June|July|August|September|October|November|December)\b/gi;
const SINGULAR_THIRD_PERSON = new Set(["he", "she", "it"]);

export function presentPerfectSinceEdits(text: string): Edit[] {
  return [...text.matchAll(PROGRESSIVE_SINCE_A_POINT)].map((match) => {
    const subject = match.slice(1).find((group) => group !== undefined) as string;
    const contracted = /^\S+'(?:m|re)\b/i.test(match[0]);
    const has = SINGULAR_THIRD_PERSON.has(subject.toLowerCase());
    const auxiliary = contracted ? `${subject}'ve been` : `${subject} ${has ? "has" : "have"} been`;
    const end = match.index + (match[0].match(/^\S+(?:\s+(?:am|are|is))?/i) as RegExpMatchArray)[0].length;
    return { start: match.index, end, replacement: auxiliary, reason: "“Since” a point in time takes “have been”" };
  });
}

export function pastTimeEdits(text: string): Edit[] {
  const closing = [...text.matchAll(PAST_TIME_CLOSING)].filter((match) => isPlainPastClause(text, match));
  return [...text.matchAll(PAST_TIME_OPENING), ...closing].map((match) => simplePastEdit(text, match)).filter((edit): edit is Edit => edit !== null);
}

/** Either capitalisation of each word: they may open the sentence ("Because me and him…"). */
function eitherCase(words: string[]): string {
  return words.map((word) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`).join("|");
}

/**
 * Where a clause, and so a subject, begins: a sentence start, or after a
 * conjunction ("because me and him went"). "after", "before" and "since" are
 * prepositions too ("the man before me and him was tall"): only at a sentence
 * start or after a comma. Never after a verb or another preposition ("told me
 * and him", "between me and him").
 */
const PAIR_CLAUSE_START =
  `(?<=^|[.!?]\\s+|\\b(?:${eitherCase(["because", "when", "while", "although", "if", "and", "but", "so"])})\\s+|` +
  `(?:^|[.!?,;]\\s+)(?:${eitherCase(["after", "before", "since"])})\\s+)`;

/**
 * "Me and him went" → "He and I went", "because me and my friend are" →
 * "because my friend and I are": object pronouns as the subject of a clause,
 * only before a verb, so "Me and my shadow." as a title or fragment stays.
 */
const OBJECT_PAIR_SUBJECT = new RegExp(
  `${PAIR_CLAUSE_START}([Mm]e|[Hh]im|[Hh]er) and (me|I|him|her|them|(?:my|his|her|our|their|the) [a-z]+|[A-Z][a-z]+)(?= ([a-z]+)\\b)`,
  "g",
);

/** "Nobody but me and him knew": "but" meaning "except" is a preposition. */
const BUT_AS_EXCEPT = /\b(?:nobody|no one|none|nothing|everyone|everybody|anyone|anybody|all)\s+but\s+$/i;

const FINITE_VERB = /^(?:am|are|were|was|is|have|had|has|will|would|can|could|should|might|must|do|did|went|got)$/;

const PLURAL_OF_SINGULAR_VERB: Readonly<Record<string, string>> = { is: "are", was: "were", has: "have", does: "do" };

/** A two-person subject takes the plural verb: "goes" → "go", "is" → "are"; null when the verb already fits. */
function pluralVerbFor(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (lower in PLURAL_OF_SINGULAR_VERB) return PLURAL_OF_SINGULAR_VERB[lower] as string;
  return bareOfSForm(lower);
}

function isFiniteVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return FINITE_VERB.test(lower) || isPastTenseForm(lower) || isCommonBareVerb(lower) || isCommonBareVerb(lower.replace(/e?s$/, ""));
}

export function objectPairSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(OBJECT_PAIR_SUBJECT)) {
    const [whole, first = "", second = "", next = ""] = match;
    const before = text.slice(0, match.index);
    if (!isFiniteVerb(next) || BUT_AS_EXCEPT.test(before)) continue;
    // "I" goes last, as people write it: "He and I", "My friend and I".
    const [other, self] = first.toLowerCase() === "me" ? [second, "I"] : /^(?:me|i)$/i.test(second) ? [first, "I"] : [first, subjectForm(second)];
    const atSentenceStart = /(?:^|[.!?]\s+)$/.test(before);
    const subject = `${matchInitialCase(atSentenceStart ? "A" : first, subjectForm(other))} and ${self}`;
    const verb = pluralVerbFor(next);
    if (subject.toLowerCase() === whole.toLowerCase() && !verb) continue;
    const end = match.index + whole.length + (verb ? 1 + next.length : 0);
    edits.push({ start: match.index, end, replacement: verb ? `${subject} ${verb}` : subject, reason: "Subject pronouns before the verb: “He and I went”" });
  }
  return edits;
}

/**
 * Overlapping edits are settled by order, earlier first. The past-time and
 * pronoun-pair rules read the whole clause, so they come before agreement,
 * which sees only subject and verb: "She buy it two days ago" wants
 * "bought", not "buys".
 */
export function learnerGrammarEdits(text: string): Edit[] {
  return [...irregularVerbEdits(text), ...participleAfterHaveEdits(text), ...whoseEdits(text), ...modalToEdits(text), ...itsForItIsEdits(text), ...prepositionEdits(text), ...fixedPhraseEdits(text), ...learnerClauseEdits(text), ...verbComplementEdits(text), ...fusedWordEdits(text), ...mayForManyEdits(text), ...missingArticleEdits(text), ...suggestThatEdits(text), ...pastTimeEdits(text), ...presentPerfectSinceEdits(text), ...bareVerbAfterDoNotEdits(text), ...uncountablePluralEdits(text), ...missingCopulaEdits(text), ...infinitiveEdits(text), ...doubleNegativeEdits(text), ...objectPairSubjectEdits(text), ...agreementEdits(text)];
}
