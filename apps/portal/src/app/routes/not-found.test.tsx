import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { mockApi, renderRoutes } from '@/testing/test-utils';

describe('catch-all route', () => {
  it.each(['/nowhere', '/creator/not-a-page', '/app/unknown'])(
    "shows 'Page not Found' for %s",
    async (path) => {
      mockApi({});
      renderRoutes(routes, { path });
      expect(await screen.findByRole('heading', { name: 'Page not Found' })).toBeInTheDocument();
      expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Campaigns' })).toHaveAttribute(
        'href',
        '/creator/dashboard/campaigns',
      );
    },
  );
});
