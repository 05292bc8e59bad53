PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`plan` text DEFAULT 'basic' NOT NULL,
	`role` text DEFAULT 'User' NOT NULL,
	`credits` integer DEFAULT 0 NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`billing_period` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "uuid", "name", "email", "password_hash", "plan", "role", "credits", "email_verified", "stripe_customer_id", "stripe_subscription_id", "billing_period", "created_at") SELECT "id", "uuid", "name", "email", "password_hash", "plan", "role", "credits", "email_verified", "stripe_customer_id", "stripe_subscription_id", "billing_period", "created_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
UPDATE `users` SET `role` = CASE `role` WHEN 'admin' THEN 'Admin' ELSE 'User' END;--> statement-breakpoint
CREATE UNIQUE INDEX `users_uuid_unique` ON `users` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_stripe_customer_id_unique` ON `users` (`stripe_customer_id`);