import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLeadApi } from '../../tests/fixtures/lead-api';
import { testSite } from '../../tests/fixtures/test-site';
import { wordedPage, wordedSite } from '../../tests/fixtures/worded-forms';
import { renderWithProviders } from '../../tests/render';
import { BlockRenderer } from '../render/BlockRenderer';
import { fieldMessage, formMessages } from './form-messages';

const leadApi = serveLeadApi();
const site = testSite.forms.messages;

describe('formMessages', () => {
  it("takes the form's own wording over the site's, key by key", () => {
    const messages = formMessages(site, { required: 'Please fill in {label}' });
    expect(messages.required).toBe('Please fill in {label}');
    expect(messages.email).toBe(site.email);
  });

  it('leaves out what is not a catalogue message, such as a dialog’s own', () => {
    const own = { slugTaken: 'Taken', required: 'Needed' } as Parameters<typeof formMessages>[1];
    expect(Object.keys(formMessages(site, own)).sort()).toEqual(Object.keys(site).sort());
  });
});

describe('fieldMessage', () => {
  it('fills in the label as written and in lowercase, and the limit as a number', () => {
    const messages = formMessages(site, { tooLong: '{lowercaseLabel}: {max} at most ({label})' });
    expect(fieldMessage(messages, 'tooLong', { label: 'Team Size' }, { max: 5000 })).toBe(
      'team size: 5,000 at most (Team Size)',
    );
  });
});

describe('messages worded in YAML', () => {
  it("reach the visitor: the form's own, then the site's, on the browser's check", async () => {
    const user = userEvent.setup();
    const [block] = wordedPage().blocks;
    renderWithProviders(<BlockRenderer block={block!} vars={{ product: 'TechCrew' }} />, {
      site: wordedSite(),
    });
    await user.click(screen.getByRole('button', { name: 'Reserve My Slot' }));
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveAccessibleDescription('Please tell us your full name');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Work Email' })).toHaveAccessibleDescription(
      'Please tell us your work email',
    );

    await user.type(name, 'Omar');
    await user.type(screen.getByRole('textbox', { name: 'Work Email' }), 'omar@example');
    await user.click(screen.getByRole('button', { name: 'Reserve My Slot' }));
    expect(screen.getByRole('textbox', { name: 'Work Email' })).toHaveAccessibleDescription(
      'Work Email needs an @ and a domain, like name@company.com',
    );
    expect(leadApi.posts).toEqual([]);
  });
});
