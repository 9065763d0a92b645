import { CST, Lexer } from 'yaml';

export type Opening = 'quote' | 'bracket' | 'brace';

export interface UnclosedOpening {
  kind: Opening;
  /** Offset of the opening character in the text. */
  offset: number;
}

// The lexer marks document starts, scalars and flow-error ends with one control character
// each; they are not part of the text, so they do not move the offset.
const ZERO_WIDTH_TOKENS: ReadonlySet<string> = new Set([CST.DOCUMENT, CST.SCALAR, CST.FLOW_END]);

/**
 * Where the quote, `[` or `{` that the text never closes was opened: the first unclosed quoted
 * scalar, else the innermost flow collection still open at the end. Null when there is none.
 */
export function findUnclosedOpening(text: string): UnclosedOpening | null {
  const openFlows: UnclosedOpening[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (ZERO_WIDTH_TOKENS.has(token)) continue;
    const type = CST.tokenType(token);
    if (type === 'flow-seq-start') openFlows.push({ kind: 'bracket', offset });
    else if (type === 'flow-map-start') openFlows.push({ kind: 'brace', offset });
    else if (type === 'flow-seq-end' || type === 'flow-map-end') openFlows.pop();
    else if (isUnclosedQuote(token, type)) return { kind: 'quote', offset };
    offset += token.length;
  }
  return openFlows.at(-1) ?? null;
}

function isUnclosedQuote(token: string, type: ReturnType<typeof CST.tokenType>): boolean {
  if (type === 'double-quoted-scalar') {
    const escapes = /\\*"$/.exec(token.slice(1))?.[0] ?? '';
    return token.length < 2 || escapes.length === 0 || escapes.length % 2 === 0;
  }
  if (type === 'single-quoted-scalar') {
    const quotes = token.split("'").length - 1;
    return token.length < 2 || !token.endsWith("'") || quotes % 2 === 1;
  }
  return false;
}
