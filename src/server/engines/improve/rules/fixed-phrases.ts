import { matchInitialCase, type Edit } from "../edits";
import type { PhraseRule, RuleExamples } from "./rule-row";

/** A photo as the object, closing the clause or before a preposition, so "make photos look sharper" stays. */
const PHOTO_OBJECT =
  "((?:a |the |some |many |lots of |a lot of |a few |more |nice |good |great |" +
  "beautiful )?(?:photos?|pictures?|photographs?))(?=\\s*[.,!?;]|\\s*$|\\s+(?:of|" +
  "with|at|in|on|for|and|together|yesterday|today|when|while|because)\\b)";
const SWITCHED_THING = "((?:the|my|your|his|her|our|their) (?:lights?|tv|television|radio))\\b";

/**
 * One FIXED_PHRASES row for each form of a verb ("do" → "make", "did" →
 * "made"…), all taking the same object, captured as group 1. `before`
 * guards the verb (by default a word boundary). The examples are the
 * group's: each row carries them.
 */
function rowsForEachForm(
  forms: ReadonlyArray<readonly [wrong: string, right: string]>,
  object: string,
  reason: string,
  examples: RuleExamples,
  before = "\\b",
): PhraseRule[] {
  return forms.map(([wrong, right]) => ({
    pattern: new RegExp(`${before}${wrong} ${object}`, "gi"),
    replacement: `${right} $1`,
    reason,
    ...examples,
  }));
}

/** "more easy than" → "easier than"; the pattern and the reason follow from the two forms. */
function comparativeRow(plain: string, comparative: string, examples: RuleExamples): PhraseRule {
  return {
    pattern: new RegExp(`(?<!\\ball the )\\bmore ${plain}(?=\\s+(?:than|to)\\b|\\s*[.!?;]|\\s*$)`, "gi"),
    replacement: comparative,
    reason: `“${comparative[0]?.toUpperCase()}${comparative.slice(1)}”, not “more ${plain}”`,
    ...examples,
  };
}

const WELL_NOT_GOOD = "“Well” says how something is done; “good” describes a thing";

