import type { FromSchema } from 'json-schema-to-ts';
import { toCsv } from '../../../text/csv';
import { slugFromName } from '../services/service-form';
import type { reportSchema } from './reports-tab.schema';

export type Report = FromSchema<typeof reportSchema>;

/** Whether the report can be downloaded: it is Ready and has its table. */
export function isDownloadable(report: Report): boolean {
  return report.status === 'Ready' && report.data !== undefined;
}

/** The report's table as CSV: the column names, then one line per row. */
export function reportCsv(report: Report): string {
  const { columns, rows } = report.data ?? { columns: [], rows: [] };
  return toCsv([columns, ...rows]);
}

/** "website-traffic-november-2024.csv". */
export function reportFileName(report: Report): string {
  return `${slugFromName(`${report.name} ${report.period}`) || 'report'}.csv`;
}
