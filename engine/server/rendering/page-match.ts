import type { PageDocument } from '../../document/page-types';
import type { HtmlBody } from './html-response';

/** A page to send: its status, its body, and whether caches may keep it. */
export interface PageResponse {
  status: number;
  body: HtmlBody;
  /** Generated on an error path: never cached by anyone. */
  noStore?: boolean;
  /** A page for staff only (`access: staff`). */
  staff?: boolean;
  /** Not for search engines (a preview): said in a header as well as on the page. */
  noindex?: boolean;
}

/** A page path bound to a record: the template's route, the slug, the template page. */
export interface RecordMatch {
  kind: 'record';
  route: string;
  slug: string;
  page: PageDocument;
}

/** How the server answers a page path: a page that lists records (`list:`) is rendered on request. */
export type PageMatch =
  | { kind: 'static'; route: string }
  | { kind: 'listing'; route: string }
  | RecordMatch
  | { kind: 'not-found' };
