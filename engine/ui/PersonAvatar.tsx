import Avatar from '@mui/material/Avatar';
import { portraitSrc } from '../images/portrait';
import { accentColours } from '../theme/accents';

export type AvatarColour = keyof typeof accentColours;
const colourNames = Object.keys(accentColours) as AvatarColour[];

/** "Khalid Al Mansoori" becomes "KM": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The accent a person's avatar takes by their place in a list, so neighbours differ. */
export function avatarColourAt(index: number): AvatarColour {
  return colourNames[index % colourNames.length]!;
}

interface PersonAvatarProps {
  name: string;
  /** Their own photo from the page; the generated portrait of the name without it. */
  photo?: string;
  colour: AvatarColour;
  size?: number;
}

/**
 * A round picture of a person on a soft accent background: their photo or illustrated
 * portrait, and their initials on the full accent colour when neither loads. The name
 * is beside it on the page, so it is hidden from screen readers.
 */
export function PersonAvatar({ name, photo, colour, size = 56 }: PersonAvatarProps) {
  const accent = accentColours[colour];
  return (
    <Avatar
      aria-hidden
      src={portraitSrc(name, photo)}
      alt=""
      slotProps={{ img: { width: size, height: size, loading: 'lazy', decoding: 'async' } }}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        bgcolor: accent.soft,
        // MUI marks the avatar `colorDefault` once it shows the initials instead.
        '&.MuiAvatar-colorDefault': {
          bgcolor: accent.main,
          color: 'common.white',
          fontSize: size * 0.36,
          fontWeight: 800,
        },
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
