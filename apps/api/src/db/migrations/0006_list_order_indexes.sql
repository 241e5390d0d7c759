CREATE INDEX "graduations_name_idx" ON "graduations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "events_graduation_order_idx" ON "events" USING btree ("graduation_id","held_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "students_graduation_name_idx" ON "students" USING btree ("graduation_id","first_name","surname","id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("first_name","surname","id");