/** A `datetime-local` input's text as an ISO instant (blank: none). */
export function isoOfLocalInput(text: string): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** An ISO instant as a `datetime-local` input's text, in the browser's time zone. */
export function localInputOfIso(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
