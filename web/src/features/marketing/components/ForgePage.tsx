import { FORGE_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Button, Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconBarrierBlock,
  IconBrain,
  IconBrandOpenSource,
  IconBrowser,
  IconChecklist,
  IconCompass,
  IconSchool,
  IconTrophy,
} from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import landing from '../../landing/components/Landing.module.css';
import { LandingFooter } from '../../landing/components/LandingFooter';
import { FORGE_FEATURES, FORGE_LOOP } from '../content/forge';
import { useRotatingPhrase } from '../hooks/useRotatingPhrase';
import forge from './Forge.module.css';
import { JoinCallToAction } from './JoinCallToAction';
import classes from './Marketing.module.css';
import { MarketingHero } from './MarketingHero';
import { MarketingSection, SectionHeader } from './SectionHeader';
import { StepList } from './StepList';

const FEATURE_ICONS = [
  IconCompass,
  IconSchool,
  IconChecklist,
  IconBrain,
  IconBrandOpenSource,
  IconBrowser,
] as const;

export function UnderConstructionPill() {
  return (
    <span className={classes.pill} data-testid="under-construction">
      <IconBarrierBlock size={14} />
      {FORGE_TEXTS.underConstruction}
    </span>
  );
}

/** /morphic-ide: the Morphic Forge product page. */
export function ForgePage() {
  const { phrase, index } = useRotatingPhrase(
    FORGE_TEXTS.heroPhrases,
    TIMINGS_MS.heroPhraseRotation,
  );

  return (
    <div data-testid="forge-page">
      <MarketingHero
        eyebrow={FORGE_TEXTS.name}
        badge={<UnderConstructionPill />}
        title={
          <span
            key={index}
            className={`${landing.typed} ${forge.phrase}`}
            data-testid="forge-phrase"
          >
            {phrase}
          </span>
        }
        subtitle={`${FORGE_TEXTS.tagline}. Morphic Forge is where missions get built: an editor, a guide and a validator in one place.`}
        actions={
          <>
            <Button
              component={AppLink}
              href="/morphic-ide/launch"
              size="md"
              radius="xl"
              variant="gradient"
              rightSection={<IconArrowRight size={18} />}
              data-testid="forge-enter"
            >
              {FORGE_TEXTS.enter}
            </Button>
            <Button
              component={AppLink}
              href="/rewards"
              size="md"
              radius="xl"
              variant="outline"
              color="gray.0"
              leftSection={<IconTrophy size={18} />}
            >
              Earn by forging
            </Button>
          </>
        }
      />

      <MarketingSection labelledBy="forge-features-title">
        <SectionHeader
          eyebrow="The workbench"
          title="Built to make you better, not just faster"
          id="forge-features-title"
        >
          Most tools write code for you. The Forge helps you understand it, so every mission leaves
          you a stronger engineer.
        </SectionHeader>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="xl">
          {FORGE_FEATURES.map((feature, position) => {
            const Icon = FEATURE_ICONS[position] ?? IconCompass;
            return (
              <Card
                key={feature.title}
                withBorder
                radius="lg"
                padding="lg"
                className={`${landing.card} ${classes.cardFill}`}
              >
                <ThemeIcon size={44} radius="md" variant="light" color="violet">
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={700} mt="md" size="lg">
                  {feature.title}
                </Text>
                <Text c="dimmed" mt={6} size="sm" lh={1.6}>
                  {feature.text}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection labelledBy="forge-loop-title">
        <SectionHeader
          eyebrow="How it teaches"
          title="Explain, practise, ship"
          id="forge-loop-title"
        />
        <StepList steps={FORGE_LOOP} />
      </MarketingSection>

      <JoinCallToAction
        title="Build the Forge with us"
        text="The Forge is under construction. Operators of the Genesis Cohort use it first and shape what it becomes."
        secondary={{ href: '/morphic-ide/launch', label: FORGE_TEXTS.enter }}
      />
      <LandingFooter />
    </div>
  );
}
