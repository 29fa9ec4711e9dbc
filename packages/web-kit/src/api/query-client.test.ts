import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

afterEach(() => vi.mocked(notifications.show).mockClear());

async function failFirstLoad(error: Error) {
  const client = createQueryClient();
  await client
    .fetchQuery({
      queryKey: ['x', error.message],
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);
}

describe('createQueryClient: a first load that fails', () => {
  it('is not toasted when the thing is not there (404): the page says it once', async () => {
    await failFirstLoad(new ApiError({ status: 404, message: 'The content was not found.' }));
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('is toasted when the server failed', async () => {
    await failFirstLoad(
      new ApiError({ status: 500, message: 'The server has encountered an error.' }),
    );
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The server has encountered an error.' }),
    );
  });
});
