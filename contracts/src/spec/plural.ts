/** The word that agrees with a count: `one` for exactly 1, `many` otherwise (0 included). */
export const byCount = (count: number, one: string, many: string): string =>
  count === 1 ? one : many;

/** The count followed by the word that agrees with it: "1 decision", "3 decisions". */
export const countOf = (count: number, one: string, many: string): string =>
  `${count} ${byCount(count, one, many)}`;
