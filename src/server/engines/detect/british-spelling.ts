/**
 * The detector's spelling list is American (Hunspell en_US), so without this
 * "colour", "centre" or "organised" counted as slips: British and
 * Commonwealth writers were told of slips they never made, and their correct
 * spelling read as evidence of a person (decision 075). These are the
 * American forms a British spelling may stand for; a word is known when one
 * of them is.
 */

/** Whole words whose American form no pattern below gives. */
const WORD_PAIRS: Record<string, string> = {
  grey: "gray",
  greys: "grays",
  greyish: "grayish",
  programme: "program",
  programmes: "programs",
  tyre: "tire",
  tyres: "tires",
  kerb: "curb",
  cheque: "check",
  cheques: "checks",
  aluminium: "aluminum",
  maths: "math",
  storey: "story",
  storeys: "stories",
  draught: "draft",
  draughts: "drafts",
  pyjamas: "pajamas",
  plough: "plow",
  ploughed: "plowed",
  mould: "mold",
  mouldy: "moldy",
  smoulder: "smolder",
  smouldering: "smoldering",
  ageing: "aging",
  artefact: "artifact",
  artefacts: "artifacts",
  sceptic: "skeptic",
  sceptical: "skeptical",
  scepticism: "skepticism",
  cosy: "cozy",
  manoeuvre: "maneuver",
  manoeuvres: "maneuvers",
  whilst: "while",
  jewellery: "jewelry",
};

/** Spelling patterns, each applied on its own and all together: [British, American]. */
const PATTERNS: Array<[RegExp, string]> = [
  // colour, behaviours, neighbourhood, favourite, honourable
  [/our(?=[a-z]*$)/g, "or"],
  // centre, theatres, centred, fibre (a consonant before, so "are", "core" stay)
  [/([^aeiou])re(s)?$/, "$1er$2"],
  [/([^aeiou])red$/, "$1ered"],
  // organise, organised, realising, organisation, analyse, paralysed
  [/is(e|ed|es|ing|er|ers|ation|ations|able)$/, "iz$1"],
  [/ys(e|ed|es|ing)$/, "yz$1"],
  // defence, offences, licence, pretence
  [/ence(s)?$/, "ense$1"],
  // travelled, travelling, traveller, labelled
  [/ll(ed|ing|er|ers)$/, "l$1"],
  // enrolment, fulfilment, skilful, wilful
  [/([^l])l(ment|ments|ful|fully)$/, "$1ll$2"],
  // anaesthetic, paediatric, oesophagus, diarrhoea, foetus
  [/ae/g, "e"],
  [/oe(?!s?$)/g, "e"],
  // catalogue, analogue
  [/ogue(s)?$/, "og$1"],
];

/** American forms `word` may be the British spelling of (possibly none). */
export function americanForms(word: string): string[] {
  const forms = new Set<string>();
  const paired = WORD_PAIRS[word];
  if (paired) forms.add(paired);
  let all = word;
  for (const [pattern, replacement] of PATTERNS) {
    const single = word.replace(pattern, replacement);
    if (single !== word) forms.add(single);
    all = all.replace(pattern, replacement);
  }
  if (all !== word) forms.add(all);
  return [...forms];
}
