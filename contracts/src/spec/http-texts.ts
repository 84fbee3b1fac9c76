/** Answers to requests refused before any endpoint reads them (the body, the characters). */
export const HTTP_TEXTS = {
  bodyNotJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyTooLarge: (limitKb: number) => `The request body is too large (at most ${limitKb} kB).`,
  bodyEncodingUnsupported: 'The request body is in an encoding the server does not read.',
  bodyUnreadable: 'The request body could not be read.',
  forbiddenCharacter: (field: string) =>
    `${field} contains a character that is not allowed (a NUL or an unpaired surrogate).`,
} as const;
