import Button, { type ButtonProps } from '@mui/material/Button';
import { LocalLink } from './LocalLink';
import type { FromSchema } from 'json-schema-to-ts';
import type { actionSchema } from '../schema/action.schema';
import { Icon } from './icons';

export type Action = FromSchema<typeof actionSchema>;

const variants = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'contained', color: 'secondary' },
  outlined: { variant: 'outlined', color: 'inherit' },
  text: { variant: 'text', color: 'inherit' },
} as const satisfies Record<string, Pick<ButtonProps, 'variant' | 'color'>>;

type Props = { action: Action } & Omit<ButtonProps, 'action' | 'href' | 'onClick'>;

/**
 * Renders any button or link of a page document. Each action keeps a real link
 * where one exists, and a button opens its dialog by the browser's own invoker command,
 * so all of them work before scripts load.
 */
export function ActionButton({ action, ...buttonProps }: Props) {
  const look = variants[action.variant ?? 'primary'];
  const startIcon = action.icon ? <Icon name={action.icon} /> : undefined;
  const common = { ...look, startIcon, ...buttonProps };

  if (action.to !== undefined) {
    return (
      <Button component={LocalLink} to={action.to} {...common}>
        {action.label}
      </Button>
    );
  }
  if (action.href !== undefined) {
    const external = action.href.startsWith('https://');
    return (
      <Button
        href={action.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...common}
      >
        {action.label}
      </Button>
    );
  }
  if (action.scrollTo !== undefined) {
    const target = action.scrollTo;
    return (
      // The starter scrolls in-page links (scrollOnInPageLinks), before the app and after.
      <Button href={`#${target}`} {...common}>
        {action.label}
      </Button>
    );
  }
  if (action.download !== undefined) {
    // The build makes `download` the file's address; a file it did not make (a preview's
    // new one) has none yet, and no button.
    if (!action.download.startsWith('/')) return null;
    // An empty `download` saves the file under the name it is served by.
    const fileLink = { href: action.download, download: '' };
    return (
      <Button {...fileLink} {...common}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button
      aria-haspopup="dialog"
      commandfor={action.open}
      command="show-modal"
      // The starter fills the dialog's form with these as it opens (dialog-presets.ts).
      {...(action.preset ? { 'data-preset': JSON.stringify(action.preset) } : {})}
      {...common}
    >
      {action.label}
    </Button>
  );
}
