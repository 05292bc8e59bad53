import { describe, expect, it } from "vitest";
import { treeContributions, treeLogOdds } from "../../src/server/engines/detect/trees";
import { fitTrees } from "./gradient-boosting";

/** Label 1 exactly when the first feature is above 0.5 and the second below 0.3; the third is noise. */
function syntheticData(count: number): { rows: number[][]; labels: number[] } {
  const rows: number[][] = [];
  const labels: number[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let n = 0; n < count; n++) {
    const row = [next(), next(), next()];
    rows.push(row);
    labels.push((row[0] as number) > 0.5 && (row[1] as number) < 0.3 ? 1 : 0);
  }
  return { rows, labels };
}

describe("gradient-boosted trees", () => {
  const { rows, labels } = syntheticData(2000);
  const model = fitTrees(
    rows,
    labels,
    rows.map(() => 1),
    ["a", "b", "noise"],
    { trees: 60 },
  );

  it("learns an interaction a linear model cannot", () => {
    expect(treeLogOdds(model, [0.9, 0.1, 0.5])).toBeGreaterThan(2);
    expect(treeLogOdds(model, [0.9, 0.8, 0.5])).toBeLessThan(-2);
    expect(treeLogOdds(model, [0.1, 0.1, 0.5])).toBeLessThan(-2);
  });

  it("is deterministic", () => {
    expect(
      fitTrees(
        rows,
        labels,
        rows.map(() => 1),
        ["a", "b", "noise"],
        { trees: 60 },
      ),
    ).toEqual(model);
  });

  it("splits a score exactly into per-feature contributions along its path", () => {
    const rootShare = model.trees.reduce((sum, tree) => sum + model.learningRate * (tree.value[0] as number), 0);
    for (const row of [
      [0.9, 0.1, 0.5],
      [0.2, 0.9, 0.1],
    ]) {
      const shares = treeContributions(model, row);
      expect(model.bias + rootShare + shares.reduce((a, b) => a + b, 0)).toBeCloseTo(treeLogOdds(model, row), 9);
      expect(Math.abs(shares[2] as number)).toBeLessThan(Math.abs(shares[0] as number));
    }
  });

  it("lets sample weights decide which class a mixed region leans to", () => {
    const mixedRows = [...rows, ...rows.map(() => [0.1, 0.1, 0.5])];
    const mixedLabels = [...labels, ...rows.map((_, n) => n % 2)];
    const weightFor = (label: number) => (label === 1 ? 3 : 1);
    const weighted = fitTrees(mixedRows, mixedLabels, mixedLabels.map(weightFor), ["a", "b", "noise"], { trees: 60 });
    expect(treeLogOdds(weighted, [0.1, 0.1, 0.5])).toBeGreaterThan(0);
  });
});
