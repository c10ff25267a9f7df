/** Runs seed-settled-customer.ts against the environment's data folder (prepare-server-data.ts step 3). */
import { seedSettledCustomer } from './seed-settled-customer';

await seedSettledCustomer(process.env);
