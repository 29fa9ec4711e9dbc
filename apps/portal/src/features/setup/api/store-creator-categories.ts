import type { StoreCategoryInput } from '@portal/domain/categories/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

const STORE = /* GraphQL */ `
  mutation StoreCreatorCategories($input: StoreCreatorCategoriesInput!) {
    storeCreatorCategories(input: $input) {
      wasSuccessful
      errors {
        field
        message
      }
    }
  }
`;

export interface StoreCategoriesResult {
  wasSuccessful: boolean;
  errors: { field: string | null; message: string }[];
}

/** Spec part 2 section 7 storeCreatorCategories; an unsuccessful answer is thrown as an error. */
export async function storeCreatorCategories(input: {
  userId: string | number;
  categories: StoreCategoryInput[];
}) {
  const data = await graphql<{ storeCreatorCategories: StoreCategoriesResult }>(STORE, {
    input: { userId: String(input.userId), categories: input.categories },
  });
  const result = data.storeCreatorCategories;
  if (!result.wasSuccessful) {
    throw new Error(result.errors.map((e) => e.message).join(' ') || 'Could not save categories.');
  }
  return result;
}

export function useStoreCreatorCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeCreatorCategories,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: setupKeys.creatorCategories(input.userId) }),
  });
}
