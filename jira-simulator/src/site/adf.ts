/** Atlassian Document Format: the rich text of `description` and text custom fields in v3. */
export interface AdfNode {
  readonly type: string;
  readonly text?: string;
  readonly content?: readonly AdfNode[];
  readonly attrs?: Readonly<Record<string, unknown>>;
  readonly marks?: readonly { readonly type: string }[];
}

export interface AdfDocument extends AdfNode {
  readonly type: 'doc';
  readonly version: 1;
  readonly content: readonly AdfNode[];
}

/** A document of plain paragraphs, and a bullet list where a paragraph is an array of items. */
export function adfDocument(...blocks: readonly (string | readonly string[])[]): AdfDocument {
  return {
    type: 'doc',
    version: 1,
    content: blocks.map((block) =>
      typeof block === 'string'
        ? paragraph(block)
        : {
            type: 'bulletList',
            content: block.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
          },
    ),
  };
}

function paragraph(text: string): AdfNode {
  return { type: 'paragraph', content: [{ type: 'text', text }] };
}

/** The text of a document, a line per block, as Jira shows it in a changelog. */
export function adfPlainText(node: AdfNode | null): string {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  const parts = (node.content ?? []).map(adfPlainText);
  return node.type === 'paragraph' ? parts.join('') : parts.join('\n');
}

export function isAdfDocument(value: unknown): value is AdfDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<AdfDocument>;
  return doc.type === 'doc' && doc.version === 1 && Array.isArray(doc.content);
}
