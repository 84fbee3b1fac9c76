import { MANIFESTO_SCENES } from '@morphic/contracts';
import { Progress } from '@mantine/core';
import { type CSSProperties, useRef } from 'react';
import { LandingFooter } from '../../landing/components/LandingFooter';
import { MANIFESTO } from '../content/manifesto';
import { useActiveScene } from '../hooks/useActiveScene';
import { JoinCallToAction } from './JoinCallToAction';
import { MarketingHero } from './MarketingHero';
import classes from './Manifesto.module.css';

const sceneId = (name: string) => `scene-${name.toLowerCase().replace(/\s+/g, '-')}`;
const number = (index: number) => String(index + 1).padStart(2, '0');

/** /manifesto: six scenes that reveal as the reader scrolls, with a progress rail. */
export function ManifestoPage() {
  const sceneRefs = useRef<(HTMLElement | null)[]>([]);
  const { active, revealed } = useActiveScene(sceneRefs);
  const total = MANIFESTO.length;

  return (
    <div data-testid="manifesto-page">
      <MarketingHero
        eyebrow="Manifesto"
        title="Why Morphic exists"
        subtitle="Six scenes, from the broken present to our promise. Scroll on: each one is a reason we are building an operating system for human innovation."
        testId="manifesto-hero"
      />

      <div className={classes.layout}>
        <nav aria-label="Manifesto scenes">
          <ol className={classes.rail}>
            {MANIFESTO_SCENES.map((name, index) => (
              <li key={name}>
                <a
                  href={`#${sceneId(name)}`}
                  className={classes.railLink}
                  data-active={index === active || undefined}
                  aria-current={index === active ? 'step' : undefined}
                >
                  <span className={classes.railNumber}>{number(index)}</span>
                  {name}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div>
          <div className={classes.mobileProgress} aria-hidden="true">
            {number(active)} / {String(total).padStart(2, '0')} · {MANIFESTO_SCENES[active]}
            <Progress value={((active + 1) / total) * 100} size={3} mt={6} color="violet" />
          </div>
          <div className={classes.scenes}>
            {MANIFESTO.map((scene, index) => (
              <section
                key={scene.name}
                id={sceneId(scene.name)}
                ref={(element) => {
                  sceneRefs.current[index] = element;
                }}
                className={classes.scene}
                style={{ '--from': scene.accent[0], '--to': scene.accent[1] } as CSSProperties}
                data-revealed={revealed.has(index) || undefined}
                data-testid={`manifesto-scene-${index + 1}`}
                aria-labelledby={`${sceneId(scene.name)}-title`}
              >
                <span className={classes.sceneNumber} aria-hidden="true">
                  {number(index)}
                </span>
                <div className={`${classes.sceneLabel} ${classes.reveal}`}>
                  {number(index)} · {scene.name}
                </div>
                <h2
                  id={`${sceneId(scene.name)}-title`}
                  className={`${classes.sceneHeadline} ${classes.reveal}`}
                >
                  {scene.headline}
                </h2>
                <div className={classes.reveal}>
                  {scene.paragraphs.map((paragraph) => (
                    <p key={paragraph} className={classes.sceneBody}>
                      {paragraph}
                    </p>
                  ))}
                </div>
                <ul className={`${classes.sceneLines} ${classes.reveal}`}>
                  {scene.lines.map((line) => (
                    <li key={line} className={classes.sceneLine}>
                      {line}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </div>

      <JoinCallToAction
        title="Be part of the first cohort"
        text="The Genesis Cohort is where the manifesto turns into missions. Bring your skills; we bring the work, the guidance and the pay."
        secondary={{ href: '/rewards', label: 'See the rewards' }}
      />
      <LandingFooter />
    </div>
  );
}
