import { describe, expect, it } from "vitest";
import { type CorpusText, mirrorAsText, partOfGroup, type StoredMirror } from "./formal-corpus";

const mirror: StoredMirror = {
  id: "rw1-0001",
  text: "A rewrite of a passage about farm machinery sales.",
  domain: "news",
  variant: "rewrite",
  split_group: "brown:ca28",
  prompt: "Paraphrase this: ...",
  human_id: "hc-000000000001",
};

const passage: CorpusText = {
  id: "hc-000000000001",
  text: "Seven of the eight companies that turn out full lines of farm machinery say sales have gained.",
  label: "human",
  source: "formal_corpus",
  domain: "business",
  generator: "human",
  variant: "",
  split_group: "brown:ca28",
  part: "heldout",
};

describe("mirrorAsText", () => {
  it("files a mirror under its passage's register and part, not the register it was written for", () => {
    const text = mirrorAsText(mirror, passage);
    expect(text).toMatchObject({ domain: "business", part: "heldout", label: "ai", split_group: "brown:ca28" });
  });

  it("keeps a fresh mirror's own register, and places it by its split group", () => {
    const fresh = { ...mirror, id: "biz-0001", human_id: undefined, domain: "business", split_group: "biz-0001" };
    expect(mirrorAsText(fresh, undefined)).toMatchObject({ domain: "business", part: partOfGroup("biz-0001") });
  });
});
