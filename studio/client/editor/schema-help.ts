import type { CompletionContext, CompletionResult, Completion } from '@codemirror/autocomplete';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { parse } from 'yaml';
import { pathAtOffset, propertiesAt, schemaAt, type JsonSchema } from '../../shared/schema-at';

/** The data of a text, as far as it reads: completion works while a line is half typed. */
function dataOf(text: string): unknown {
  try {
    return parse(text, { uniqueKeys: false, logLevel: 'silent' });
  } catch {
    return null;
  }
}

const infoOf = (schema: JsonSchema) =>
  [schema.title, schema.description].filter(Boolean).join(': ') || undefined;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

/**
 * The mapping a key typed at `column` of line `lineNumber` belongs to: the first line above
 * that is less indented, or a list item whose keys start at that column. Its path comes from
 * the YAML (pathAtOffset); the top of the document when nothing is above.
 */
function parentPath(text: string, lines: string[], lineNumber: number, column: number) {
  let offset = lines.slice(0, lineNumber - 1).reduce((sum, line) => sum + line.length + 1, 0);
  for (let index = lineNumber - 2; index >= 0; index -= 1) {
    const line = lines[index]!;
    offset -= line.length + 1;
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const item = /^(\s*)-\s+([\w-]+)\s*:/.exec(line);
    if (item && item[1]!.length + line.slice(item[1]!.length).indexOf(item[2]!) === column) {
      const path = pathAtOffset(text, offset + line.indexOf(item[2]!));
      return path ? path.slice(0, -1) : null;
    }
    if (indentOf(line) < column) {
      const key = /^\s*(?:-\s+)?([\w-]+)\s*:\s*$/.exec(line);
      return key ? pathAtOffset(text, offset + line.lastIndexOf(key[1]!)) : null;
    }
  }
  return [];
}

/**
 * Completion from the JSON Schema the engine validates with: block types after `type: ` in
 * a block, a property's allowed values after its key, and the keys the mapping may have.
 */
export function schemaCompletion(schema: JsonSchema) {
  return (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos);
    const before = line.text.slice(0, context.pos - line.from);
    const text = context.state.doc.toString();
    const lines = text.split('\n');
    const valueMatch = /^(\s*(?:-\s+)?)([\w-]+):\s+([\w-]*)$/.exec(before);
    if (valueMatch) {
      const column = valueMatch[1]!.length;
      const parent = /-\s+$/.test(valueMatch[1]!)
        ? pathAtOffset(text, line.from + column)?.slice(0, -1)
        : parentPath(text, lines, line.number, column);
      if (!parent) return null;
      const data = dataOf(text);
      const property = propertiesAt(schema, parent, data).find(([name]) => name === valueMatch[2]);
      const values = property?.[1].enum;
      if (!values) return null;
      const defs = schema.$defs ?? {};
      const options: Completion[] = values.map((value) => {
        const block = defs[`block-${String(value)}`];
        return {
          label: String(value),
          type: 'enum',
          ...(block?.title ? { detail: block.title } : {}),
          ...(block?.description ? { info: block.description } : {}),
        };
      });
      return { from: context.pos - valueMatch[3]!.length, options, validFor: /^[\w-]*$/ };
    }
    const keyMatch = /^(\s*(?:-\s+)?)([\w-]*)$/.exec(before);
    if (!keyMatch || (!context.explicit && !keyMatch[2])) return null;
    const column = keyMatch[1]!.length;
    // A key typed on a new list item (`- ti`) reads as the item itself, so its path is the item's.
    const parent = /-\s+$/.test(keyMatch[1]!)
      ? pathAtOffset(text, line.from + column)
      : parentPath(text, lines, line.number, column);
    if (!parent) return null;
    const options = propertiesAt(schema, parent, dataOf(text)).map(([name, property]) => ({
      label: name,
      type: 'property',
      apply: `${name}: `,
      ...(infoOf(property) ? { info: infoOf(property) } : {}),
    }));
    return { from: context.pos - keyMatch[2]!.length, options, validFor: /^[\w-]*$/ };
  };
}

/** A key's description from the schema, shown when the pointer rests on it. */
export function schemaHover(schema: JsonSchema) {
  return hoverTooltip((view, pos): Tooltip | null => {
    const text = view.state.doc.toString();
    const path = pathAtOffset(text, pos);
    if (!path || path.length === 0) return null;
    const found = schemaAt(schema, path, dataOf(text));
    const block =
      path[0] === 'blocks' && path.length === 3 && path[2] === 'type'
        ? schema.$defs?.[
            `block-${String((dataOf(text) as { blocks?: { type?: string }[] })?.blocks?.[path[1] as number]?.type)}`
          ]
        : undefined;
    const words = infoOf(block ?? found ?? {});
    if (!words) return null;
    const word = view.state.wordAt(pos);
    return {
      pos: word?.from ?? pos,
      end: word?.to ?? pos,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-studio-hover';
        dom.textContent = words;
        return { dom };
      },
    };
  });
}
