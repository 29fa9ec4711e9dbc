import type { StoreCategoryInput, StoredCategory } from '@portal/domain/categories/categories';
import {
  type CategoryInputProblem,
  categoryInputProblems,
} from '@portal/domain/categories/store-input';
import {
  assertCanChangeOwned,
  assertCanReadOwned,
  assertCanUsePortal,
} from '@portal/domain/policies';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../auth/tokens';
import { presentCategoryList, presentCreatorCategories } from './categories.presenter';
import type { CategoriesRepository } from './categories.repository';

const actorOf = (claims: AccessClaims | null) =>
  claims && { id: claims.userId, type: claims.type, brandId: claims.brandId };

export interface StoreCategoriesResult {
  wasSuccessful: boolean;
  errors: CategoryInputProblem[];
}

export function createCategoriesService({ db, repo }: { db: Db; repo: CategoriesRepository }) {
  const list = async () => presentCategoryList(await repo.listAll());

  return {
    /** GraphQL categoryList: the taxonomy. @throws AppError unauthenticated / forbidden (not a creator). */
    async categoryList(claims: AccessClaims | null) {
      assertCanUsePortal(actorOf(claims));
      return list();
    },

    /**
     * GraphQL getCreatorCategories(userId): the creator's own categories, primary first.
     * @throws AppError not_found for another creator's id, forbidden for brand users.
     */
    async getCreatorCategories(
      claims: AccessClaims | null,
      userId: string,
    ): Promise<StoredCategory[]> {
      assertCanReadOwned(actorOf(claims), userId, 'creator');
      return presentCreatorCategories(await repo.listForCreator(Number(userId)));
    },

    /**
     * GraphQL storeCreatorCategories: replaces the creator's choice in one transaction, so a
     * repeated call leaves the same rows. Bad input (part 2 section 5 rules) answers
     * wasSuccessful false with errors and changes nothing.
     * @throws AppError not_found for another creator's id, forbidden for ops and brand users.
     */
    async storeCreatorCategories(
      claims: AccessClaims | null,
      input: { userId: string; categories: StoreCategoryInput[] },
    ): Promise<StoreCategoriesResult> {
      assertCanChangeOwned(actorOf(claims), input.userId, 'creator');
      const errors = categoryInputProblems(input.categories, await list());
      if (errors.length > 0) return { wasSuccessful: false, errors };
      const rows = input.categories.flatMap((c) => {
        const rank = c.isPrimary ? 0 : 1;
        return [
          { category_id: Number(c.id), is_primary: c.isPrimary, rank },
          ...c.subCategories.map((s) => ({ category_id: Number(s.id), is_primary: false, rank })),
        ];
      });
      await db.transaction((tx) => repo.replaceForCreator(Number(input.userId), rows, tx));
      return { wasSuccessful: true, errors: [] };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
