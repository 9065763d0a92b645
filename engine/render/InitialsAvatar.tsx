import Avatar from '@mui/material/Avatar';
import { accentColours } from '../theme/accents';

const avatarColours = Object.values(accentColours).map((accent) => accent.main);

/** "Khalid Al Mansoori" becomes "KM": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A round avatar showing a person's initials, coloured by their position in a list
 * so neighbours differ. The name is beside it on the page, so it is hidden from
 * screen readers.
 */
export function InitialsAvatar({
  name,
  index,
  size = 56,
}: {
  name: string;
  index: number;
  size?: number;
}) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.36,
        fontWeight: 800,
        color: '#FFFFFF',
        bgcolor: avatarColours[index % avatarColours.length],
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
