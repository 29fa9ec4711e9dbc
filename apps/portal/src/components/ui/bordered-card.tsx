import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './bordered-card.module.css';

/**
 * A bordered card that looks like Mantine's `<Card withBorder radius="md">`, as a plain element:
 * the campaigns list, the landing page, draws its cards without Mantine's Card on its critical path
 * (docs/decisions/010).
 */
export function BorderedCard({
  component: Component = 'div',
  padding = 'md',
  className,
  style,
  ...props
}: HTMLAttributes<HTMLElement> & {
  component?: 'article' | 'section' | 'div';
  padding?: 0 | 'md' | 'lg' | 'xl';
}) {
  const cardPadding = padding === 0 ? '0' : `var(--mantine-spacing-${padding})`;
  return (
    <Component
      className={className ? `${classes.card} ${className}` : classes.card}
      style={{ '--card-padding': cardPadding, ...style } as CSSProperties}
      {...props}
    />
  );
}
