import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldGrid, FormFields } from '../../../forms/FormFields';
import { translatedGrid } from '../parts/translated-grid';
import type { FormValues } from '../../../forms/form-types';
import { PictureField } from '../pictures/PictureField';
import { PageFilesNotice } from './PageFilesNotice';
import type { ServiceFormState, ServiceFormWords } from './use-service-form';

/**
 * The fields of the Add and Edit dialogs: a sentence, a notice when a page document writes
 * the page at the record's address (so what is saved here does not show there), the
 * record's fields, then its words in the site's other language under their own heading.
 */
export function ServiceFormBody({
  words,
  service,
  description,
  onChange,
  readOnly,
}: {
  words: ServiceFormWords;
  service: ServiceFormState;
  description?: string;
  /** What a change of the record's fields does; by default it sets the one answer. */
  onChange?: (name: string, value: FormValues[string]) => void;
  /** The record's fields shown but not changed, by name. */
  readOnly?: readonly string[];
}) {
  const { translation } = words;
  const { form, translationForm } = service;
  const slug = form.values['slug'];
  return (
    <>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      <PageFilesNotice slug={typeof slug === 'string' ? slug.trim() : ''} words={words.pageFiles} />
      <Box sx={fieldGrid}>
        <FormFields
          form={form}
          onChange={onChange}
          readOnly={readOnly}
          render={{
            image_url: (props) => (
              <PictureField {...props} alt={String(form.values['image_alt'] ?? '')} />
            ),
          }}
        />
      </Box>
      {translation && (
        <Box component="section" sx={{ mt: 4 }}>
          <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
            {translation.heading}
          </Typography>
          <Box sx={translatedGrid}>
            <FormFields form={translationForm} />
          </Box>
        </Box>
      )}
    </>
  );
}
