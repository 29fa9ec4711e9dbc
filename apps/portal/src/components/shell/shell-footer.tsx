import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

/** Footer links: Privacy, Terms & Conditions, Support. */
export function ShellFooter() {
  return (
    <Box
      component="footer"
      py="lg"
      px="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="center" gap="lg" maw="60rem" mx="auto">
        <Anchor href={env.privacyUrl} size="sm" target="_blank" rel="noopener noreferrer">
          Privacy
        </Anchor>
        <Anchor component={Link} to={paths.creator.terms.getHref()} size="sm">
          Terms &amp; Conditions
        </Anchor>
        <Anchor component={Link} to={paths.creator.support.getHref()} size="sm">
          Support
        </Anchor>
      </Group>
    </Box>
  );
}
