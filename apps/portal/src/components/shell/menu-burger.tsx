import { UnstyledButton } from '@mantine/core';
import type { Ref } from 'react';
import classes from './menu-burger.module.css';

/**
 * The header's menu button: Mantine's Burger (size sm) drawn by a CSS module, three lines that
 * turn into a cross while the menu is open. `data-reduce-motion` lets Mantine's global styles
 * drop the transition for people who ask for less motion, as Burger does.
 */
export function MenuBurger({
  opened,
  onClick,
  label,
  ref,
}: {
  opened: boolean;
  onClick: () => void;
  label: string;
  /** The shell gives the keyboard focus back here when the menu closes. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <UnstyledButton
      ref={ref}
      className={classes.root}
      onClick={onClick}
      aria-label={label}
      aria-expanded={opened}
    >
      <span className={classes.lines} data-opened={opened || undefined} data-reduce-motion />
    </UnstyledButton>
  );
}
