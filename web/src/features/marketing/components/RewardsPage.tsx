import { OPERATOR_LEVELS } from '@morphic/contracts';
import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingFactory2,
  IconCoins,
  IconCode,
  IconHammer,
  IconRocket,
  IconTrendingUp,
} from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { LandingFooter } from '../../landing/components/LandingFooter';
import { LEVEL_DETAILS, WAYS_TO_EARN } from '../content/rewards';
import landing from '../../landing/components/Landing.module.css';
import { JoinCallToAction } from './JoinCallToAction';
import classes from './Marketing.module.css';
import { Highlight, MarketingHero } from './MarketingHero';
import { MarketingSection, SectionHeader } from './SectionHeader';

const WAY_ICONS = [IconCode, IconHammer, IconBuildingFactory2, IconTrendingUp] as const;
const WAY_COLORS = ['violet', 'cyan', 'teal', 'grape'] as const;

/** /rewards: the ways to earn and the operator levels 0 to 5. */
export function RewardsPage() {
  return (
    <div data-testid="rewards-page">
      <MarketingHero
        eyebrow="Rewards"
        title={
          <>
            Every contribution <Highlight>compounds</Highlight>
          </>
        }
        subtitle="Earn credits for validated work, climb six levels as your record grows, and unlock bigger missions, squads and projects on the way."
        actions={
          <Button
            component={AppLink}
            href="/missions"
            size="lg"
            radius="xl"
            variant="gradient"
            rightSection={<IconRocket size={18} />}
          >
            How missions work
          </Button>
        }
      />

      <MarketingSection labelledBy="ways-title">
        <SectionHeader eyebrow="Ways to earn" title="Four ways to earn on Morphic" id="ways-title">
          Build, teach the tools, bring work, or lead it. Every path pays in credits.
        </SectionHeader>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xl">
          {WAYS_TO_EARN.map((way, index) => {
            const Icon = WAY_ICONS[index] ?? IconCode;
            return (
              <Card
                key={way.name}
                withBorder
                radius="lg"
                padding="lg"
                className={`${landing.card} ${classes.cardFill}`}
                data-testid={`reward-way-${index + 1}`}
              >
                <ThemeIcon size={44} radius="md" variant="light" color={WAY_COLORS[index]}>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={700} mt="md" size="lg">
                  {way.name}
                </Text>
                <Text c="dimmed" mt={6} size="sm" lh={1.6}>
                  {way.text}
                </Text>
                <Group gap={6} mt="md" wrap="nowrap" align="flex-start">
                  <IconCoins
                    size={16}
                    color={`var(--mantine-color-${WAY_COLORS[index] ?? 'violet'}-7)`}
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Text size="sm" fw={700} c={`${WAY_COLORS[index] ?? 'violet'}.8`}>
                    {way.earns}
                  </Text>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection labelledBy="levels-title">
        <SectionHeader eyebrow="Levels" title="From Initiate to Grand Architect" id="levels-title">
          Your level follows your validated record. Each one opens the next kind of work.
        </SectionHeader>
        <Card withBorder radius="lg" padding="xl" mt="xl">
          <Timeline active={OPERATOR_LEVELS.length} bulletSize={34} lineWidth={2} color="violet">
            {LEVEL_DETAILS.map((level) => (
              <Timeline.Item
                key={level.level}
                bullet={
                  <Text fw={800} size="sm" c="white">
                    {level.level}
                  </Text>
                }
                title={
                  <Group gap="xs" wrap="wrap">
                    <Text fw={800} size="lg">
                      Level {level.level} · {level.name}
                    </Text>
                  </Group>
                }
                data-testid={`reward-level-${level.level}`}
              >
                <Text c="dimmed" size="sm" mt={4}>
                  {level.text}
                </Text>
                <Group gap={6} mt={8}>
                  <IconArrowRight size={14} color="var(--mantine-color-violet-6)" />
                  <Text size="sm" fw={600} c="violet.7">
                    Unlocks: {level.unlocks}
                  </Text>
                </Group>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      </MarketingSection>

      <JoinCallToAction
        title="Start at level 0 today"
        text="Sign up, write your character report, and pass your first skill check. Your first paid mission is closer than you think."
        secondary={{ href: '/achievements', label: 'See achievements' }}
      />
      <LandingFooter />
    </div>
  );
}
