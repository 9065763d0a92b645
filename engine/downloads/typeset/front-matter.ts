import { parse, YAMLParseError } from 'yaml';

/** What a guide says about itself in its front matter. */
export interface GuideMeta {
  title: string;
  subtitle?: string;
  /** The day the guide was last revised, as YYYY-MM-DD (also the PDF's dates). */
  updated: string;
}

/** A guide's front matter, and its Markdown body with how many lines came before it. */
export interface GuideSource {
  meta: GuideMeta;
  body: string;
  /** Lines before the body (the front matter and its fences): body line 0 is file line this + 1. */
  bodyLineOffset: number;
  /** The file line of each front matter key, for messages about its value. */
  metaLines: Record<string, number>;
}

const keys = new Set(['title', 'subtitle', 'updated']);

/**
 * Splits a guide into its YAML front matter and Markdown body, and checks the front matter.
 * Errors name `file:line`, as the guides' authors fix them in an editor.
 */
export function readFrontMatter(source: string, file: string): GuideSource {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') {
    throw new Error(
      `${file}:1: a guide starts with front matter: a line "---", then title:, updated:`,
    );
  }
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close < 0) throw new Error(`${file}:1: the front matter has no closing "---" line`);

  let data: unknown;
  try {
    data = parse(lines.slice(1, close).join('\n'));
  } catch (error) {
    // The front matter's first line is the file's second.
    const at = error instanceof YAMLParseError ? 1 + (error.linePos?.[0].line ?? 1) : 2;
    const reason =
      error instanceof Error
        ? error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
        : String(error);
    throw new Error(`${file}:${at}: the front matter is not valid YAML: ${reason}`, {
      cause: error,
    });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}:2: the front matter must be keys and values (title:, updated:)`);
  }
  const record = data as Record<string, unknown>;
  // The line of a key, for messages about its value.
  const lineOf = (key: string) => {
    const index = lines.findIndex((line, i) => i < close && line.startsWith(`${key}:`));
    return index < 0 ? 1 : index + 1;
  };

  for (const key of Object.keys(record)) {
    if (!keys.has(key)) {
      throw new Error(
        `${file}:${lineOf(key)}: unknown front matter key "${key}"; use title, subtitle, updated`,
      );
    }
  }
  const text = (key: string, required: boolean) => {
    const value = record[key];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`${file}:${lineOf(key)}: ${key} must be a line of text`);
    }
    return value.trim();
  };

  const title = text('title', true)!;
  const subtitle = text('subtitle', false);
  const updated = text('updated', true)!;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updated) || !isRealDay(updated)) {
    throw new Error(`${file}:${lineOf('updated')}: updated must be a day written YYYY-MM-DD`);
  }
  return {
    meta: subtitle === undefined ? { title, updated } : { title, subtitle, updated },
    body: lines.slice(close + 1).join('\n'),
    bodyLineOffset: close + 1,
    metaLines: Object.fromEntries([...keys].map((key) => [key, lineOf(key)])),
  };
}

// 2026-02-30 matches the pattern but is no day: Date would quietly roll it into March.
function isRealDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}
