import { PLATFORM_FIGURES_TEXTS, type ClusterFiguresResponse } from '@morphic/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { clusterFiguresQuery } from '../queries';
import { FiguresHeader } from './FiguresHeader';

const TEXTS = PLATFORM_FIGURES_TEXTS.clusters;
/** The largest groups; the rest are summed up in one line. */
const SHOWN = 15;

type Row = { readonly key: string; readonly cells: readonly (string | number)[] };

/** A compact table of counts: the first column a name, the others numbers. */
function CountsTable({
  title,
  meaning,
  empty,
  columns,
  rows,
  testId,
}: {
  title: string;
  meaning: string;
  empty: string;
  columns: readonly string[];
  rows: readonly Row[];
  testId: string;
}) {
  const shown = rows.slice(0, SHOWN);
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Title order={3} fz="md">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {meaning}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={6} horizontalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={column} ta={index === 0 ? undefined : 'right'}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.key} data-testid={`${testId}-row-${row.key}`}>
                  {row.cells.map((cell, index) => (
                    <Table.Td key={columns[index]} ta={index === 0 ? undefined : 'right'}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length > SHOWN && (
        <Text size="xs" c="dimmed" mt="xs">
          {TEXTS.shown(SHOWN, rows.length)}
        </Text>
      )}
    </Card>
  );
}

function Clusters({ data }: { data: ClusterFiguresResponse }) {
  const { columns } = TEXTS;
  return (
    <Stack gap="md">
      <CountsTable
        title={TEXTS.tags}
        meaning={TEXTS.tagsMeaning}
        empty={TEXTS.tagsEmpty}
        columns={[columns.tag, columns.missions, columns.open]}
        rows={data.domain_tags.map((row) => ({
          key: row.tag,
          cells: [row.tag, row.missions, row.open],
        }))}
        testId="cluster-tags"
      />
      <CountsTable
        title={TEXTS.skills}
        meaning={TEXTS.skillsMeaning}
        empty={TEXTS.skillsEmpty}
        columns={[columns.skill, columns.declared, columns.validated, columns.openMissions]}
        rows={data.skills.map((row) => ({
          key: row.skill,
          cells: [row.skill, row.declared, row.validated, row.open_missions],
        }))}
        testId="cluster-skills"
      />
    </Stack>
  );
}

/** The cluster-insights tab: missions per domain tag, operators and demand per skill. */
export function ClusterInsightsTab() {
  const { data } = useSuspenseQuery(clusterFiguresQuery());
  return (
    <Stack gap="lg" data-testid="cluster-insights-tab">
      <FiguresHeader
        icon={<IconTopologyStar3 size={22} />}
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
      />
      <Clusters data={data} />
    </Stack>
  );
}
