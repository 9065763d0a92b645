import MarkdownIt, { type Token } from 'markdown-it';

/** How a stretch of text is set: bold, italic, or a link to `href`. */
export interface SpanStyle {
  bold: boolean;
  italic: boolean;
  href?: string;
}

/** Text in one style, with the file line it was written on (for error messages). */
export interface Span {
  text: string;
  style: SpanStyle;
  line: number;
}

/** One item of a list: a task item is drawn with an empty box to tick. */
export interface ListItem {
  task: boolean;
  paragraphs: Span[][];
}

/** The few kinds of block a guide is made of. */
export type GuideBlock =
  | { kind: 'heading'; level: 2 | 3; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'quote'; paragraphs: Span[][] };

// `html: true` so that HTML comes out as its own tokens, to refuse, rather than as text that
// would be printed with its angle brackets. Tables stay on (the default preset) for the same
// reason: a table is refused, not printed as pipes. The typographer gives print its curly
// quotes and apostrophes ("it's" becomes “it’s”); Arabic guides write «» themselves.
const markdown = new MarkdownIt('default', { html: true, linkify: false, typographer: true });

const refusals: Record<string, string> = {
  table_open: 'tables are not supported; write a list, one item per row',
  code_block: 'code blocks are not supported; write the text as a paragraph',
  fence: 'code blocks are not supported; write the text as a paragraph',
  html_block: 'HTML is not supported; write Markdown',
  hr: 'horizontal rules are not supported; start a new section with ## instead',
  image: 'images are not supported; describe the picture in words',
  html_inline: 'HTML is not supported; write Markdown',
  code_inline: 'inline code is not supported; write the words plainly',
  s_open: 'strikethrough is not supported; leave the words out',
  hardbreak: 'line breaks inside a paragraph are not supported; start a new paragraph',
};

/**
 * Turns a guide's Markdown body into blocks: `##`/`###` headings, paragraphs, bullet, ordered
 * and task lists, quotes, with bold, italic and links inside. Anything else is refused with
 * `file:line: what to write instead`, so a guide never prints differently from what its
 * author sees. `lineOffset` is the number of file lines before the body.
 */
export function guideBlocks(body: string, file: string, lineOffset: number): GuideBlock[] {
  const tokens = markdown.parse(body, {});
  const blocks: GuideBlock[] = [];
  let line = lineOffset + 1;
  const fail = (at: number, message: string): never => {
    throw new Error(`${file}:${at}: ${message}`);
  };

  // A walk over the token stream: `next()` also tracks the line of the latest block token.
  let index = 0;
  const next = () => {
    const token = tokens[index++]!;
    if (token.map) line = lineOffset + token.map[0] + 1;
    const refusal = refusals[token.type];
    if (refusal) fail(line, refusal);
    return token;
  };
  const take = (type: string) => {
    const token = next();
    if (token.type !== type) fail(line, describe(token));
    return token;
  };
  const inline = () => spans(take('inline'), line, fail);
  const paragraph = () => {
    take('paragraph_open');
    const result = inline();
    take('paragraph_close');
    return result;
  };

  while (index < tokens.length) {
    const token = next();
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      if (level !== 2 && level !== 3) {
        fail(
          line,
          level === 1
            ? 'a # heading is not supported: the title comes from the front matter; write ## for a section'
            : `a level-${level} heading is not supported; write ## or ###`,
        );
      }
      blocks.push({ kind: 'heading', level: level as 2 | 3, spans: inline() });
      take('heading_close');
    } else if (token.type === 'paragraph_open') {
      index--;
      blocks.push({ kind: 'paragraph', spans: paragraph() });
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      const ordered = token.type === 'ordered_list_open';
      const start = Number(token.attrGet('start') ?? 1);
      const items: ListItem[] = [];
      while (next().type === 'list_item_open') {
        const paragraphs: Span[][] = [];
        while (tokens[index]?.type === 'paragraph_open') paragraphs.push(paragraph());
        const close = next();
        if (close.type !== 'list_item_close') {
          fail(
            line,
            close.type.endsWith('list_open')
              ? 'nested lists are not supported; write a flat list'
              : describe(close),
          );
        }
        const [first] = paragraphs;
        if (!first) fail(line, 'a list item is empty; write its text after the marker');
        items.push({ task: taskBox(first!, fail), paragraphs });
      }
      blocks.push({ kind: 'list', ordered, start, items });
    } else if (token.type === 'blockquote_open') {
      const paragraphs: Span[][] = [];
      while (tokens[index]?.type === 'paragraph_open') paragraphs.push(paragraph());
      const close = next();
      if (close.type !== 'blockquote_close')
        fail(line, `a quote may only hold paragraphs; move the ${name(close)} out of it`);
      blocks.push({ kind: 'quote', paragraphs });
    } else {
      fail(line, describe(token));
    }
  }
  return blocks;
}

function name(token: Token) {
  return token.type.replace(/_open$/, '').replace('_', ' ');
}

function describe(token: Token) {
  return `a ${name(token)} is not supported here; write headings, paragraphs, lists and > quotes`;
}

type Fail = (line: number, message: string) => never;

/** The styled spans of an inline token; soft line breaks become spaces and count lines. */
function spans(token: Token, firstLine: number, fail: Fail): Span[] {
  const result: Span[] = [];
  let line = firstLine;
  let bold = 0;
  let italic = 0;
  let href: string | undefined;
  for (const child of token.children ?? []) {
    const refusal = refusals[child.type];
    if (refusal) fail(line, refusal);
    switch (child.type) {
      case 'text':
        push(child.content);
        break;
      case 'softbreak':
        push(' ');
        line++;
        break;
      case 'strong_open':
      case 'strong_close':
        bold += child.type === 'strong_open' ? 1 : -1;
        break;
      case 'em_open':
      case 'em_close':
        italic += child.type === 'em_open' ? 1 : -1;
        break;
      case 'link_open': {
        const target = String(child.attrGet('href') ?? '');
        // A PDF is read away from the site: a relative address leads nowhere.
        if (!/^(https?:\/\/|mailto:|tel:)/.test(target)) {
          fail(
            line,
            `the link "${target}" is not a full address; write https://… (or mailto:, tel:)`,
          );
        }
        href = target;
        break;
      }
      case 'link_close':
        href = undefined;
        break;
      default:
        fail(
          line,
          `"${child.type}" is not supported; write plain text, **bold**, *italic* or [links](https://…)`,
        );
    }
  }
  return result;

  function push(text: string) {
    const style: SpanStyle = { bold: bold > 0, italic: italic > 0 };
    if (href !== undefined) style.href = href;
    const last = result.at(-1);
    const collapsed = text.replace(/\s+/g, ' ');
    // A new span on each new line, so that an error can name the line of its character.
    if (last && last.line === line && sameStyle(last.style, style)) last.text += collapsed;
    else result.push({ text: collapsed, style, line });
  }
}

function sameStyle(a: SpanStyle, b: SpanStyle) {
  return a.bold === b.bold && a.italic === b.italic && a.href === b.href;
}

/** Whether an item starts with a task box `[ ]`, which it then loses from its text. */
function taskBox(spans: Span[], fail: Fail) {
  const first = spans[0];
  if (!first) return false;
  if (/^\[[xX]\]\s/.test(first.text)) {
    fail(
      first.line,
      'a ticked task item is not supported: the checklist is ticked on paper; write - [ ]',
    );
  }
  if (!/^\[ \]\s/.test(first.text)) return false;
  first.text = first.text.replace(/^\[ \]\s+/, '');
  return true;
}
