import { matchInitialCase, type Edit } from "../edits.js";

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
