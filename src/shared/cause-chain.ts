/** An error and the errors it wraps (`cause`), outermost first; a few levels are all any library nests. */
export function* causeChain(error: unknown, maxDepth = 5): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < maxDepth; current = current.cause, depth++) yield current;
}
