/**
 * Long texts are scored in windows that fit the model's context. Each window
 * after the first starts a quarter of a window before the tokens it scores, so
 * every token is read with some text before it; every token is scored once.
 */

export interface TokenWindow {
  /** First token fed to the model (an index into the text's tokens). */
  start: number;
  /** First token this window scores: earlier ones are only context. */
  scoredFrom: number;
  /** Just past the last token fed and scored. */
  end: number;
}

export function planWindows(tokenCount: number, windowTokens: number): TokenWindow[] {
  if (windowTokens < 2) throw new RangeError("a window needs room for at least two tokens");
  const overlap = Math.floor(windowTokens / 4);
  const windows: TokenWindow[] = [];
  let scoredFrom = 0;
  while (scoredFrom < tokenCount) {
    const start = Math.max(0, scoredFrom - overlap);
    const end = Math.min(tokenCount, start + windowTokens);
    windows.push({ start, scoredFrom, end });
    scoredFrom = end;
  }
  return windows;
}
