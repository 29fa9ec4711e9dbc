import type { ListCategory } from '@portal/domain/categories/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

const CATEGORY_LIST = /* GraphQL */ `
  query CategoryList {
    categoryList {
      primaryCategoryID
      primaryCategoryName
      subCategories {
        subCategoryID
        subCategoryName
      }
    }
  }
`;

/** Spec part 2 section 7 categoryList: the taxonomy (it rarely changes). */
export const getCategoryList = () =>
  graphql<{ categoryList: ListCategory[] }>(CATEGORY_LIST).then((d) => d.categoryList);

export const categoryListQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.categoryList(),
    queryFn: getCategoryList,
    staleTime: 60 * 60_000,
  });

export const useCategoryList = () => useQuery(categoryListQueryOptions());
