export { DataTable, type DataTableProps } from './DataTable';
export { formatCell, resolveHeaders, type TableHeader, type TableHeadersInput, type TableRow } from './resolve-headers';
