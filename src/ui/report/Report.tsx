import { Stack, Table, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a report (a section landmark named by its heading). */
export function ReportSection({ title, order = 2, children }: { title: string; order?: TitleOrder; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={order} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface PairsTableProps {
  /** The rows: a label (a row header) and its value. Labels are the row keys, so they must differ. */
  rows: readonly (readonly [string, ReactNode])[];
  /** The table's accessible name. */
  label: string;
  /** The width of the label column (default 38%). */
  labelWidth?: string;
  /** Values in the monospace font (identifiers, hex, digests). */
  monospace?: boolean;
}

/** A two-column table of labelled values; long values wrap anywhere rather than widen the page. */
export function PairsTable({ rows, label, labelWidth = '38%', monospace = false }: PairsTableProps) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w={labelWidth} fw={500}>
              {key}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', ...(monospace ? { fontFamily: 'var(--mantine-font-family-monospace)' } : {}) }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A table with a header row that scrolls sideways when narrower than `minWidth`. */
export function GridTable({ head, rows, label, minWidth = 420 }: { head: readonly string[]; rows: readonly (readonly ReactNode[])[]; label: string; minWidth?: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((cell, at) => (
                <Table.Td key={at} style={{ overflowWrap: 'anywhere' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
