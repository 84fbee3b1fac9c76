import { LANDING_PARTICLES } from '@morphic/contracts';
import {
  advanceParticles,
  baseParticleCount,
  effectiveParticleCount,
  findConnections,
  type FrameBudget,
  initialFrameBudget,
  type Particle,
  recordFrameCost,
  resizeParticles,
} from './particles';

const frames = (budget: FrameBudget, cost: number, count: number, n: number): FrameBudget => {
  let next = budget;
  for (let i = 0; i < n; i += 1) next = recordFrameCost(next, cost, count);
  return next;
};

const particle = (x: number, y: number, vx = 0, vy = 0): Particle => ({ x, y, vx, vy, radius: 1 });

describe('baseParticleCount', () => {
  it('draws 300 on desktop, 150 below 768 px and 100 with reduced motion', () => {
    expect(baseParticleCount({ viewportWidth: 1280, prefersReducedMotion: false })).toBe(300);
    expect(baseParticleCount({ viewportWidth: 768, prefersReducedMotion: false })).toBe(300);
    expect(baseParticleCount({ viewportWidth: 767, prefersReducedMotion: false })).toBe(150);
    expect(baseParticleCount({ viewportWidth: 1280, prefersReducedMotion: true })).toBe(100);
    expect(baseParticleCount({ viewportWidth: 390, prefersReducedMotion: true })).toBe(100);
  });
});

describe('frame budget', () => {
  it('keeps the count while the average frame stays within 24 ms', () => {
    const budget = frames(initialFrameBudget, 24, 300, 60);
    expect(effectiveParticleCount(300, budget)).toBe(300);
    expect(budget.samples).toEqual([]);
  });

  it('decides only after a full window of 60 frames', () => {
    const budget = frames(initialFrameBudget, 100, 300, 59);
    expect(effectiveParticleCount(300, budget)).toBe(300);
    expect(budget.samples).toHaveLength(59);
  });

  it('halves the count when the 60-frame average exceeds 24 ms, never below 100', () => {
    let budget = frames(initialFrameBudget, 30, 300, 60);
    expect(effectiveParticleCount(300, budget)).toBe(150);
    budget = frames(budget, 30, 150, 60);
    expect(effectiveParticleCount(300, budget)).toBe(LANDING_PARTICLES.minimum);
    budget = frames(budget, 30, 100, 60);
    expect(effectiveParticleCount(300, budget)).toBe(100);
  });

  it('uses the average, not single slow frames', () => {
    let budget = initialFrameBudget;
    for (let i = 0; i < 60; i += 1) budget = recordFrameCost(budget, i % 2 === 0 ? 40 : 8, 300);
    expect(effectiveParticleCount(300, budget)).toBe(300); // average 24 ms: not above the budget
  });

  it('never raises the count above the environment base', () => {
    expect(effectiveParticleCount(150, initialFrameBudget)).toBe(150);
  });
});

describe('particles', () => {
  it('grows and shrinks the list to the wanted count', () => {
    const grown = resizeParticles([], 5, 100, 100, () => 0.5);
    expect(grown).toHaveLength(5);
    expect(resizeParticles(grown, 2, 100, 100)).toHaveLength(2);
  });

  it('bounces particles off the edges', () => {
    const list = [particle(99, 50, 2, 0), particle(1, 1, -2, -2)];
    advanceParticles(list, 100, 100, 1);
    expect(list[0]).toMatchObject({ x: 100, vx: -2 });
    expect(list[1]).toMatchObject({ x: 0, y: 0, vx: 2, vy: 2 });
  });

  it('connects only particles closer than 120 px, stronger when closer', () => {
    const list = [particle(0, 0), particle(60, 0), particle(0, 100), particle(300, 300)];
    const connections = findConnections(list);
    expect(connections.map((c) => [c.a, c.b])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(connections[0]?.strength).toBeCloseTo(0.5);
    expect(findConnections([particle(0, 0), particle(120, 0)])).toEqual([]);
  });
});
