import { Card, ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConsoleColumn } from '../../system/components/ConsoleRows';

/** The logs' table height (spec 03: the table scrolls at 600 px). */
export const LOG_TABLE_HEIGHT = 600;

/** Wide screens: a log as a table that scrolls within 600 px, its header kept in view. */
export function LogTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  cells,
  testId,
  minWidth,
}: {
  rows: readonly Row[];
  columns: readonly ConsoleColumn[];
  rowKey: (row: Row) => string;
  rowTestId: (row: Row) => string;
  cells: (row: Row) => readonly ReactNode[];
  testId: string;
  /** Below this width the table scrolls sideways too. */
  minWidth: number;
}) {
  return (
    <Card withBorder radius="lg" p={0}>
      <ScrollArea.Autosize mah={LOG_TABLE_HEIGHT} type="auto" data-testid={testId}>
        <Table
          stickyHeader
          verticalSpacing="xs"
          horizontalSpacing="sm"
          highlightOnHover
          miw={minWidth}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} w={column.width} fz="xs">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={rowTestId(row)}>
                {cells(row).map((cell, index) => (
                  <Table.Td key={columns[index]?.label ?? index} style={{ verticalAlign: 'top' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Card>
  );
}
