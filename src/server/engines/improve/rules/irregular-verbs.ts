import { matchInitialCase, type Edit } from "../edits";
import type { KeepExamples, RuleExamples } from "./rule-row";

/** A regular ending put on an irregular verb: the wrong form, its simple past, its past participle. */
interface OverregularisedVerb extends RuleExamples {
  readonly wrong: string;
  readonly past: string;
  readonly participle: string;
}

export const OVERREGULARISED: readonly OverregularisedVerb[] = [
  {
    wrong: "becomed",
    past: "became",
    participle: "become",
    fixes: [["They becomed it, and she has becomed it too.", "They became it, and she has become it too."]],
    keeps: ["They became it, and she has become it too."],
  },
  {
    wrong: "beginned",
    past: "began",
    participle: "begun",
    fixes: [["They beginned it, and she has beginned it too.", "They began it, and she has begun it too."]],
    keeps: ["They began it, and she has begun it too."],
  },
  {
    wrong: "breaked",
    past: "broke",
    participle: "broken",
    fixes: [["They breaked it, and she has breaked it too.", "They broke it, and she has broken it too."]],
    keeps: ["They broke it, and she has broken it too."],
  },
  {
    wrong: "bringed",
    past: "brought",
    participle: "brought",
    fixes: [["They bringed it, and she has bringed it too.", "They brought it, and she has brought it too."]],
    keeps: ["They brought it, and she has brought it too."],
  },
  {
    wrong: "builded",
    past: "built",
    participle: "built",
    fixes: [["They builded it, and she has builded it too.", "They built it, and she has built it too."]],
    keeps: ["They built it, and she has built it too."],
  },
  {
    wrong: "buyed",
    past: "bought",
    participle: "bought",
    fixes: [["They buyed it, and she has buyed it too.", "They bought it, and she has bought it too."]],
    keeps: ["They bought it, and she has bought it too."],
  },
  {
    wrong: "catched",
    past: "caught",
    participle: "caught",
    fixes: [["They catched it, and she has catched it too.", "They caught it, and she has caught it too."]],
    keeps: ["They caught it, and she has caught it too."],
  },
  {
    wrong: "choosed",
    past: "chose",
    participle: "chosen",
    fixes: [
      ["She choosed the red one. He has choosed it.", "She chose the red one. He has chosen it."],
      ["They choosed it, and she has choosed it too.", "They chose it, and she has chosen it too."],
    ],
    keeps: ["They chose it, and she has chosen it too."],
  },
  {
    wrong: "comed",
    past: "came",
    participle: "come",
    fixes: [["They comed it, and she has comed it too.", "They came it, and she has come it too."]],
    keeps: ["They came it, and she has come it too."],
  },
  {
    wrong: "cutted",
    past: "cut",
    participle: "cut",
    fixes: [["They cutted it, and she has cutted it too.", "They cut it, and she has cut it too."]],
    keeps: ["They cut it, and she has cut it too."],
  },
  {
    wrong: "drinked",
    past: "drank",
    participle: "drunk",
    fixes: [["They drinked it, and she has drinked it too.", "They drank it, and she has drunk it too."]],
    keeps: ["They drank it, and she has drunk it too."],
  },
  {
    wrong: "drived",
    past: "drove",
    participle: "driven",
    fixes: [["They drived it, and she has drived it too.", "They drove it, and she has driven it too."]],
    keeps: ["They drove it, and she has driven it too."],
  },
  {
    wrong: "eated",
    past: "ate",
    participle: "eaten",
    fixes: [["They eated it, and she has eated it too.", "They ate it, and she has eaten it too."]],
    keeps: ["They ate it, and she has eaten it too."],
  },
  {
    wrong: "falled",
    past: "fell",
    participle: "fallen",
    fixes: [["They falled it, and she has falled it too.", "They fell it, and she has fallen it too."]],
    keeps: ["They fell it, and she has fallen it too."],
  },
  {
    wrong: "feeded",
    past: "fed",
    participle: "fed",
    fixes: [["They feeded it, and she has feeded it too.", "They fed it, and she has fed it too."]],
    keeps: ["They fed it, and she has fed it too."],
  },
  {
    wrong: "feeled",
    past: "felt",
    participle: "felt",
    fixes: [["They feeled it, and she has feeled it too.", "They felt it, and she has felt it too."]],
    keeps: ["They felt it, and she has felt it too."],
  },
  {
    wrong: "fighted",
    past: "fought",
    participle: "fought",
    fixes: [["They fighted it, and she has fighted it too.", "They fought it, and she has fought it too."]],
    keeps: ["They fought it, and she has fought it too."],
  },
  {
    wrong: "finded",
    past: "found",
    participle: "found",
    fixes: [["They finded it, and she has finded it too.", "They found it, and she has found it too."]],
    keeps: ["They found it, and she has found it too."],
  },
  {
    wrong: "forgetted",
    past: "forgot",
    participle: "forgotten",
    fixes: [["They forgetted it, and she has forgetted it too.", "They forgot it, and she has forgotten it too."]],
    keeps: ["They forgot it, and she has forgotten it too."],
  },
  {
    wrong: "gived",
    past: "gave",
    participle: "given",
    fixes: [["They gived it, and she has gived it too.", "They gave it, and she has given it too."]],
    keeps: ["They gave it, and she has given it too."],
  },
  {
    wrong: "goed",
    past: "went",
    participle: "gone",
    fixes: [
      ["We goed home.", "We went home."],
      ["They goed it, and she has goed it too.", "They went it, and she has gone it too."],
    ],
    keeps: ["They went it, and she has gone it too."],
  },
  {
    wrong: "growed",
    past: "grew",
    participle: "grown",
    fixes: [["They growed it, and she has growed it too.", "They grew it, and she has grown it too."]],
    keeps: ["They grew it, and she has grown it too."],
  },
  {
    wrong: "heared",
    past: "heard",
    participle: "heard",
    fixes: [["They heared it, and she has heared it too.", "They heard it, and she has heard it too."]],
    keeps: ["They heard it, and she has heard it too."],
  },
  {
    wrong: "hitted",
    past: "hit",
    participle: "hit",
    fixes: [["They hitted it, and she has hitted it too.", "They hit it, and she has hit it too."]],
    keeps: ["They hit it, and she has hit it too."],
  },
  {
    wrong: "holded",
    past: "held",
    participle: "held",
    fixes: [["They holded it, and she has holded it too.", "They held it, and she has held it too."]],
    keeps: ["They held it, and she has held it too."],
  },
  {
    wrong: "hurted",
    past: "hurt",
    participle: "hurt",
    fixes: [["They hurted it, and she has hurted it too.", "They hurt it, and she has hurt it too."]],
    keeps: ["They hurt it, and she has hurt it too."],
  },
  {
    wrong: "keeped",
    past: "kept",
    participle: "kept",
    fixes: [["They keeped it, and she has keeped it too.", "They kept it, and she has kept it too."]],
    keeps: ["They kept it, and she has kept it too."],
  },
  {
    wrong: "knowed",
    past: "knew",
    participle: "known",
    fixes: [["They knowed it, and she has knowed it too.", "They knew it, and she has known it too."]],
    keeps: ["They knew it, and she has known it too."],
  },
  {
    wrong: "layed",
    past: "laid",
    participle: "laid",
    fixes: [["They layed it, and she has layed it too.", "They laid it, and she has laid it too."]],
    keeps: ["They laid it, and she has laid it too."],
  },
  {
    wrong: "losed",
    past: "lost",
    participle: "lost",
    fixes: [["They losed it, and she has losed it too.", "They lost it, and she has lost it too."]],
    keeps: ["They lost it, and she has lost it too."],
  },
  {
    wrong: "maked",
    past: "made",
    participle: "made",
    fixes: [["They maked it, and she has maked it too.", "They made it, and she has made it too."]],
    keeps: ["They made it, and she has made it too."],
  },
  {
    wrong: "meaned",
    past: "meant",
    participle: "meant",
    fixes: [["They meaned it, and she has meaned it too.", "They meant it, and she has meant it too."]],
    keeps: ["They meant it, and she has meant it too."],
  },
  {
    wrong: "meeted",
    past: "met",
    participle: "met",
    fixes: [["They meeted it, and she has meeted it too.", "They met it, and she has met it too."]],
    keeps: ["They met it, and she has met it too."],
  },
  {
    wrong: "payed",
    past: "paid",
    participle: "paid",
    fixes: [
      ["The teachers are not payed enough.", "The teachers are not paid enough."],
      ["They payed it, and she has payed it too.", "They paid it, and she has paid it too."],
    ],
    keeps: ["They paid it, and she has paid it too."],
  },
  {
    wrong: "rided",
    past: "rode",
    participle: "ridden",
    fixes: [["They rided it, and she has rided it too.", "They rode it, and she has ridden it too."]],
    keeps: ["They rode it, and she has ridden it too."],
  },
  {
    wrong: "runned",
    past: "ran",
    participle: "run",
    fixes: [["They runned it, and she has runned it too.", "They ran it, and she has run it too."]],
    keeps: ["They ran it, and she has run it too."],
  },
  {
    wrong: "sayed",
    past: "said",
    participle: "said",
    fixes: [["They sayed it, and she has sayed it too.", "They said it, and she has said it too."]],
    keeps: ["They said it, and she has said it too."],
  },
  {
    wrong: "selled",
    past: "sold",
    participle: "sold",
    fixes: [["They selled it, and she has selled it too.", "They sold it, and she has sold it too."]],
    keeps: ["They sold it, and she has sold it too."],
  },
  {
    wrong: "sended",
    past: "sent",
    participle: "sent",
    fixes: [["They sended it, and she has sended it too.", "They sent it, and she has sent it too."]],
    keeps: ["They sent it, and she has sent it too."],
  },
  {
    wrong: "shaked",
    past: "shook",
    participle: "shaken",
    fixes: [["They shaked it, and she has shaked it too.", "They shook it, and she has shaken it too."]],
    keeps: ["They shook it, and she has shaken it too."],
  },
  {
    wrong: "shooted",
    past: "shot",
    participle: "shot",
    fixes: [["They shooted it, and she has shooted it too.", "They shot it, and she has shot it too."]],
    keeps: ["They shot it, and she has shot it too."],
  },
  {
    wrong: "sitted",
    past: "sat",
    participle: "sat",
    fixes: [["They sitted it, and she has sitted it too.", "They sat it, and she has sat it too."]],
    keeps: ["They sat it, and she has sat it too."],
  },
  {
    wrong: "sleeped",
    past: "slept",
    participle: "slept",
    fixes: [["They sleeped it, and she has sleeped it too.", "They slept it, and she has slept it too."]],
    keeps: ["They slept it, and she has slept it too."],
  },
  {
    wrong: "speaked",
    past: "spoke",
    participle: "spoken",
    fixes: [["They speaked it, and she has speaked it too.", "They spoke it, and she has spoken it too."]],
    keeps: ["They spoke it, and she has spoken it too."],
  },
  {
    wrong: "spended",
    past: "spent",
    participle: "spent",
    fixes: [["They spended it, and she has spended it too.", "They spent it, and she has spent it too."]],
    keeps: ["They spent it, and she has spent it too."],
  },
  {
    wrong: "standed",
    past: "stood",
    participle: "stood",
    fixes: [["They standed it, and she has standed it too.", "They stood it, and she has stood it too."]],
    keeps: ["They stood it, and she has stood it too."],
  },
  {
    wrong: "stealed",
    past: "stole",
    participle: "stolen",
    fixes: [["They stealed it, and she has stealed it too.", "They stole it, and she has stolen it too."]],
    keeps: ["They stole it, and she has stolen it too."],
  },
  {
    wrong: "swimmed",
    past: "swam",
    participle: "swum",
    fixes: [["They swimmed it, and she has swimmed it too.", "They swam it, and she has swum it too."]],
    keeps: ["They swam it, and she has swum it too."],
  },
  {
    wrong: "taked",
    past: "took",
    participle: "taken",
    fixes: [["They taked it, and she has taked it too.", "They took it, and she has taken it too."]],
    keeps: ["They took it, and she has taken it too."],
  },
  {
    wrong: "teached",
    past: "taught",
    participle: "taught",
    fixes: [
      ["Teached by experts.", "Taught by experts."],
      ["They teached it, and she has teached it too.", "They taught it, and she has taught it too."],
    ],
    keeps: ["They taught it, and she has taught it too."],
  },
  {
    wrong: "telled",
    past: "told",
    participle: "told",
    fixes: [["They telled it, and she has telled it too.", "They told it, and she has told it too."]],
    keeps: ["They told it, and she has told it too."],
  },
  {
    wrong: "thinked",
    past: "thought",
    participle: "thought",
    fixes: [["They thinked it, and she has thinked it too.", "They thought it, and she has thought it too."]],
    keeps: ["They thought it, and she has thought it too."],
  },
  {
    wrong: "throwed",
    past: "threw",
    participle: "thrown",
    fixes: [["They throwed it, and she has throwed it too.", "They threw it, and she has thrown it too."]],
    keeps: ["They threw it, and she has thrown it too."],
  },
  {
    wrong: "understanded",
    past: "understood",
    participle: "understood",
    fixes: [["They understanded it, and she has understanded it too.", "They understood it, and she has understood it too."]],
    keeps: ["They understood it, and she has understood it too."],
  },
  {
    wrong: "weared",
    past: "wore",
    participle: "worn",
    fixes: [["They weared it, and she has weared it too.", "They wore it, and she has worn it too."]],
    keeps: ["They wore it, and she has worn it too."],
  },
  {
    wrong: "winned",
    past: "won",
    participle: "won",
    fixes: [["They winned it, and she has winned it too.", "They won it, and she has won it too."]],
    keeps: ["They won it, and she has won it too."],
  },
  {
    wrong: "writed",
    past: "wrote",
    participle: "written",
    fixes: [
      ["It was already writed.", "It was already written."],
      ["They writed it, and she has writed it too.", "They wrote it, and she has written it too."],
    ],
    keeps: ["They wrote it, and she has written it too."],
  },
  {
    wrong: "dealed",
    past: "dealt",
    participle: "dealt",
    fixes: [
      ["They have dealed with it.", "They have dealt with it."],
      ["They dealed it, and she has dealed it too.", "They dealt it, and she has dealt it too."],
    ],
    keeps: ["They dealt it, and she has dealt it too."],
  },
  {
    wrong: "brang",
    past: "brought",
    participle: "brought",
    fixes: [
      ["He always brang bad marks home.", "He always brought bad marks home."],
      ["They brang it, and she has brang it too.", "They brought it, and she has brought it too."],
    ],
    keeps: ["They brought it, and she has brought it too."],
  },
  {
    wrong: "brung",
    past: "brought",
    participle: "brought",
    fixes: [["They brung it, and she has brung it too.", "They brought it, and she has brought it too."]],
    keeps: ["They brought it, and she has brought it too."],
  },
  {
    wrong: "readed",
    past: "read",
    participle: "read",
    fixes: [["They readed it, and she has readed it too.", "They read it, and she has read it too."]],
    keeps: ["They read it, and she has read it too."],
  },
  {
    wrong: "spreaded",
    past: "spread",
    participle: "spread",
    fixes: [["They spreaded it, and she has spreaded it too.", "They spread it, and she has spread it too."]],
    keeps: ["They spread it, and she has spread it too."],
  },
  {
    wrong: "seeked",
    past: "sought",
    participle: "sought",
    fixes: [["They seeked it, and she has seeked it too.", "They sought it, and she has sought it too."]],
    keeps: ["They sought it, and she has sought it too."],
  },
  {
    wrong: "freezed",
    past: "froze",
    participle: "frozen",
    fixes: [["They freezed it, and she has freezed it too.", "They froze it, and she has frozen it too."]],
    keeps: ["They froze it, and she has frozen it too."],
  },
  {
    wrong: "hided",
    past: "hid",
    participle: "hidden",
    fixes: [["They hided it, and she has hided it too.", "They hid it, and she has hidden it too."]],
    keeps: ["They hid it, and she has hidden it too."],
  },
  {
    wrong: "lended",
    past: "lent",
    participle: "lent",
    fixes: [["They lended it, and she has lended it too.", "They lent it, and she has lent it too."]],
    keeps: ["They lent it, and she has lent it too."],
  },
  {
    wrong: "drawed",
    past: "drew",
    participle: "drawn",
    fixes: [["They drawed it, and she has drawed it too.", "They drew it, and she has drawn it too."]],
    keeps: ["They drew it, and she has drawn it too."],
  },
  {
    wrong: "overcomed",
    past: "overcame",
    participle: "overcome",
    fixes: [["They overcomed it, and she has overcomed it too.", "They overcame it, and she has overcome it too."]],
    keeps: ["They overcame it, and she has overcome it too."],
  },
  {
    wrong: "sticked",
    past: "stuck",
    participle: "stuck",
    fixes: [["They sticked it, and she has sticked it too.", "They stuck it, and she has stuck it too."]],
    keeps: ["They stuck it, and she has stuck it too."],
  },
  {
    wrong: "striked",
    past: "struck",
    participle: "struck",
    fixes: [["They striked it, and she has striked it too.", "They struck it, and she has struck it too."]],
    keeps: ["They struck it, and she has struck it too."],
  },
  {
    wrong: "blowed",
    past: "blew",
    participle: "blown",
    fixes: [["They blowed it, and she has blowed it too.", "They blew it, and she has blown it too."]],
    keeps: ["They blew it, and she has blown it too."],
  },
  {
    wrong: "digged",
    past: "dug",
    participle: "dug",
    fixes: [["They digged it, and she has digged it too.", "They dug it, and she has dug it too."]],
    keeps: ["They dug it, and she has dug it too."],
  },
  {
    wrong: "forgived",
    past: "forgave",
    participle: "forgiven",
    fixes: [["They forgived it, and she has forgived it too.", "They forgave it, and she has forgiven it too."]],
    keeps: ["They forgave it, and she has forgiven it too."],
  },
  {
    wrong: "shutted",
    past: "shut",
    participle: "shut",
    fixes: [["They shutted it, and she has shutted it too.", "They shut it, and she has shut it too."]],
    keeps: ["They shut it, and she has shut it too."],
  },
  {
    wrong: "splitted",
    past: "split",
    participle: "split",
    fixes: [["They splitted it, and she has splitted it too.", "They split it, and she has split it too."]],
    keeps: ["They split it, and she has split it too."],
  },
  {
    wrong: "sweared",
    past: "swore",
    participle: "sworn",
    fixes: [["They sweared it, and she has sweared it too.", "They swore it, and she has sworn it too."]],
    keeps: ["They swore it, and she has sworn it too."],
  },
  {
    wrong: "weeped",
    past: "wept",
    participle: "wept",
    fixes: [["They weeped it, and she has weeped it too.", "They wept it, and she has wept it too."]],
    keeps: ["They wept it, and she has wept it too."],
  },
  {
    wrong: "withdrawed",
    past: "withdrew",
    participle: "withdrawn",
    fixes: [["They withdrawed it, and she has withdrawed it too.", "They withdrew it, and she has withdrawn it too."]],
    keeps: ["They withdrew it, and she has withdrawn it too."],
  },
  {
    wrong: "beated",
    past: "beat",
    participle: "beaten",
    fixes: [["They beated it, and she has beated it too.", "They beat it, and she has beaten it too."]],
    keeps: ["They beat it, and she has beaten it too."],
  },
  {
    wrong: "bited",
    past: "bit",
    participle: "bitten",
    fixes: [["They bited it, and she has bited it too.", "They bit it, and she has bitten it too."]],
    keeps: ["They bit it, and she has bitten it too."],
  },
  {
    wrong: "fleed",
    past: "fled",
    participle: "fled",
    fixes: [["They fleed it, and she has fleed it too.", "They fled it, and she has fled it too."]],
    keeps: ["They fled it, and she has fled it too."],
  },
  {
    wrong: "bleeded",
    past: "bled",
    participle: "bled",
    fixes: [["They bleeded it, and she has bleeded it too.", "They bled it, and she has bled it too."]],
    keeps: ["They bled it, and she has bled it too."],
  },
  {
    wrong: "sinked",
    past: "sank",
    participle: "sunk",
    fixes: [["They sinked it, and she has sinked it too.", "They sank it, and she has sunk it too."]],
    keeps: ["They sank it, and she has sunk it too."],
  },
  {
    wrong: "setted",
    past: "set",
    participle: "set",
    fixes: [["They setted it, and she has setted it too.", "They set it, and she has set it too."]],
    keeps: ["They set it, and she has set it too."],
  },
  {
    wrong: "upsetted",
    past: "upset",
    participle: "upset",
    fixes: [["They upsetted it, and she has upsetted it too.", "They upset it, and she has upset it too."]],
    keeps: ["They upset it, and she has upset it too."],
  },
  {
    wrong: "letted",
    past: "let",
    participle: "let",
    fixes: [["They letted it, and she has letted it too.", "They let it, and she has let it too."]],
    keeps: ["They let it, and she has let it too."],
  },
  {
    wrong: "forbidded",
    past: "forbade",
    participle: "forbidden",
    fixes: [["They forbidded it, and she has forbidded it too.", "They forbade it, and she has forbidden it too."]],
    keeps: ["They forbade it, and she has forbidden it too."],
  },
  {
    wrong: "mistaked",
    past: "mistook",
    participle: "mistaken",
    fixes: [["They mistaked it, and she has mistaked it too.", "They mistook it, and she has mistaken it too."]],
    keeps: ["They mistook it, and she has mistaken it too."],
  },
  {
    wrong: "rised",
    past: "rose",
    participle: "risen",
    fixes: [["They rised it, and she has rised it too.", "They rose it, and she has risen it too."]],
    keeps: ["They rose it, and she has risen it too."],
  },
  {
    wrong: "arised",
    past: "arose",
    participle: "arisen",
    fixes: [["They arised it, and she has arised it too.", "They arose it, and she has arisen it too."]],
    keeps: ["They arose it, and she has arisen it too."],
  },
];

