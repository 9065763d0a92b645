import type { Variables } from '../../engine/locale/interpolate';
import type { PreviewData } from './studio-api';

/** What the studio tells its preview frame. */
export type ToPreview =
  | { kind: 'render'; data: PreviewData; sequence: number; selected: number | null }
  | { kind: 'select'; block: number | null };

/** Where in the preview a click landed: a block of the page, or the site's header or footer. */
export type ClickRegion = { block: number } | { site: 'header' | 'footer' | 'shell' };

/** What the preview frame tells the studio. */
export type FromPreview =
  | { kind: 'ready' }
  | { kind: 'rendered'; sequence: number }
  | {
      kind: 'clicked';
      region: ClickRegion;
      /** The text under the pointer: the text node's, else the element's. */
      text: string;
      /** The values `{name}` references took on the page, to match its text to the YAML. */
      variables: Variables;
    };

/** The attribute the studio's render puts on each block's wrapper, with the block's index. */
export const blockAttribute = 'data-studio-block';
/** The attribute of the wrapper of the block the editor's cursor is in. */
export const selectedAttribute = 'data-studio-selected';
