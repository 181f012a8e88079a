// The tables page's front door.
export { loadTables, type GroupTable, type TablesData } from './load-tables';
