import { describe, expect, it } from 'vitest';
import { wordedPage, wordedSite } from '../../tests/fixtures/worded-forms';
import type { LoadedBuild } from '../server/rendering/build-loader';
import { takeLead } from './lead-intake';

/** A build that serves one page, `/office-hours`, from the YAML a test gives. */
function buildOf(): LoadedBuild {
  const page = wordedPage();
  const site = wordedSite();
  const entry = {
    routes: [{ route: '/office-hours', kind: 'static' }],
    loadPage: async () => page,
    site,
    siteOfPath: () => ({ site, locale: { code: 'en' } }),
  };
  return { entry } as unknown as LoadedBuild;
}

const query = { form: 'office-hours', page: '/office-hours' };

describe('takeLead', () => {
  it("answers with the messages worded in YAML: the form's own, then the site's", async () => {
    const intake = await takeLead(buildOf(), query, { name: ' ', email: 'omar@example' });
    expect(intake).toMatchObject({
      kind: 'invalid',
      problems: [
        { field: 'name', message: 'Please tell us your full name' },
        { field: 'email', message: 'Work Email needs an @ and a domain, like name@company.com' },
      ],
    });
  });

  it('names a field the form does not have, and a submission with no answers, in its words', async () => {
    const build = buildOf();
    const answers = { name: 'Omar', email: 'omar@example.ae', surname: 'Haddad' };
    expect(await takeLead(build, query, answers)).toMatchObject({
      problems: [{ field: 'surname', message: 'This form has no field "surname"' }],
    });
    expect(await takeLead(build, query, ['Omar'])).toMatchObject({
      problems: [{ field: '', message: 'The form was empty.' }],
    });
  });

  it('takes valid answers as a lead', async () => {
    const intake = await takeLead(buildOf(), query, { name: 'Omar', email: 'omar@example.ae' });
    expect(intake).toMatchObject({
      kind: 'lead',
      input: {
        form: 'office-hours',
        page: '/office-hours',
        fields: [
          { name: 'name', label: 'Full Name', value: 'Omar' },
          { name: 'email', label: 'Work Email', value: 'omar@example.ae' },
        ],
      },
    });
  });
});
