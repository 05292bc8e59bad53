/**
 * JFLEG's tokenisation (Penn Treebank style: spaces around punctuation,
 * "do n't", "John 's") and its inverse, so the Improver sees ordinary prose
 * and GLEU compares like with like.
 */

export function detokenize(tokenized: string): string {
  return tokenized
    .trim()
    .replace(/\s+/g, " ")
    .replace(/ (n't|'s|'re|'m|'ve|'ll|'d)\b/gi, "$1")
    .replace(/ ([.,!?;:%)\]}])/g, "$1")
    .replace(/([([{$]) /g, "$1")
    .replace(/" ([^"]*?) "/g, '"$1"');
}

/** Stands in for "..." while single full stops are split off, so the ellipsis stays one token. */
const ELLIPSIS_MARK = "\uE000";

/**
 * As the Treebank tokeniser: only the full stop that ends the line is split
 * off ("etc.", "Mr." and "day. The" inside a line stay whole), an ellipsis is
 * one token, and an HTML entity keeps its semicolon ("&raspsquo;").
 */
export function tokenize(text: string): string[] {
  return text
    .replace(/\.\.\./g, ` ${ELLIPSIS_MARK} `)
    .replace(/\.(?=["')\]}\s]*$)/, " . ")
    .replace(/(&\w+;)|([!?;:%()[\]{}"]|,(?!\d))/g, (match, entity: string | undefined) => (entity ? match : ` ${match} `))
    .replace(/(\w)(n't)\b/gi, "$1 $2")
    .replace(/(\w)('s|'re|'m|'ve|'ll|'d)\b/gi, "$1 $2")
    .split(/\s+/)
    .filter((token) => token.length > 0)
    .map((token) => token.replaceAll(ELLIPSIS_MARK, "..."));
}
