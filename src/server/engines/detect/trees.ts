/**
 * Gradient-boosted decision trees (logistic loss) at scoring time. Training
 * is in scripts/detector/gradient-boosting.ts. Each tree is stored flat:
 * node n tests `feature[n] <= threshold[n]` and goes to `left[n]` or
 * `right[n]`; a leaf has feature -1. Every node keeps its own value (the
 * Newton step for the texts that reached it), so a score can be split into
 * per-feature contributions by following its path.
 */

export interface FlatTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface TreeEnsemble {
  featureNames: string[];
  /** Training means, so an explanation can say whether the text is above or below typical. */
  means: number[];
  bias: number;
  learningRate: number;
  trees: FlatTree[];
}

const LEAF = -1;

export function treeLogOdds(model: TreeEnsemble, features: number[]): number {
  let sum = model.bias;
  for (const tree of model.trees) sum += model.learningRate * (tree.value[leafOf(tree, features)] as number);
  return sum;
}

/** The node a feature vector ends in. */
export function leafOf(tree: FlatTree, features: number[]): number {
  let node = 0;
  while (tree.feature[node] !== LEAF) {
    node =
      (features[tree.feature[node] as number] as number) <= (tree.threshold[node] as number)
        ? (tree.left[node] as number)
        : (tree.right[node] as number);
  }
  return node;
}

/**
 * Each feature's share of the log-odds above the bias (Saabas's path
 * attribution): at every split, the change in node value is credited to the
 * feature that was tested. The shares plus the root values sum to the score.
 */
export function treeContributions(model: TreeEnsemble, features: number[]): number[] {
  const shares = new Array<number>(model.featureNames.length).fill(0);
  for (const tree of model.trees) {
    let node = 0;
    while (tree.feature[node] !== LEAF) {
      const tested = tree.feature[node] as number;
      const next =
        (features[tested] as number) <= (tree.threshold[node] as number) ? (tree.left[node] as number) : (tree.right[node] as number);
      shares[tested] = (shares[tested] as number) + model.learningRate * ((tree.value[next] as number) - (tree.value[node] as number));
      node = next;
    }
  }
  return shares;
}
