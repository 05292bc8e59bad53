/**
 * A calibration file (decision 118): the map from a detector's raw criterion
 * to the 0-100 probability, fitted by `inkprint calibrate` on an
 * organisation's own texts so that human texts are called likely AI at the
 * chosen false-positive rate, with the rates it measured on them. The engine
 * that loads it says on its card that it is in force.
 */
import fs from "node:fs";
import { z } from "zod";
import type { CardCalibration } from "../../shared/messages";
import { ConfigError } from "./settings";

export const calibrationFileSchema = z.object({
  format: z.literal("inkprint-calibration-1"),
  /** The detector it was fitted for, as its model_version reads without a calibration: another one's criterion means something else. */
  detector: z.string().min(1),
  /** probability = sigmoid(slope × criterion + intercept); the slope's sign says which way the criterion points. */
  map: z.object({ slope: z.number(), intercept: z.number() }),
  target_false_positive_rate: z.number().min(0).max(1),
  measured: z.object({
    human_texts: z.number().int().positive(),
    /** Human texts above the likely-AI line (70), the rate the target was set for. */
    false_positive_rate: z.number().min(0).max(1),
    /** Human texts above 50, the rate the card reports for every detector. */
    above_50: z.number().min(0).max(1),
    ai_texts: z.number().int().nonnegative(),
    /** AI texts above the likely-AI line; null without AI texts. */
    detection_rate: z.number().min(0).max(1).nullable(),
  }),
  /** Where the texts came from, as the operator named them (file or folder names). */
  fitted_on: z.string(),
  created: z.string(),
});

export type CalibrationFile = z.infer<typeof calibrationFileSchema>;

class CalibrationFileError extends ConfigError {}

/** A calibration fitted for another detector (other models, another embedded version) would mean nothing here. */
export function checkCalibrationFor(detector: string, file: CalibrationFile): void {
  if (file.detector !== detector)
    throw new CalibrationFileError(
      `DETECT_CALIBRATION was fitted for ${file.detector}, not for ${detector}: run inkprint calibrate again with this detector`,
    );
}

export function readCalibrationFile(file: string): CalibrationFile {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new CalibrationFileError(`DETECT_CALIBRATION: cannot read ${file} as JSON (${(error as Error).message})`);
  }
  const parsed = calibrationFileSchema.safeParse(raw);
  if (!parsed.success)
    throw new CalibrationFileError(`DETECT_CALIBRATION: ${file} is not a calibration file written by \`inkprint calibrate\``);
  return parsed.data;
}

/** What the card says of a calibration file in force: what it was fitted on, and the rates it measured. */
export function cardCalibration(file: CalibrationFile): CardCalibration {
  const target = `${Math.round(1000 * file.target_false_positive_rate) / 10}%`;
  return {
    description: `fitted ${file.created.slice(0, 10)} on ${file.fitted_on} for at most ${target} above 70`,
    human_texts: file.measured.human_texts,
    above_50: file.measured.above_50,
    above_70: file.measured.false_positive_rate,
  };
}

export function probabilityFrom(map: CalibrationFile["map"], criterion: number): number {
  return 1 / (1 + Math.exp(-(map.slope * criterion + map.intercept)));
}
