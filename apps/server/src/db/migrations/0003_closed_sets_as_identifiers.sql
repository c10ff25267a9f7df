-- Closed sets are stored as identifiers, the values the GraphQL enums carry (packages/domain/src/constants.ts):
-- the spec's words become PascalCase ("Professional contractor" -> ProfessionalContractor), and the
-- identity-check and open-banking statuses follow the same convention (pending -> Pending).
ALTER TABLE "verification_sessions" ALTER COLUMN "status" SET DEFAULT 'Pending';--> statement-breakpoint
UPDATE "incomes" SET "type" = CASE "type"
  WHEN 'Professional contractor' THEN 'ProfessionalContractor'
  WHEN 'Sole trader' THEN 'SoleTrader'
  WHEN 'Limited company' THEN 'LimitedCompany'
  ELSE "type" END
WHERE "type" IN ('Professional contractor', 'Sole trader', 'Limited company');--> statement-breakpoint
UPDATE "incomes" SET "employment_option" = CASE "employment_option"
  WHEN 'Permanent employment' THEN 'PermanentEmployment'
  WHEN 'Temporary / Zero-hour' THEN 'TemporaryZeroHour'
  WHEN 'Self-employed' THEN 'SelfEmployed'
  WHEN 'Sole-trader / Freelance' THEN 'SoleTraderFreelance'
  ELSE "employment_option" END
WHERE "employment_option" IN ('Permanent employment', 'Temporary / Zero-hour', 'Self-employed', 'Sole-trader / Freelance');--> statement-breakpoint
UPDATE "user_applications" SET "deposit_source" = CASE "deposit_source"
  WHEN 'Cash savings' THEN 'CashSavings'
  WHEN 'Liquid investments' THEN 'LiquidInvestments'
  WHEN 'Gifted deposit' THEN 'GiftedDeposit'
  ELSE "deposit_source" END
WHERE "deposit_source" IN ('Cash savings', 'Liquid investments', 'Gifted deposit');--> statement-breakpoint
UPDATE "listings" SET "type" = 'SemiDetached' WHERE "type" = 'Semi-detached';--> statement-breakpoint
UPDATE "verification_sessions" SET "status" = CASE "status"
  WHEN 'pending' THEN 'Pending'
  WHEN 'passed' THEN 'Passed'
  WHEN 'failed' THEN 'Failed'
  WHEN 'expired' THEN 'Expired'
  WHEN 'connected' THEN 'Connected'
  WHEN 'cancelled' THEN 'Cancelled'
  ELSE "status" END
WHERE "status" IN ('pending', 'passed', 'failed', 'expired', 'connected', 'cancelled');
