import { comparePositions, PositionGate } from './positions';

describe('comparePositions', () => {
  it('orders single numbers numerically, not as text', () => {
    expect(comparePositions('9', '10')).toBe(-1);
    expect(comparePositions('10', '9')).toBe(1);
    expect(comparePositions('10', '10')).toBe(0);
  });

  it('orders commit/prepare pairs by commit, then prepare', () => {
    expect(comparePositions('C:5/P:5', 'C:5/P:7')).toBe(-1);
    expect(comparePositions('6/1', '5/9')).toBe(1);
  });

  it('handles numbers beyond 2^53', () => {
    expect(comparePositions('18446744073709551615', '18446744073709551614')).toBe(1);
  });

  it('cannot order positions without digits', () => {
    expect(comparePositions('start', '4')).toBeNull();
  });
});

describe('PositionGate', () => {
  it('accepts newer and equal positions and rejects older ones, per document', () => {
    const gate = new PositionGate();
    expect(gate.accept('settings.admin', '10')).toBe(true);
    expect(gate.accept('settings.admin', '10')).toBe(true);
    expect(gate.accept('settings.admin', '9')).toBe(false);
    expect(gate.accept('settings.public', '9')).toBe(true);
    expect(gate.accept('settings.admin', '11')).toBe(true);
  });

  it('always accepts documents without a position', () => {
    const gate = new PositionGate();
    gate.accept('me', '10');
    expect(gate.accept('me', null)).toBe(true);
    expect(gate.accept('me', '10')).toBe(true);
  });

  it('forgets everything on reset', () => {
    const gate = new PositionGate();
    gate.accept('me', '10');
    gate.reset();
    expect(gate.accept('me', '1')).toBe(true);
  });
});
