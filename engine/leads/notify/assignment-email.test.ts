import { describe, expect, it } from 'vitest';
import { storedLead } from '../../../tests/fixtures/stored-lead';
import { assignmentEmail, assignmentPayload } from './assignment-email';

const SITE = 'https://www.techcrew.ae';
const DELIVERY = '5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';
const lead = { ...storedLead, owner: 'Sara Khan' };

describe('the email telling a colleague a lead is theirs', () => {
  const email = assignmentEmail(
    { lead, assignedBy: 'عمر حداد' },
    'sara@techcrew.ae',
    SITE,
    DELIVERY,
  );

  it('says who gave it to them, then shows the lead with its link; replies go to the visitor', () => {
    expect(email.to).toEqual(['sara@techcrew.ae']);
    expect(email.subject).toBe('A lead for you from the contact form: Layla <b>Haddad</b>');
    expect(email.replyTo).toBe('layla@example.ae');
    // The name is isolated, so an Arabic one never turns the sentence around.
    expect(email.text.split('\n')[0]).toBe('\u2068عمر حداد\u2069 gave you this lead to follow up.');
    expect(email.text).toContain('Full Name: \u2068Layla <b>Haddad</b>\u2069');
    expect(email.text).toContain(`Open it in the dashboard: ${SITE}/admin?lead=${lead.id}`);
    expect(email.html).toContain('<p><bdi>عمر حداد</bdi> gave you this lead to follow up.</p>');
    expect(email.html).not.toContain('<b>Haddad</b>');
  });

  it('has a message id of its own, apart from the email of the new lead', () => {
    expect(email.messageId).toBe(`<lead-${lead.id}-assigned-${DELIVERY}@www.techcrew.ae>`);
  });

  it('says the lead is theirs when nobody is known to have given it', () => {
    const unsigned = assignmentEmail({ lead, assignedBy: '' }, 'sara@techcrew.ae', SITE, DELIVERY);
    expect(unsigned.text.split('\n')[0]).toBe('This lead is yours to follow up.');
  });

  it('makes nothing once the lead is given to someone else (or to nobody)', () => {
    const found = { lead, assignedBy: 'Omar', ownerAddress: 'SARA@techcrew.ae' };
    expect(assignmentPayload(found, 'sara@techcrew.ae', SITE, DELIVERY)).toMatchObject({
      subject: expect.stringContaining('A lead for you'),
    });
    for (const ownerAddress of ['ali@techcrew.ae', null]) {
      expect(
        assignmentPayload({ ...found, ownerAddress }, 'sara@techcrew.ae', SITE, DELIVERY),
      ).toBe(null);
    }
  });
});
