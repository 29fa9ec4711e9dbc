import { AppError } from '@portal/domain/errors/app-error';
import { presentMe } from './users.presenter';
import type { UsersRepository } from './users.repository';
import type { Me } from './users.schemas';

export function createUsersService({ repo, clock }: { repo: UsersRepository; clock: () => Date }) {
  return {
    /** The signed-in user. @throws AppError('unauthenticated') when the account is gone. */
    async getMe(userId: number): Promise<Me> {
      const row = await repo.findMe(userId);
      if (!row) throw new AppError('unauthenticated', 'Your account no longer exists.');
      return presentMe(row, clock());
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
