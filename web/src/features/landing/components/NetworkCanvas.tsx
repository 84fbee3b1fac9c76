import { useEffect, useRef } from 'react';
import {
  advanceParticles,
  baseParticleCount,
  effectiveParticleCount,
  findConnections,
  initialFrameBudget,
  type Particle,
  recordFrameCost,
  resizeParticles,
} from '../particles';

const FRAME_60HZ_MS = 1000 / 60;
/** Longer gaps mean the tab was hidden or the canvas scrolled away: not a slow frame. */
const MAX_MEASURED_FRAME_MS = 1000;
const LINE_BUCKETS = 5;

/** The hero's network of drifting particles joined by lines when close (spec 01 section 9). */
export function NetworkCanvas({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let budget = initialFrameBudget;
    let frame: number | null = null;
    let lastFrameAt: number | null = null;

    const wantedCount = () =>
      effectiveParticleCount(
        baseParticleCount({
          viewportWidth: window.innerWidth,
          prefersReducedMotion: reducedMotion.matches,
        }),
        budget,
      );

    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const scaleX = width > 0 ? rect.width / width : 1;
      const scaleY = height > 0 ? rect.height / height : 1;
      width = rect.width;
      height = rect.height;
      canvas.width = Math.max(1, Math.round(width * dpr));
      canvas.height = Math.max(1, Math.round(height * dpr));
      context.setTransform(dpr, 0, 0, dpr, 0, 0);
      for (const p of particles) {
        p.x *= scaleX;
        p.y *= scaleY;
      }
      particles = resizeParticles(particles, wantedCount(), width, height);
    };

    const draw = () => {
      context.clearRect(0, 0, width, height);
      const paths = Array.from({ length: LINE_BUCKETS }, () => new Path2D());
      for (const { a, b, strength } of findConnections(particles)) {
        const p = particles[a] as Particle;
        const q = particles[b] as Particle;
        const bucket = Math.min(LINE_BUCKETS - 1, Math.floor(strength * LINE_BUCKETS));
        const path = paths[bucket] as Path2D;
        path.moveTo(p.x, p.y);
        path.lineTo(q.x, q.y);
      }
      context.lineWidth = 0.7;
      paths.forEach((path, bucket) => {
        context.strokeStyle = `rgba(148, 163, 255, ${(((bucket + 1) / LINE_BUCKETS) * 0.32).toFixed(3)})`;
        context.stroke(path);
      });
      const dots = new Path2D();
      for (const p of particles) {
        dots.moveTo(p.x + p.radius, p.y);
        dots.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
      }
      context.fillStyle = 'rgba(210, 220, 255, 0.85)';
      context.fill(dots);
    };

    const loop = (now: number) => {
      frame = window.requestAnimationFrame(loop);
      const elapsed = lastFrameAt === null ? FRAME_60HZ_MS : now - lastFrameAt;
      lastFrameAt = now;
      if (elapsed < MAX_MEASURED_FRAME_MS) {
        budget = recordFrameCost(budget, elapsed, particles.length);
        const wanted = wantedCount();
        if (wanted !== particles.length)
          particles = resizeParticles(particles, wanted, width, height);
      }
      const steps = Math.min(elapsed / FRAME_60HZ_MS, 3);
      advanceParticles(particles, width, height, steps);
      draw();
    };

    let onScreen = false;
    const start = () => {
      // With reduced motion the network is drawn once and holds still: a drifting full-screen
      // canvas kept more than half a CPU core busy for a visitor who asked for less motion.
      if (frame !== null || !onScreen || reducedMotion.matches) return;
      lastFrameAt = null;
      frame = window.requestAnimationFrame(loop);
    };
    const stop = () => {
      if (frame !== null) window.cancelAnimationFrame(frame);
      frame = null;
    };
    const redraw = () => {
      resize();
      draw();
    };
    const followMotionPreference = () => {
      stop();
      redraw();
      start();
    };

    redraw();
    const resizeObserver = new ResizeObserver(redraw);
    resizeObserver.observe(canvas);
    // Only animate while the hero is on screen.
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      if (onScreen) start();
      else stop();
    });
    visibility.observe(canvas);
    window.addEventListener('resize', redraw);
    reducedMotion.addEventListener('change', followMotionPreference);

    return () => {
      stop();
      resizeObserver.disconnect();
      visibility.disconnect();
      window.removeEventListener('resize', redraw);
      reducedMotion.removeEventListener('change', followMotionPreference);
    };
  }, []);

  return (
    <canvas ref={canvasRef} className={className} aria-hidden="true" data-testid="network-canvas" />
  );
}
