import TablePagination from '@mui/material/TablePagination';
import type { FromSchema } from 'json-schema-to-ts';
import { fillIn } from '../../../locale/format';
import type { paginationSchema } from './parts.schema';

export type PaginationLabels = Required<FromSchema<typeof paginationSchema>>;

/** "Page 2 of 6" with first, previous, next and last buttons, under a paged list. */
export function Pager({
  count,
  pageSize,
  page,
  onPageChange,
  labels,
}: {
  count: number;
  pageSize: number;
  /** From 0. */
  page: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page, pages - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPageChange(next)}
      labelDisplayedRows={({ page: index }) => fillIn(labels.pageOf, { page: index + 1, pages })}
      getItemAriaLabel={(type) => labels[type]}
      showFirstButton
      showLastButton
      sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
    />
  );
}
