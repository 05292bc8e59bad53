/** Language identification with franc, limited to widely written languages to avoid exotic mislabels (English as Scots, say). */
import { franc } from "franc";

const LANGUAGE_NAMES: Record<string, string> = {
  eng: "English", fra: "French", deu: "German", spa: "Spanish", ita: "Italian", por: "Portuguese",
  nld: "Dutch", pol: "Polish", rus: "Russian", ukr: "Ukrainian", tur: "Turkish", swe: "Swedish",
  dan: "Danish", nob: "Norwegian", fin: "Finnish", ces: "Czech", ron: "Romanian", hun: "Hungarian",
  ell: "Greek", ind: "Indonesian", vie: "Vietnamese", tgl: "Tagalog", cmn: "Chinese", jpn: "Japanese",
  kor: "Korean", arb: "Arabic", hin: "Hindi", ben: "Bengali", urd: "Urdu", pes: "Persian", heb: "Hebrew",
  tha: "Thai", swh: "Swahili", cat: "Catalan", hrv: "Croatian", srp: "Serbian", bul: "Bulgarian",
  slk: "Slovak", slv: "Slovenian", lit: "Lithuanian", lav: "Latvian", est: "Estonian", zlm: "Malay",
};

export const TRAINED_LANGUAGE = "eng";

/** ISO 639-3 code of the text's language, or "und" when it cannot tell. */
export function identifyLanguage(text: string): string {
  return franc(text, { minLength: 20, only: Object.keys(LANGUAGE_NAMES) });
}

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? `the language with code "${code}"`;
}
