import { type RefObject, useEffect, useState } from 'react';
import { mostVisible } from './active-scene';

const THRESHOLDS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/**
 * Which of the scenes is on screen (for the progress rail), and which have been seen at
 * least once (they reveal as they scroll in and stay revealed).
 */
export function useActiveScene(scenes: RefObject<(HTMLElement | null)[]>): {
  active: number;
  revealed: ReadonlySet<number>;
} {
  const [active, setActive] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    const elements = scenes.current ?? [];
    const visibility = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        const seen: number[] = [];
        for (const entry of entries) {
          const index = elements.indexOf(entry.target as HTMLElement);
          if (index < 0) continue;
          // The share of the viewport the scene covers, so tall scenes compare fairly.
          const share = entry.intersectionRect.height / Math.max(1, window.innerHeight);
          visibility.set(index, entry.isIntersecting ? share : 0);
          if (entry.isIntersecting && entry.intersectionRatio > 0.15) seen.push(index);
        }
        const current = mostVisible(visibility);
        if (current !== null) setActive(current);
        if (seen.length > 0) {
          setRevealed((previous) =>
            seen.every((index) => previous.has(index)) ? previous : new Set([...previous, ...seen]),
          );
        }
      },
      { threshold: THRESHOLDS },
    );
    for (const element of elements) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [scenes]);

  return { active, revealed };
}
