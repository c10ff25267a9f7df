/** Imports every type file and builds the schema (STYLE.md §6: index files only import). */
import { builder } from '../builder';
import './address';
import './application';
import './expense';
import './favourite';
import './homes';
import './income';
import './promotion';
import './settings';
import './user';

/** The executable GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
