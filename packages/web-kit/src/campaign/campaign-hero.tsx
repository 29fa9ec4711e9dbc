import { BackgroundImage, Box, Image, Overlay, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The header of the invite pages: a background picture, the brand logo or name, and a title. */
export function CampaignHero({
  image,
  brand,
  children,
}: {
  image: string;
  brand: { name: string; logo_url: string | null };
  children: ReactNode;
}) {
  return (
    <BackgroundImage src={image} style={{ position: 'relative' }}>
      <Overlay color="#000" backgroundOpacity={0.55} zIndex={0} />
      <Stack gap="sm" p="lg" py={40} style={{ position: 'relative', zIndex: 1 }} c="white">
        <Box>
          {brand.logo_url ? (
            <Image src={brand.logo_url} alt={brand.name} w={64} h={64} radius="md" />
          ) : (
            <Text fw={700} size="lg">
              {brand.name}
            </Text>
          )}
        </Box>
        {typeof children === 'string' ? <Title order={1}>{children}</Title> : children}
      </Stack>
    </BackgroundImage>
  );
}
