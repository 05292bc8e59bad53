/** nspell ships no types; this declares the part the detector uses. */
declare module "nspell" {
  interface NSpell {
    correct(word: string): boolean;
  }
  function nspell(dictionary: { aff: Uint8Array | string; dic?: Uint8Array | string }): NSpell;
  export default nspell;
}
