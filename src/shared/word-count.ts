/** Words are counted by splitting on whitespace, as the spec says, on client and server alike. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}
