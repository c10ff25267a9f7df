/** Imports every type file and builds the schema (STYLE.md §6: index files only import). */
import { builder } from '../builder';
import './address';
import './applicant-document';
import './application';
import './enums';
import './expense';
import './favourite';
import './homes';
import './identity-verification';
import './income';
import './open-banking';
import './promotion';
import './settings';
import './upload';
import './user';
import './verification-link';

/** The executable GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
