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

export function tokenize(text: string): string[] {
  return text
    .replace(/([!?;:%()[\]{}"]|[.,](?!\d))/g, " $1 ")
    .replace(/(\w)(n't)\b/gi, "$1 $2")
    .replace(/(\w)('s|'re|'m|'ve|'ll|'d)\b/gi, "$1 $2")
    .split(/\s+/)
    .filter((token) => token.length > 0);
}
