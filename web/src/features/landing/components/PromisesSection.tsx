import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBinaryTree,
  IconEyeOff,
  IconHammer,
  IconRosetteDiscountCheck,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './Landing.module.css';

interface MarketingPromise {
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
  readonly color: string;
}

const PROMISES: readonly MarketingPromise[] = [
  {
    title: 'Cluster Scheduler',
    text: 'Splits every company task into right-sized missions, matches them to operators, validates the output and releases the reward.',
    icon: <IconBinaryTree size={22} />,
    color: 'violet',
  },
  {
    title: 'Morphic Forge workspace',
    text: 'A workspace in the browser with the brief, the files and AI guidance for each mission. Nothing to install.',
    icon: <IconHammer size={22} />,
    color: 'cyan',
  },
  {
    title: 'Learn-to-earn',
    text: 'Your learning plan and your paid work are one path: each mission teaches the next skill and earns credits.',
    icon: <IconSchool size={22} />,
    color: 'teal',
  },
  {
    title: 'Squads',
    text: 'Take on larger projects with a squad of operators whose skills complement yours.',
    icon: <IconUsers size={22} />,
    color: 'grape',
  },
  {
    title: 'Anonymised company intake',
    text: 'Companies submit work through an anonymised intake, so missions are judged on the work, not on the name behind it.',
    icon: <IconEyeOff size={22} />,
    color: 'indigo',
  },
  {
    title: 'Expert validation',
    text: 'Validators review every submission, so quality is what gets rewarded and every review helps you improve.',
    icon: <IconRosetteDiscountCheck size={22} />,
    color: 'blue',
  },
];

export function PromisesSection() {
  return (
    <section className={classes.section} aria-labelledby="promises-title">
      <Text className={classes.sectionEyebrow}>The platform</Text>
      <Title id="promises-title" order={2} mt={6} fz={{ base: 28, sm: 34 }} lh={1.15}>
        An operating system for human innovation
      </Title>
      <Text c="dimmed" mt="sm" maw={620} size="lg">
        Fixing the AI employment crisis by democratising and incentivising engineering work.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="xl">
        {PROMISES.map((promise) => (
          <Card key={promise.title} withBorder radius="lg" padding="lg" className={classes.card}>
            <ThemeIcon size={44} radius="md" variant="light" color={promise.color}>
              {promise.icon}
            </ThemeIcon>
            <Text fw={700} mt="md" size="lg">
              {promise.title}
            </Text>
            <Text c="dimmed" mt={6} size="sm" lh={1.6}>
              {promise.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
