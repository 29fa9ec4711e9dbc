import { writeFileSync } from 'node:fs';
import { printGraphqlSchema } from '../graphql/schema';

// Writes the committed SDL from the modules' type definitions.
writeFileSync(new URL('../graphql/schema.graphql', import.meta.url), printGraphqlSchema());
