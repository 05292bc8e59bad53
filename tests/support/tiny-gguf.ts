/**
 * Writes a tiny llama-architecture model as a GGUF file (format version 3,
 * from the GGUF specification in ggml's docs/gguf.md), so the local-lm engine
 * runs its whole path through llama.cpp in tests without real model weights:
 * a SentencePiece-style ("llama") vocabulary of the three special tokens, the
 * 256 byte tokens llama.cpp falls back to, and a few hundred letters and
 * English fragments; two transformer blocks; F32 weights drawn from a seeded
 * generator. Two files written with the same vocabulary and different seeds
 * share a tokenizer, as Binoculars' observer and performer must.
 */
import fs from "node:fs";
import { mulberry32 } from "../../src/server/engines/seeded-random";

/** GGUF metadata value types (the specification's gguf_metadata_value_type). */
const VALUE_TYPE = { uint32: 4, int32: 5, float32: 6, string: 8, array: 9 } as const;
/** ggml's tensor type for 32-bit floats. */
const GGML_TYPE_F32 = 0;
const ALIGNMENT = 32;

/** SentencePiece token types as llama.cpp reads them. */
const TOKEN_TYPE = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;

/** The word boundary mark of SentencePiece vocabularies (U+2581). */
const SPACE = "\u2581";

const SHAPE = { embedding: 32, heads: 4, feedForward: 64, blocks: 2, trainedContext: 4096 } as const;

const FRAGMENTS = [
  "the",
  "and",
  "of",
  "to",
  "in",
  "is",
  "that",
  "it",
  "for",
  "as",
  "with",
  "was",
  "on",
  "be",
  "this",
  "are",
  "by",
  "not",
  "or",
  "have",
  "th",
  "he",
  "er",
  "an",
  "re",
  "at",
  "en",
  "nd",
  "ti",
  "es",
  "te",
  "ed",
  "al",
  "ar",
  "st",
  "nt",
  "ng",
  "se",
  "ha",
  "ing",
  "ion",
  "ent",
  "ter",
  "ers",
  "ate",
  "tion",
  "ment",
  "ness",
  "ly",
];

interface Token {
  text: string;
  score: number;
  type: number;
}

