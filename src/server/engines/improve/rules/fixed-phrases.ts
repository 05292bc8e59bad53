import { matchInitialCase, type Edit } from "../edits.js";

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