const FORMS = new Map(OVERREGULARISED.map(({ wrong, past, participle }) => [wrong, { past, participle }]));

const IRREGULAR_PAST = new Set(OVERREGULARISED.map(({ past }) => past));

/** Past forms, right or overregularised: a word just before one of these is not itself the verb. */
export function isPastTenseForm(word: string): boolean {
  const lower = word.toLowerCase();
  return /[a-z]{2,}ed$/.test(lower) || FORMS.has(lower) || IRREGULAR_PAST.has(lower);
}
const OVERREGULARISED_PATTERN = new RegExp(`\\b(?:${OVERREGULARISED.map(({ wrong }) => wrong).join("|")})\\b`, "gi");
/** After these the verb is a participle ("has choosed" → "has chosen"); otherwise a simple past. */
const PARTICIPLE_CONTEXT =
  /\b(?:have|has|had|having|be|been|being|is|are|was|were|am|'ve|'s|'d)\s+(?:[a-z]+ly\s+|not\s+|never\s+|already\s+|just\s+)?$/i;

/** Simple pasts left as they are after "have"; the row's texts keep them, which the family would otherwise change. */
interface PastKeptAfterHave extends KeepExamples {
  readonly pasts: readonly string[];
}

/**
 * A simple past after "have" ("I have went", "would have came") → the
 * participle. Pasts that are also nouns or adjectives stay ("have a bit",
 * "rose", "broke", "fell"), and "forgot" and "beat", which many speakers use
 * as participles.
 */
export const NOT_ONLY_A_PAST_ROWS: readonly PastKeptAfterHave[] = [
  {
    pasts: ["bit", "rose", "broke", "fell"],
    keeps: [
      "We have bit parts in the play.",
      "We have rose bushes in the garden.",
      "We have broke students here.",
      "We have fell runners in the club.",
    ],
  },
  { pasts: ["forgot", "beat"], keeps: ["I have forgot his name.", "They have beat us twice."] },
];
const NOT_ONLY_A_PAST = new Set(NOT_ONLY_A_PAST_ROWS.flatMap(({ pasts }) => pasts));
const PARTICIPLE_OF_PAST = new Map(
  [...OVERREGULARISED.map(({ past, participle }) => [past, participle] as const), ["did", "done"] as const].filter(
    ([past, participle]) => past !== participle && !NOT_ONLY_A_PAST.has(past),
  ),
);
const PAST_AFTER_HAVE = new RegExp(
  // "would of came": the "of" is fixed on its own, and the verb after it is a participle too.
  `\\b(?:have|has|had|having|'ve|(?:could|would|should|might|must) of)\\s+(?:not\\s+|` +
    `never\\s+|already\\s+|just\\s+|always\\s+)?(${[...PARTICIPLE_OF_PAST.keys()].join("|")})\\b`,
  "dgi",
);

export function participleAfterHaveEdits(text: string): Edit[] {
  return [...text.matchAll(PAST_AFTER_HAVE)].map((match) => {
    const [start, end] = match.indices?.[1] as [number, number];
    const past = match[1] as string;
    return {
      start,
      end,
      replacement: matchInitialCase(past, PARTICIPLE_OF_PAST.get(past.toLowerCase()) as string),
      reason: "After “have”, the past participle",
    };
  });
}

export function irregularVerbEdits(text: string): Edit[] {
  return [...text.matchAll(OVERREGULARISED_PATTERN)].map((match) => {
    const forms = FORMS.get(match[0].toLowerCase()) as { past: string; participle: string };
    const wanted = PARTICIPLE_CONTEXT.test(text.slice(0, match.index)) ? forms.participle : forms.past;
    return {
      start: match.index,
      end: match.index + match[0].length,
      replacement: matchInitialCase(match[0], wanted),
      reason: "Irregular verb form",
    };
  });
}
