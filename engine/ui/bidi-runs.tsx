import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { Fragment, type ReactNode } from 'react';

// Numbers, phone numbers, sizes and dates inside text of either direction. A run marked
// with `dir` or `<bdi>` is isolated: the text around it cannot reorder it, and it cannot
// reorder the text around it.

/** "+971 4 123 4567" → "tel:+97141234567". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/**
 * A phone number that dials when tapped, read left to right on every page ("+971 …" first,
 * as it is dialled) and never broken across lines.
 */
export function PhoneLink({ phone, sx, ...props }: { phone: string } & Omit<LinkProps, 'href'>) {
  return (
    <Link
      href={telHref(phone)}
      dir="ltr"
      {...props}
      sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {phone}
    </Link>
  );
}

/**
 * Facts on one line, "1,842 downloads · 4.8 MB · 20 Nov 2024", each an isolated run in its
 * own direction: "4.8 MB" stays a number with its unit inside Arabic text.
 */
export function FactLine({ facts }: { facts: readonly (string | false | null | undefined)[] }) {
  return facts.filter(Boolean).map((fact, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      <bdi>{fact}</bdi>
    </Fragment>
  ));
}

// A number range, "3:00-5:00" or "3 – 5".
const numberRange = /\d+(?::\d\d)?\s*[-–]\s*\d+(?::\d\d)?/g;

/** Text whose number ranges ("Thursday 3:00-5:00 PM") never break across lines. */
export function KeepRangesTogether({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(numberRange)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <Box component="span" key={match.index} sx={{ whiteSpace: 'nowrap' }}>
        {match[0]}
      </Box>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * A sentence with `{name}` placeholders whose values are isolated runs: "Omar moved it
 * from New to Qualified" with an Arabic name, or "وصل من /ar/contact" with a path, each
 * value keeps its own direction and leaves the sentence's order alone.
 */
export function IsolatedFillIn({
  template,
  values,
}: {
  template: string;
  values: Readonly<Record<string, string>>;
}): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? (
        part
      ) : Object.hasOwn(values, part) ? (
        <bdi key={index}>{values[part]}</bdi>
      ) : (
        `{${part}}`
      ),
    );
}
