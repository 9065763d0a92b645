import { Composer, CST, Lexer, Parser } from 'yaml';
import type { Document, DocumentOptions, LineCounter, ParseOptions, SchemaOptions } from 'yaml';
import type { DocumentKind } from './document-kind';
import { maxAliasCount, maxDocuments, maxNestingDepth, maxServices, maxYamlNodes } from './limits';

export type StructureLimit = 'depth' | 'aliases' | 'services' | 'documents' | 'nodes';

/** The limit a file breaks, and the offset of the token that breaks it. */
export interface BrokenLimit {
  limit: StructureLimit;
  offset: number;
}

interface OpenCollection {
  kind: 'seq' | 'map';
  flow: boolean;
  column: number;
  key: string | null;
  entryPending: boolean;
}

const WRAPPER_KEYS: ReadonlySet<string> = new Set(['services', 'content']);
const NODE_TOKENS: ReadonlySet<string | null> = new Set([
  'scalar',
  'single-quoted-scalar',
  'double-quoted-scalar',
  'alias',
  'flow-seq-start',
  'flow-map-start',
  'flow-seq-end',
  'flow-map-end',
  'comma',
  'seq-item-ind',
  'map-value-ind',
]);
const LAYOUT_TOKENS: ReadonlySet<string | null> = new Set([
  'newline',
  'space',
  'comment',
  'byte-order-mark',
  'directive-line',
  'doc-mode',
  'doc-start',
  'doc-end',
  'flow-error-end',
]);
const SEQUENCE_STARTS: ReadonlySet<string | null> = new Set(['seq-item-ind', 'flow-seq-start']);

/**
 * Parses the YAML text into documents, or returns the first limit it breaks and where. The limits
 * are judged from yaml's own lexer tokens as the parser reads them: linearly, without
 * recursion, and stopping at the first token past a limit, so hostile input never reaches
 * the recursive, alias-resolving composer.
 *
 * - depth: collections nested more than maxNestingDepth levels (the outermost is level 1);
 * - aliases: more than maxAliasCount aliases, or as many anchors (yaml resolves each alias
 *   by scanning every anchor and alias, so many of them cost quadratic time);
 * - services: more than maxServices items of top-level lists, of top-level `services` /
 *   `content` lists, and documents that are not lists;
 * - documents: more documents than the kind may hold (maxDocuments), empty ones included;
 * - nodes: more than maxYamlNodes values, keys and list items.
 */
export function parseWithinLimits(
  text: string,
  options: DocumentOptions & ParseOptions & SchemaOptions,
  lines: LineCounter,
  kind: DocumentKind,
): Document.Parsed[] | BrokenLimit {
  const scanner = new StructureScanner(maxDocuments[kind]);
  const parser = new Parser(lines.addNewLine);
  const tokens: CST.Token[] = [];
  lines.addNewLine(0);
  for (const lexeme of new Lexer().lex(text)) {
    const offset = scanner.offset;
    const limit = scanner.accept(lexeme);
    if (limit) return { limit, offset };
    for (const token of parser.next(lexeme)) tokens.push(token);
  }
  for (const token of parser.end()) tokens.push(token);
  return Array.from(new Composer(options).compose(tokens)) as Document.Parsed[];
}

// Follows block collections by the column of their indicators and flow collections by their
// brackets. Zero-width control tokens (document mode, scalar marker, flow error end) do not
// move the column.
class StructureScanner {
  private readonly open: OpenCollection[] = [];
  private flowDepth = 0;
  private column = 0;
  private atLineStart = true;
  private nodeColumn = -1;
  private lastScalar: string | null = null;
  private nextIsScalarSource = false;
  private blockScalarBodyNext = false;
  private aliases = 0;
  private anchors = 0;
  private services = 0;
  private nodes = 0;
  private awaitingRoot = true;
  private documents = 0;
  private documentCounted = false;
  /** Where in the text the next token starts. */
  offset = 0;

  constructor(private readonly maxDocuments: number) {}

  accept(token: string): StructureLimit | null {
    if (this.nextIsScalarSource) {
      this.nextIsScalarSource = false;
      this.lastScalar = token.trim();
      this.advance(token);
      return null;
    }
    const type = CST.tokenType(token);
    if (NODE_TOKENS.has(type)) this.nodes += 1;
    if (this.awaitingRoot && !LAYOUT_TOKENS.has(type)) this.countRoot(type);
    this.interpret(type, token);
    return this.exceededLimit();
  }

  private exceededLimit(): StructureLimit | null {
    if (this.open.length > maxNestingDepth) return 'depth';
    if (this.aliases > maxAliasCount || this.anchors > maxAliasCount) return 'aliases';
    if (this.services > maxServices) return 'services';
    if (this.documents > this.maxDocuments) return 'documents';
    if (this.nodes > maxYamlNodes) return 'nodes';
    return null;
  }

