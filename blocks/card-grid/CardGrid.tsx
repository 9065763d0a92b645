import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionButton } from '../../engine/ui/ActionButton';
import { ActionRow } from '../../engine/ui/ActionRow';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { Icon } from '../../engine/ui/icons';
import { IconTile } from '../../engine/ui/IconTile';
import { Section, sectionLook } from '../../engine/ui/Section';
import { TickList } from '../../engine/ui/TickList';
import type { cardGridSchema } from './card-grid.schema';

export type CardGridProps = FromSchema<typeof cardGridSchema>;
type CardItem = CardGridProps['items'][number];

export function CardGrid(props: CardGridProps) {
  const { columns, look, items, actions } = props;
  const { dark, headingLevel } = sectionLook(props);
  return (
    <Section {...props}>
      <CardList columns={{ sm: columns === 2 ? 1 : 2, md: columns }}>
        {items.map((item) => (
          <CardListItem key={item.title}>
            <GridCard item={item} look={look} dark={dark} headingLevel={headingLevel} />
          </CardListItem>
        ))}
      </CardList>
      <ActionRow actions={actions} />
    </Section>
  );
}

interface CardProps {
  item: CardItem;
  look: CardGridProps['look'];
  dark: boolean;
  headingLevel: 'h2' | 'h3';
}

function cardBackground(look: CardGridProps['look'], dark: boolean, soft: string): string {
  if (dark) return 'band.surface';
  if (look === 'plain') return 'transparent';
  return look === 'tinted' ? soft : 'background.paper';
}

function GridCard({ item, look, dark, headingLevel }: CardProps) {
  const accent = useTheme().palette.accent[item.color ?? 'blue'];
  const tinted = look === 'tinted' && !dark;
  return (
    <Card
      variant={look === 'plain' ? 'elevation' : 'outlined'}
      elevation={0}
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        bgcolor: cardBackground(look, dark, accent.soft),
        color: 'inherit',
        borderColor: dark ? 'band.border' : tinted ? 'transparent' : undefined,
        borderTop: look === 'accent' ? `4px solid ${accent.main}` : undefined,
      }}
    >
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
        >
          {item.icon && (
            <IconTile
              size={48}
              radius={3}
              dark={dark}
              colours={{ soft: tinted ? 'background.paper' : accent.soft, main: accent.main }}
            >
              <Icon name={item.icon} />
            </IconTile>
          )}
          {item.badge && (
            <Chip
              label={item.badge}
              size="small"
              sx={{ bgcolor: accent.main, color: 'common.white', fontWeight: 700, ml: 'auto' }}
            />
          )}
        </Stack>
        <Typography variant="h3" component={headingLevel}>
          {item.title}
        </Typography>
        {item.highlight && (
          <Typography
            sx={{
              fontWeight: 800,
              fontSize: '1.4rem',
              color: dark ? 'highlight.light' : accent.main,
            }}
          >
            {item.highlight}
          </Typography>
        )}
        {item.description && (
          <Typography sx={{ color: dark ? 'band.muted' : 'text.secondary' }}>
            {item.description}
          </Typography>
        )}
        {item.features && item.features.length > 0 && (
          <TickList items={item.features} dark={dark} size="small" />
        )}
        {(item.button || item.link) && (
          <Stack
            direction="row"
            sx={{ mt: 'auto', pt: 1, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            {item.button && (
              <ActionButton
                action={item.button}
                aria-label={`${item.button.label}: ${item.title}`}
              />
            )}
            {item.link && (
              <ActionButton
                action={{ variant: 'text', ...item.link }}
                aria-label={`${item.link.label}: ${item.title}`}
                sx={{
                  px: item.button ? 1 : 0,
                  minWidth: 0,
                  color: dark ? 'band.contrastText' : tinted ? 'primary.dark' : 'primary.main',
                  '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' },
                }}
              />
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
