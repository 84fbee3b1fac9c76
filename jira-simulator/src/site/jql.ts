/**
 * The JQL the mission sync sends, and no more: `project = A` or `project in (A, B)`, optionally
 * `AND updated >= "yyyy-MM-dd HH:mm"` and `AND labels = "x"`, optionally `ORDER BY key|updated|created [ASC|DESC]`.
 * Keywords are case-insensitive; dates are read in the user's zone, UTC for simulated users.
 */
export interface JqlQuery {
  readonly projectKeys: readonly string[];
  readonly updatedSince?: Date;
  readonly label?: string;
  readonly orderBy: { readonly field: JqlOrderField; readonly direction: 'ASC' | 'DESC' };
}

export type JqlOrderField = 'key' | 'updated' | 'created';

export class JqlError extends Error {}

/** The order when the query names none. */
const DEFAULT_ORDER: JqlQuery['orderBy'] = { field: 'key', direction: 'ASC' };

const TOKEN = /\s*(?:"([^"]*)"|'([^']*)'|(>=|[(),=])|([A-Za-z0-9_.\-/:]+))/y;
const DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})(?: (\d{2}):(\d{2}))?$/;

interface Token {
  readonly text: string;
  readonly quoted: boolean;
}

function tokenize(jql: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < jql.trimEnd().length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(jql);
    if (!match) throw new JqlError(`Error in the JQL Query: unexpected '${jql.slice(at).trim()}'.`);
    const quotedText = match[1] ?? match[2];
    tokens.push({
      text: quotedText ?? match[3] ?? match[4] ?? '',
      quoted: quotedText !== undefined,
    });
  }
  return tokens;
}

class TokenReader {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  peek(): Token | undefined {
    return this.tokens[this.index];
  }

  next(expected: string): Token {
    const token = this.tokens[this.index];
    if (!token) throw new JqlError(`Error in the JQL Query: expecting ${expected} at the end.`);
    this.index += 1;
    return token;
  }

  /** Consumes the keyword (or symbol) when it comes next. */
  accept(word: string): boolean {
    const token = this.peek();
    if (!token || token.quoted || token.text.toLowerCase() !== word.toLowerCase()) return false;
    this.index += 1;
    return true;
  }

  expect(word: string): void {
    if (this.accept(word)) return;
    const found = this.peek()?.text;
    throw new JqlError(
      `Error in the JQL Query: expecting '${word}' but got ${found === undefined ? 'the end' : `'${found}'`}.`,
    );
  }

  atEnd(): boolean {
    return this.index >= this.tokens.length;
  }
}

function parseDate(text: string): Date {
  const match = DATE.exec(text);
  if (!match) {
    throw new JqlError(
      `Date value '${text}' for field 'updated' is invalid. Valid formats include: 'yyyy/MM/dd HH:mm', 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd', 'yyyy-MM-dd'.`,
    );
  }
  const [, year, month, day, hour = '00', minute = '00'] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:00.000Z`);
}

function parseProjects(reader: TokenReader): string[] {
  if (reader.accept('=')) return [reader.next('a project').text];
  reader.expect('in');
  reader.expect('(');
  const keys = [reader.next('a project').text];
  while (reader.accept(',')) keys.push(reader.next('a project').text);
  reader.expect(')');
  return keys;
}

function parseOrder(reader: TokenReader): JqlQuery['orderBy'] {
  reader.expect('by');
  const field = reader.next('a field').text.toLowerCase();
  if (field !== 'key' && field !== 'updated' && field !== 'created') {
    throw new JqlError(`Error in the JQL Query: the simulator cannot order by '${field}'.`);
  }
  if (reader.accept('desc')) return { field, direction: 'DESC' };
  reader.accept('asc');
  return { field, direction: 'ASC' };
}

interface Restriction {
  projectKeys?: string[];
  updatedSince?: Date;
  label?: string;
}

function parseClause(reader: TokenReader, into: Restriction): void {
  if (reader.accept('project')) {
    into.projectKeys = parseProjects(reader);
  } else if (reader.accept('updated')) {
    reader.expect('>=');
    into.updatedSince = parseDate(reader.next('a date').text);
  } else if (reader.accept('labels')) {
    reader.expect('=');
    into.label = reader.next('a label').text;
  } else {
    const found = reader.peek()?.text ?? 'the end';
    throw new JqlError(
      `Error in the JQL Query: the simulator understands project, updated >=, labels = and ORDER BY, not '${found}'.`,
    );
  }
}

export function parseJql(jql: string): JqlQuery {
  const reader = new TokenReader(tokenize(jql));
  const restriction: Restriction = {};
  if (!reader.atEnd() && reader.peek()?.text.toLowerCase() !== 'order') {
    do parseClause(reader, restriction);
    while (reader.accept('and'));
  }
  const orderBy = reader.accept('order') ? parseOrder(reader) : DEFAULT_ORDER;
  if (!reader.atEnd()) {
    throw new JqlError(`Error in the JQL Query: unexpected '${reader.peek()?.text ?? ''}'.`);
  }
  const { projectKeys, updatedSince, label } = restriction;
  if (!projectKeys) {
    throw new JqlError(
      'Unbounded JQL queries are not allowed here. Please add a search restriction to your query.',
    );
  }
  return {
    projectKeys,
    ...(updatedSince ? { updatedSince } : {}),
    ...(label !== undefined ? { label } : {}),
    orderBy,
  };
}
