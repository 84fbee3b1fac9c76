/** What a secret reads as wherever it is hidden: a log line, a URL, a timeline. */
export const REDACTED = '[redacted]';
