import type { StoredCategory } from '@portal/domain/categories/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

const GET_CREATOR_CATEGORIES = /* GraphQL */ `
  query GetCreatorCategories($userId: ID!) {
    getCreatorCategories(userId: $userId) {
      categoryId
      categoryName
      isPrimary
      subCategories {
        subCategoryId
        subCategoryName
      }
    }
  }
`;

/** Spec part 2 sections 7 and 8: the creator's stored categories; a failed load is an empty list. */
export async function getCreatorCategories(userId: string | number): Promise<StoredCategory[]> {
  try {
    const data = await graphql<{ getCreatorCategories: StoredCategory[] }>(GET_CREATOR_CATEGORIES, {
      userId: String(userId),
    });
    return data.getCreatorCategories;
  } catch (error) {
    console.warn('Could not load the creator categories', error);
    return [];
  }
}

export const creatorCategoriesQueryOptions = (userId: string | number) =>
  queryOptions({
    queryKey: setupKeys.creatorCategories(userId),
    queryFn: () => getCreatorCategories(userId),
  });

export const useCreatorCategories = (userId: string | number) =>
  useQuery(creatorCategoriesQueryOptions(userId));
