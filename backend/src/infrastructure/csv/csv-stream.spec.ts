import { csvStream, type CsvColumn } from './csv-stream';

interface Row {
  readonly name: string;
  readonly note: unknown;
}

const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'note', value: (row) => row.note },
];

async function* pagesOf(rows: readonly Row[]): AsyncIterable<Row[]> {
  yield rows.slice(0, 2);
  yield rows.slice(2);
}

async function text(rows: readonly Row[]): Promise<string> {
  let out = '';
  for await (const chunk of csvStream(pagesOf(rows), COLUMNS)) out += String(chunk);
  return out;
}

/** RFC 4180 read back, to prove what a spreadsheet would see (the test's own reader). */
function parseCsv(input: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < input.length) {
    const char = input[i];
    const next = input[i + 1];
    i += 1;
    if (quoted) {
      if (char !== '"') field += char;
      else if (next === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && next === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

describe('csvStream', () => {
  it('prefixes every cell a spreadsheet would evaluate with a single quote', async () => {
    const dangerous = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'];
    const rows = dangerous.map((name) => ({ name, note: 'plain' }));

    const records = parseCsv(await text(rows));

    expect(records[0]).toEqual(['name', 'note']);
    expect(records.slice(1).map(([name]) => name)).toEqual(dangerous.map((cell) => `'${cell}`));
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, and reads back equal', async () => {
    const rows: Row[] = [
      { name: 'Ada, Countess', note: 'said "hello"' },
      { name: 'two\nlines', note: 'crlf\r\ninside' },
      { name: 'plain', note: null },
      { name: 'list', note: { skills: ['ts'] } },
    ];

    const csv = await text(rows);

    expect(csv).toContain('"Ada, Countess","said ""hello"""\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['name', 'note'],
      ['Ada, Countess', 'said "hello"'],
      ['two\nlines', 'crlf\r\ninside'],
      ['plain', ''],
      ['list', '{"skills":["ts"]}'],
    ]);
  });

  it('writes the header alone for no rows', async () => {
    expect(await text([])).toBe('name,note\r\n');
  });
});