/** Phrases that are wrong in every context, each with its fix and the reason shown to the writer. */
export const FIXED_PHRASES: readonly PhraseRule[] = [
  // "could of gone" is how "could've" sounds; "would of course" is a different phrase.
  {
    pattern: /\b(could|would|should|might|must) of\b(?! course)/gi,
    replacement: "$1 have",
    reason: "“Have”, not “of”, after could, would, should…",
    fixes: [["We could of gone earlier, and we seen it.", "We could have gone earlier, and we saw it."]],
    keeps: ["What would of course happen is clear.", "Its colour had faded, but you should try it."],
  },
  // Not in a question: "Have you seen it?"
  {
    pattern: /(?<!\b(?:have|has|had|haven't|hasn't|hadn't)(?:\s+not)?\s+)\b(I|we|you|they|he|she) seen\b/gi,
    replacement: "$1 saw",
    reason: "“Saw” (past), or “have seen”",
    fixes: [["We could of gone earlier, and we seen it.", "We could have gone earlier, and we saw it."]],
    keeps: ["Haven't you seen it?", "We have seen the results, and each of the students has a copy; they would of course agree."],
  },
  {
    pattern: /\b(each of (?:the|these|those|my|our|your|their|his|her) [a-z]+s) have\b/gi,
    replacement: "$1 has",
    reason: "“Each of…” takes a singular verb",
    fixes: [["Each of the students have submitted a report.", "Each of the students has submitted a report."]],
    keeps: ["Each of them has a copy, and the students have theirs."],
  },
  {
    pattern: /\b(despite) of\b/gi,
    replacement: "$1",
    reason: "“Despite” takes no “of”",
    fixes: [["Despite of the rain, I am agree.", "Despite the rain, I agree."]],
    keeps: ["Despite the rain, I agree with less sugar; the effect on me was small, and there is one problem between you and me."],
  },
  {
    pattern: /\b(I) am (agree|disagree)\b/g,
    replacement: "$1 $2",
    reason: "“Agree” is a verb: “I agree”",
    fixes: [["Despite of the rain, I am agree.", "Despite the rain, I agree."]],
    keeps: ["I agree, and we are in agreement."],
  },
  {
    pattern: /\b(we|you|they) are (agree|disagree)\b/gi,
    replacement: "$1 $2",
    reason: "“Agree” is a verb: “we agree”",
    fixes: [["They are agree with the plan.", "They agree with the plan."]],
    keeps: ["They are agreeable people."],
  },
  {
    pattern: /\b(he|she) is (agree|disagree)\b/gi,
    replacement: "$1 $2s",
    reason: "“Agree” is a verb: “she agrees”",
    fixes: [["She is agree too.", "She agrees too."]],
    keeps: ["She is agreeable."],
  },
  {
    pattern: /\b(I) am not (agree|disagree)\b/g,
    replacement: "$1 do not $2",
    reason: "“Agree” is a verb: “I do not agree”",
    fixes: [["I am not agree with you.", "I do not agree with you."]],
    keeps: ["I am not agreeing to it."],
  },
  {
    pattern: /\b(I)'m not (agree|disagree)\b/g,
    replacement: "$1 don't $2",
    reason: "“Agree” is a verb: “I don't agree”",
    fixes: [["I'm not agree with her and he is not agree.", "I don't agree with her and he does not agree."]],
    keeps: ["I'm not agreeable."],
  },
  {
    pattern: /\b(I)'m (agree|disagree)\b/g,
    replacement: "$1 $2",
    reason: "“Agree” is a verb: “I agree”",
    fixes: [["I'm agree and we're agree.", "I agree and we agree."]],
    keeps: ["I'm agreeable to that."],
  },
  {
    pattern: /\b(we|you|they)'re (agree|disagree)\b/gi,
    replacement: "$1 $2",
    reason: "“Agree” is a verb: “we agree”",
    fixes: [["I'm agree and we're agree.", "I agree and we agree."]],
    keeps: ["We're agreed on the price."],
  },
  {
    pattern: /\b(we|you|they) are not (agree|disagree)\b/gi,
    replacement: "$1 do not $2",
    reason: "“Agree” is a verb: “we do not agree”",
    fixes: [["We are not agree with it.", "We do not agree with it."]],
    keeps: ["We are not agreed yet."],
  },
  {
    pattern: /\b(he|she) is not (agree|disagree)\b/gi,
    replacement: "$1 does not $2",
    reason: "“Agree” is a verb: “she does not agree”",
    fixes: [["I'm not agree with her and he is not agree.", "I don't agree with her and he does not agree."]],
    keeps: ["He is not agreeable."],
  },
  // "in morning dress" is a compound; the time of day alone takes "the".
  {
    pattern: new RegExp(
      [
        String.raw`\b(in) (morning|evening|afternoon)(?=\s*[.,;:!?]|\s*$| (?:I|we|you|he|she|`,
        String.raw`they|it|the|my|our|and|but|or|before|after|at|when|there|people|everyone)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 the $2",
    reason: "“In the morning”",
    fixes: [["In morning I went out.", "In the morning I went out."]],
    keeps: ["He wore in morning dress."],
  },
  {
    pattern: /\b(in) the end of (the|this|that|my|our|his|her|their|each|every|a|an)\b/gi,
    replacement: "at the end of $2",
    reason: "“At the end of” a time or a place",
    fixes: [["We met in the end of the street.", "We met at the end of the street."]],
    keeps: ["In the end, we won."],
  },
  {
    pattern: /\b(bad|good|negative|positive|big|huge|great|strong|harmful|serious) (effect|impact) to\b/gi,
    replacement: "$1 $2 on",
    reason: "An effect “on” something",
    fixes: [["It had a bad effect to us.", "It had a bad effect on us."]],
    keeps: [],
  },
  {
    pattern: new RegExp(
      [
        String.raw`(?<=^|[.!?]\s+)Is ((?:very |so |really |quite |too )?(?:difficult|hard|`,
        "easy|important|necessary|possible|impossible|better|interesting|",
        String.raw`clear|obvious|normal|common|useful|dangerous|good|bad)) (to|that|for)\b`,
      ].join(""),
      "g",
    ),
    replacement: "It is $1 $2",
    reason: "The sentence needs a subject: “It is…”",
    fixes: [["Is very difficult to say.", "It is very difficult to say."]],
    keeps: ["It is hard to say."],
  },
  // Only where "it" opens a clause: in "making it worth $5bn" it is an object.
  {
    pattern:
      /(?<=(?:^|[.!?;,]\s*|\b(?:think|thinks|believe|believes|guess|feel|that|because|but|and|so|if|maybe|perhaps)\s+))\b(it|this) worth\b/gi,
    replacement: "$1 is worth",
    reason: "A verb is missing: “it is worth”",
    fixes: [["I think it worth it.", "I think it is worth it."]],
    keeps: ["Is it worth it?", "Shares rose, making it worth $5bn."],
  },
  {
    pattern: /\b(I|we|you|they) want to don't\b/g,
    replacement: "$1 don't want to",
    reason: "“Don't want to”",
    fixes: [["I want to don't lose.", "I don't want to lose."]],
    keeps: [],
  },
  {
    pattern: /\b(will not|won't) can\b/gi,
    replacement: "$1 be able to",
    reason: "“Can” has no future: “will not be able to”",
    fixes: [["I will not can go.", "I will not be able to go."]],
    keeps: [],
  },
  // "the shopping mall" is a place; "go to shopping" is the activity, said without "to".
  {
    pattern:
      /\b(go|goes|went|going|gone) to shopping\b(?! (?:malls?|cent(?:re|er)s?|streets?|district|area|arcade|precinct|trolley|cart|list))/gi,
    replacement: "$1 shopping",
    reason: "“Go shopping”, without “to”",
    fixes: [["We went to shopping.", "We went shopping."]],
    keeps: ["They went to the shopping mall."],
  },
  {
    pattern: /\b(listen|listens|listened|listening) (music|the radio)\b/gi,
    replacement: "$1 to $2",
    reason: "“Listen to” music",
    fixes: [["I listen music.", "I listen to music."]],
    keeps: ["Since last year we listen to the radio.", "He listened to advice and to breath sounds."],
  },
  // French and Spanish learners' noun ("les inconvénients"); the spelling check would make it the adjective.
  {
    pattern: /\binconvenients\b/gi,
    replacement: "disadvantages",
    reason: "“Inconvenient” describes; the noun is “disadvantages”",
    fixes: [["The inconvenients are few.", "The disadvantages are few."]],
    keeps: ["It is inconvenient for us."],
  },
  {
    pattern: /\b(am|is|are|was|were|'m|'re|feel|feels|felt) ((?:very |so |really |too |a bit )?)worry\b/gi,
    replacement: "$1 $2worried",
    reason: "“Worried” is how you feel",
    fixes: [["I am very worry.", "I am very worried."]],
    keeps: ["I worry about it.", "Worry less."],
  },
  {
    pattern:
      /\bsince (?:the )?(last|past) (two|three|four|five|six|seven|eight|nine|ten|few|several|many|\d+) (years|months|weeks|days)\b/gi,
    replacement: "for the $1 $2 $3",
    reason: "“For” with a length of time",
    fixes: [["I am here since last three years.", "I am here for the last three years."]],
    keeps: ["Since last year we listen to the radio."],
  },
  {
    pattern: /\b(look|looks|looking|looked) forward to (hear|see|meet|work|speak|talk)\b/gi,
    replacement: "$1 forward to $2ing",
    reason: "“Look forward to” takes an -ing form",
    fixes: [["I look forward to hear from you and to receive it.", "I look forward to hearing from you and to receive it."]],
    keeps: [],
  },
  {
    pattern: /\b(look|looks|looking|looked) forward to receive\b/gi,
    replacement: "$1 forward to receiving",
    reason: "“Look forward to” takes an -ing form",
    fixes: [["We look forward to receive your reply.", "We look forward to receiving your reply."]],
    keeps: ["We look forward to receiving it."],
  },
  {
    pattern: /\b(there) is (many|several|few|numerous|two|three|four|five)\b/gi,
    replacement: "$1 are $2",
    reason: "“There are” before a plural",
    fixes: [["There is many problems.", "There are many problems."]],
    keeps: ["There is a problem, and there are many more."],
  },
  {
    pattern: /\b(I|we|they|will|would|can|could|should|must|strongly) advice\b/g,
    replacement: "$1 advise",
    reason: "“Advise” is the verb, “advice” the noun",
    fixes: [["I would advice you to go.", "I would advise you to go."]],
    keeps: ["They give you advice."],
  },
  {
    pattern: /\b(can|can't|cannot|could|couldn't|will|won't|must|should) breath\b/gi,
    replacement: "$1 breathe",
    reason: "“Breathe” is the verb, “breath” the noun",
    fixes: [["I can't breath.", "I can't breathe."]],
    keeps: [],
  },
  {
    pattern: /\b(a|deep|fresh|my|your|his|her|our|their) breathe\b/gi,
    replacement: "$1 breath",
    reason: "“Breath” is the noun, “breathe” the verb",
    fixes: [["Take a deep breathe.", "Take a deep breath."]],
    keeps: ["Take a deep breath and breathe out."],
  },
  {
    pattern: /\b(for all) intensive purposes\b/gi,
    replacement: "$1 intents and purposes",
    reason: "The phrase is “for all intents and purposes”",
    fixes: [
      [
        "For all intensive purposes they are one in the same, so nip it in the butt.",
        "For all intents and purposes they are one and the same, so nip it in the bud.",
      ],
    ],
    keeps: ["For all purposes, it works."],
  },
  {
    pattern: /\b(one) in the same\b/gi,
    replacement: "$1 and the same",
    reason: "The phrase is “one and the same”",
    fixes: [
      [
        "For all intensive purposes they are one in the same, so nip it in the butt.",
        "For all intents and purposes they are one and the same, so nip it in the bud.",
      ],
    ],
    keeps: [],
  },
  {
    pattern: /\bsince (?:a )?long time\b/gi,
    replacement: "for a long time",
    reason: "“For a long time” (or “since” with a point in time)",
    fixes: [["We waited since long time.", "We waited for a long time."]],
    keeps: [],
  },
  // A plural verb after "which" shows it stands for the people ("people which live"); "people which is
  // important" refers to the whole clause before it and stays.
  {
    pattern: new RegExp(
      [
        String.raw`\b(people|students|teachers|children|friends|parents|men|women|kids|doctors|`,
        "workers|employees) which (?=(?:are|were|have|live|do|want|think|like|",
        String.raw`work|go|come|need|know|say|believe|love|study|play|use|spend|get|make)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 who ",
    reason: "“Who” for people, “which” for things",
    fixes: [
      [
        "People which live in the country are calm, and students which are late miss out.",
        "People who live in the country are calm, and students who are late miss out.",
      ],
    ],
    keeps: ["We meet other people which is important, and it puts stress on students which may hurt them."],
  },
  // Said of oneself, "interesting in" and "exciting about" are the feeling: "interested", "excited".
  {
    pattern: /\b(I am|I'm|we are|we're) interesting in\b/gi,
    replacement: "$1 interested in",
    reason: "“Interested” is how you feel; “interesting” is what something is",
    fixes: [["I am interesting in art.", "I am interested in art."]],
    keeps: ["He is interesting in many ways."],
  },
  {
    pattern: /\b(I am|I'm|we are|we're) ((?:very |so |really )?)exciting (about|for|to)\b/gi,
    replacement: "$1 $2excited $3",
    reason: "“Excited” is how you feel; “exciting” is what something is",
    fixes: [["We are very exciting about it.", "We are very excited about it."]],
    keeps: ["It is exciting to travel."],
  },
  {
    pattern: /\bmake ((?:my|his|her|our|their|your|the) )?homework\b/gi,
    replacement: "do $1homework",
    reason: "One “does” homework",
    fixes: [["I must make my homework now.", "I must do my homework now."]],
    keeps: ["Homework can make you tired."],
  },
  {
    pattern: /\bmakes ((?:my|his|her|our|their|your|the) )?homework\b/gi,
    replacement: "does $1homework",
    reason: "One “does” homework",
    fixes: [["I made my homework, and she makes homework daily.", "I did my homework, and she does homework daily."]],
    keeps: ["It makes my day."],
  },
  {
    pattern: /\bmade ((?:my|his|her|our|their|your|the) )?homework\b/gi,
    replacement: "did $1homework",
    reason: "One “does” homework",
    fixes: [["I made my homework, and she makes homework daily.", "I did my homework, and she does homework daily."]],
    keeps: ["I made my bed."],
  },
  {
    pattern: /\bmaking ((?:my|his|her|our|their|your|the) )?homework\b/gi,
    replacement: "doing $1homework",
    reason: "One “does” homework",
    fixes: [["She is making her homework.", "She is doing her homework."]],
    keeps: ["I am making dinner."],
  },
  // "I have 20 years old": age is a state in English, said with "be".
  {
    pattern: /\b(I) have (\d{1,3}|[a-z]+(?:-[a-z]+)?) years old\b/g,
    replacement: "$1 am $2 years old",
    reason: "Age takes “be”: “I am 20 years old”",
    fixes: [["I have 20 years old.", "I am 20 years old."]],
    keeps: ["I have two cats that are 3 years old."],
  },
  {
    pattern: /\b(he|she) has (\d{1,3}|[a-z]+(?:-[a-z]+)?) years old\b/gi,
    replacement: "$1 is $2 years old",
    reason: "Age takes “be”: “she is 20 years old”",
    fixes: [["She has twenty-two years old.", "She is twenty-two years old."]],
    keeps: ["She has two sons who are 5 years old."],
  },
  {
    pattern: /\b(we|you|they) have (\d{1,3}|[a-z]+(?:-[a-z]+)?) years old\b/gi,
    replacement: "$1 are $2 years old",
    reason: "Age takes “be”: “they are 20 years old”",
    fixes: [["They have 12 years old.", "They are 12 years old."]],
    keeps: ["They have children who are twelve years old."],
  },
  // Before a noun ("everyday life") it is the adjective and right.
  {
    pattern: /\beveryday(?= (?:after|before|at|in|for|of|and|but|so|because|when|until|since|from|with|except)\b)/gi,
    replacement: "every day",
    reason: "“Every day” (each day); “everyday” means ordinary",
    fixes: [
      ["We walk everyday after lunch.", "We walk every day after lunch."],
      ["Everyday of the week it rains.", "Every day of the week it rains."],
    ],
    keeps: ["Everyday life is hard."],
  },
  {
    pattern: /\b(nip (?:it|this|that|them) in the) butt\b/gi,
    replacement: "$1 bud",
    reason: "The phrase is “nip it in the bud”",
    fixes: [
      [
        "For all intensive purposes they are one in the same, so nip it in the butt.",
        "For all intents and purposes they are one and the same, so nip it in the bud.",
      ],
    ],
    keeps: ["We must nip it in the bud."],
  },
  {
    pattern: /\b(am|is|are|was|were|be|been|being|'m|'re|'s|not) suppose to\b/gi,
    replacement: "$1 supposed to",
    reason: "“Supposed to”",
    fixes: [["I am suppose to go.", "I am supposed to go."]],
    keeps: ["I suppose to some extent it helps."],
  },
  // "The tools we use to build" is right; a sentence that opens "We use to live" means "used to".
  {
    pattern: /(?<=^|[.!?]\s+)(I|We|You|They|He|She) use to (?=[a-z]+ )/g,
    replacement: "$1 used to ",
    reason: "“Used to” for what was true in the past",
    fixes: [["We use to live there.", "We used to live there."]],
    keeps: ["The tools we use to build it are old."],
  },
  {
    pattern: /\b(the) principle (of the (?:school|college|university|academy))\b/gi,
    replacement: "$1 principal $2",
    reason: "“Principal” is the head of a school",
    fixes: [["I met the principle of the school.", "I met the principal of the school."]],
    keeps: ["The principle of the matter is clear."],
  },
  // "Is there going to be…" is a question, and right.
  {
    pattern: /(?<!\b(?:is|was|are|were|be|been|isn't|wasn't|aren't|weren't)\s+)\b[Tt]here (going to|gonna) (?!be\b)/g,
    replacement: "they're $1 ",
    reason: "“They're” (they are), not “there”",
    fixes: [
      ["There going to win.", "They're going to win."],
      ["There gonna call.", "They're gonna call."],
    ],
    keeps: ["Is there going to be a party?"],
  },
  // Only verbs that are not also nouns: "I want help" and "they want work" are right.
  {
    pattern: /\b(want|wants|wanted) (be|go|come|know|learn|study|become|travel|visit|buy|see|watch|stay|leave)\b/gi,
    replacement: "$1 to $2",
    reason: "“Want” takes “to” before a verb",
    fixes: [["If you want be a doctor, you study.", "If you want to be a doctor, you study."]],
    keeps: ["I want help and they want work."],
  },
  {
    pattern: /\b(between you and) I\b/gi,
    replacement: "$1 me",
    reason: "“Between you and me”",
    fixes: [["Between you and I, the affect on sales was huge.", "Between you and me, the effect on sales was huge."]],
    keeps: ["It is between you and me."],
  },
  {
    pattern: /\b(the|an|a|no|any|big|huge|positive|negative) affect (on|of|will|would|has|had)\b/gi,
    replacement: "$1 effect $2",
    reason: "“Effect” is the noun",
    fixes: [["Between you and I, the affect on sales was huge.", "Between you and me, the effect on sales was huge."]],
    keeps: ["It did not affect the result."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(will|would|can|could|may|might|to|not|does|did|do) effect (everyone|everybody|`,
        String.raw`people|us|them|me|you|him|her|the|our|their|your|my|his|its)\b(?!\s+(?:\w+\s+)?(?:changes?|`,
        String.raw`reforms?|transformation|improvements?|cure|transfer|turnaround|repairs?)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 affect $2",
    reason: "“Affect” is the verb, “effect” the noun",
    fixes: [["I will loose my mind, and it will effect everyone.", "I will lose my mind, and it will affect everyone."]],
    keeps: ["They want to effect the change."],
  },
  // "if your free to join", "Your welcome to come": "you're" (you are) before a predicate, not before a noun ("if your free time").
  {
    pattern: new RegExp(
      [
        String.raw`(?<=^|[.!?]\s+|\b(?:if|when|because|as|since|that|but|and|so)\s+)([Yy])our (free|right|`,
        "wrong|sure|ready|able|going|not|still|busy|available|late|done|happy|sorry|looking|",
        String.raw`trying|coming|welcome(?= to\b))(?=\s*[.,!?;]|\s+(?:to|for|at|with|in|and|or|on|about|`,
        String.raw`that|because|so|then|now|today|tonight|tomorrow|later|enough|too|again|this|next)\b)`,
      ].join(""),
      "g",
    ),
    replacement: "$1ou're $2",
    reason: "“You're” (you are)",
    fixes: [["Your welcome to join us if your free tonight.", "You're welcome to join us if you're free tonight."]],
    keeps: ["Use your free time well."],
  },
  {
    pattern: /\b(whose) (coming|going|there|here|been|not|gonna|ready|next|responsible)\b/gi,
    replacement: "who's $2",
    reason: "“Who's” (who is)",
    fixes: [["Whose coming?", "Who's coming?"]],
    keeps: [],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(to|will|would|could|might|can|don't|didn't|not|never) loose (my|your|his|her|`,
        String.raw`our|their|the|weight|it|them|money|control|track|interest|hope|sight|touch)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 lose $2",
    reason: "“Lose” (to no longer have), not “loose”",
    fixes: [["I will loose my mind, and it will effect everyone.", "I will lose my mind, and it will affect everyone."]],
    keeps: ["My shirt is loose at the neck."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\bless (people|students|cars|jobs|hours|years|days|times|children|things|problems|`,
        "mistakes|words|calories|employees|workers|opportunities|options|choices|books|items|",
        "questions|cases|deaths|accidents|friends|members|visitors|customers|users|teachers|doctors|",
        String.raw`trees|animals|countries|products|vehicles|errors|steps|chances|games|classes|pages)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "fewer $1",
    reason: "“Fewer” for things you can count",
    fixes: [
      ["Less people came.", "Fewer people came."],
      [
        "There were less accidents, and we excepted the offer because it effects the economy.",
        "There were fewer accidents, and we accepted the offer because it affects the economy.",
      ],
    ],
    keeps: ["Less stress helps."],
  },
  {
    pattern: /\b(explain|explains|explained|explaining) (me|us)\b(?! [a-z]+ing\b)/gi,
    replacement: "$1 to $2",
    reason: "“Explain to me”: explain takes “to” before the person",
    fixes: [["Can you explain me the rules?", "Can you explain to me the rules?"]],
    keeps: ["How do you explain me talking to you?"],
  },
  // "married with children" says they have children; to a person it is "married to".
  {
    pattern: new RegExp(
      [
        String.raw`\b(married) with\b(?! (?:\w+ )?(?:children|kids|child|kid|baby|babies|family|grandchildren|`,
        String.raw`twins|sons?|daughters?|step-?children)\b| (?:one|two|three|four|five|six|\d+)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 to",
    reason: "“Married to” a person",
    fixes: [["She is married with a doctor.", "She is married to a doctor."]],
    keeps: ["He was married with one daughter.", "They are married with two children."],
  },
  // One arrives "at" a place and "in" a city or country, never "to" it.
  {
    pattern: new RegExp(
      [
        String.raw`\b(arrive|arrives|arrived|arriving) to\b(?= (?:the|a|an|my|our|his|her|their|this|`,
        "that) (?:[a-z]+ )?(?:airport|station|hotel|school|office|city|country|party|house|",
        "university|restaurant|meeting|destination|class|hospital|village|town|beach|museum|",
        String.raw`campus|conference|venue|port|stop|shop|store|building|camp|island|capital)s?\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 at",
    reason: "One arrives “at” a place",
    fixes: [["We arrived to the airport and then arrived to London.", "We arrived at the airport and then arrived in London."]],
    keeps: ["We arrived to find it shut and arrived to Mary's surprise."],
  },
  {
    pattern: /\b(arrive|arrives|arrived|arriving) to\b(?= [A-Z][a-z]+\b(?!'s))/g,
    replacement: "$1 in",
    reason: "One arrives “in” a city or country",
    fixes: [["We arrived to the airport and then arrived to London.", "We arrived at the airport and then arrived in London."]],
    keeps: ["We arrived to find it shut and arrived to Mary's surprise."],
  },
  // A subject one is skilled at: "good at maths" ("good in a crisis", "the best in French football"
  // and "weak in maths", which is right too, stay).
  {
    pattern: new RegExp(
      [
        String.raw`\b(good|bad|excellent|great) in (math|maths|mathematics|science|sports?|`,
        "english|french|spanish|german|languages?|history|physics|chemistry|",
        String.raw`biology|art|music|drawing|cooking|football|tennis|basketball|chess)(?=\s*[.,!?;]|`,
        String.raw`\s*$|\s+(?:and|but|or|because|so|than|too|as|when|while|if)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 at $2",
    reason: "Good “at” a subject or a skill",
    fixes: [["She is good in mathematics.", "She is good at mathematics."]],
    keeps: ["The best in French football.", "He is weak in math.", "He was good in a crisis."],
  },
  // "Good" describes a thing; how someone does something is "well". Only closing the clause, after
  // a verb of doing with at most a language as its object, so "wrote something good" stays.
  {
    pattern: new RegExp(
      [
        String.raw`(?<=\b(?:speak|speaks|spoke|speaking) (?:English|French|Spanish|`,
        "German|Italian|Chinese|Japanese|Arabic|Russian|Portuguese|Korean|",
        String.raw`it) (?:very |really |so |quite |pretty )?)good(?=\s*[.!?,;]|\s*$)`,
      ].join(""),
      "g",
    ),
    replacement: "well",
    reason: WELL_NOT_GOOD,
    fixes: [
      [
        "She speaks English very good, he sings really good, and it went good.",
        "She speaks English very well, he sings really well, and it went well.",
      ],
    ],
    keeps: ["She speaks English, and the food is very good."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`(?<=\b(?:sing|sings|sang|play|plays|played|dance|dances|danced|cook|cooks|`,
        "cooked|swim|swims|swam|drive|drives|drove|work|works|worked|went|goes|sleep|",
        String.raw`sleeps|slept) (?:very |really |so |quite |pretty )?)good(?=\s*[.!?,;]|\s*$)`,
      ].join(""),
      "gi",
    ),
    replacement: "well",
    reason: WELL_NOT_GOOD,
    fixes: [
      [
        "She speaks English very good, he sings really good, and it went good.",
        "She speaks English very well, he sings really well, and it went well.",
      ],
    ],
    keeps: ["She cooks good and cheap food.", "She wrote something good.", "He plays good music."],
  },
  // "the more beautiful city in the world" compares with everything: the superlative.
  // Only after "is" or "was": "The more people in the world, the better" compares two amounts.
  {
    pattern: /(?<=\b(?:is|was|are|were|'s)\s+)the more ([a-z]+) ((?:[a-z]+ )?)(?=in the world\b|of all\b|ever\b)/gi,
    replacement: "the most $1 $2",
    reason: "“The most…” when comparing with all the rest",
    fixes: [["This is the more beautiful city in the world.", "This is the most beautiful city in the world."]],
    keeps: ["The more people in the world, the better.", "It is the more expensive of the two."],
  },
  // One waits "for" someone; "wait you out" is an idiom and stays.
  {
    pattern: /\b(wait|waits|waited|waiting) (me|you|him|her|us|them)\b(?! out\b)/gi,
    replacement: "$1 for $2",
    reason: "“Wait for” someone",
    fixes: [["I am waiting you.", "I am waiting for you."]],
    keeps: ["We waited him out."],
  },
  // "prefer A to B"; "prefer to walk rather than drive" and "prefer tea rather than coffee" stay.
  {
    pattern: /\b(prefer|prefers) ((?!(?:to|rather)\b)[a-z]+(?: (?!rather\b)[a-z]+)?) than\b/gi,
    replacement: "$1 $2 to",
    reason: "“Prefer one thing to another”",
    fixes: [["I prefer tea than coffee.", "I prefer tea to coffee."]],
    keeps: ["I prefer to walk rather than drive.", "I prefer tea rather than coffee.", "Your preferred needs than ours."],
  },
  // One borrows from someone and lends to someone: "borrow me your pen" asks for a loan.
  ...rowsForEachForm(
    [
      ["borrow", "lend"],
      ["borrowed", "lent"],
    ],
    "(me|him|her|us|them)(?= (?:your|his|her|my|our|their|a|an|the|some|this|that)\\b)",
    "“Lend” me something; “borrow” it from me",
    { fixes: [["Please borrow me your pen.", "Please lend me your pen."]], keeps: ["Can I borrow your pen?"] },
  ),
  {
    pattern: /\bin (\d{4}) year\b/gi,
    replacement: "in $1",
    reason: "A year needs no “year”: “in 1990”",
    fixes: [["I was born in 1990 year.", "I was born in 1990."]],
    keeps: ["It happened in 1990, a hard year."],
  },
  {
    pattern: /\b(I|he|she|it|we|you|they) (?:was|were) (agree|disagree)\b/gi,
    replacement: "$1 $2d",
    reason: "“Agree” is a verb: “he agreed”",
    fixes: [["He was agree with me.", "He agreed with me."]],
    keeps: ["He was agreeable."],
  },
  // A thing "to read"; "for" before a verb is "to" ("a book for read"). Verbs that are nouns as well
  // ("time for study", "for practice") are left out.
  {
    pattern:
      /\b(?<=[a-z]+ )for (read|eat|write|learn|visit|buy)(?=\s*[.,!?;]|\s*$|\s+(?:and|or|but|in|at|on|with|every|later|now|together)\b)/gi,
    replacement: "to $1",
    reason: "“Something to read”, not “for read”",
    fixes: [["It is a book for read.", "It is a book to read."]],
    keeps: ["We need more time for study.", "It is food for thought.", "It is for reading."],
  },
  // Set phrases that take "the", which writers whose first language has no articles leave out. A
  // sentence opening "Internet was slow" is left alone: reviews drop articles that way on purpose.
  // "in past years" and "in world rugby" use the word before a noun, and stay; British "in future"
  // (from now on) is right and is left alone.
  {
    pattern: /\b(in) past(?=\s*[,.;!?]|\s+(?:I|we|you|they|he|she|it|people|there|many|most|some|this|these)\b)/gi,
    replacement: "$1 the past",
    reason: "“The” in a set phrase: “in the past”",
    fixes: [["In past people walked.", "In the past people walked."]],
    keeps: ["In past years it was cheap.", "In future, please knock."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(on|from|in|use|uses|used|using|through|via|over|browse|browsing|surf|`,
        String.raw`surfing) internet(?=\s*[,.;!?]|\s*$|\s+(?:and|or|but|to|for|in|on|at|with|because|`,
        String.raw`so|is|was|has|every|all|too|as|when|while|if|than|anymore|nowadays|today)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 the internet",
    reason: "“The” in a set phrase: “on the internet”",
    fixes: [["I read it on internet.", "I read it on the internet."]],
    keeps: ["Internet was slow.", "I read it on internet forums."],
  },
  {
    pattern: /\bmost of time\b/gi,
    replacement: "most of the time",
    reason: "“The” in a set phrase: “most of the time”",
    fixes: [["Most of time I stay home.", "Most of the time I stay home."]],
    keeps: ["Most of the time I stay home."],
  },
  {
    pattern: /\b(at|in|on|for|of|from|to|with|by) same(?!-)\b/gi,
    replacement: "$1 the same",
    reason: "“The” before “same”: “at the same time”",
    fixes: [["We arrived at same time.", "We arrived at the same time."]],
    keeps: ["A same-sex couple."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(one|some|many|few|two|three) of (best|worst|most|least|biggest|largest|greatest|`,
        "smallest|highest|lowest|oldest|newest|fastest|strongest|richest|happiest|easiest|hardest|",
        String.raw`longest|finest|nicest|cheapest|brightest|poorest|deepest|strangest|funniest|saddest)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 of the $2",
    reason: "“The” before a superlative: “one of the best”",
    fixes: [["He is one of best players in world.", "He is one of the best players in the world."]],
    keeps: ["One of the best players came."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(in|around|across|all over) world(?=\s*[,.;!?]|\s*$|\s+(?:and|or|but|to|`,
        "for|in|on|at|with|because|so|is|was|are|were|has|have|had|today|now|that|",
        "who|which|like|likes|love|loves|know|knows|use|uses|want|wants|need|needs|",
        String.raw`think|thinks|live|lives|can|could|will|would|should|must|do|does|did)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 the world",
    reason: "“The” in a set phrase: “in the world”",
    fixes: [["He is one of best players in world.", "He is one of the best players in the world."]],
    keeps: ["It is the biggest brand in world rugby.", "What sort of world is it?"],
  },
  {
    pattern: /\b(on) other hand\b/gi,
    replacement: "$1 the other hand",
    reason: "“The” in a set phrase: “on the other hand”",
    fixes: [["On other hand, it is dear.", "On the other hand, it is dear."]],
    keeps: ["On the other hand, it is dear."],
  },
  {
    pattern: /\b(at the end of) day\b/gi,
    replacement: "$1 the day",
    reason: "“The” in a set phrase: “at the end of the day”",
    fixes: [["At the end of day, we left.", "At the end of the day, we left."]],
    keeps: ["At the end of the day, we left."],
  },
  // Not "last": in "looking for last time I was there" the "for" belongs to the verb.
  {
    pattern: /\b(for|at) (first|second|third) time\b/gi,
    replacement: "$1 the $2 time",
    reason: "“The” in a set phrase: “for the first time”",
    fixes: [["For first time I saw snow.", "For the first time I saw snow."]],
    keeps: ["I was looking for last time I was there."],
  },
  // Not after a determiner, a possessive ("the child's whole day") or a number ("two whole weeks").
  {
    pattern: new RegExp(
      [
        String.raw`(?<!\b(?:the|a|an|this|that|my|your|his|her|our|their|every|`,
        String.raw`one|all|two|three|four|five|six|seven|\d+) |'s |s' )\bwhole (day|`,
        String.raw`week|month|year|night|morning|evening|weekend|summer|time)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "the whole $1",
    reason: "“The whole day”",
    fixes: [["I was at home whole day.", "I was at home the whole day."]],
    keeps: ["The child's whole day was gone.", "It took two whole weeks."],
  },
  // Verb and noun pairs that learners build from their own language: one "makes" a mistake, "takes" a photo,
  // "tells" a lie, "teaches" someone, "attends" a class, "turns on" a light. "Make a question" is left out:
  // in a grammar class it means forming one; so is "make the photograph" before a verb ("make photos look
  // sharper", "used to make the photograph are…"), and "opening"/"closing", nouns as often ("an opening").
  // "do" only after its subject or a modal: "Do mistakes matter?" and "How did the mistake happen?" ask.
  ...rowsForEachForm(
    [
      ["do", "make"],
      ["does", "makes"],
      ["did", "made"],
      ["doing", "making"],
    ],
    "((?:a |the |many |some |several |no |any |lots of |a lot of |a few |more |these |those |my |" +
      "his |her |our |their |your )?(?:big |small |serious |silly |stupid |common |same )?mistakes?)\\b",
    "One “makes” a mistake",
    {
      fixes: [
        ["I did a mistake.", "I made a mistake."],
        ["Don't do mistakes.", "Don't make mistakes."],
      ],
      keeps: ["How did the mistake happen?", "Do mistakes matter?"],
    },
    "(?<=\\b(?:I|we|you|they|he|she|people|students|children|everyone|everybody|" +
      "nobody|someone|not|never|always|often|also|usually|sometimes|to|will|" +
      "would|can|could|should|must|may|might|don't|doesn't|didn't|won't|can't) )",
  ),
  ...rowsForEachForm(
    [
      ["make", "take"],
      ["makes", "takes"],
      ["making", "taking"],
    ],
    PHOTO_OBJECT,
    "One “takes” a photo",
    {
      fixes: [["Can I make a photo?", "Can I take a photo?"]],
      keeps: ["Make photos look sharper.", "Make a question from these words."],
    },
  ),
  ...rowsForEachForm(
    [["made", "took"]],
    PHOTO_OBJECT,
    "One “takes” a photo",
    {
      fixes: [["I made a photo of it.", "I took a photo of it."]],
      keeps: ["I made a photo album."],
    },
    "(?<!\\b(?:have|has|had|'ve|'s|'d) )\\b",
  ),
  ...rowsForEachForm(
    [["made", "taken"]],
    PHOTO_OBJECT,
    "One “takes” a photo",
    {
      fixes: [["I have made a photo.", "I have taken a photo."]],
      keeps: ["I have made a photo album."],
    },
    "(?<=\\b(?:have|has|had|'ve) )",
  ),
  ...rowsForEachForm(
    [
      ["say", "tell"],
      ["says", "tells"],
      ["said", "told"],
      ["saying", "telling"],
    ],
    "((?:a |the |many |some |lots of |a lot of |any |no |this |that |these |those |white |little |big )?lies|a (?:white |little |big )?lie)\\b",
    "One “tells” a lie",
    { fixes: [["She said a lie.", "She told a lie."]], keeps: ["She lies a lot."] },
  ),
  // Only people: "I need to learn them" can mean the words.
  ...rowsForEachForm(
    [
      ["learn", "teach"],
      ["learns", "teaches"],
      ["learned", "taught"],
      ["learnt", "taught"],
      ["learning", "teaching"],
    ],
    "(me|him|us)(?= (?:English|French|Spanish|German|Chinese|maths?|how|to|the|a|about)\\b)",
    "One “teaches” someone and “learns” something",
    { fixes: [["He learned me English.", "He taught me English."]], keeps: ["I need to learn them by heart."] },
  ),
  ...rowsForEachForm(
    [
      ["assist to", "attend"],
      ["assists to", "attends"],
      ["assisted to", "attended"],
      ["assisting to", "attending"],
    ],
    "((?:the|a|an|my|our|his|her|their|this|that) (?:[a-z]+ )?(?:class|classes|meeting|meetings|" +
      "lecture|lectures|conference|school|course|courses|party|event|wedding|concert|ceremony|seminar))\\b",
    "One “attends” a class or a meeting",
    { fixes: [["I assisted to the meeting.", "I attended the meeting."]], keeps: ["I assist the teacher."] },
  ),
  ...rowsForEachForm(
    [
      ["open", "turn on"],
      ["opens", "turns on"],
      ["opened", "turned on"],
    ],
    SWITCHED_THING,
    "One turns “on” a light or the TV",
    {
      fixes: [["He opened the lights and closed the radio.", "He turned on the lights and turned off the radio."]],
      keeps: ["Light came through an opening."],
    },
  ),
  ...rowsForEachForm(
    [
      ["close", "turn off"],
      ["closes", "turns off"],
      ["closed", "turned off"],
    ],
    SWITCHED_THING,
    "One turns “off” a light or the TV",
    {
      fixes: [["He opened the lights and closed the radio.", "He turned on the lights and turned off the radio."]],
      keeps: ["She closed the door."],
    },
  ),
  {
    pattern: /\bstrong rain\b/gi,
    replacement: "heavy rain",
    reason: "“Heavy” rain",
    fixes: [["There was strong rain.", "There was heavy rain."]],
    keeps: ["There was a strong wind."],
  },
  // "don't have no money": one negative is enough; only after verbs of having and getting ("can't say no",
  // "don't take no for an answer" and a dialect's "don't make no sense" stay).
  {
    pattern: /(?<=\b(?:(?:do|does|did)n't|(?:do|does|did) not|never) (?:have|has|need|want|get|got|see|find|buy|eat) )no\b/gi,
    replacement: "any",
    reason: "One negative is enough: “don't have any”",
    fixes: [["We don't have no money.", "We don't have any money."]],
    keeps: ["They don't take no for an answer.", "I can't say no to her."],
  },
  {
    pattern: /\b(the news) are\b/gi,
    replacement: "$1 is",
    reason: "“The news” is singular",
    fixes: [["The news are good.", "The news is good."]],
    keeps: ["The news is good."],
  },
  {
    pattern: /\b(the police) is\b/gi,
    replacement: "$1 are",
    reason: "“The police” are plural",
    fixes: [["The police is coming.", "The police are coming."]],
    keeps: ["The police are coming."],
  },
  // Not in a wish or a condition: "as if everyone were watching" is right.
  {
    pattern:
      /(?<!\b(?:if|wish|wished|wishing|though|suppose|imagine)\s+)\b(everyone|everybody|someone|somebody|nobody|no one|anyone|anybody) were\b/gi,
    replacement: "$1 was",
    reason: "“Everyone” takes a singular verb",
    fixes: [["Everyone were happy.", "Everyone was happy."]],
    keeps: ["As if everyone were watching, wishing someone were there."],
  },
  // One-syllable adjectives (and "easy", "busy", "early", "heavy") compare with -er; only before "than",
  // "to" or the sentence's end, so "more old people" (a larger number of them) and "more easy, cheap and
  // quick" (one "more" for three) stay.
  comparativeRow("easy", "easier", {
    fixes: [["It is more easy to learn.", "It is easier to learn."]],
    keeps: ["It makes it far more easy, cheap and quick.", "It was all the more easy."],
  }),
  comparativeRow("hard", "harder", {
    fixes: [["This one is more hard than that one.", "This one is harder than that one."]],
    keeps: ["It was all the more hard."],
  }),
  comparativeRow("big", "bigger", {
    fixes: [["This one is more big than that one.", "This one is bigger than that one."]],
    keeps: ["It was all the more big."],
  }),
  comparativeRow("small", "smaller", {
    fixes: [["This one is more small than that one.", "This one is smaller than that one."]],
    keeps: ["It was all the more small."],
  }),
  comparativeRow("fast", "faster", {
    fixes: [["This one is more fast than that one.", "This one is faster than that one."]],
    keeps: ["It was all the more fast."],
  }),
  comparativeRow("cheap", "cheaper", {
    fixes: [["This one is more cheap than that one.", "This one is cheaper than that one."]],
    keeps: ["It was all the more cheap."],
  }),
  comparativeRow("old", "older", {
    fixes: [["This one is more old than that one.", "This one is older than that one."]],
    keeps: ["More old people live here.", "It was all the more old."],
  }),
  comparativeRow("young", "younger", {
    fixes: [["This one is more young than that one.", "This one is younger than that one."]],
    keeps: ["It was all the more young."],
  }),
  comparativeRow("tall", "taller", {
    fixes: [["This one is more tall than that one.", "This one is taller than that one."]],
    keeps: ["It was all the more tall."],
  }),
  comparativeRow("long", "longer", {
    fixes: [["This one is more long than that one.", "This one is longer than that one."]],
    keeps: ["It was all the more long."],
  }),
  comparativeRow("strong", "stronger", {
    fixes: [["This one is more strong than that one.", "This one is stronger than that one."]],
    keeps: ["It was all the more strong."],
  }),
  comparativeRow("large", "larger", {
    fixes: [["This one is more large than that one.", "This one is larger than that one."]],
    keeps: ["It was all the more large."],
  }),
  comparativeRow("high", "higher", {
    fixes: [["This one is more high than that one.", "This one is higher than that one."]],
    keeps: ["It was all the more high."],
  }),
  comparativeRow("low", "lower", {
    fixes: [["This one is more low than that one.", "This one is lower than that one."]],
    keeps: ["It was all the more low."],
  }),
  comparativeRow("rich", "richer", {
    fixes: [["This one is more rich than that one.", "This one is richer than that one."]],
    keeps: ["It was all the more rich."],
  }),
  comparativeRow("quick", "quicker", {
    fixes: [["This one is more quick than that one.", "This one is quicker than that one."]],
    keeps: ["It was all the more quick."],
  }),
  comparativeRow("nice", "nicer", {
    fixes: [["This one is more nice than that one.", "This one is nicer than that one."]],
    keeps: ["It was all the more nice."],
  }),
  comparativeRow("busy", "busier", {
    fixes: [["This one is more busy than that one.", "This one is busier than that one."]],
    keeps: ["It was all the more busy."],
  }),
  comparativeRow("early", "earlier", {
    fixes: [["This one is more early than that one.", "This one is earlier than that one."]],
    keeps: ["It was all the more early."],
  }),
  comparativeRow("heavy", "heavier", {
    fixes: [["This one is more heavy than that one.", "This one is heavier than that one."]],
    keeps: ["It was all the more heavy."],
  }),
  {
    pattern: new RegExp(
      [
        String.raw`\b(very|so|really|quite|such an?) (interest|bor|excit|tir|confus|`,
        "surpris|amaz|disappoint|annoy)ed(?= (?:film|movie|book|story|",
        String.raw`game|lesson|class|trip|day|place|city|show|match|talk|lecture)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 $2ing",
    reason: "“Interesting” is what something is; “interested” is how you feel",
    fixes: [["It was a very interested film.", "It was a very interesting film."]],
    keeps: ["I am very interested in films."],
  },
  // A skill one has learnt: "I don't know how to swim" ("I didn't know to bring a coat" is right).
  {
    pattern:
      /\b((?:do|does|did)n't|(?:do|does|did) not) know to (swim|drive|cook|dance|sing|ski|skate|ride|read|write|speak|type|knit|sew)\b/gi,
    replacement: "$1 know how to $2",
    reason: "“Know how to” do something",
    fixes: [["I don't know to swim.", "I don't know how to swim."]],
    keeps: ["I didn't know to bring a coat."],
  },
  {
    pattern: /\b(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed) very much ((?:[a-z]+ ){0,2}[a-z]+)(?=\s*[.!,;]|\s*$)/gi,
    replacement: "$1 $2 very much",
    reason: "“Very much” goes after what you like",
    fixes: [["I like very much football.", "I like football very much."]],
    keeps: ["I like very much the idea of going to the beach with friends."],
  },
  // "Say" takes what is said, "tell" the person: "He said me that" is "He told me that".
  {
    pattern: /\bsaid (me|him|her|us|them) that\b/gi,
    replacement: "told $1 that",
    reason: "“Tell” someone, “say” something: “told me that”",
    fixes: [["He said me that he was tired.", "He told me that he was tired."]],
    keeps: ["She said that he was tired."],
  },
  {
    pattern: /\bsays (me|him|her|us|them) that\b/gi,
    replacement: "tells $1 that",
    reason: "“Tell” someone, “say” something: “tells me that”",
    fixes: [["She always says me that it is fine.", "She always tells me that it is fine."]],
    keeps: ["She says that he is tired."],
  },
  {
    pattern: /\b(feel|feels|felt|feeling) ((?:very |so |really |a bit |quite |too )?)boring\b/gi,
    replacement: "$1 $2bored",
    reason: "“Bored” is how you feel; “boring” is what something is",
    fixes: [["I feel very boring and she felt tiring.", "I feel very bored and she felt tired."]],
    keeps: ["The film is boring."],
  },
  {
    pattern: /\b(feel|feels|felt|feeling) ((?:very |so |really |a bit |quite |too )?)tiring\b/gi,
    replacement: "$1 $2tired",
    reason: "“Tired” is how you feel; “tiring” is what something is",
    fixes: [["I feel very boring and she felt tiring.", "I feel very bored and she felt tired."]],
    keeps: ["The work was tiring."],
  },
  // Going there, "home" is an adverb and takes no "to"; only before a clause's end or a word that
  // cannot make "home" part of a name or a compound ("Home Depot", "home page", "home improvement").
  {
    pattern: new RegExp(
      [
        String.raw`\b(go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|return|returns|`,
        String.raw`returned|returning|walk|walks|walked|walking|drive|drives|drove|driving) to home(?=\s*[.,!?;:]|`,
        String.raw`\s*$|\s+(?:after|at|and|with|by|early|late|now|then|today|tonight|yesterday|from|`,
        String.raw`for|because|so|when|before|again|or|but|alone|together|safely|soon|right|straight)\b)`,
      ].join(""),
      "g",
    ),
    replacement: "$1 home",
    reason: "“Go home”, without “to”",
    fixes: [["I go to home after work.", "I go home after work."]],
    keeps: ["I can get to Home Depot.", "We went to home improvement stores.", "Click to go to home page."],
  },
  {
    pattern:
      /(?<!\bthe\s+)\bmost of (people|students|children|teachers|parents|men|women|countries|cases|families|adults|workers|employees|things)\b/gi,
    replacement: "most $1",
    reason: "“Most people”, without “of”",
    fixes: [
      [
        "The most of people like it, and the most of the students too, in most of cases.",
        "Most people like it, and most of the students too, in most cases.",
      ],
    ],
    keeps: ["Most of the people came."],
  },
  // "make the most of it" is an idiom: only where a subject or a preposition's object begins.
  {
    pattern: new RegExp(
      [
        String.raw`(?<=^|[.!?,;]\s+|\b(?:in|for|and|but|that|because|by|with|from|on|`,
        String.raw`at|of)\s+)the most of (people|students|children|teachers|parents|`,
        String.raw`men|women|countries|cases|families|adults|workers|employees|things)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "most $1",
    reason: "“Most people”, without “the” or “of”",
    fixes: [
      [
        "The most of people like it, and the most of the students too, in most of cases.",
        "Most people like it, and most of the students too, in most cases.",
      ],
    ],
    keeps: ["Make the most of the summer and make the most of things."],
  },
  {
    pattern:
      /(?<=^|[.!?,;]\s+|\b(?:in|for|and|but|that|because|by|with|from|on|at|of)\s+)the most of (the|my|our|your|his|her|their|these|those|them|us)\b/gi,
    replacement: "most of $1",
    reason: "“Most of the…”, without “the” before “most”",
    fixes: [
      [
        "The most of people like it, and the most of the students too, in most of cases.",
        "Most people like it, and most of the students too, in most cases.",
      ],
    ],
    keeps: [],
  },
  // "I agree, except the offer" is a preposition; "excepted the offer" can only mean "accepted".
  {
    pattern: new RegExp(
      [
        String.raw`\bexcepted (the|an|a|our|their|his|her|my|your|this|that|its) (offer|invitation|`,
        String.raw`job|position|proposal|terms|challenge|apology|award|deal|role|request)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "accepted $1 $2",
    reason: "“Accept” (take what is offered), not “except”",
    fixes: [
      [
        "There were less accidents, and we excepted the offer because it effects the economy.",
        "There were fewer accidents, and we accepted the offer because it affects the economy.",
      ],
    ],
    keeps: ["Everything except the offer was fine."],
  },
  // "effects change" is right (brings about); "it effects the economy" means "affects".
  {
    pattern: new RegExp(
      [
        String.raw`\b(it|this|that|which|who|he|she) effects (the|a|an|our|their|his|her|my|`,
        String.raw`your|every|all|everyone|people|us|them|me|him)\b(?!\s+(?:\w+\s+)?(?:changes?|`,
        String.raw`reforms?|transformation|improvements?|cure|transfer|turnaround)\b)`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 affects $2",
    reason: "“Affect” is the verb, “effect” the noun",
    fixes: [
      [
        "There were less accidents, and we excepted the offer because it effects the economy.",
        "There were fewer accidents, and we accepted the offer because it affects the economy.",
      ],
    ],
    keeps: ["It effects real change."],
  },
  // Only as a sentence of its own: "we loved your welcome." is a noun.
  {
    pattern: /(?<=^|[.!?]\s+)your welcome(?=\s*(?:[.,!;]|$))/gi,
    replacement: "you're welcome",
    reason: "“You're” (you are)",
    fixes: [["Your welcome, any time.", "You're welcome, any time."]],
    keeps: ["We loved your welcome."],
  },
  {
    pattern: /\birregardless\b/gi,
    replacement: "regardless",
    reason: "“Regardless”",
    fixes: [["Irregardless of the cost, we went.", "Regardless of the cost, we went."]],
    keeps: ["Regardless of the cost, we went."],
  },
  {
    pattern: new RegExp(
      [
        String.raw`\b(thank you|thanks) for you (help|support|time|attention|`,
        "reply|answer|patience|understanding|kindness|advice|cooperation|",
        String.raw`feedback|consideration|interest|email|letter|message)\b`,
      ].join(""),
      "gi",
    ),
    replacement: "$1 for your $2",
    reason: "“Your” (belonging to you)",
    fixes: [["Thank you for you help.", "Thank you for your help."]],
    keeps: ["Thank you for your help."],
  },
  // After a preposition "you're" (you are) cannot stand: it is the possessive. After a verb it can ("I saw you're back").
  {
    pattern: /\b(of|for|with|about|in|on|from|at|by) you're\b/gi,
    replacement: "$1 your",
    reason: "“Your” (belonging to you)",
    fixes: [
      [
        "Thanks for you're help, I heard about you're letter, and I saw you're back.",
        "Thanks for your help, I heard about your letter, and I saw you're back.",
      ],
    ],
    keeps: ["It led to increased demand, I am used to crowded trains, and I know you're right about it."],
  },
  // A possessive never comes before an article: "your the best" is "you're". Latin "a priori" is a phrase of its own.
  {
    pattern: /\b([Yy])our (the|a|an)\b(?! priori| posteriori| cappella|-)(?=\s+[a-z])/g,
    replacement: "$1ou're $2",
    reason: "“You're” (you are)",
    fixes: [["Your the best, and your a star.", "You're the best, and you're a star."]],
    keeps: ["Your a priori view and your A levels stay."],
  },
];

export function fixedPhraseEdits(text: string): Edit[] {
  return FIXED_PHRASES.flatMap(({ pattern, replacement, reason }) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      // Groups come from the match itself: a pattern with lookarounds would not match its own text out of context.
      replacement: matchInitialCase(
        match[0],
        replacement.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? ""),
      ),
      reason,
    })),
  );
}
