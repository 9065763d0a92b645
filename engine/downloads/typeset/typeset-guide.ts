import PDFDocument from 'pdfkit';
import { printColours } from '../../theme/print-colours';
import { readFrontMatter } from './front-matter';
import { guideBlocks, type GuideBlock, type Span, type SpanStyle } from './guide-blocks';
import { fontName, registerGuideFonts } from './guide-fonts';
import { breakLines, type Coverage, type Direction, type Line, type Script } from './text-runs';

/** What a guide is typeset for. */
export interface TypesetOptions {
  /** The guide's path, for error messages (`file:line: …`). */
  file: string;
  locale: 'en' | 'ar';
  siteName: string;
  /** The site's address, printed and linked in every page's footer. */
  siteUrl: string;
}

// A4 in points, and the page's furniture. Generous margins: the guides are printed and ticked.
const page = { width: 595.28, height: 841.89, left: 66, right: 66, top: 70, bottom: 84 };
const bodyWidth = page.width - page.left - page.right;
const colors = { ...printColours, navy: printColours.heading };

const words = {
  en: { updated: 'Updated', page: (n: string, m: string) => `Page ${n} of ${m}` },
  ar: { updated: 'آخر تحديث:', page: (n: string, m: string) => `صفحة ${n} من ${m}` },
};

/**
 * Typesets a Markdown guide with YAML front matter (`title`, optional `subtitle`, `updated`
 * as YYYY-MM-DD) into an A4 PDF, left to right in English or right to left in Arabic. The
 * same source gives the same bytes. What the guides may not contain (a `#` heading, a table, a
 * picture, HTML, code, a character none of the fonts has) is refused with
 * `file:line: what to write instead`.
 */
export async function typesetGuide(source: string, options: TypesetOptions): Promise<Buffer> {
  const { meta, body, bodyLineOffset, metaLines } = readFrontMatter(source, options.file);
  const blocks = guideBlocks(body, options.file, bodyLineOffset);
  const day = new Date(`${meta.updated}T00:00:00Z`);
  const lang = options.locale === 'ar' ? 'ar-AE' : 'en-AE';

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.top, bottom: page.bottom, left: page.left, right: page.right },
    bufferPages: true,
    lang,
    displayTitle: true,
    // Dates from the guide, not the clock: the same guide always gives the same bytes
    // (pdfkit derives the file ID from this information too).
    info: { Title: meta.title, Author: options.siteName, CreationDate: day, ModDate: day },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const setter = new Setter(doc, registerGuideFonts(doc), options);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  setter.titleBlock(
    meta.title,
    meta.subtitle,
    `${words[options.locale].updated} ${date}`,
    metaLines,
  );
  for (const [index, block] of blocks.entries()) setter.block(block, index === 0);
  setter.paginate();
  setter.footers(lang);
  doc.end();
  return done;
}

/** A piece of the page flow: drawn at `top`, kept on one page, maybe glued to the next. */
interface Row {
  /** Space above, dropped at the top of a page. */
  before: number;
  height: number;
  /** Keep on the same page as the next row (a heading and its text, a paragraph's first lines). */
  glue: boolean;
  draw(top: number): void;
}

interface TextStyle {
  size: number;
  /** Line height, in points. */
  leading: number;
  color: string;
  bold?: boolean;
  /** Links are underlined, except where that would be clutter (the footer). */
  underlineLinks?: boolean;
}

