import Box from '@mui/material/Box';
import type { PageDocument } from '../document/page-types';
import { useSite } from '../site/site-context';
import { BlockRenderer } from './BlockRenderer';
import { DialogProvider } from './dialogs';
import type { Variables } from './interpolate';

interface Props {
  page: PageDocument;
  vars?: Variables;
  /** The server's HTML of the page's static blocks, by index, kept while hydrating. */
  prerendered?: Readonly<Record<number, string>>;
}

/** A page document's blocks, in order, with the page's dialogs. */
export function PageView({ page, vars = {}, prerendered = {} }: Props) {
  const site = useSite();
  const variables = {
    product: site.brand.name,
    'site.phone': site.contact.phone,
    'site.email': site.contact.email,
    'site.address': site.contact.address,
    ...page.variables,
    ...vars,
  };
  return (
    <DialogProvider>
      <Box component="main" id="main">
        {page.blocks.map((block, index) => (
          <BlockRenderer
            key={`${block.type}-${index}`}
            block={block}
            vars={variables}
            index={index}
            prerendered={prerendered[index]}
          />
        ))}
      </Box>
    </DialogProvider>
  );
}
