import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../../tests/fixtures/hostile-text';
import { wordedPage, wordedSite } from '../../../tests/fixtures/worded-forms';
import type { LoadedBuild } from '../../server/rendering/build-loader';
import { takeLead } from './lead-intake';

/** A build that serves one page, `/office-hours`, from the YAML a test gives. */
function buildOf(): LoadedBuild {
  const page = wordedPage();
  const site = wordedSite();
  const entry = {
    routes: [{ route: '/office-hours', kind: 'static' }],
    loadPage: async () => page,
    site,
    siteOfPath: () => ({ site, locale: { code: 'en', dir: 'ltr' } }),
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

  it("keeps a visitor's bidirectional controls and direction marks, to show them made visible", async () => {
    const intake = await takeLead(buildOf(), query, {
      name: 'Invoice \u202efdp.exe \u200fليلى\u200e',
      email: 'omar@example.ae',
    });
    expect(intake).toMatchObject({
      kind: 'lead',
      input: { fields: [{ name: 'name', value: 'Invoice \u202efdp.exe \u200fليلى\u200e' }, {}] },
    });
  });

  it('takes any text as it was sent (trimmed), or refuses it naming the field', async () => {
    const build = buildOf();
    await fc.assert(
      fc.asyncProperty(hostileText(), async (name) => {
        const intake = await takeLead(build, query, { name, email: 'omar@example.ae' });
        if (intake.kind === 'lead') {
          expect(intake.input.fields[0]).toMatchObject({ name: 'name', value: name.trim() });
        } else {
          expect(intake.kind).toBe('invalid');
          if (intake.kind === 'invalid')
            expect(intake.problems.map((problem) => problem.field)).toEqual(['name']);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
