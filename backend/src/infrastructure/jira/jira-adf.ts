/** A node of Atlassian Document Format, as far as its text goes. */
interface AdfNode {
  readonly type?: unknown;
  readonly text?: unknown;
  readonly content?: unknown;
}

const BLOCKS_ON_THEIR_OWN_LINES = new Set(['paragraph', 'heading', 'codeBlock', 'blockquote']);

function textOf(node: AdfNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'hardBreak') return '\n';
  const children = Array.isArray(node.content) ? (node.content as AdfNode[]) : [];
  if (node.type === 'listItem') return `- ${children.map(textOf).join('').trim()}\n`;
  const inner = children.map(textOf).join('');
  return BLOCKS_ON_THEIR_OWN_LINES.has(String(node.type)) ? `${inner}\n\n` : inner;
}

/**
 * The plain text of a Jira description (ADF in API v3; a string from older sites), paragraphs
 * apart by a blank line and list items as "- " lines.
 */
export function adfText(description: unknown): string {
  if (typeof description === 'string') return description.trim();
  if (typeof description !== 'object' || description === null) return '';
  return textOf(description as AdfNode)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A plain text as a Jira description: a paragraph per blank-line-separated block. */
export function adfFromText(text: string): object {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return {
    type: 'doc',
    version: 1,
    content: paragraphs.map((block) => ({
      type: 'paragraph',
      content: block
        .split('\n')
        .flatMap((line, index) => [
          ...(index > 0 ? [{ type: 'hardBreak' }] : []),
          { type: 'text', text: line },
        ]),
    })),
  };
}
