import { PLATFORM_FIGURES_TEXTS } from './platform-figures-texts';
import { byCount, countOf } from './plural';
import { SYSTEM_LOGS_TEXTS } from './system-logs-texts';

describe('byCount', () => {
  it('takes the singular for exactly one and the plural otherwise, zero included', () => {
    expect(byCount(1, 'has', 'have')).toBe('has');
    expect(byCount(0, 'has', 'have')).toBe('have');
    expect(byCount(2, 'has', 'have')).toBe('have');
  });
});

describe('countOf', () => {
  it('puts the count before the word that agrees with it', () => {
    expect(countOf(1, 'decision', 'decisions')).toBe('1 decision');
    expect(countOf(0, 'decision', 'decisions')).toBe('0 decisions');
    expect(countOf(12, 'decision', 'decisions')).toBe('12 decisions');
  });
});

describe('texts that count', () => {
  it('prediction stats: "1 of these assignments has", "2 of these assignments have"', () => {
    expect(SYSTEM_LOGS_TEXTS.decidedCount(1)).toMatch(/^1 of these assignments has a /);
    expect(SYSTEM_LOGS_TEXTS.decidedCount(2)).toMatch(/^2 of these assignments have a /);
  });

  it('scheduler: one operator holds credits, one assignment is being worked on', () => {
    expect(PLATFORM_FIGURES_TEXTS.rewards.creditsMeaning(1)).toContain('1 operator holds credits');
    expect(PLATFORM_FIGURES_TEXTS.scheduler.activeMeaning(1, 0)).toMatch(
      /^1 assignment being worked on/,
    );
  });
});
