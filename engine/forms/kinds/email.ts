import type { FieldOfProps } from './field-base';
import { usualMessages } from './field-kind';
import { lineOfTextProps, textKind } from './text-kind';

export const emailProps = lineOfTextProps('Email field', 'an email address');

/** The browser's own email check, minus what it allows but mail servers reject. */
const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = textKind<FieldOfProps<typeof emailProps>>({
  maxLength: 254,
  format: emailFormat,
  messages: { ...usualMessages, format: 'email' },
});
