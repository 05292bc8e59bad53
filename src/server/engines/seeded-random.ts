/**
 * Deterministic randomness and hashing: the Humanizer picks among equally good
 * rewrites with a generator seeded by the text itself (the same input always
 * gives the same output), GLEU samples references reproducibly, and detector
 * training assigns split groups to folds by hash.
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

/** FNV-1a hash of a string: a seed, or a stable bucket. */
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
