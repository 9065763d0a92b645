import FormatQuote from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { avatarColourAt, PersonAvatar, type AvatarColour } from '../../engine/ui/PersonAvatar';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { Section } from '../../engine/ui/Section';
import { bandOverlay, cardOnBand, isDarkTone } from '../../engine/theme/theme';
import type { testimonialsSchema } from './testimonials.schema';
import { useUi } from '../../engine/ui/site-context';
import { interpolate } from '../../engine/locale/interpolate';

export type TestimonialsProps = FromSchema<typeof testimonialsSchema>;
type Testimonial = TestimonialsProps['items'][number];

export function Testimonials(props: TestimonialsProps) {
  const { heading, tone, items } = props;
  const dark = isDarkTone(tone);
  const ui = useUi();
  return (
    <Section {...props}>
      <CardList
        label={heading ?? ui.testimonials}
        columns={{
          sm: Math.min(items.length, 2),
          md: Math.min(items.length, items.length === 4 ? 2 : 3),
        }}
      >
        {items.map((item, index) => (
          <CardListItem key={`${item.name}-${index}`}>
            <TestimonialCard item={item} dark={dark} color={item.color ?? avatarColourAt(index)} />
          </CardListItem>
        ))}
      </CardList>
    </Section>
  );
}

interface CardProps {
  item: Testimonial;
  dark: boolean;
  color: AvatarColour;
}

function TestimonialCard({ item, dark, color }: CardProps) {
  const muted = dark ? 'band.muted' : 'text.secondary';
  const ui = useUi();
  return (
    <Card
      component="figure"
      sx={{
        m: 0,
        width: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        ...cardOnBand(dark),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {item.rating !== undefined ? (
          <Rating
            value={item.rating}
            readOnly
            getLabelText={(value) => interpolate(ui.rated, { value, max: 5 })}
            sx={{
              '& .MuiRating-iconFilled': { color: dark ? 'highlight.main' : 'accent.amber.main' },
              '& .MuiRating-iconEmpty': {
                color: dark ? bandOverlay(0.35) : 'outline',
              },
            }}
          />
        ) : (
          <span />
        )}
        <FormatQuote
          aria-hidden
          sx={{
            fontSize: 40,
            color: dark ? bandOverlay(0.3) : 'decoration',
          }}
        />
      </Box>
      <Typography
        component="blockquote"
        sx={{ m: 0, fontSize: '1.05rem', lineHeight: 1.6, flexGrow: 1 }}
      >
        {item.content}
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PersonAvatar name={item.name} photo={item.photo} colour={color} size={48} />
        <Box>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {item.name}
          </Typography>
          {item.role && (
            <Typography variant="body2" sx={{ color: muted }}>
              {item.role}
            </Typography>
          )}
        </Box>
      </Box>
    </Card>
  );
}