/** Lays a guide's blocks out as rows, then pages them and draws them. */
class Setter {
  private readonly rows: Row[] = [];
  /** Widths of words at 1 pt, by font and word. */
  private readonly wordWidths = new Map<string, number>();
  private readonly direction: Direction;
  private readonly rtl: boolean;
  private readonly body: TextStyle;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly coverage: Coverage,
    private readonly options: TypesetOptions,
  ) {
    this.rtl = options.locale === 'ar';
    this.direction = this.rtl ? 'rtl' : 'ltr';
    // Arabic letters reach further above and below the line than Latin ones: more leading.
    this.body = { size: 10.5, leading: this.rtl ? 19 : 15.75, color: colors.text };
  }

  titleBlock(
    title: string,
    subtitle: string | undefined,
    updated: string,
    lines: Record<string, number>,
  ) {
    const line = (text: string, at: number) => [{ text, style: plain, line: at }];
    this.text(
      line(this.options.siteName, 1),
      { size: 9.5, leading: 14, color: colors.accent, bold: true },
      0,
    );
    this.text(
      line(title, lines.title ?? 1),
      { size: 24, leading: this.rtl ? 38 : 30, color: colors.navy, bold: true },
      6,
    );
    if (subtitle) {
      this.text(
        line(subtitle, lines.subtitle ?? 1),
        { size: 12.5, leading: this.rtl ? 22 : 18, color: colors.muted },
        6,
      );
    }
    this.text(
      line(updated, lines.updated ?? 1),
      { size: 9.5, leading: 14, color: colors.muted },
      8,
    );
    // A short accent bar closes the title block, on the side the text starts from.
    this.rows.push({
      before: 12,
      height: 3,
      glue: false,
      draw: (top) => {
        const x = this.rtl ? page.left + bodyWidth - 44 : page.left;
        this.doc.rect(x, top, 44, 3).fill(colors.accent);
      },
    });
  }

  block(block: GuideBlock, first: boolean) {
    switch (block.kind) {
      case 'heading': {
        const h2 = block.level === 2;
        const style = h2
          ? { size: 15, leading: this.rtl ? 26 : 21, color: colors.navy, bold: true }
          : { size: 12, leading: this.rtl ? 21 : 17, color: colors.navy, bold: true };
        const rows = this.text(block.spans, style, first ? 22 : h2 ? 20 : 12);
        rows.forEach((row) => (row.glue = true));
        rows.at(-1)!.height += h2 ? 5 : 3;
        return;
      }
      case 'paragraph':
        this.text(block.spans, this.body, first ? 22 : 8);
        return;
      case 'list':
        return this.list(block, first);
      case 'quote':
        return this.quote(block.paragraphs, first);
    }
  }

  private list(block: Extract<GuideBlock, { kind: 'list' }>, first: boolean) {
    const indent = block.items.some((item) => item.task) ? 22 : 18;
    block.items.forEach((item, index) => {
      item.paragraphs.forEach((spans, p) => {
        const before = p > 0 ? 4 : index > 0 ? 5 : first ? 22 : 8;
        // A list item is a few lines, one thing to tick: it is not split between pages.
        const rows = this.text(spans, this.body, before, indent, true);
        if (p > 0) return;
        const firstRow = rows[0]!;
        const drawText = firstRow.draw;
        const baseline = (top: number) => top + this.baselineOffset(this.body);
        firstRow.draw = (top) => {
          drawText(top);
          if (item.task) this.checkBox(baseline(top));
          else if (block.ordered)
            this.number(`${block.start + index}.`, baseline(top), indent, spans[0]!.line);
          else this.bullet(baseline(top));
        };
      });
    });
  }

  private quote(paragraphs: Span[][], first: boolean) {
    // The callout is one row: a tinted box with a bar on the side the text starts from.
    const pad = { x: 14, y: 11, bar: 3 };
    const width = bodyWidth - 2 * pad.x - pad.bar;
    const laid = paragraphs.map((spans) => this.lines(spans, this.body, width));
    const gap = 6;
    const textHeight =
      laid.reduce((sum, lines) => sum + lines.length * this.body.leading, 0) +
      gap * (laid.length - 1);
    const height = textHeight + 2 * pad.y;
    if (height > page.height - page.top - page.bottom) {
      throw new Error(
        `${this.options.file}:${paragraphs[0]?.[0]?.line ?? 1}: this quote is longer than a page; shorten it`,
      );
    }
    this.rows.push({
      before: first ? 22 : 12,
      height,
      glue: false,
      draw: (top) => {
        this.doc.roundedRect(page.left, top, bodyWidth, height, 4).fill(colors.callout);
        const barX = this.rtl ? page.left + bodyWidth - pad.bar : page.left;
        this.doc.rect(barX, top, pad.bar, height).fill(colors.accent);
        const left = page.left + pad.x + (this.rtl ? 0 : pad.bar);
        let y = top + pad.y;
        for (const lines of laid) {
          for (const line of lines) {
            this.drawLine(line, left, width, y + this.baselineOffset(this.body), {
              ...this.body,
              color: colors.navy,
            });
            y += this.body.leading;
          }
          y += gap;
        }
      },
    });
  }

  /**
   * Adds a paragraph's lines as rows, `indent` points in from the side text starts on. The
   * first two lines are glued (no line alone at the bottom of a page), and so are the last
   * two (none alone at the top of the next).
   */
  private text(spans: Span[], style: TextStyle, before: number, indent = 0, whole = false) {
    const width = bodyWidth - indent;
    const left = page.left + (this.rtl ? 0 : indent);
    const lines = this.lines(spans, style, width);
    const rows = lines.map<Row>((line, index) => ({
      before: index === 0 ? before : 0,
      height: style.leading,
      glue: index < lines.length - 1 && (whole || index === 0 || index === lines.length - 2),
      draw: (top) => this.drawLine(line, left, width, top + this.baselineOffset(style), style),
    }));
    this.rows.push(...rows);
    return rows;
  }

  private lines(spans: Span[], style: TextStyle, width: number) {
    const { file } = this.options;
    return breakLines(spans, {
      direction: this.direction,
      width,
      coverage: this.coverage,
      measure: (text, span, script) => this.measure(text, span.style, style, script),
      missing: (char, span) => {
        const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        throw new Error(
          `${file}:${span.line}: the character "${char}" (U+${code}) is in no font of the guides; write it another way`,
        );
      },
    });
  }

  private font(span: SpanStyle, style: TextStyle, script: Script) {
    return this.doc
      .font(fontName(script, span.bold || !!style.bold, span.italic))
      .fontSize(style.size);
  }

  /**
   * The width of a text, as the sum of its words' (each with the spaces after it, as pdfkit
   * itself lays Latin text out). Words repeat, and shaping them is most of a guide's
   * typesetting time: each word is measured once per guide. (Not once per process: a font
   * first opened while measuring, rather than drawing, would get another number in the PDF.)
   */
  private measure(text: string, span: SpanStyle, style: TextStyle, script: Script) {
    const font = fontName(script, span.bold || !!style.bold, span.italic);
    let width = 0;
    for (const [word] of text.matchAll(/ *[^ ]* */g)) {
      if (word === '') continue;
      const key = `${font} ${word}`;
      let perPoint = this.wordWidths.get(key);
      if (perPoint === undefined) {
        perPoint = this.doc.font(font).fontSize(1).widthOfString(word, shaping(word));
        this.wordWidths.set(key, perPoint);
      }
      width += perPoint * style.size;
    }
    return width;
  }

  /** Where the baseline sits in a line box: the text's middle at the box's middle. */
  private baselineOffset(style: TextStyle) {
    return style.leading / 2 + style.size * 0.36;
  }

  /** Draws a line's pieces, each at its place, the line set flush to the start side. */
  private drawLine(
    line: Line<Span>,
    left: number,
    width: number,
    baseline: number,
    style: TextStyle,
  ) {
    const start = this.rtl ? left + width - line.width : left;
    for (const piece of line.pieces) {
      const x = start + piece.x;
      const { href } = piece.span.style;
      this.font(piece.span.style, style, piece.script)
        .fillColor(href ? colors.accent : style.color)
        .text(piece.text, x, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          ...shaping(piece.text),
        });
      if (href) this.doc.link(x, baseline - style.size, piece.width, style.size * 1.35, href);
      if (href && style.underlineLinks !== false) {
        this.doc
          .moveTo(x, baseline + 1.8)
          .lineTo(x + piece.width, baseline + 1.8)
          .lineWidth(0.6)
          .stroke(colors.accent);
      }
    }
  }

  private markerX(indent: number) {
    // The marker column: left of the text in English, right of it in Arabic.
    return this.rtl ? page.left + bodyWidth - indent : page.left;
  }

  private bullet(baseline: number) {
    const x = this.markerX(18) + 9;
    this.doc.circle(x, baseline - this.body.size * 0.34, 2.2).fill(colors.accent);
  }

  private checkBox(baseline: number) {
    const size = 9.5;
    const x = this.rtl ? page.left + bodyWidth - size - 1 : page.left + 1;
    this.doc
      .roundedRect(x, baseline - size + 1.2, size, size, 1.5)
      .lineWidth(0.9)
      .stroke(colors.navy);
  }

  private number(label: string, baseline: number, indent: number, line: number) {
    const style = { ...this.body, color: colors.accent, bold: true };
    const [laid] = this.lines([{ text: label, style: plain, line }], style, indent);
    // Set against the text, with a gap: right-aligned in English, left-aligned in Arabic.
    const x = this.rtl ? this.markerX(indent) + 6 : page.left + indent - 6 - laid!.width;
    this.drawLine(laid!, x, laid!.width, baseline, style);
  }

  /** Places the rows on pages, breaking before a run of glued rows that would not fit. */
  paginate() {
    const bottom = page.height - page.bottom;
    let y = page.top;
    let atTop = true;
    for (let index = 0; index < this.rows.length; index++) {
      const row = this.rows[index]!;
      if (!atTop) {
        // The height of this row and every row glued after it.
        let needed = row.before + row.height;
        for (let k = index; this.rows[k]?.glue && k + 1 < this.rows.length; k++)
          needed += this.rows[k + 1]!.before + this.rows[k + 1]!.height;
        const fitsAlone = y + row.before + row.height <= bottom;
        const groupFitsPage = needed - row.before <= bottom - page.top;
        if (!fitsAlone || (y + needed > bottom && groupFitsPage)) {
          this.doc.addPage();
          y = page.top;
          atTop = true;
        }
      }
      if (!atTop) y += row.before;
      row.draw(y);
      y += row.height;
      atTop = false;
    }
  }

  /** Writes every page's footer: the site on the start side, "Page N of M" on the other. */
  footers(lang: string) {
    const { start, count } = this.doc.bufferedPageRange();
    const digits = new Intl.NumberFormat(lang, { useGrouping: false });
    const style = { size: 8.5, leading: 12, color: colors.muted, underlineLinks: false };
    const { siteName, siteUrl, locale } = this.options;
    const address = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
    const site = this.footerLine(
      [
        { text: `${siteName} · `, style: plain, line: 0 },
        { text: address, style: { ...plain, href: siteUrl }, line: 0 },
      ],
      style,
    );
    const ruleY = page.height - page.bottom + 28;
    const baseline = ruleY + 16;
    for (let index = 0; index < count; index++) {
      this.doc.switchToPage(start + index);
      this.doc
        .moveTo(page.left, ruleY)
        .lineTo(page.left + bodyWidth, ruleY)
        .lineWidth(0.5)
        .stroke(colors.rule);
      const pageText = words[locale].page(digits.format(index + 1), digits.format(count));
      const pageLine = this.footerLine([{ text: pageText, style: plain, line: 0 }], style);
      const [siteX, pageX] = this.rtl
        ? [page.left + bodyWidth - site.width, page.left]
        : [page.left, page.left + bodyWidth - pageLine.width];
      this.drawLine(site, siteX, site.width, baseline, style);
      this.drawLine(pageLine, pageX, pageLine.width, baseline, style);
    }
  }

  private footerLine(spans: Span[], style: TextStyle) {
    const [line] = breakLines(spans, {
      direction: this.direction,
      width: Infinity,
      coverage: this.coverage,
      measure: (text, span, script) => this.measure(text, span.style, style, script),
      missing: (char) => {
        throw new Error(`siteName, siteUrl: the character "${char}" is in no font of the guides`);
      },
    });
    return line!;
  }
}

const plain: SpanStyle = { bold: false, italic: false };

const arabicLetters = /\p{Script=Arabic}/u;

/**
 * pdfkit's shaping options for a text. Without features pdfkit lays out word by word (and
 * caches each word) and strings the words left to right: right for Latin text, and several
 * times faster than shaping a whole run with Inter's contextual alternates. With `features`
 * it hands the whole text to fontkit, which is what Arabic needs: fontkit then reverses the
 * run, words included.
 */
function shaping(text: string): { features?: [] } {
  return arabicLetters.test(text) ? { features: [] } : {};
}
