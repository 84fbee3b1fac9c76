import { Accordion, Button, Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconClockExclamation, IconTarget, IconTrophy } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { LandingFooter } from '../../landing/components/LandingFooter';
import { MISSION_FAQ, MISSION_RULE_DETAILS, MISSION_STEPS } from '../content/missions';
import landing from '../../landing/components/Landing.module.css';
import { JoinCallToAction } from './JoinCallToAction';
import classes from './Marketing.module.css';
import { Highlight, MarketingHero } from './MarketingHero';
import { MarketingSection, SectionHeader } from './SectionHeader';
import { StepList } from './StepList';

const RULE_ICONS = [IconTarget, IconClockExclamation, IconAward] as const;
const RULE_COLORS = ['violet', 'orange', 'teal'] as const;

/** /missions: how a mission runs and the rules that come with it. */
export function MissionsExplainerPage() {
  return (
    <div data-testid="missions-page">
      <MarketingHero
        eyebrow="Missions"
        title={
          <>
            One mission. <Highlight>Your full attention.</Highlight>
          </>
        }
        subtitle="Missions are real, paid work from companies and projects, sized for one person and guided by AI. Here is how they run, and the three rules that keep them fair."
        actions={
          <Button
            component={AppLink}
            href="/rewards"
            size="lg"
            radius="xl"
            variant="gradient"
            rightSection={<IconTrophy size={18} />}
          >
            See the rewards
          </Button>
        }
      />

      <MarketingSection labelledBy="rules-title">
        <SectionHeader
          eyebrow="The rules"
          title="Three rules, kept for everyone"
          id="rules-title"
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="xl">
          {MISSION_RULE_DETAILS.map((detail, index) => {
            const Icon = RULE_ICONS[index] ?? IconTarget;
            return (
              <Card
                key={detail.rule}
                withBorder
                radius="lg"
                padding="lg"
                className={`${landing.card} ${classes.cardFill}`}
                data-testid={`mission-rule-${index + 1}`}
              >
                <ThemeIcon size={48} radius="md" variant="light" color={RULE_COLORS[index]}>
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={800} mt="md" size="lg" lh={1.3}>
                  {detail.rule}
                </Text>
                <Text c="dimmed" mt={8} size="sm" lh={1.6}>
                  {detail.text}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection labelledBy="lifecycle-title">
        <SectionHeader
          eyebrow="How a mission runs"
          title="From match to payout in six steps"
          id="lifecycle-title"
        />
        <StepList steps={MISSION_STEPS} />
      </MarketingSection>

      <MarketingSection labelledBy="faq-title">
        <SectionHeader
          eyebrow="Questions"
          title="Before you take your first mission"
          id="faq-title"
        />
        <Accordion variant="separated" radius="lg" mt="xl" data-testid="missions-faq">
          {MISSION_FAQ.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>
                <Text fw={700}>{item.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed" size="sm" lh={1.6}>
                  {item.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </MarketingSection>

      <JoinCallToAction
        title="Ready for your first mission?"
        text="Join the Genesis Cohort, pass a skill check, and the marketplace opens with paid missions matched to you."
        secondary={{ href: '/manifesto', label: 'Read the manifesto' }}
      />
      <LandingFooter />
    </div>
  );
}
