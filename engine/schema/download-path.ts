/**
 * A file of the site's `media/` folder that visitors download, as a page document names it:
 * a PDF, given as it is, or a guide written in Markdown, which the build typesets into a PDF
 * (engine/downloads).
 */
export const downloadPathPattern =
  '^media/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.(?:pdf|md)$';