/** The vocabulary: ids 0-2 are <unk>, <s>, </s>; then the 256 bytes; then pieces, longer ones scored higher so merges prefer them. */
function vocabulary(): Token[] {
  const tokens: Token[] = [
    { text: "<unk>", score: 0, type: TOKEN_TYPE.unknown },
    { text: "<s>", score: 0, type: TOKEN_TYPE.control },
    { text: "</s>", score: 0, type: TOKEN_TYPE.control },
  ];
  for (let byte = 0; byte < 256; byte++)
    tokens.push({ text: `<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`, score: 0, type: TOKEN_TYPE.byte });
  const pieces = new Set<string>([SPACE]);
  for (const char of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?'\"()-") pieces.add(char);
  for (const char of "abcdefghijklmnopqrstuvwxyz") pieces.add(SPACE + char);
  for (const fragment of FRAGMENTS) {
    pieces.add(fragment);
    pieces.add(SPACE + fragment);
  }
  for (const piece of pieces) tokens.push({ text: piece, score: -100 + 10 * [...piece].length, type: TOKEN_TYPE.normal });
  return tokens;
}

/** Little-endian bytes, appended in order. */
class ByteWriter {
  private readonly chunks: Buffer[] = [];
  length = 0;

  private push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  uint32(value: number): void {
    const chunk = Buffer.alloc(4);
    chunk.writeUInt32LE(value);
    this.push(chunk);
  }

  int32(value: number): void {
    const chunk = Buffer.alloc(4);
    chunk.writeInt32LE(value);
    this.push(chunk);
  }

  uint64(value: number): void {
    const chunk = Buffer.alloc(8);
    chunk.writeBigUInt64LE(BigInt(value));
    this.push(chunk);
  }

  float32(value: number): void {
    const chunk = Buffer.alloc(4);
    chunk.writeFloatLE(value);
    this.push(chunk);
  }

  /** A gguf_string_t: its byte length as uint64, then UTF-8 bytes without a terminator. */
  string(value: string): void {
    const bytes = Buffer.from(value, "utf8");
    this.uint64(bytes.length);
    this.push(bytes);
  }

  floats(values: Float32Array): void {
    this.push(Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  }

  padTo(alignment: number): void {
    const gap = (alignment - (this.length % alignment)) % alignment;
    if (gap) this.push(Buffer.alloc(gap));
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

type MetadataValue =
  | { type: "uint32" | "int32" | "float32"; value: number }
  | { type: "string"; value: string }
  | { type: "array"; of: "string"; values: string[] }
  | { type: "array"; of: "int32" | "float32"; values: number[] };

function writeScalar(writer: ByteWriter, type: "uint32" | "int32" | "float32", value: number): void {
  writer[type](value);
}

function writeMetadata(writer: ByteWriter, key: string, entry: MetadataValue): void {
  writer.string(key);
  writer.uint32(VALUE_TYPE[entry.type]);
  if (entry.type === "string") writer.string(entry.value);
  else if (entry.type !== "array") writeScalar(writer, entry.type, entry.value);
  else {
    writer.uint32(VALUE_TYPE[entry.of]);
    writer.uint64(entry.values.length);
    if (entry.of === "string") for (const value of entry.values) writer.string(value);
    else for (const value of entry.values) writeScalar(writer, entry.of, value);
  }
}

interface Tensor {
  name: string;
  /** ggml order: the first dimension is the contiguous one (a weight's input size). */
  dimensions: number[];
  data: Float32Array;
}

function randomTensor(name: string, dimensions: number[], scale: number, random: () => number): Tensor {
  const count = dimensions.reduce((a, b) => a * b, 1);
  const data = new Float32Array(count);
  for (let i = 0; i < count; i++) data[i] = (2 * random() - 1) * scale;
  return { name, dimensions, data };
}

function onesTensor(name: string, size: number): Tensor {
  return { name, dimensions: [size], data: new Float32Array(size).fill(1) };
}

/** The tensors llama.cpp's llama architecture loads, under the names it looks for. */
function tensors(vocabularySize: number, random: () => number): Tensor[] {
  const { embedding, feedForward, blocks } = SHAPE;
  const projection = 1 / Math.sqrt(embedding);
  const list: Tensor[] = [randomTensor("token_embd.weight", [embedding, vocabularySize], 1, random)];
  for (let block = 0; block < blocks; block++) {
    const prefix = `blk.${block}`;
    list.push(
      onesTensor(`${prefix}.attn_norm.weight`, embedding),
      randomTensor(`${prefix}.attn_q.weight`, [embedding, embedding], projection, random),
      randomTensor(`${prefix}.attn_k.weight`, [embedding, embedding], projection, random),
      randomTensor(`${prefix}.attn_v.weight`, [embedding, embedding], projection, random),
      randomTensor(`${prefix}.attn_output.weight`, [embedding, embedding], projection, random),
      onesTensor(`${prefix}.ffn_norm.weight`, embedding),
      randomTensor(`${prefix}.ffn_gate.weight`, [embedding, feedForward], projection, random),
      randomTensor(`${prefix}.ffn_up.weight`, [embedding, feedForward], projection, random),
      randomTensor(`${prefix}.ffn_down.weight`, [feedForward, embedding], 1 / Math.sqrt(feedForward), random),
    );
  }
  // Logits a few units apart, so the next-token distributions are far from uniform, as a trained model's are.
  list.push(
    onesTensor("output_norm.weight", embedding),
    randomTensor("output.weight", [embedding, vocabularySize], 4 * projection, random),
  );
  return list;
}

function metadata(name: string, tokens: Token[]): Array<[string, MetadataValue]> {
  const { embedding, heads, feedForward, blocks, trainedContext } = SHAPE;
  return [
    ["general.architecture", { type: "string", value: "llama" }],
    ["general.name", { type: "string", value: name }],
    ["general.alignment", { type: "uint32", value: ALIGNMENT }],
    ["llama.context_length", { type: "uint32", value: trainedContext }],
    ["llama.embedding_length", { type: "uint32", value: embedding }],
    ["llama.block_count", { type: "uint32", value: blocks }],
    ["llama.feed_forward_length", { type: "uint32", value: feedForward }],
    ["llama.attention.head_count", { type: "uint32", value: heads }],
    ["llama.attention.head_count_kv", { type: "uint32", value: heads }],
    ["llama.attention.layer_norm_rms_epsilon", { type: "float32", value: 1e-5 }],
    ["llama.rope.dimension_count", { type: "uint32", value: embedding / heads }],
    ["tokenizer.ggml.model", { type: "string", value: "llama" }],
    ["tokenizer.ggml.tokens", { type: "array", of: "string", values: tokens.map((token) => token.text) }],
    ["tokenizer.ggml.scores", { type: "array", of: "float32", values: tokens.map((token) => token.score) }],
    ["tokenizer.ggml.token_type", { type: "array", of: "int32", values: tokens.map((token) => token.type) }],
    ["tokenizer.ggml.unknown_token_id", { type: "uint32", value: 0 }],
    ["tokenizer.ggml.bos_token_id", { type: "uint32", value: 1 }],
    ["tokenizer.ggml.eos_token_id", { type: "uint32", value: 2 }],
  ];
}

/** The whole file: header, metadata, tensor infos, padding, then each tensor's data at an aligned offset. */
export function tinyGguf(name: string, seed: number): Buffer {
  const tokens = vocabulary();
  const weights = tensors(tokens.length, mulberry32(seed));
  const entries = metadata(name, tokens);
  const writer = new ByteWriter();
  writer.uint32(0x46554747); // "GGUF" read as a little-endian uint32
  writer.uint32(3);
  writer.uint64(weights.length);
  writer.uint64(entries.length);
  for (const [key, value] of entries) writeMetadata(writer, key, value);
  let offset = 0;
  for (const tensor of weights) {
    writer.string(tensor.name);
    writer.uint32(tensor.dimensions.length);
    for (const size of tensor.dimensions) writer.uint64(size);
    writer.uint32(GGML_TYPE_F32);
    writer.uint64(offset);
    offset += Math.ceil(tensor.data.byteLength / ALIGNMENT) * ALIGNMENT;
  }
  writer.padTo(ALIGNMENT);
  for (const tensor of weights) {
    writer.floats(tensor.data);
    writer.padTo(ALIGNMENT);
  }
  return writer.bytes();
}

/** Writes the file and returns its path. */
export function writeTinyGguf(file: string, name: string, seed: number): string {
  fs.writeFileSync(file, tinyGguf(name, seed));
  return file;
}
