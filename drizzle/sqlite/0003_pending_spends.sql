CREATE TABLE `pending_spends` (
	`ledger_id` integer PRIMARY KEY NOT NULL,
	`cost` integer NOT NULL,
	`started_at` integer NOT NULL,
	FOREIGN KEY (`ledger_id`) REFERENCES `credit_ledger`(`id`) ON UPDATE no action ON DELETE cascade
);
