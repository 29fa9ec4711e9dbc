import { type CSSProperties, useState } from 'react';
import classes from './profile-avatar.module.css';

// Mantine Avatar's color="initials" palette and hash, so a name keeps the colour it had.
const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
] as const;

function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length]!;
}

function initials(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/**
 * The creator's picture in the header, or their initials on a colour from their name when there
 * is none or it fails to load: Mantine's Avatar (size md, color="initials") as plain elements.
 */
export function ProfileAvatar({
  src,
  name,
  alt,
}: {
  src: string | null;
  name: string;
  alt: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <div className={classes.root}>
        <img className={classes.image} src={src} alt={alt} onError={() => setFailedSrc(src)} />
      </div>
    );
  }
  const color = initialsColor(name);
  const style = {
    background: `var(--mantine-color-${color}-light)`,
    // Dark text on the light tint: the tint's own colour fell under 4.5:1 for some names (axe).
    color: 'var(--mantine-color-dark-8)',
  } satisfies CSSProperties;
  return (
    <div className={classes.root}>
      <span className={classes.initials} style={style} title={alt}>
        {initials(name)}
      </span>
    </div>
  );
}
