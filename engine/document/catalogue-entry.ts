/** One code of the error catalogue: what it means, the usual fix, and an example. */
export interface CatalogueEntry {
  title: string;
  fix: string;
  /** A page document with this problem, or, where none fits on a page, what causes it. */
  example: { yaml: string } | { cause: string };
}
