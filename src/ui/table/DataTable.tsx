import { Table, type TableProps } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCell, resolveHeaders, type TableHeadersInput, type TableRow } from './resolve-headers';

export interface DataTableProps<Row extends TableRow = TableRow> extends Omit<TableProps, 'data' | 'children'> {
  data: readonly Row[];
  /** Column keys (and labels); default: the union of the rows' keys, labelled by key. */
  headers?: TableHeadersInput;
  /** Hides the header row (default false). */
  hideHeaders?: boolean;
  /** Accessible label of the table; default "Data table". */
  description?: string;
  /** Custom cell content; return `undefined` to keep the default text for that cell. */
  renderCell?: (key: string, row: Row, rowIndex: number) => ReactNode;
  /** Stable row keys (default: the row index). */
  rowKey?: (row: Row, rowIndex: number) => string | number;
}

/** A labelled data table that scrolls horizontally when it is wider than its container. */
export function DataTable<Row extends TableRow = TableRow>({
  data,
  headers,
  hideHeaders = false,
  description,
  renderCell,
  rowKey,
  ...tableProps
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const columns = useMemo(() => resolveHeaders(data, headers), [data, headers]);
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table aria-label={description ?? t('ui.dataTable')} striped highlightOnHover withTableBorder {...tableProps}>
        {!hideHeaders && (
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {data.map((row, rowIndex) => (
            <Table.Tr key={rowKey ? rowKey(row, rowIndex) : rowIndex}>
              {columns.map((column) => {
                const custom = renderCell?.(column.key, row, rowIndex);
                return <Table.Td key={column.key}>{custom === undefined ? formatCell(row[column.key]) : custom}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
