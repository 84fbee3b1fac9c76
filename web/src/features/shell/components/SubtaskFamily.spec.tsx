import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { SubtaskFamily } from './SubtaskFamily';

const TOP_LEVEL = {
  id: 'mi-1',
  is_subtask: false,
  parent_id: null,
  parent_title: null,
  subtask_count: 0,
  subtask_titles: [],
};
const render = (mission: Parameters<typeof SubtaskFamily>[0]['mission']) =>
  renderToStaticMarkup(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <SubtaskFamily mission={mission} />
    </MantineProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('SubtaskFamily', () => {
  it('names the parent of a subtask', () => {
    const html = render({
      ...TOP_LEVEL,
      is_subtask: true,
      parent_id: 'mi-p',
      parent_title: 'Checkout',
    });
    expect(text(html)).toBe('Subtask of Checkout');
  });

  it("counts and names a parent's subtasks", () => {
    const html = render({
      ...TOP_LEVEL,
      subtask_count: 2,
      subtask_titles: ['Cart API', 'Payment form'],
    });
    expect(text(html)).toBe('2 subtasksCart API · Payment form');
  });

  it('shows nothing for a mission with neither', () => {
    expect(render(TOP_LEVEL)).toBe('');
  });
});
