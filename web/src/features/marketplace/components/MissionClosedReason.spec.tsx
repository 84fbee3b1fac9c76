import { MARKETPLACE_TEXTS, type Recommendation } from '@morphic/contracts';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mission } from '../mission-fixture';
import { MissionCard } from './MissionCard';
import { MissionDetail } from './MissionDetail';

// Jest reads no CSS: the cards' class names do not matter here.
jest.mock('./Marketplace.module.css', () => ({ __esModule: true, default: {} }));

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );
const recommendation = (closedReason: string | null): Recommendation => ({
  ...mission('m-1', { requires_vetted: closedReason !== null }),
  p_succ: 0.5,
  score: 1,
  closed_reason: closedReason,
});
const takeButton = (html: string) => /<button[^>]*data-testid="take-task"[^>]*>/.exec(html)?.[0];

describe('a mission closed to the viewer', () => {
  it('says why on the card and in the detail, where Take This Task is disabled', () => {
    const closed = recommendation(MARKETPLACE_TEXTS.vettedOnly);
    const card = render(
      <MissionCard mission={closed} selected={false} onSelect={() => {}} showChance />,
    );
    expect(card).toContain('data-testid="mission-closed-reason"');
    expect(card).toContain(MARKETPLACE_TEXTS.vettedOnly);

    const detail = render(<MissionDetail mission={closed} blocked={false} onTake={() => {}} />);
    expect(detail).toContain(MARKETPLACE_TEXTS.vettedOnly);
    expect(takeButton(detail)).toContain('disabled');
  });

  it('shows no reason and an enabled button for a mission open to the viewer', () => {
    const open = recommendation(null);
    const card = render(
      <MissionCard mission={open} selected={false} onSelect={() => {}} showChance />,
    );
    expect(card).not.toContain('mission-closed-reason');
    const detail = render(<MissionDetail mission={open} blocked={false} onTake={() => {}} />);
    expect(takeButton(detail)).not.toContain('disabled');
  });
});
