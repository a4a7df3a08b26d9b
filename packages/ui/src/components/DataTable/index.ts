export {
  DATA_TABLE_TEXT,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowActions,
} from "./DataTable";
