/**
 * The verdict lines as false-accusation risks (issue 27), for the training
 * script and the benchmark's leave-one-register-out runs: in the worst
 * register of the training data, scored out of fold (a corpus register's
 * texts by a model that never saw that register, decision 145), at most 3%
 * of human texts above 50 and 1% above 70 (the targets on writing
 * never seen).
 * Registers with fewer human texts than `minTexts` do not set a line: their
 * 1% quantile would rest on one or two texts (PubMedQA's 82 human abstracts
 * alone put the line for 50 at 0.85 and left 6% of a current assistant's
 * texts caught). Measured, 2% and 0.5% left nothing above 50 in any held-out
 * register but caught only 15% of them (docs/decisions/105).
 */
export const RISK_TARGETS = {
  lines: [
    { reported: 0.5, humanShareAbove: 0.03 },
    { reported: 0.7, humanShareAbove: 0.01 },
  ],
  minTexts: 200,
};
