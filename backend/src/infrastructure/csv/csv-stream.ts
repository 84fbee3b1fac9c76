import { stringify } from 'csv-stringify';
import { Readable, type Transform } from 'node:stream';
import { csvCell } from './csv-cell';

/** One column of an export: its header and how a row gives its value. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => unknown;
}

/**
 * RFC 4180 CSV (CRLF line ends, fields with a comma, quote or line break quoted, quotes
 * doubled) written as the rows arrive: the rows are pulled only as fast as the reader of the
 * stream takes the text, so a large export never sits in memory. Columns are listed explicitly,
 * so only what an export names leaves the server.
 */
export function csvStream<Row>(
  rows: AsyncIterable<readonly Row[]>,
  columns: readonly CsvColumn<Row>[],
): Transform {
  const records = Readable.from(
    (async function* () {
      for await (const page of rows) {
        for (const row of page) yield columns.map((column) => csvCell(column.value(row)));
      }
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
