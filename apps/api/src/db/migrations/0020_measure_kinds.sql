-- Decision 116: a measure's kind (digital, impressa, digital+impressa) is the producer's choice. Existing rows get
-- the kind their slug had in code (packages/domain legacyMeasureKind): 'dig+imp' and any 'dig+…' are
-- digital+impressa, '15x21' and any paper size '<n>x<n>' ('20x30') are impressa, everything else digital.
ALTER TABLE "measures" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "measures" SET "kind" = CASE
  WHEN "slug" ~ '^dig\+' THEN 'digital+impressa'
  WHEN "slug" ~ '^[0-9]+x[0-9]+$' THEN 'impressa'
  ELSE 'digital'
END;--> statement-breakpoint
ALTER TABLE "measures" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "measures" ADD CONSTRAINT "measures_kind_check" CHECK ("measures"."kind" in ('digital', 'impressa', 'digital+impressa'));--> statement-breakpoint
-- An order line keeps the kind its photo was bought in; photo lines placed before get the same rule, so a
-- '20x30' bought as "digital" reaches the picking list now. Products and complementary photos stay null.
ALTER TABLE "order_lines" ADD COLUMN "measure_kind" text;--> statement-breakpoint
UPDATE "order_lines" SET "measure_kind" = CASE
  WHEN "slug" ~ '^dig\+' THEN 'digital+impressa'
  WHEN "slug" ~ '^[0-9]+x[0-9]+$' THEN 'impressa'
  ELSE 'digital'
END
WHERE "kind" = 'foto' AND "slug" NOT IN ('produto', 'complementar');--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_measure_kind_check" CHECK ("order_lines"."measure_kind" is null or "order_lines"."measure_kind" in ('digital', 'impressa', 'digital+impressa'));
