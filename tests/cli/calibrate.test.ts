/**
 * `inkprint calibrate` (issue 32, decision 118): fits the criterion-to-score
 * map on a folder or JSONL file of human texts (and AI texts), writes the
 * calibration file, and the detector loads it and says so on its card.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { calibrationFileSchema, readCalibrationFile } from "../../src/server/engines/calibration-file";
import { measuredRatesText } from "../../src/shared/messages";
import { createEmbeddedDetector } from "../../src/server/engines/detect/embedded";
import { createLocalLmDetector } from "../../src/server/engines/local-lm/engine";
import { nodeLlamaCppInstalled, SKIP_REASON, tinyModelPair } from "../support/local-lm";
import { cliEnv, runCli } from "./run-cli";

const HUMAN = [
  "We drove up to the lake on Friday after work, which was a mistake, because half " +
    "the town had the same idea. The car park was full, so we left the car in a " +
    "farmer's field and paid him five pounds for it. My brother complained the whole " +
    "way down the track about his new boots, and then he fell in the water anyway.",
  "I never meant to keep chickens. A neighbour was moving to a flat and asked if " +
    "we could take three of them for a week, and that was two years ago. They have " +
    "eaten every strawberry I planted, dug up the onions, and one of them sleeps on " +
    "the handle of the lawnmower. The eggs are good though, I will give them that.",
  "The meeting ran long again. Sam wanted to talk about the budget, Priya wanted to " +
    "talk about the new printer, and nobody wanted to talk about the actual deadline, which " +
    "is Tuesday. I wrote three lines of notes and a shopping list. On the way out the " +
    "lift broke, so we all walked down eleven floors together, still arguing about toner.",
  "My grandmother made bread every Saturday until she was ninety. She never measured " +
    "anything; she said the dough tells you when it is ready, which was no help at all " +
    "to me. When I try her recipe the loaf comes out flat and sour, and my kids eat it " +
    "anyway, mostly to be kind, and then ask if we can buy the sliced stuff next week.",
  "The bus was twenty minutes late and then two came at once, as they always do. I " +
    "sat upstairs at the front like a child and watched the town go by: the shut bakery, " +
    "the new phone shop, the man who walks his cat on a lead. By the time we got to " +
    "the station my train had gone, so I bought a coffee and read the free paper twice.",
];
const AI = [
  "In today's fast-paced world, effective time management is essential for achieving " +
    "both personal and professional success. By prioritizing tasks, setting clear goals, " +
    "and leveraging digital tools, individuals can significantly enhance their productivity. " +
    "Moreover, it is important to recognize that maintaining a healthy work-life " +
    "balance plays a crucial role in sustaining long-term motivation and overall well-being.",
  "Climate change represents one of the most pressing challenges facing humanity today. " +
    "Its far-reaching impacts include rising sea levels, extreme weather events, and " +
    "significant disruptions to ecosystems. Addressing this complex issue requires a multifaceted " +
    "approach that combines innovative technologies, robust policy frameworks, and " +
    "collaborative international efforts to ensure a sustainable future for generations to come.",
];

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-calibrate-"));
const humanFolder = path.join(folder, "human");
fs.mkdirSync(humanFolder);
HUMAN.forEach((text, i) => fs.writeFileSync(path.join(humanFolder, `essay-${i}.txt`), text));
fs.writeFileSync(path.join(humanFolder, "notes.pdf"), "not a text file: left out");
const aiFile = path.join(folder, "ai.jsonl");
fs.writeFileSync(aiFile, AI.map((text) => JSON.stringify({ id: text.length, text })).join("\n"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("inkprint calibrate", () => {
  it("fits the embedded detector on a folder of human texts and a JSONL file of AI texts, and the detector loads the file", async () => {
    const out = path.join(folder, "embedded.json");
    const run = await runCli([
      "calibrate",
      "--engine",
      "embedded",
      "--human",
      humanFolder,
      "--ai",
      aiFile,
      "--target-fpr",
      "0.2",
      "--out",
      out,
    ]);
    expect(run.stderr).toContain(`set DETECT_CALIBRATION=${out}`);
    expect(run.status).toBe(0);
    const file = calibrationFileSchema.parse(JSON.parse(run.stdout));
    expect(readCalibrationFile(out)).toEqual(file);
    expect(file.measured).toMatchObject({ human_texts: 5, ai_texts: 2 });
    expect(file.measured.false_positive_rate).toBeLessThanOrEqual(0.2);
    expect(file.fitted_on).toBe("human, ai.jsonl");
    const detector = createEmbeddedDetector(file);
    expect(detector.card.model_version).toBe(`${file.detector} (calibrated ${file.created.slice(0, 10)})`);
    expect(detector.card.human_false_positive_rate).toBe(file.measured.above_50);
    expect(detector.card.calibration?.human_texts).toBe(5);
    // The dashboard and the PDF print the installation's own rates, not the ones measured when the model was built.
    expect(measuredRatesText(detector.card)).toMatch(
      new RegExp(
        [
          "^This installation calibrated the detector on 5 texts by people ",
          String.raw`\(fitted \d{4}-\d\d-\d\d on human, ai\.jsonl for at most 20% above `,
          String.raw`70\): [\d.]+% of them scored above 50% and [\d.]+% above 70%\.$`,
        ].join(""),
      ),
    );
  }, 120_000);

  it("refuses a call without --human, or an unknown engine, as a usage error", async () => {
    const missing = await runCli(["calibrate", "--engine", "embedded"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--engine and --human are required");
    const unknown = await runCli(["calibrate", "--engine", "llm", "--human", humanFolder]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("--engine must be local-lm or embedded");
  });

  if (!nodeLlamaCppInstalled) console.warn(`calibrate --engine local-lm skipped: ${SKIP_REASON}`);

  it.skipIf(!nodeLlamaCppInstalled)(
    "fits the local-lm detector with the models LOCAL_LM_* name, and the detector says the calibration is in force",
    async () => {
      const models = tinyModelPair();
      try {
        const out = path.join(folder, "local-lm.json");
        const env = cliEnv({ LOCAL_LM_OBSERVER: models.observer, LOCAL_LM_PERFORMER: models.performer, LOCAL_LM_THREADS: "1" });
        const run = await runCli(["calibrate", "--engine", "local-lm", "--human", humanFolder, "--target-fpr", "0.2", "--out", out], {
          env,
        });
        expect(run.stderr).toContain("scoring 5 human and 0 AI texts with local-lm:binoculars:tiny-observer+tiny-performer");
        expect(run.status).toBe(0);
        const file = readCalibrationFile(out);
        expect(file.measured.false_positive_rate).toBeLessThanOrEqual(0.2);
        const detector = await createLocalLmDetector({
          observer: models.observer,
          performer: models.performer,
          contextSize: 512,
          threads: 1,
          calibration: file,
        });
        expect(detector.card.model_version).toBe(
          `local-lm:binoculars:tiny-observer+tiny-performer (calibrated ${file.created.slice(0, 10)})`,
        );
        const result = await detector.detect(HUMAN[0] as string);
        expect(result.explanation).toContain(
          `Calibration: this installation's, fitted ${file.created.slice(0, 10)} on human for at most 20% above 70;`,
        );
        expect(detector.card.calibration).toEqual({
          description: `fitted ${file.created.slice(0, 10)} on human for at most 20% above 70`,
          human_texts: 5,
          above_50: file.measured.above_50,
          above_70: file.measured.false_positive_rate,
        });
        await expect(createLocalLmDetector({ observer: models.observer, contextSize: 512, threads: 1, calibration: file })).rejects.toThrow(
          "DETECT_CALIBRATION was fitted for local-lm:binoculars:tiny-observer+tiny-performer, not for local-lm:fast-detectgpt:tiny-observer",
        );
      } finally {
        models.cleanUp();
      }
    },
    120_000,
  );
});
