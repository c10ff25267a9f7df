/** Imports every type file and builds the schema (STYLE.md §6: index files only import). */
import { builder } from '../builder';
import './account';
import './account-security';
import './address';
import './applicant-document';
import './application';
import './budget-matches';
import './co-applicant';
import './consent';
import './enums';
import './expense';
import './favourite';
import './home-submission';
import './home';
import './homes';
import './identity-verification';
import './income';
import './landlord';
import './open-banking';
import './payment';
import './pipeline';
import './operator';
import './operator-applications';
import './operator-homes';
import './promotion';
import './saved-searches';
import './session';
import './settings';
import './upload';
import './user';
import './verification-link';
import './verified-income';
import './your-data';

/** The executable GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
