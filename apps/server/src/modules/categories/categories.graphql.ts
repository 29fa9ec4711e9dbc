import type { StoreCategoryInput } from '@portal/domain/categories/categories';
import type { GraphqlModule } from '../../graphql/graphql-module';

/** Spec part 2 section 7: categoryList, getCreatorCategories, storeCreatorCategories. */
export const categoriesGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type SubCategory {
      subCategoryID: ID!
      subCategoryName: String!
    }
    "A primary category of the taxonomy with its sub-categories."
    type Category {
      primaryCategoryID: ID!
      primaryCategoryName: String!
      subCategories: [SubCategory!]!
    }
    type CreatorSubCategory {
      subCategoryId: ID!
      subCategoryName: String!
    }
    "A category the creator chose; one is primary."
    type CreatorCategory {
      categoryId: ID!
      categoryName: String!
      isPrimary: Boolean!
      subCategories: [CreatorSubCategory!]!
    }
    type CategoryError {
      field: String
      message: String!
    }
    type StoreCreatorCategoriesResult {
      wasSuccessful: Boolean!
      errors: [CategoryError!]!
    }
    input SubCategoryInput {
      id: ID!
    }
    input CreatorCategoryInput {
      id: ID!
      isPrimary: Boolean!
      subCategories: [SubCategoryInput!]
    }
    input StoreCreatorCategoriesInput {
      userId: ID!
      categories: [CreatorCategoryInput!]!
    }
    extend type Query {
      categoryList: [Category!]!
      getCreatorCategories(userId: ID!): [CreatorCategory!]!
    }
    extend type Mutation {
      storeCreatorCategories(input: StoreCreatorCategoriesInput!): StoreCreatorCategoriesResult!
    }
  `,
  resolvers: {
    Query: {
      categoryList: (_root, _args, { actor, container }) =>
        container.categories.categoryList(actor),
      getCreatorCategories: (_root, args: { userId: string }, { actor, container }) =>
        container.categories.getCreatorCategories(actor, args.userId),
    },
    Mutation: {
      storeCreatorCategories: (
        _root,
        args: {
          input: {
            userId: string;
            categories: (Omit<StoreCategoryInput, 'subCategories'> & {
              subCategories?: { id: string }[] | null;
            })[];
          };
        },
        { actor, container },
      ) =>
        container.categories.storeCreatorCategories(actor, {
          userId: args.input.userId,
          categories: args.input.categories.map((c) => ({
            ...c,
            subCategories: c.subCategories ?? [],
          })),
        }),
    },
  },
};
