import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { GrantBadge } from './GrantBadge';

const render = (granted: boolean) =>
  renderToStaticMarkup(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <GrantBadge label="Can manage tasks" granted={granted} />
    </MantineProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('GrantBadge', () => {
  it('says a revoked permission is revoked, in text and struck through, not by colour alone', () => {
    const html = render(false);
    expect(text(html)).toBe('Can manage tasks, revoked');
    expect(html).toContain('text-decoration:line-through');
    expect(html).toContain('data-granted="false"');
  });

  it('says a granted one is granted, not struck through', () => {
    const html = render(true);
    expect(text(html)).toBe('Can manage tasks, granted');
    expect(html).not.toContain('line-through');
  });
});
