import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { shownText, visitorTextParts } from '../../../leads/visitor-text';

/**
 * What a visitor typed, as staff read it (engine/leads/visitor-text.ts): isolated in a
 * `<bdi>`, so its direction is its own and an Arabic name leaves the row around it alone,
 * and each control it holds shown as its code, ⟨U+202E⟩, marked and named on hover, so
 * "Invoice U+202E fdp.exe" never reads as "Invoice exe.pdf".
 */
export function VisitorText({ text }: { text: string }) {
  return (
    <bdi>
      {visitorTextParts(text).map((part, index) =>
        'control' in part ? (
          // The code reads left to right inside a right-to-left name too.
          <Box
            key={index}
            component="bdi"
            dir="ltr"
            title={part.name}
            sx={{
              bgcolor: 'status.pending.soft',
              color: 'status.pending.main',
              borderRadius: 0.5,
              px: 0.25,
              fontWeight: 600,
            }}
          >
            {part.control}
          </Box>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}

/**
 * `template` with its `{name}` filled in with a visitor's text, shown as VisitorText shows it:
 * "Lead from {who}" as a heading.
 */
export function fillInVisitorText(template: string, name: string, text: string): ReactNode {
  const [before, ...after] = template.split(`{${name}}`);
  if (after.length === 0) return template;
  return (
    <>
      {before}
      <VisitorText text={text} />
      {after.join(shownText(text))}
    </>
  );
}
