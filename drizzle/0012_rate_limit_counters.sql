-- The counters table holds every rate limit, not only sign-in failures: named for what it holds (issue 30).
ALTER TABLE "login_throttle" RENAME TO "rate_limit_counters";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" RENAME CONSTRAINT "login_throttle_pkey" TO "rate_limit_counters_pkey";--> statement-breakpoint
ALTER INDEX "login_throttle_window_idx" RENAME TO "rate_limit_counters_window_idx";
