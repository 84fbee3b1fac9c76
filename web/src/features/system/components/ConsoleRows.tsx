import { Card, Stack, Table, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConsoleColumn {
  readonly label: string;
  readonly width?: string;
  readonly align?: 'right';
}

/** Wide screens: a bordered table, one row per item; `cells` gives a row's cells in column order. */
export function ConsoleTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  cells,
  spacing = 'md',
}: {
  rows: readonly Row[];
  columns: readonly ConsoleColumn[];
  rowKey: (row: Row) => string;
  rowTestId: (row: Row) => string;
  cells: (row: Row) => readonly ReactNode[];
  /** Room between columns: less for a table with many columns. */
  spacing?: MantineSpacing;
}) {
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer minWidth={700}>
        <Table verticalSpacing="sm" horizontalSpacing={spacing} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} w={column.width} ta={column.align}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={rowTestId(row)}>
                {cells(row).map((cell, index) => (
                  <Table.Td key={columns[index]?.label ?? index} ta={columns[index]?.align}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Narrow screens: one bordered card per item. */
export function ConsoleCards<Row>({
  rows,
  rowKey,
  rowTestId,
  children,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId: (row: Row) => string;
  children: (row: Row) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder radius="lg" padding="md" data-testid={rowTestId(row)}>
          {children(row)}
        </Card>
      ))}
    </Stack>
  );
}
