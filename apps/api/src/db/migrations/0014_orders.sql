CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"photo_id" integer,
	"event_id" integer,
	"product_id" integer,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"line" jsonb NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1 and "order_lines"."unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"graduation_id" integer NOT NULL,
	"placed_on" date,
	"placed_at" timestamp with time zone,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"delivery_mode" text,
	"delivery_slug" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"printed_units" integer DEFAULT 0 NOT NULL,
	"digital_only" boolean DEFAULT false NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"digital_credits_used" integer DEFAULT 0 NOT NULL,
	"printed_credits_used" integer DEFAULT 0 NOT NULL,
	"checkout" jsonb,
	"cart_hash" text,
	"payment_method" integer,
	"document" text,
	"tracking_code" text,
	"paid_on" date,
	"paid_by" text,
	"paid_by_user" integer,
	"processing_on" date,
	"processing_by" text,
	"processing_by_user" integer,
	"ready_on" date,
	"ready_by" text,
	"ready_by_user" integer,
	"delivered_on" date,
	"delivered_by" text,
	"delivered_by_user" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_money_check" CHECK ("orders"."total_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."shipping_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_user_users_id_fk" FOREIGN KEY ("paid_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_processing_by_user_users_id_fk" FOREIGN KEY ("processing_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ready_by_user_users_id_fk" FOREIGN KEY ("ready_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_by_user_users_id_fk" FOREIGN KEY ("delivered_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_photo_idx" ON "order_lines" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "orders_student_idx" ON "orders" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "orders_graduation_idx" ON "orders" USING btree ("graduation_id","id");--> statement-breakpoint
CREATE INDEX "orders_cart_hash_idx" ON "orders" USING btree ("student_id","cart_hash");