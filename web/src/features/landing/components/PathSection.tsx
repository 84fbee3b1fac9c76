import { Text, Title } from '@mantine/core';
import classes from './Landing.module.css';

const STEPS = [
  { title: 'Sign up', text: 'Join the Genesis Cohort with your CV in a couple of minutes.' },
  {
    title: 'Character report',
    text: 'Tell us your skills, experience and what you want to learn.',
  },
  { title: 'Learning plan', text: 'Get a plan that turns the gaps in your skills into missions.' },
  { title: 'Apply', text: 'Pass onboarding skill checks and apply for paid missions.' },
  {
    title: 'Collaborate',
    text: 'Work with validators, companies and your squad in the Forge workspace.',
  },
  { title: 'Earn credits', text: 'Validated work earns credits and payouts, mission by mission.' },
] as const;

export function PathSection() {
  return (
    <section className={classes.section} aria-labelledby="path-title">
      <Text className={classes.sectionEyebrow}>Your path</Text>
      <Title id="path-title" order={2} mt={6} fz={{ base: 28, sm: 34 }} lh={1.15}>
        From sign-up to your first credits
      </Title>
      <ol className={classes.steps}>
        {STEPS.map((step) => (
          <li key={step.title} className={classes.step}>
            <Text fw={700}>{step.title}</Text>
            <Text c="dimmed" size="sm" mt={4} lh={1.55}>
              {step.text}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
