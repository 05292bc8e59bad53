/**
 * Deterministic randomness: the Humanizer picks among equally good rewrites
 * with a generator seeded by the text itself, so the same input always gives
 * the same output and tests are stable.
 */

/** Mulberry32: tiny, fast and good enough for choosing between phrasings. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of the text, used as the seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function randomSeededBy(text: string): () => number {
  return mulberry32(hashText(text));
}
