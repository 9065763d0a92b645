import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormView } from '../../engine/forms/FormView';
import { Section, sectionLook } from '../../engine/ui/Section';
import { FormAside } from './FormAside';
import type { FormSectionProps } from './form-section.schema';

export function FormSection(props: FormSectionProps) {
  const { form, aside } = props;
  return (
    <Section {...props}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: aside ? '7fr 5fr' : '1fr' },
          maxWidth: aside ? undefined : 760,
          mx: 'auto',
        }}
      >
        <Paper
          elevation={0}
          sx={{
            p: { xs: 2.5, sm: 4 },
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            color: 'text.primary',
          }}
        >
          <FormView form={form} />
        </Paper>
        {aside && (
          <Stack spacing={3} component="aside" aria-label={aside.heading}>
            <FormAside aside={aside} look={sectionLook(props)} />
          </Stack>
        )}
      </Box>
    </Section>
  );
}
