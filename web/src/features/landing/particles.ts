import { LANDING_PARTICLES } from '@morphic/contracts';

/** Network-particle background logic, free of the DOM so it can be unit tested. */

export interface ParticleEnvironment {
  readonly viewportWidth: number;
  readonly prefersReducedMotion: boolean;
}

/** 300 on desktop, 150 below 768 px, 100 with reduced motion. */
export function baseParticleCount({
  viewportWidth,
  prefersReducedMotion,
}: ParticleEnvironment): number {
  if (prefersReducedMotion) return LANDING_PARTICLES.reducedMotion;
  if (viewportWidth < LANDING_PARTICLES.narrowBreakpointPx) return LANDING_PARTICLES.narrow;
  return LANDING_PARTICLES.desktop;
}

export interface FrameBudget {
  /** The most particles the device has shown it can draw (starts unlimited). */
  readonly cap: number;
  readonly samples: readonly number[];
}

export const initialFrameBudget: FrameBudget = { cap: Number.POSITIVE_INFINITY, samples: [] };

/**
 * Records one frame's cost. Every 60 frames the average is checked: above 24 ms the
 * count halves (never below 100).
 */
export function recordFrameCost(
  budget: FrameBudget,
  frameMs: number,
  currentCount: number,
): FrameBudget {
  const samples = [...budget.samples, frameMs];
  if (samples.length < LANDING_PARTICLES.frameCostWindow) return { cap: budget.cap, samples };
  const average = samples.reduce((sum, cost) => sum + cost, 0) / samples.length;
  if (average > LANDING_PARTICLES.frameCostBudgetMs) {
    return {
      cap: Math.max(LANDING_PARTICLES.minimum, Math.floor(currentCount / 2)),
      samples: [],
    };
  }
  return { cap: budget.cap, samples: [] };
}

/** Particles to draw: the environment's count, limited by what the device can keep up with. */
export function effectiveParticleCount(base: number, budget: FrameBudget): number {
  return Math.min(base, budget.cap);
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

export function createParticle(
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle {
  const angle = random() * Math.PI * 2;
  const speed = 0.15 + random() * 0.35;
  return {
    x: random() * width,
    y: random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius: 0.8 + random() * 1.6,
  };
}

/** Grows or shrinks the particle list to `count`. */
export function resizeParticles(
  particles: readonly Particle[],
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  if (particles.length >= count) return particles.slice(0, count);
  const added = Array.from({ length: count - particles.length }, () =>
    createParticle(width, height, random),
  );
  return [...particles, ...added];
}

/** Moves every particle by `steps` (1 = one 60 Hz frame), bouncing off the edges. */
export function advanceParticles(
  particles: Particle[],
  width: number,
  height: number,
  steps: number,
): void {
  for (const p of particles) {
    p.x += p.vx * steps;
    p.y += p.vy * steps;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

export interface Connection {
  readonly a: number;
  readonly b: number;
  /** 1 when touching, falling to 0 at the connection distance. */
  readonly strength: number;
}

/** Pairs of particles closer than 120 px, with a strength for the line's opacity. */
export function findConnections(
  particles: readonly Particle[],
  maxDistance: number = LANDING_PARTICLES.connectionDistancePx,
): Connection[] {
  const connections: Connection[] = [];
  const maxSquared = maxDistance * maxDistance;
  for (let i = 0; i < particles.length; i += 1) {
    const p = particles[i] as Particle;
    for (let j = i + 1; j < particles.length; j += 1) {
      const q = particles[j] as Particle;
      const dx = p.x - q.x;
      if (dx > maxDistance || dx < -maxDistance) continue;
      const dy = p.y - q.y;
      const squared = dx * dx + dy * dy;
      if (squared < maxSquared) {
        connections.push({ a: i, b: j, strength: 1 - Math.sqrt(squared) / maxDistance });
      }
    }
  }
  return connections;
}
