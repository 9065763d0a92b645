import { describe, expect, it } from 'vitest';
import type { FormField } from './form-types';
import { presetFromQuery } from './query-preset';
import { formField } from '../../tests/fixtures/form-field';

const field = formField;

const service = field({
  name: 'service',
  label: 'Service Interest',
  kind: 'select',
  options: [
    { value: 'network', label: 'Network Infrastructure' },
    { value: 'voip', label: 'VoIP' },
    { value: 'cloud', label: 'Cloud' },
  ],
  fromQuery: 'service',
  queryMap: { communication: 'voip', data: 'cloud' },
});
const topic = field({ name: 'topic', label: 'Topic', fromQuery: 'topic' });
const plain = field({ name: 'name', label: 'Full Name' });

const preset = (query: string, fields: FormField[] = [service, topic, plain]) =>
  presetFromQuery(fields, new URLSearchParams(query));

describe('presetFromQuery', () => {
  it('maps a query value to the option its queryMap names', () => {
    expect(preset('service=communication')).toEqual({ values: { service: 'voip' } });
  });

  it('takes a value that is already an option, ignoring case', () => {
    expect(preset('service=Cloud').values).toEqual({ service: 'cloud' });
  });

  it('chooses nothing for a value that is neither mapped nor an option, and adds no option', () => {
    expect(preset('service=it-officer-on-demand')).toEqual({ values: {} });
    expect(preset('service=%3Cscript%3E')).toEqual({ values: {} });
    expect(preset(`service=${'a'.repeat(121)}`).values).toEqual({});
  });

  it('fills a text field with the value as given, and leaves other fields alone', () => {
    expect(preset('topic=Wi-Fi%20dead%20zones&name=Omar').values).toEqual({
      topic: 'Wi-Fi dead zones',
    });
  });

  it('takes a value named like one of Object’s own keys as any other unknown value', () => {
    expect(preset('service=constructor')).toEqual({ values: {} });
  });

  it('leaves a tick box alone', () => {
    const consent = field({ name: 'consent', label: 'I agree', kind: 'checkbox', fromQuery: 'ok' });
    expect(preset('ok=true', [consent])).toEqual({ values: {} });
  });

  it('does nothing without the parameter', () => {
    expect(preset('')).toEqual({ values: {} });
    expect(preset('service=').values).toEqual({});
  });
});
