/**
 * The attributes that mark an island: an interactive block rendered on its own, which the
 * browser hydrates alone (its place on the page and its type, whose code it loads).
 */
export const islandAttribute = 'data-island';
export const islandTypeAttribute = 'data-block';

/** The prefix of the ids React makes inside an island, the same on the server and in the browser. */
export const islandIdPrefix = (index: number) => `i${index}-`;

// The frame adds no box: the block lays out exactly as it would without it.
const frameStyle = { display: 'contents' } as const;

/** The element an island's HTML sits in, and the root the browser hydrates it into. */
export function IslandFrame({ index, type, html }: { index: number; type: string; html: string }) {
  return (
    <div
      {...{ [islandAttribute]: index, [islandTypeAttribute]: type }}
      style={frameStyle}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
