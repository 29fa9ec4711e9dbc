import { categoriesGraphql } from '../modules/categories/categories.graphql';
import { contactsGraphql } from '../modules/contacts/contacts.graphql';
import { contentGraphql } from '../modules/content/content.graphql';
import { contentStatusGraphql } from '../modules/content/content-status.graphql';
import { invitesGraphql } from '../modules/invites/invites.graphql';
import { sagasGraphql } from '../modules/sagas/sagas.graphql';
import type { GraphqlModule } from './graphql-module';

/** Every module that adds to the GraphQL schema. Add one line per module. */
export const graphqlModules: GraphqlModule[] = [
  contentGraphql,
  contentStatusGraphql,
  sagasGraphql,
  contactsGraphql,
  invitesGraphql,
  categoriesGraphql,
];
