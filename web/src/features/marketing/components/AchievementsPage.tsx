import { MARKETING_TEXTS } from '@morphic/contracts';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconMedal } from '@tabler/icons-react';
import landing from '../../landing/components/Landing.module.css';
import { LandingFooter } from '../../landing/components/LandingFooter';
import { ACHIEVEMENT_BADGES, ILLUSTRATIVE_FIGURES } from '../content/achievements';
import { JoinCallToAction } from './JoinCallToAction';
import classes from './Marketing.module.css';
import { Highlight, MarketingHero } from './MarketingHero';
import { MarketingSection, SectionHeader } from './SectionHeader';

/** /achievements: what operators can earn, with clearly illustrative figures. */
export function AchievementsPage() {
  return (
    <div data-testid="achievements-page">
      <MarketingHero
        eyebrow="Achievements"
        title={
          <>
            Proof of work, <Highlight>on the record</Highlight>
          </>
        }
        subtitle="Every validated mission adds to a record that is yours: levels, badges and the numbers behind them."
      />

      <MarketingSection labelledBy="figures-title" testId="achievements-figures">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <SectionHeader
              eyebrow="The cohort"
              title="What the platform is built to deliver"
              id="figures-title"
            />
          </div>
          <Badge
            size="lg"
            variant="light"
            color="yellow"
            tt="none"
            leftSection={<IconInfoCircle size={14} />}
            data-testid="illustrative-label"
          >
            {MARKETING_TEXTS.illustrativeFigures}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" mt="xl">
          {ILLUSTRATIVE_FIGURES.map((figure) => (
            <Card key={figure.label} withBorder radius="lg" padding="lg">
              <Text fw={800} fz={{ base: 28, sm: 36 }} lh={1.1} variant="gradient">
                {figure.value}
              </Text>
              <Text c="dimmed" size="sm" mt={6}>
                {figure.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          Illustrative figures that show what the dashboard will report. Live numbers replace them
          once the Genesis Cohort completes its first missions.
        </Text>
      </MarketingSection>

      <MarketingSection labelledBy="badges-title">
        <SectionHeader eyebrow="Badges" title="Badges you can earn" id="badges-title">
          Each badge marks a habit that makes a great engineer: delivering, delivering on time, and
          helping others deliver.
        </SectionHeader>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt="xl">
          {ACHIEVEMENT_BADGES.map((badge) => (
            <Card
              key={badge.name}
              withBorder
              radius="lg"
              padding="lg"
              className={`${landing.card} ${classes.cardFill}`}
            >
              <ThemeIcon size={48} radius="xl" variant="light" color={badge.color}>
                <IconMedal size={26} />
              </ThemeIcon>
              <Text fw={700} mt="md">
                {badge.name}
              </Text>
              <Text c="dimmed" size="sm" mt={4} lh={1.55}>
                {badge.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </MarketingSection>

      <JoinCallToAction
        title="Earn your first badge"
        text="Your record starts with your first validated mission. Join the cohort and start building it."
        secondary={{ href: '/rewards', label: 'See the levels' }}
      />
      <LandingFooter />
    </div>
  );
}
