/** Runs seed-settled-customer.ts and seed-moved-in-customer.ts against the environment's data folder (prepare-server-data.ts step 3). */
import { seedArrearsCustomer, seedLeavingCustomers, seedMovedInCustomer } from './seed-moved-in-customer';
import { seedSettledCustomer } from './seed-settled-customer';

await seedSettledCustomer(process.env);
await seedMovedInCustomer(process.env);
await seedArrearsCustomer(process.env);
await seedLeavingCustomers(process.env);
