import type { BenchRow } from './result';
import { round } from './stats';

const HEADERS = ['name', 'metric', 'value', 'unit', 'notes'] as const;

function cells(row: BenchRow): string[] {
  return [
    row.name,
    row.metric,
    round(row.value).toLocaleString('en-GB'),
    row.unit,
    row.notes ?? '',
  ];
}

/** A plain-text table, numbers right-aligned. */
export function formatTable(rows: readonly BenchRow[]): string {
  const body = rows.map(cells);
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  const render = (line: readonly string[]): string =>
    line
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === 2 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [render(HEADERS), rule, ...body.map(render)].join('\n');
}