  private interpret(type: ReturnType<typeof CST.tokenType>, token: string): void {
    switch (type) {
      case 'doc-mode':
        this.closeAll();
        return;
      case 'flow-error-end':
        this.closeFlow();
        return;
      case 'scalar':
        if (this.blockScalarBodyNext) this.blockScalarBodyNext = false;
        else this.startNode();
        this.nextIsScalarSource = true;
        return;
      case 'doc-start':
        this.closeAll();
        this.countDocument();
        break;
      case 'doc-end':
        this.closeAll();
        break;
      case 'seq-item-ind':
        this.openBlock('seq', this.column);
        this.countEntry();
        break;
      case 'explicit-key-ind':
        this.openBlock('map', this.column);
        break;
      case 'map-value-ind':
        this.enterValue();
        break;
      case 'flow-seq-start':
      case 'flow-map-start':
        this.startNode();
        this.openFlow(type === 'flow-seq-start' ? 'seq' : 'map');
        break;
      case 'flow-seq-end':
      case 'flow-map-end':
        if (this.flowDepth > 0) {
          this.open.pop();
          this.flowDepth -= 1;
        }
        break;
      case 'comma':
        this.markFlowEntry();
        break;
      case 'block-scalar-header':
        this.startNode();
        this.blockScalarBodyNext = true;
        break;
      case 'alias':
        this.aliases += 1;
        this.startNode();
        break;
      case 'anchor':
        this.anchors += 1;
        this.startNode();
        break;
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
        this.startNode();
        this.lastScalar = token.slice(1, -1).trim();
        break;
      case 'newline':
      case 'space':
      case 'comment':
      case 'byte-order-mark':
      case 'directive-line':
        break;
      default:
        this.startNode();
    }
    this.advance(token);
  }

  // A document whose root is not a list may be one service; a list's entries are counted.
  private countRoot(type: ReturnType<typeof CST.tokenType>): void {
    this.awaitingRoot = false;
    if (!this.documentCounted) this.countDocument();
    if (!SEQUENCE_STARTS.has(type)) this.services += 1;
  }

  private countDocument(): void {
    this.documents += 1;
    this.documentCounted = true;
  }

  private closeAll(): void {
    this.awaitingRoot = true;
    this.documentCounted = false;
    this.open.length = 0;
    this.flowDepth = 0;
    this.nodeColumn = -1;
    this.blockScalarBodyNext = false;
  }

  private closeFlow(): void {
    this.open.length -= this.flowDepth;
    this.flowDepth = 0;
  }

  // A node begins: in a flow sequence it is the next entry; in block context it may be a key.
  private startNode(): void {
    if (this.flowDepth > 0) {
      const top = this.open.at(-1);
      if (top?.kind === 'seq' && top.entryPending) {
        top.entryPending = false;
        this.countEntry();
      }
      return;
    }
    this.startLine(false);
    if (this.nodeColumn < 0) this.nodeColumn = this.column;
  }

  private enterValue(): void {
    if (this.flowDepth === 0) {
      this.openBlock('map', this.nodeColumn >= 0 ? this.nodeColumn : this.column);
    }
    const top = this.open.at(-1);
    if (top?.kind === 'map') top.key = this.lastScalar;
    this.lastScalar = null;
  }

  private markFlowEntry(): void {
    const top = this.open.at(-1);
    if (top?.flow && top.kind === 'seq') top.entryPending = true;
  }

  private openFlow(kind: OpenCollection['kind']): void {
    this.open.push({ kind, flow: true, column: this.column, key: null, entryPending: true });
    this.flowDepth += 1;
  }

  private openBlock(kind: OpenCollection['kind'], column: number): void {
    if (this.flowDepth > 0) return;
    this.startLine(kind === 'seq');
    this.nodeColumn = -1;
    const top = this.open.at(-1);
    if (top && top.column === column && top.kind === kind) return;
    this.open.push({ kind, flow: false, column, key: null, entryPending: false });
  }

  // On a line's first content token, closes the block collections that line has left.
  private startLine(isSeqItem: boolean): void {
    if (!this.atLineStart) return;
    this.atLineStart = false;
    let top = this.open.at(-1);
    while (
      top &&
      (top.column > this.column || (top.column === this.column && top.kind === 'seq' && !isSeqItem))
    ) {
      this.open.pop();
      top = this.open.at(-1);
    }
  }

  // Counts an entry of the innermost sequence when it is where services are listed.
  private countEntry(): void {
    const depth = this.open.length;
    const parent = this.open[0];
    const listsServices =
      depth === 1 || (depth === 2 && parent?.kind === 'map' && WRAPPER_KEYS.has(parent.key ?? ''));
    if (listsServices) this.services += 1;
  }

  private advance(token: string): void {
    this.offset += token.length;
    const lastNewline = token.lastIndexOf('\n');
    if (lastNewline === -1) {
      this.column += token.length;
      return;
    }
    this.column = token.length - lastNewline - 1;
    this.atLineStart = lastNewline === token.length - 1;
    if (this.atLineStart) this.nodeColumn = -1;
  }
}
