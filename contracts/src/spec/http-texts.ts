/** Limits on request input that hold for every endpoint. */
export const HTTP_LIMITS = {
  /** Arrays and objects inside one another in a body (a top-level object is 1). */
  bodyMaxDepth: 32,
} as const;

/** Answers to requests refused before any endpoint reads them (the body, the characters). */
export const HTTP_TEXTS = {
  bodyNotJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyTooLarge: (limitKb: number) => `The request body is too large (at most ${limitKb} kB).`,
  bodyEncodingUnsupported: 'The request body is in an encoding the server does not read.',
  bodyUnreadable: 'The request body could not be read.',
  bodyTooDeep: `The request body is nested too deeply (at most ${HTTP_LIMITS.bodyMaxDepth} levels of arrays and objects).`,
  forbiddenCharacter: (field: string) =>
    `${field} contains a character that is not allowed (a NUL or an unpaired surrogate).`,
} as const;
