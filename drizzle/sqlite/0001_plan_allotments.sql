CREATE TABLE `plan_allotments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`stripe_subscription_id` text NOT NULL,
	`stripe_invoice_id` text NOT NULL,
	`monthly_credits` integer NOT NULL,
	`months` integer NOT NULL,
	`months_granted` integer DEFAULT 0 NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`ended_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_allotments_stripe_invoice_id_unique` ON `plan_allotments` (`stripe_invoice_id`);--> statement-breakpoint
CREATE INDEX `plan_allotments_user_idx` ON `plan_allotments` (`user_id`);--> statement-breakpoint
CREATE INDEX `plan_allotments_subscription_idx` ON `plan_allotments` (`stripe_subscription_id`);