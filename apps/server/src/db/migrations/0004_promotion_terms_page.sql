ALTER TABLE "promotions" ADD COLUMN "terms_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The promotion seeded before offered a survey the product does not pay for, with terms on a domain that does
-- not load (issue 9 item 6). It goes, with the record of who saw it (promotion_views cascade); the seed adds
-- the free call with the team, whose terms are a page of the app.
DELETE FROM "promotions" WHERE "id" = 'first-year-survey-2026';
