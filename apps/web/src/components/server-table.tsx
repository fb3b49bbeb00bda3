import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

const features = tableFeatures({});

export interface ServerColumn<Row extends RowData> {
  id: string;
  header: string;
  /** The server's sort key for this column; absent: not sortable. */
  sortKey?: string;
  cell: (row: Row) => React.ReactNode;
  /** Right-aligned (numbers, money), at the logical end in right-to-left languages too. */
  numeric?: boolean;
}

/**
 * One server page as a table (TanStack Table renders it; sorting, filters and paging are the server's, so a
 * header click asks for a new page). A table on a wide screen; each row reads as a card on a phone. Shared by
 * the admin lists of several features; words come from the caller (its own namespace), so it needs none.
 */
export function ServerTable<Row extends RowData>({
  rows,
  columns,
  rowId,
  sort,
  dir,
  onSort,
  sortLabel,
  caption,
  testId,
}: {
  rows: Row[];
  columns: ServerColumn<Row>[];
  rowId: (row: Row) => string;
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (sort: string, dir: 'asc' | 'desc') => void;
  /** The sort button's accessible name for a column header ("Sort by Name"). */
  sortLabel: (column: string) => string;
  caption: string;
  testId: string;
}) {
  const defs: ColumnDef<typeof features, Row>[] = columns.map((column) => ({
    id: column.id,
    header: () => {
      if (!column.sortKey) return column.header;
      const active = sort === column.sortKey;
      const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
      return (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          onClick={() => onSort(column.sortKey!, active && dir === 'desc' ? 'asc' : 'desc')}
          aria-label={sortLabel(column.header)}
        >
          {column.header}
          <Icon className="size-3.5" aria-hidden="true" />
        </button>
      );
    },
    cell: ({ row }) => column.cell(row.original),
  }));
  const table = useTable({ features, columns: defs, data: rows, getRowId: rowId });
  const ariaSort = (id: string) => {
    const column = columns.find((c) => c.id === id);
    if (!column?.sortKey || column.sortKey !== sort) return undefined;
    return dir === 'asc' ? 'ascending' : 'descending';
  };

  return (
    <table className="w-full border-separate border-spacing-0 text-start">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden md:table-header-group">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                aria-sort={ariaSort(header.column.id)}
                className={`border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase ${
                  columns.find((c) => c.id === header.column.id)?.numeric ? 'text-end' : 'text-start'
                }`}
              >
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            data-testid={testId}
            className="mb-3 grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
          >
            {row.getAllCells().map((cell) => {
              const column = columns.find((c) => c.id === cell.column.id);
              return (
                <td
                  key={cell.id}
                  className={`min-w-0 align-middle md:border-b md:border-slate-100 md:px-3 md:py-3 ${
                    column?.numeric ? 'md:text-end' : ''
                  }`}
                >
                  <span className="me-2 text-xs font-semibold text-slate-500 uppercase md:hidden">
                    {column?.header}
                  </span>
                  <table.FlexRender cell={cell} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
