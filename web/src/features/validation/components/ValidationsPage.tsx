import { VALIDATION_TEXTS } from '@morphic/contracts';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { MyJobsList } from './MyJobsList';
import { OpenJobsList } from './OpenJobsList';

/** /validations: open jobs to claim, and the validator's own jobs to decide. */
export function ValidationsPage() {
  return (
    <Stack gap="lg" data-testid="validations-page">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {VALIDATION_TEXTS.pageTitle}
        </Title>
        <Text c="dimmed" mt={4}>
          {VALIDATION_TEXTS.pageSubtitle}
        </Text>
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OpenJobsList />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MyJobsList />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
