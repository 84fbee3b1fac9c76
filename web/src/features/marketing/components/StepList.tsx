import { Text } from '@mantine/core';
import landing from '../../landing/components/Landing.module.css';

/** A numbered run of steps in the landing page's style, each a title and a line of text. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={landing.steps}>
      {steps.map((step) => (
        <li key={step.title} className={landing.step}>
          <Text fw={800}>{step.title}</Text>
          <Text c="dimmed" size="sm" mt={4} lh={1.55}>
            {step.text}
          </Text>
        </li>
      ))}
    </ol>
  );
}
