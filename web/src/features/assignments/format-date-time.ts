/** A moment as people read it, with the same long date as formatDate: "November 22, 2026 at 2:13 AM". */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}
