import { readFileSync } from "node:fs";
import { hashText } from "../seeded-random";

/**
 * How often two words stand side by side in the detector's training texts
 * (scripts/build-word-pairs.ts). Kept as sorted 32-bit hashes of the pairs
 * and their counts: about 380,000 pairs in 2.3 MB, where a Map of strings
 * would take tens of megabytes. Two pairs sharing a hash (a few in a million
 * look-ups) share a count, which can only nudge a spelling choice.
 */

/** Counts are stored in 16 bits; a pair this common is common enough. */
export const PAIR_COUNT_CAP = 65_535;

/** Words as the frequency table counts them: lower case, an apostrophe inside allowed. */
const TOKEN = /[a-z]+(?:'[a-z]+)?|[^\sa-z]/g;

/** Neighbouring words of `text`, lower case; punctuation between two words breaks the pair. */
export function* neighbouringWordPairs(text: string): Generator<[string, string]> {
  let previous: string | null = null;
  for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
    const isWord = token.charCodeAt(0) >= 97 && token.charCodeAt(0) <= 122;
    if (isWord && previous !== null) yield [previous, token];
    previous = isWord ? token : null;
  }
}

export function pairKey(left: string, right: string): number {
  return hashText(`${left} ${right}`);
}

interface PairTable {
  keys: Uint32Array;
  counts: Uint16Array;
}

let table: PairTable | null = null;

function pairTable(): PairTable {
  if (!table) {
    const read = readFileSync(new URL("./data/word-pairs.bin", import.meta.url));
    // A file this size gets a buffer of its own at offset 0; copy only if not, since typed arrays need aligned offsets.
    const bytes = read.byteOffset % 4 === 0 ? read : Buffer.from(read);
    const size = bytes.byteLength / 6;
    table = {
      keys: new Uint32Array(bytes.buffer, bytes.byteOffset, size),
      counts: new Uint16Array(bytes.buffer, bytes.byteOffset + size * 4, size),
    };
  }
  return table;
}

/** How often `left` was directly followed by `right`; 0 for pairs seen fewer than twice. */
export function pairCount(left: string, right: string): number {
  const { keys, counts } = pairTable();
  const key = pairKey(left.toLowerCase(), right.toLowerCase());
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return keys[low] === key ? counts[low]! : 0;
}
