/**
 * Every row of a rule table carries its own examples, and
 * rule-tables.test.ts runs the row's family on them (decision 123): a change
 * to a row that breaks what it was written for, or starts touching what it
 * must leave alone, fails there, on that row.
 */
export interface RuleExamples {
  /** A text the row corrects, and the exact text its family makes of it. */
  readonly fixes: ReadonlyArray<readonly [wrong: string, right: string]>;
  /** Texts that look alike but are right, which the family must leave as they are. */
  readonly keeps: readonly string[];
}

/** A pattern and its fix: `replacement` may name the pattern's groups ("$1"); `reason` is shown to the writer. */
export interface PhraseRule extends RuleExamples {
  readonly pattern: RegExp;
  readonly replacement: string;
  readonly reason: string;
}

/**
 * An entry that only stops its family from acting ("the" after "should to"), so it has nothing to fix of its
 * own: the texts it keeps as they are, which the family would change without it.
 */
export interface KeepExamples {
  readonly keeps: readonly string[];
}
