/**
 * Words after which a full stop usually does not end a sentence, lower-case
 * and without their final stop ("e.g", "u.s"). One list for every engine, so
 * the detector, the Humanizer and the Improver agree on where sentences end.
 */
const ABBREVIATIONS = new Set([
  // Titles and names
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "sr",
  "jr",
  "st",
  "gen",
  "gov",
  "govt",
  "sen",
  "rep",
  "rev",
  // Organisations
  "inc",
  "ltd",
  "co",
  "corp",
  "dept",
  "est",
  // References and Latin
  "vs",
  "etc",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "cf",
  "al",
  "no",
  "nos",
  "vol",
  "fig",
  "p",
  "pp",
  "approx",
  // Months
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  // Places and times
  "u.s",
  "u.k",
  "a.m",
  "p.m",
  // Units
  "tbsp",
  "tsp",
  "oz",
  "lb",
  "lbs",
  "min",
  "hr",
  "hrs",
  "sec",
  "ft",
  "cm",
  "mm",
  "km",
  "kg",
  "mg",
  "ml",
]);

/** Whether a word, as written before its full stop, is an abbreviation ("Dr", "e.g", "U.S"). */
export function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(word.toLowerCase());
}
