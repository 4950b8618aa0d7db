import { ActionIcon, Button, Group, Table, TextInput, Tooltip } from '@mantine/core';
import { IconAlignCenter, IconAlignLeft, IconAlignRight, IconColumnInsertRight, IconRowInsertBottom, IconX } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import type { Alignment, TableData } from './markdown-table';

export interface GridLabels {
  grid: string;
  cell: (row: number, column: number) => string;
  header: (column: number) => string;
  align: (column: number, alignment: 'left' | 'center' | 'right') => string;
  removeColumn: (column: number) => string;
  removeRow: (row: number) => string;
  addRow: string;
  addColumn: string;
}

const ALIGN_ICONS = { left: IconAlignLeft, center: IconAlignCenter, right: IconAlignRight } as const;

/**
 * A small table editor: the header row and the body rows as text fields, one alignment per
 * column (left, centre, right; pressed again: none), rows and columns added and removed.
 * Keys: ↑ ↓ move between rows, Enter goes down (adding a row at the end), ← → cross to the next
 * cell at the start or end of the text, Tab as usual.
 */
export function GridEditor({ table, onChange, labels }: { table: TableData; onChange: (table: TableData) => void; labels: GridLabels }) {
  const container = useRef<HTMLDivElement>(null);
  const { rows, alignments } = table;
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const cell = (row: number, column: number) => rows[row]?.[column] ?? '';

  const focus = (row: number, column: number, caret?: 'start' | 'end') => {
    // After a row is added, the field exists on the next render.
    requestAnimationFrame(() => {
      const input = container.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-column="${column}"]`);
      if (!input) return;
      input.focus();
      if (caret) {
        const at = caret === 'start' ? 0 : input.value.length;
        input.setSelectionRange(at, at);
      }
    });
  };

  const setCell = (row: number, column: number, value: string) => {
    const next = rows.map((cells) => Array.from({ length: columns }, (_, index) => cells[index] ?? ''));
    (next[row] as string[])[column] = value;
    onChange({ rows: next, alignments });
  };
  const addRow = () => onChange({ rows: [...rows, Array.from({ length: columns }, () => '')], alignments });
  const addColumn = () => onChange({ rows: rows.map((cells) => [...Array.from({ length: columns }, (_, index) => cells[index] ?? ''), '']), alignments: [...alignmentsOf(alignments, columns), 'none'] });
  const removeRow = (row: number) => onChange({ rows: rows.filter((_, index) => index !== row), alignments });
  const removeColumn = (column: number) =>
    onChange({ rows: rows.map((cells) => cells.filter((_, index) => index !== column)), alignments: alignmentsOf(alignments, columns).filter((_, index) => index !== column) });
  const setAlignment = (column: number, alignment: Alignment) => {
    const next = alignmentsOf(alignments, columns);
    next[column] = next[column] === alignment ? 'none' : alignment;
    onChange({ rows, alignments: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    if (event.key === 'ArrowUp' && row > 0) {
      event.preventDefault();
      focus(row - 1, column);
    } else if (event.key === 'ArrowDown' && row < rows.length - 1) {
      event.preventDefault();
      focus(row + 1, column);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (row === rows.length - 1) addRow();
      focus(row + 1, column);
    } else if (event.key === 'ArrowLeft' && atStart && (column > 0 || row > 0)) {
      event.preventDefault();
      if (column > 0) focus(row, column - 1, 'end');
      else focus(row - 1, columns - 1, 'end');
    } else if (event.key === 'ArrowRight' && atEnd && (column < columns - 1 || row < rows.length - 1)) {
      event.preventDefault();
      if (column < columns - 1) focus(row, column + 1, 'start');
      else focus(row + 1, 0, 'start');
    }
  };

  const field = (row: number, column: number) => (
    <TextInput
      size="xs"
      value={cell(row, column)}
      onChange={(event) => setCell(row, column, event.currentTarget.value)}
      onKeyDown={(event) => onKeyDown(event, row, column)}
      aria-label={row === 0 ? labels.header(column + 1) : labels.cell(row, column + 1)}
      data-row={row}
      data-column={column}
      spellCheck={false}
      styles={{ input: { fontWeight: row === 0 ? 600 : undefined, textAlign: alignmentsOf(alignments, columns)[column] === 'center' ? 'center' : alignmentsOf(alignments, columns)[column] === 'right' ? 'right' : 'left', minWidth: 110 } }}
    />
  );

  return (
    <div ref={container}>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table aria-label={labels.grid} withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4} style={{ width: 'auto' }}>
          <Table.Thead>
            <Table.Tr>
              {Array.from({ length: columns }, (_, column) => (
                <Table.Td key={column}>
                  <Group gap={2} justify="center" wrap="nowrap">
                    {(['left', 'center', 'right'] as const).map((alignment) => {
                      const Icon = ALIGN_ICONS[alignment];
                      const pressed = alignmentsOf(alignments, columns)[column] === alignment;
                      return (
                        <Tooltip key={alignment} label={labels.align(column + 1, alignment)}>
                          <ActionIcon size="sm" variant={pressed ? 'filled' : 'subtle'} color={pressed ? undefined : 'gray'} aria-label={labels.align(column + 1, alignment)} aria-pressed={pressed} onClick={() => setAlignment(column, alignment)}>
                            <Icon size={14} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      );
                    })}
                    <Tooltip label={labels.removeColumn(column + 1)}>
                      <ActionIcon size="sm" variant="subtle" color="red" aria-label={labels.removeColumn(column + 1)} disabled={columns <= 1} onClick={() => removeColumn(column)}>
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              ))}
              <Table.Td />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((_, row) => (
              <Table.Tr key={row}>
                {Array.from({ length: columns }, (_, column) => (
                  <Table.Td key={column}>{field(row, column)}</Table.Td>
                ))}
                <Table.Td>
                  {row > 0 && (
                    <Tooltip label={labels.removeRow(row)}>
                      <ActionIcon size="sm" variant="subtle" color="red" aria-label={labels.removeRow(row)} onClick={() => removeRow(row)}>
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Group gap="sm" mt="sm">
        <Button variant="light" size="xs" leftSection={<IconRowInsertBottom size={16} aria-hidden />} onClick={addRow}>
          {labels.addRow}
        </Button>
        <Button variant="light" size="xs" leftSection={<IconColumnInsertRight size={16} aria-hidden />} onClick={addColumn}>
          {labels.addColumn}
        </Button>
      </Group>
    </div>
  );
}

/** One alignment per column (missing ones: none). */
export function alignmentsOf(alignments: readonly Alignment[], columns: number): Alignment[] {
  return Array.from({ length: columns }, (_, index) => alignments[index] ?? 'none');
}
