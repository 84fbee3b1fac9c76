import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import landing from '../../landing/components/Landing.module.css';

export function SectionHeader({
  eyebrow,
  title,
  id,
  children,
}: {
  eyebrow: string;
  title: string;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Text className={landing.sectionEyebrow}>{eyebrow}</Text>
      <Title id={id} order={2} mt={6} fz={{ base: 28, sm: 34 }} lh={1.15}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" mt="sm" maw={640} size="lg">
          {children}
        </Text>
      )}
    </>
  );
}

/** A page section with the landing page's spacing. */
export function MarketingSection({
  labelledBy,
  children,
  testId,
}: {
  labelledBy: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={landing.section} aria-labelledby={labelledBy} data-testid={testId}>
      {children}
    </section>
  );
}
