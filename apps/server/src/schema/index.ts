/** Imports every type file and builds the schema (STYLE.md §6: index files only import). */
import { builder } from '../builder';
import './application';
import './favourite';
import './homes';
import './promotion';
import './settings';
import './user';

/** The executable GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
