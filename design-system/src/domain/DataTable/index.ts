export { DataTable, type DataTableColumn, type DataTableProps, type TableSort } from './DataTable';
