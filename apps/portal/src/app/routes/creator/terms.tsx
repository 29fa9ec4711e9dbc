import { Anchor, Box, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { DEFAULT_CREATOR_HOME } from '@/config/paths';
import { TermsContent } from '@/features/terms/components/terms-content';

/** /creator/terms: the creator terms of use, with a Back link to the previous page. */
export default function TermsRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    // The first page the app opened has the key 'default': there is no previous page in the app.
    if (location.key !== 'default') navigate(-1);
    else navigate(DEFAULT_CREATOR_HOME, { replace: true });
  };
  return (
    <Box mih="100vh" bg="white">
      <Box component="main" maw="48rem" mx="auto" px="md" py="lg">
        <Stack gap="md">
          <Anchor component="button" type="button" onClick={back} fw={600} w="fit-content">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              Back
            </Group>
          </Anchor>
          <TermsContent />
        </Stack>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
