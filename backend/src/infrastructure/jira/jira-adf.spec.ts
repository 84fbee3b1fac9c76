import { adfFromText, adfText } from './jira-adf';

describe('adfText', () => {
  it('reads paragraphs, headings and list items of a description as lines', () => {
    const doc = {
      type: 'doc',
      version: 1,
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'Goal' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Map the ' },
            { type: 'text', text: 'dock', marks: [{ type: 'strong' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'twice a day.' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'lidar' }] }],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'camera' }] }],
            },
          ],
        },
      ],
    };
    expect(adfText(doc)).toBe('Goal\n\nMap the dock\ntwice a day.\n\n- lidar\n- camera');
  });

  it('takes a plain string as it is, and nothing as empty', () => {
    expect(adfText('  Old site text ')).toBe('Old site text');
    expect(adfText(null)).toBe('');
    expect(adfText({ type: 'doc', content: 'not a list' })).toBe('');
  });
});

describe('adfFromText', () => {
  it('makes a paragraph per block and a hard break per line, and reads back as the text', () => {
    const text = 'Map the dock\ntwice a day.\n\nUse the lidar.';
    const doc = adfFromText(text);
    expect(doc).toEqual({
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Map the dock' },
            { type: 'hardBreak' },
            { type: 'text', text: 'twice a day.' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Use the lidar.' }] },
      ],
    });
    expect(adfText(doc)).toBe(text);
  });
});
