import { CST, Lexer } from 'yaml';

interface OpenBlock {
  column: number;
  depth: number;
  kind: 'seq' | 'map';
}

/**
 * Whether the YAML text nests collections more than `maxDepth` levels deep (the outermost
 * collection is level 1). It reads yaml's own lexer tokens, without recursion, and stops at
 * the first token past the limit, so hostile input never reaches the recursive composer.
 */
export function exceedsNestingDepth(text: string, maxDepth: number): boolean {
  const tracker = new NestingTracker();
  for (const token of new Lexer().lex(text)) {
    if (tracker.accept(token) > maxDepth) return true;
  }
  return false;
}

/**
 * Follows block collections by the column of their indicators and flow collections by their
 * brackets. Zero-width control tokens (document mode, scalar marker, flow error end) do not
 * move the column.
 */
class NestingTracker {
  private readonly blocks: OpenBlock[] = [];
  private flowDepth = 0;
  private column = 0;
  private atLineStart = true;
  private nodeColumn = -1;
  private nextIsScalarSource = false;
  private blockScalarBodyNext = false;

  /** Consumes one token and returns the nesting depth reached. */
  accept(token: string): number {
    if (this.nextIsScalarSource) {
      this.nextIsScalarSource = false;
      this.advance(token);
      return this.depth();
    }
    switch (CST.tokenType(token)) {
      case 'doc-mode':
        this.reset();
        return 0;
      case 'flow-error-end':
        this.flowDepth = 0;
        return this.depth();
      case 'scalar':
        if (this.blockScalarBodyNext) this.blockScalarBodyNext = false;
        else this.startNode();
        this.nextIsScalarSource = true;
        return this.depth();
      case 'doc-start':
      case 'doc-end':
        this.reset();
        break;
      case 'newline':
      case 'space':
      case 'comment':
      case 'byte-order-mark':
      case 'directive-line':
        break;
      case 'seq-item-ind':
        this.openBlock('seq', this.column);
        break;
      case 'explicit-key-ind':
        this.openBlock('map', this.column);
        break;
      case 'map-value-ind':
        this.openBlock('map', this.nodeColumn >= 0 ? this.nodeColumn : this.column);
        break;
      case 'flow-seq-start':
      case 'flow-map-start':
        this.startNode();
        this.flowDepth += 1;
        break;
      case 'flow-seq-end':
      case 'flow-map-end':
        this.flowDepth = Math.max(0, this.flowDepth - 1);
        break;
      case 'block-scalar-header':
        this.startNode();
        this.blockScalarBodyNext = true;
        break;
      default:
        this.startNode();
    }
    this.advance(token);
    return this.depth();
  }

  private depth(): number {
    return (this.blocks.at(-1)?.depth ?? 0) + this.flowDepth;
  }

  private reset(): void {
    this.blocks.length = 0;
    this.flowDepth = 0;
    this.nodeColumn = -1;
    this.blockScalarBodyNext = false;
  }

  private startNode(): void {
    if (this.flowDepth > 0) return;
    this.startLine(false);
    if (this.nodeColumn < 0) this.nodeColumn = this.column;
  }

  private openBlock(kind: OpenBlock['kind'], column: number): void {
    if (this.flowDepth > 0) return;
    this.startLine(kind === 'seq');
    this.nodeColumn = -1;
    const top = this.blocks.at(-1);
    if (top && top.column === column && top.kind === kind) return;
    this.blocks.push({ column, depth: (top?.depth ?? 0) + 1, kind });
  }

  /** On a line's first content token, closes the block collections that line has left. */
  private startLine(isSeqItem: boolean): void {
    if (!this.atLineStart) return;
    this.atLineStart = false;
    let top = this.blocks.at(-1);
    while (
      top &&
      (top.column > this.column || (top.column === this.column && top.kind === 'seq' && !isSeqItem))
    ) {
      this.blocks.pop();
      top = this.blocks.at(-1);
    }
  }

  private advance(token: string): void {
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
